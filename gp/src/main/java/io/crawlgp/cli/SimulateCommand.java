package io.crawlgp.cli;

import io.crawlgp.experiment.Trials;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** One simulated crawl of one policy over a whole dataset. */
@Command(
        name = "simulate",
        mixinStandardHelpOptions = true,
        description = "Simulate a budgeted recrawl of a whole dataset with one policy and write per-cycle metrics.")
public final class SimulateCommand extends CommandBase {
    @Mixin
    DatasetOptions dataset;

    @Mixin
    SimulationOptions simulation;

    @Option(
            names = "--policy",
            required = true,
            paramLabel = "NAME",
            description =
                    "A paper baseline (Rand, Age, CG, NAD, SAD, AAD, GAD), a peer (Nutch, Heritrix, StormCrawler, ChoGM, Azar, BinaryLambdaCrawl, LambdaCrawl; settings in parentheses, e.g. Nutch(max=30)) or Oracle; any case.")
    String policy;

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description =
                    "Per-cycle CSV (cycle, one column per metric, found, k); provenance goes to FILE.provenance.json. Default: none (print only).")
    Path out;

    @Option(
            names = "--force",
            description =
                    "Replace an existing --out file (and its FILE.provenance.json); only regular files are ever replaced.")
    boolean force;

    @Override
    public void run() {
        Trials.single(dataset.spec(), policy, simulation.settings(), out, force, invocation(), out());
    }
}
