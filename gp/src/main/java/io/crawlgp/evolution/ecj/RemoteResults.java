package io.crawlgp.evolution.ecj;

import io.crawlgp.cluster.WorkerInfo;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The master's memory of the fitness values workers returned for one fold, by the single process's formula cache key
 * ({@link EcjCluster#cacheKey}, the fitness's own). Without it each
 * worker would only know its own results, and a formula that one process evaluates once would be simulated again on
 * whichever worker it lands. Each value remembers its worker, so dropping a worker forgets everything it returned.
 */
final class RemoteResults {
    record Value(double fitness, WorkerInfo worker) {}

    private final Map<String, Value> values = new ConcurrentHashMap<>();

    Value get(String key) {
        return values.get(key);
    }

    void put(String key, double fitness, WorkerInfo worker) {
        values.putIfAbsent(key, new Value(fitness, worker));
    }

    /** Forgets every value a dropped worker returned. */
    void forget(WorkerInfo worker) {
        values.values().removeIf(v -> v.worker() == worker);
    }

    int size() {
        return values.size();
    }
}
