package io.crawlgp.cli;

import io.crawlgp.content.prediction.ContentRuns;
import io.crawlgp.content.prediction.ContentSettings;
import io.crawlgp.io.ResultsFolders;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Content change prediction (Radinsky & Bennett, WSDM 2013): one command method per experiment, each delegating to {@link ContentRuns}. */
@Command(
        name = "content",
        mixinStandardHelpOptions = true,
        description =
                "Predict significant content change from a page's history, its content and related pages (Radinsky & Bennett, WSDM 2013): "
                        + "1D/2D/3D features, SVM single and multiple experts, relational union, bagging, boosting, expert selection by graph, content, "
                        + "cross-correlation and DTW; the freshness crawl; the predictors as crawl policies.")
public final class ContentCommand extends ParentCommand {
    private static final String OUT = "Results folder.";

    private ContentRuns runs(ExperimentOptions options) {
        return new ContentRuns(options.settings(ContentSettings.defaults()), options.workers(), invocation(), out());
    }

    @Command(
            name = "describe",
            mixinStandardHelpOptions = true,
            description =
                    "Pages, cycles, versions, changes and significant changes (chi-squared, p < 0.05), how many pages pass the §7.1 filter, the link graph.")
    void describe(@Mixin ExperimentOptions options) {
        runs(options).describe();
    }

    @Command(
            name = "evaluate",
            mixinStandardHelpOptions = true,
            description =
                    "The sliding-window protocol of §7.2 (every eligible page in turn the target; train on the previous n cycles, predict the next): "
                            + "Tables 1-3 as per_target.csv and summary.csv (accuracy with 95%% t intervals, paired t-tests against the multiple experts, "
                            + "balanced accuracy and F1), provenance.json.")
    void evaluate(
            @Mixin ExperimentOptions options,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = OUT) Path out,
            @Mixin ForceOption force) {
        ResultsFolders.claimed(
                out,
                "content evaluate",
                options.settings(ContentSettings.defaults()),
                Map.of(),
                force.force,
                () -> runs(options).evaluate(out));
    }

    @Command(
            name = "sweep",
            mixinStandardHelpOptions = true,
            description =
                    "Accuracy against one parameter, the others fixed (Fig. 6: --param training, Fig. 7: --param experts): sweep.csv "
                            + "(one row per value and method) and sweep.png.")
    void sweep(
            @Mixin ExperimentOptions options,
            @Option(
                            names = "--param",
                            required = true,
                            paramLabel = "NAME",
                            description = "The setting to vary: training (n, Fig. 6) or experts (k, Fig. 7).")
                    String param,
            @Option(
                            names = "--values",
                            required = true,
                            split = ",",
                            paramLabel = "N",
                            description = "Values, e.g. 10,20,30,50.")
                    List<Integer> values,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = OUT) Path out,
            @Mixin ForceOption force) {
        ResultsFolders.claimed(
                out,
                "content sweep",
                options.settings(ContentSettings.defaults()),
                Map.of("sweep", param + "=" + values),
                force.force,
                () -> runs(options).sweep(param, values, out));
    }

    @Command(
            name = "select",
            mixinStandardHelpOptions = true,
            description =
                    "Select k experts for every target by graph, content, cross-correlation and DTW; writes experts.csv and measures the DTW search: "
                            + "banded DTW with LB_Keogh pruning against the same search without pruning and against unbanded DTW (time, DTW computations, same answer).")
    void select(
            @Mixin ExperimentOptions options,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = OUT) Path out,
            @Mixin ForceOption force) {
        ResultsFolders.claimed(
                out,
                "content select",
                options.settings(ContentSettings.defaults()),
                Map.of(),
                force.force,
                () -> runs(options).select(out));
    }

    @Command(
            name = "crawl",
            mixinStandardHelpOptions = true,
            description =
                    "The freshness crawl of §8.3: a budget of 10%% of the pages per cycle, pages chosen by biased coins from Platt-calibrated "
                            + "change probabilities (1D: change frequency); freshness per cycle for 1D, 2D, 3D: freshness.csv, freshness.png.")
    void crawl(
            @Mixin ExperimentOptions options,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = OUT) Path out,
            @Mixin ForceOption force) {
        ResultsFolders.claimed(
                out,
                "content crawl",
                options.settings(ContentSettings.defaults()),
                Map.of(),
                force.force,
                () -> runs(options).crawl(out));
    }

    @Command(
            name = "simulate",
            mixinStandardHelpOptions = true,
            description =
                    "The 1D/2D/3D predictors as crawl policies in the foundation simulator, next to the baselines, on the labelled change history "
                            + "(seeded folds, each test fold simulated on its own, warm-up until the first prediction cycle): per_cycle.csv, summary.csv.")
    void simulate(
            @Mixin ExperimentOptions options,
            @Option(
                            names = "--folds",
                            paramLabel = "N",
                            defaultValue = "5",
                            description = "Number of folds. Default: ${DEFAULT-VALUE}.")
                    int folds,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = OUT) Path out,
            @Mixin ForceOption force) {
        runs(options).simulate(folds, out, force.force); // claimed inside, by the test-fold protocol
    }

    @Command(
            name = "generate",
            mixinStandardHelpOptions = true,
            description =
                    "Write the seeded synthetic content corpus (groups of related pages whose changes follow a leader with lags; the content guide) "
                            + "as DIR/pages.csv and DIR/versions.jsonl.gz.")
    void generate(
            @Option(names = "--out", required = true, paramLabel = "DIR", description = DatasetsCommand.DATASET_OUT)
                    Path out,
            @Option(
                            names = "--pages",
                            paramLabel = "N",
                            defaultValue = "200",
                            description = "Pages. Default: ${DEFAULT-VALUE}.")
                    int pages,
            @Option(
                            names = "--cycles",
                            paramLabel = "N",
                            defaultValue = "120",
                            description = "Cycles. Default: ${DEFAULT-VALUE}.")
                    int cycles,
            @Option(
                            names = "--seed",
                            paramLabel = "SEED",
                            defaultValue = "1",
                            description = "Seed. Default: ${DEFAULT-VALUE}.")
                    long seed,
            @Option(
                            names = "--independent-share",
                            defaultValue = "0.2",
                            paramLabel = "SHARE",
                            description =
                                    "Share of page groups whose pages change on their own; 1 = related pages carry no signal. Default: ${DEFAULT-VALUE}.")
                    double independentShare,
            @Mixin ForceOption force) {
        Outputs.dataset(
                out,
                "dataset content generate",
                Map.of("pages", pages, "cycles", cycles, "seed", seed, "independentShare", independentShare),
                Map.of(),
                force.force,
                () -> ContentRuns.generate(pages, cycles, seed, independentShare, out, invocation(), out()));
    }
}
