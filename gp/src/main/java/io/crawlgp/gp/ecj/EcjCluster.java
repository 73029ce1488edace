package io.crawlgp.gp.ecj;

import io.crawlgp.cluster.Gate;

/**
 * How a master spreads one experiment's fitness evaluations over workers: the {@link Gate} they connect through, the
 * share of each worker's results re-evaluated on the master (at least one per worker per generation when above 0),
 * ECJ's job size (individuals per message) and jobs queued per worker, and the patience with a run that has no
 * worker: a notice every {@code noticeMillis}, then {@code onTimeout} after {@code timeoutMillis}.
 */
public record EcjCluster(Gate gate, double verifyShare, int jobSize, int jobsPerWorker, long noticeMillis, long timeoutMillis, Runnable onTimeout,
                         java.util.concurrent.ConcurrentHashMap<Integer, RemoteResults> resultsByFold) {
    public EcjCluster(Gate gate, double verifyShare, int jobSize, int jobsPerWorker, long noticeMillis, long timeoutMillis, Runnable onTimeout) {
        this(gate, verifyShare, jobSize, jobsPerWorker, noticeMillis, timeoutMillis, onTimeout, new java.util.concurrent.ConcurrentHashMap<>());
    }

    /** The values workers returned for a fold, shared by every GP run of that fold (as one process shares its cache). */
    RemoteResults results(int fold) {
        return resultsByFold.computeIfAbsent(fold, f -> new RemoteResults());
    }

    /** Forgets every value a dropped worker returned, for every fold. */
    void forget(io.crawlgp.cluster.WorkerInfo worker) {
        for (RemoteResults r : resultsByFold.values()) r.forget(worker);
    }

    public EcjCluster {
        if (!(verifyShare >= 0 && verifyShare <= 1)) throw new IllegalArgumentException("verify share must be in [0, 1], got " + verifyShare);
        if (jobSize < 1) throw new IllegalArgumentException("job size must be >= 1, got " + jobSize);
        if (jobsPerWorker < 1) throw new IllegalArgumentException("jobs per worker must be >= 1, got " + jobsPerWorker);
    }
}
