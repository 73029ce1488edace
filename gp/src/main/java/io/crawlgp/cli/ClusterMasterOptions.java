package io.crawlgp.cli;

import io.crawlgp.cluster.ClusterOptions;
import io.crawlgp.cluster.Token;
import io.crawlgp.util.UserError;
import java.io.PrintStream;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** evolve's options for spreading fitness evaluation over workers ("Running on a cluster" in the README). */
final class ClusterMasterOptions {
    @Option(
            names = "--distribute",
            paramLabel = "[HOST:]PORT",
            description =
                    "Evaluate the GP runs' fitness on workers ('crawlgp worker --master HOST:PORT') that connect here. HOST defaults to "
                            + "127.0.0.1 (this machine only); give 0.0.0.0 or an interface's address to accept other machines. PORT 0 picks a free port. "
                            + "Results are identical to a run without it.")
    String distribute;

    @Option(
            names = "--token-file",
            paramLabel = "FILE",
            description =
                    "File whose first line is the shared token workers must prove they hold (at least 16 characters). "
                            + "Default: the environment variable " + Token.ENV + ". Never given on the command line.")
    Path tokenFile;

    @Option(
            names = "--verify-share",
            paramLabel = "SHARE",
            defaultValue = "0.01",
            description =
                    "Share of each worker's results recomputed on this machine (at least one per worker and generation); a mismatch drops "
                            + "the worker and restarts its GP run without it. 0 checks nothing and needs --trust-workers. Default: ${DEFAULT-VALUE}.")
    double verifyShare;

    @Option(
            names = "--trust-workers",
            description =
                    "Acknowledge that with --verify-share 0 no worker's result is recomputed here, so a worker with a wrong corpus or a "
                            + "defect goes unnoticed; recorded in provenance.json.")
    boolean trustWorkers;

    @Option(
            names = "--job-size",
            paramLabel = "N",
            defaultValue = "10",
            description = "Individuals per job sent to a worker (ECJ's job size). Default: ${DEFAULT-VALUE}.")
    int jobSize;

    @Option(
            names = "--worker-timeout",
            paramLabel = "SECONDS",
            defaultValue = "300",
            description = "How long a GP run waits with no worker connected before the command stops with exit code 2 "
                    + "(finished GP runs are kept; rerun to resume). Default: ${DEFAULT-VALUE}.")
    long workerTimeout;

    /** The cluster options (picocli makes this group only when one of its options is given). */
    ClusterOptions resolve(PrintStream log) {
        if (distribute == null)
            throw new UserError("--token-file, --verify-share, --job-size and --worker-timeout need --distribute");
        if (verifyShare == 0 && !trustWorkers)
            throw new UserError(
                    "--verify-share 0 recomputes no worker's result, so a wrong worker would go unnoticed: add --trust-workers to run so "
                            + "(recorded in provenance), or keep a share above 0");
        String[] hp = HostPort.parse(distribute, "127.0.0.1", "--distribute");
        Token token = Token.load(tokenFile);
        String where = hp[0] + ":" + hp[1];
        Runnable onTimeout = () -> {
            log.println("error: no worker connected to the master at " + where + " within --worker-timeout "
                    + workerTimeout + " s; finished GP runs are kept, rerun the same command to resume");
            log.flush();
            System.exit(2); // the run is stuck inside ECJ's wait for a slave; finished units are on disk
        };
        return new ClusterOptions(
                hp[0],
                Integer.parseInt(hp[1]),
                token,
                verifyShare,
                jobSize,
                ClusterOptions.DEFAULT_JOBS_PER_WORKER,
                workerTimeout,
                onTimeout,
                log);
    }
}
