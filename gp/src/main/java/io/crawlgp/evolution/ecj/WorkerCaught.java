package io.crawlgp.evolution.ecj;

import io.crawlgp.cluster.WorkerInfo;

/** A worker returned a fitness that the master's own evaluation does not reproduce; the GP run restarts without it. */
final class WorkerCaught extends RuntimeException {
    final transient WorkerInfo worker;

    WorkerCaught(WorkerInfo worker, String message) {
        super(message);
        this.worker = worker;
    }
}
