package io.crawlgp.cluster;

import io.crawlgp.util.UserError;
import java.io.PrintStream;

/**
 * A master's choices for spreading fitness evaluation over workers. None of them changes a result: they are
 * execution options, recorded in provenance (except the token) but not part of the run's settings or its hash.
 *
 * @param host         the address to listen on (default loopback; all interfaces only when asked, e.g. 0.0.0.0)
 * @param port         the port (0: any free port, printed)
 * @param token        the shared secret workers must prove they hold
 * @param verifyShare  share of each worker's results recomputed on the master (at least one per worker and generation)
 * @param jobSize      individuals per ECJ job
 * @param jobsPerWorker ECJ jobs queued on one worker connection at a time
 * @param timeoutSeconds how long a GP run waits with no worker connected before {@code onTimeout}
 * @param onTimeout    what happens then (the command line stops with exit code 2; finished GP runs are kept)
 * @param log          where connections, refusals, drops and waiting notices are reported
 */
public record ClusterOptions(
        String host,
        int port,
        Token token,
        double verifyShare,
        int jobSize,
        int jobsPerWorker,
        long timeoutSeconds,
        Runnable onTimeout,
        PrintStream log) {
    public static final double DEFAULT_VERIFY_SHARE = 0.01;
    public static final int DEFAULT_JOB_SIZE = 10;
    public static final int DEFAULT_JOBS_PER_WORKER = 2;

    public ClusterOptions {
        if (port < 0 || port > 65535) throw new UserError("port must be in 0..65535, got " + port);
        if (!(verifyShare >= 0 && verifyShare <= 1))
            throw new UserError("--verify-share must be in [0, 1], got " + verifyShare);
        if (jobSize < 1) throw new UserError("--job-size must be >= 1, got " + jobSize);
        if (jobsPerWorker < 1) throw new IllegalArgumentException("jobs per worker must be >= 1, got " + jobsPerWorker);
        if (timeoutSeconds < 1) throw new UserError("--worker-timeout must be >= 1 second, got " + timeoutSeconds);
    }
}
