package io.crawlgp.cli;

import io.crawlgp.cluster.Token;
import io.crawlgp.cluster.WorkerClient;
import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.gp.worker.ClusterWorker;
import io.crawlgp.util.UserError;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** An ECJ slave for 'crawlgp evolve --distribute': serves one GP run after another until it is stopped. */
@Command(
        name = "worker",
        mixinStandardHelpOptions = true,
        description =
                "Evaluate GP fitness for a master started with 'crawlgp evolve --distribute'. The worker proves the shared token, loads the "
                        + "dataset the master's settings name, checks its SHA-256 against the master's, and then serves every GP run of the master "
                        + "until it is stopped (Ctrl-C). It refuses, in one line and with exit code 2, a master without the token or a dataset that differs.")
public final class WorkerCommand extends CommandBase {
    @Option(
            names = "--master",
            required = true,
            paramLabel = "HOST:PORT",
            description = "The master's address, as it printed it.")
    String master;

    @Option(
            names = "--threads",
            defaultValue = "1",
            paramLabel = "N",
            description =
                    "Connections to the master, each evaluating one job at a time (use the machine's cores). Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(
            names = "--token-file",
            paramLabel = "FILE",
            description =
                    "File whose first line is the shared token. Default: the environment variable " + Token.ENV + ".")
    Path tokenFile;

    @Option(
            names = "--name",
            paramLabel = "NAME",
            description = "This worker's name in the master's log and provenance. Default: host name and process id.")
    String name;

    @Option(
            names = "--dataset",
            paramLabel = "DIR",
            description =
                    "Read this folder in place of the dataset path in the master's settings (e.g. where this machine keeps it); "
                            + "it must have the same SHA-256. Default: the master's path.")
    String dataset;

    @Override
    public void run() {
        if (threads < 1) throw new UserError("--threads must be >= 1, got " + threads);
        String[] hp = HostPort.parse(master, null, "--master");
        Token token = Token.load(tokenFile);
        String me = name != null
                ? name
                : hostName() + "-" + ManagementFactory.getRuntimeMXBean().getPid();
        System.err.println("worker " + me + ": serving the master at " + hp[0] + ":" + hp[1] + " with " + threads
                + " connection(s); stop with Ctrl-C");
        ClusterWorker host = new ClusterWorker(new CrawlDataLoader(threads, System.err), dataset, System.err);
        WorkerClient.run(hp[0], Integer.parseInt(hp[1]), token, me, threads, host, System.err);
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "worker";
        }
    }
}
