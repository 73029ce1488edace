package io.crawlgp.evolution.ecj;

import io.crawlgp.cluster.ClusterOptions;
import io.crawlgp.cluster.Gate;
import io.crawlgp.cluster.WorkerInfo;
import io.crawlgp.expr.Expr;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * How a master spreads one experiment's fitness evaluations over workers: the {@link Gate} they connect through, the
 * master's options (share re-evaluated, job size, jobs per worker, patience with a run that has no worker), how often
 * such a run says so, and the fitness's cache key (trees with one key have one value), by which the values workers
 * returned are kept for every fold.
 */
public record EcjCluster(
        Gate gate,
        ClusterOptions options,
        long noticeMillis,
        Function<Expr, String> cacheKey,
        ConcurrentHashMap<Integer, RemoteResults> resultsByFold) {
    public EcjCluster(Gate gate, ClusterOptions options, long noticeMillis, Function<Expr, String> cacheKey) {
        this(gate, options, noticeMillis, cacheKey, new ConcurrentHashMap<>());
    }

    /** The values workers returned for a fold, shared by every GP run of that fold (as one process shares its cache). */
    RemoteResults results(int fold) {
        return resultsByFold.computeIfAbsent(fold, f -> new RemoteResults());
    }

    /** Forgets every value a dropped worker returned, for every fold. */
    void forget(WorkerInfo worker) {
        for (RemoteResults r : resultsByFold.values()) r.forget(worker);
    }
}
