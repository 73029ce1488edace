package io.crawlgp.cli;

import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.experiment.FoldSpec;
import io.crawlgp.experiment.Split;
import io.crawlgp.experiment.TrialOutput;
import io.crawlgp.experiment.Trials;
import io.crawlgp.io.Provenance;
import io.crawlgp.policy.Policies;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The paper's evaluation protocol for the baselines. */
@Command(
        name = "baselines",
        mixinStandardHelpOptions = true,
        modelTransformer = BaselinesCommand.Describe.class,
        description = "(written from the policy registry: BaselinesCommand.Describe)")
public final class BaselinesCommand extends CommandBase {
    /**
     * The description, written from {@link Policies} when the command is built: every registered policy by group and
     * their count, so that registering a policy changes the help and no text here or in a test.
     */
    public static final class Describe implements CommandLine.IModelTransformer {
        @Override
        public CommandLine.Model.CommandSpec transform(CommandLine.Model.CommandSpec spec) {
            List<String> baselines = Policies.paperBaselines(), peers = Policies.peers();
            List<String> others = new ArrayList<>(Policies.lineUp());
            others.removeAll(baselines);
            others.removeAll(peers);
            spec.usageMessage()
                    .description(
                            "Run the default line-up on every test fold: the paper's baselines ("
                                    + String.join(", ", baselines) + "), the peers (" + String.join(", ", peers)
                                    + ")" + (others.isEmpty() ? "" : " and " + String.join(", ", others) + " (a bound)")
                                    + ", " + Policies.lineUp().size()
                                    + " in all (--methods names others, any registered policy): pages are split into seeded "
                                    + "folds and each fold is simulated on its own, k from its size (paper §5.2). Writes "
                                    + "per_cycle.csv, summary.csv (mean over folds with 95%% t intervals) and provenance.json.");
            return spec;
        }
    }

    @Mixin
    DatasetOptions dataset;

    @Mixin
    SimulationOptions simulation;

    @Option(
            names = "--folds",
            paramLabel = "N",
            defaultValue = "5",
            description = "Number of folds. Paper: 5. Default: ${DEFAULT-VALUE}.")
    int folds;

    @Option(
            names = "--split",
            paramLabel = "pages|sites|time",
            defaultValue = "pages",
            description =
                    "How pages are dealt into folds: pages (seeded, the paper's), sites (each site's pages in one "
                            + "fold, folds balanced by pages as the sites allow), time (every page in every fold; fold f tests on "
                            + "the f+1-th of F+1 equal windows after the first quarter of the timeline, crawling from cycle 0; "
                            + "guides/comparison.md). Default: ${DEFAULT-VALUE}.")
    Split split;

    @Option(
            names = "--methods",
            split = ",(?![^(]*\\))",
            splitSynopsisLabel = ",",
            paramLabel = "NAME",
            description = "Methods to run (comma-separated, any case); "
                    + "a name may carry settings, e.g. Nutch(max=30,I0=2). Default: the paper's baselines, the peers (Nutch, Heritrix, StormCrawler, "
                    + "ChoGM, Azar, BinaryLambdaCrawl, LambdaCrawl) and Oracle.")
    List<String> methods;

    @Option(
            names = "--threads",
            paramLabel = "N",
            defaultValue = "0",
            description = "Worker threads (0 = all cores). Results do not depend on it. Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(
            names = "--out",
            required = true,
            paramLabel = "DIR",
            description = "Results folder, e.g. results/ota-daily-baselines.")
    Path out;

    @Option(
            names = "--force",
            description =
                    "Replace the results folder whole: its old files are removed first (only a folder holding a crawlgp run, or an empty one). Without it a folder holding another run is refused.")
    boolean force;

    @Override
    public void run() {
        int workers = ExperimentOptions.workers(threads);
        Trials.policies(
                dataset.spec(),
                new CrawlDataLoader(workers, System.err),
                methods,
                simulation.settings(),
                new FoldSpec(folds, split),
                workers,
                new TrialOutput(out, force, Provenance.start(invocation()), out()));
    }
}
