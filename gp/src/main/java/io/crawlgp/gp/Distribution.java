package io.crawlgp.gp;

import io.crawlgp.cluster.ClusterOptions;
import io.crawlgp.cluster.Gate;
import io.crawlgp.cluster.RunOffer;
import io.crawlgp.cluster.WorkerInfo;
import io.crawlgp.evolution.ecj.EcjCluster;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** The master's side of a distributed experiment: opening the gate and describing the cluster in provenance. */
final class Distribution {
    /** How often a run without workers says so. */
    static final long NOTICE_MILLIS = 10_000;

    private Distribution() {}

    static Gate open(ClusterOptions c, RunOffer offer) {
        try {
            Gate g = Gate.open(c.host(), c.port(), c.token(), offer, c.log());
            c.log()
                    .println("listening for workers on " + g.hostPort() + " (start them with: crawlgp worker --master "
                            + g.hostPort() + ")");
            return g;
        } catch (IOException e) {
            throw new UserError("cannot listen on " + c.host() + ":" + c.port() + ": " + e.getMessage());
        }
    }

    static EcjCluster ecj(ClusterOptions c, Gate g) {
        return new EcjCluster(g, c, NOTICE_MILLIS, CrawlFitness::cacheKey);
    }

    /** GP runs (by index) that rest on a value of a worker dropped since: each must be computed again without it. */
    static List<Integer> servedByDropped(Map<Integer, Set<WorkerInfo>> contributors) {
        List<Integer> out = new ArrayList<>();
        for (Map.Entry<Integer, Set<WorkerInfo>> e : new TreeMap<>(contributors).entrySet())
            if (e.getValue().stream().anyMatch(w -> w.droppedFor() != null)) out.add(e.getKey());
        return out;
    }

    static Map<String, Object> describe(ClusterOptions c, Gate g) {
        Map<String, Object> m = new LinkedHashMap<>(g.describe());
        m.put("verify_share", c.verifyShare());
        if (c.verifyShare() == 0)
            m.put(
                    "unverified",
                    "--verify-share 0 acknowledged with --trust-workers: no worker's result was recomputed here");
        m.put("job_size", c.jobSize());
        m.put("jobs_per_worker", c.jobsPerWorker());
        m.put("worker_timeout_seconds", c.timeoutSeconds());
        m.put(
                "note",
                "fitness of the training runs computed by these workers through ECJ's master problem; the token is not recorded");
        return m;
    }
}
