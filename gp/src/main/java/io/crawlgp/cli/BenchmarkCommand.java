package io.crawlgp.cli;

import io.crawlgp.benchmark.BenchmarkMarkdown;
import io.crawlgp.benchmark.ColdStartCurve;
import io.crawlgp.benchmark.FirstLookTable;
import io.crawlgp.benchmark.Suite;
import io.crawlgp.benchmark.SuiteRun;
import io.crawlgp.benchmark.TransferMatrix;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The workbench's one table: every method of a suite on every dataset, repeated, tested, ranked. */
@Command(
        name = "benchmark",
        mixinStandardHelpOptions = true,
        description =
                "Run a benchmark suite (experiments/*.suite: datasets, methods, repeats and shared settings) and write scores.csv "
                        + "(dataset, method, repeat, fold, metric, value), summary.csv (mean, corrected 95%% interval, rank per dataset), "
                        + "tests.csv (Nadeau-Bengio corrected resampled t-tests, Holm-adjusted within each dataset), tuned.csv, "
                        + "ranking.csv (best first) with a critical-difference diagram (cd.png, cd.svg: Friedman test over three or "
                        + "more datasets, cliques from Holm-adjusted Wilcoxon tests), per_cycle/DATASET.csv.gz (every contender's "
                        + "test crawls, the primary metric per cycle) and provenance.json. GP runs are saved under runs/ and reused by a rerun. "
                        + "With --markdown FOLDER, prints the headline table of a finished benchmark instead.")
public final class BenchmarkCommand extends CommandBase {
    @Option(
            names = "--suite",
            paramLabel = "FILE",
            description = "The suite file (e.g. experiments/benchmark-quick.suite).")
    Path suite;

    @Option(names = "--out", paramLabel = "DIR", description = "Results folder (created; a rerun resumes).")
    Path out;

    @Option(
            names = "--threads",
            defaultValue = "0",
            paramLabel = "N",
            description = "Worker threads; 0 = one per core. Results do not depend on it. Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(
            names = "--markdown",
            paramLabel = "DIR",
            description = "Print the headline table (Markdown) of the benchmark folder DIR and exit.")
    Path markdown;

    @Option(
            names = "--into",
            paramLabel = "FILE",
            description =
                    "With --markdown: write the table into FILE between the lines '<!-- benchmark-table:start -->' and "
                            + "'<!-- benchmark-table:end -->' (a README or guide), instead of printing it; a start line naming the "
                            + "folder, '<!-- benchmark-table:start NAME -->', is chosen first.")
    Path into;

    @Option(
            names = "--brief",
            description = "With --markdown: only the suite's primary question, the ranking over datasets and how many "
                    + "datasets can tell methods apart (power.csv): a front page's table. Default: the full table.")
    boolean brief;

    @Option(
            names = "--matrix",
            paramLabel = "DIR,DIR",
            split = ",",
            description = "Print the transfer matrix of finished split = datasets benchmarks (one per training group; "
                    + "rows: what the rules learnt on and the method, columns: the groups of the first suite with a groups "
                    + "line) and exit; with --into FILE, write it between '<!-- transfer-matrix:start -->' and "
                    + "'<!-- transfer-matrix:end -->'. Default: none.")
    List<Path> matrix;

    @Option(
            names = "--curve",
            paramLabel = "DIR,DIR",
            split = ",",
            description =
                    "Print the cold-start curve of finished benchmarks that differ only in homeCycles (one folder "
                            + "per home history): each method's mean test value against it, and each declared question's "
                            + "outcome per dataset; with --into FILE, write it between '<!-- cold-start:start -->' and "
                            + "'<!-- cold-start:end -->'; with --plots DIR, draw the curves there. Default: none.")
    List<Path> curve;

    @Option(
            names = "--first-look",
            paramLabel = "DIR",
            description =
                    "Print what the surrogate's first look did in a finished benchmark (per GP method: its seconds, "
                            + "the trees screened and crawled in full, the sample's rank agreement with the full crawl); with "
                            + "--into FILE, write it between '<!-- first-look:start -->' and '<!-- first-look:end -->'. "
                            + "Default: none.")
    Path firstLook;

    @Option(
            names = "--plots",
            paramLabel = "DIR",
            description = "With --curve: the folder the curves are drawn in (cold-start.png and one per dataset). "
                    + "Default: none.")
    Path plots;

    @Option(
            names = "--calibrate",
            split = ",",
            paramLabel = "RULE",
            description =
                    "Instead of the benchmark: check the probabilities of these rules (whose score is"
                            + " -ln(1 - P(changed)): Posterior, Posterior-fullview, ChoGM) at every visit on the suite's datasets,"
                            + " at their default settings; writes brier.csv, calibration.csv and reliability.png. Default: none.")
    List<String> calibrate;

    @Mixin
    ForceOption force;

    @Override
    public void run() {
        boolean views = matrix != null || markdown != null || brief || suite != null;
        if (firstLook != null) FirstLookTable.show(firstLook, views || curve != null || plots != null, into, out());
        else if (curve != null || plots != null) ColdStartCurve.show(curve, views, into, plots, out());
        else if (matrix != null) TransferMatrix.show(matrix, markdown != null || brief || suite != null, into, out());
        else if (markdown != null) BenchmarkMarkdown.show(markdown, brief, into, out());
        else if (into != null || brief) throw new UserError("--into and --brief go with --markdown DIR");
        else if (suite == null || out == null)
            throw new UserError("benchmark needs --suite FILE and --out DIR (or --markdown DIR)");
        else {
            RunContext ctx = RunContext.of(invocation());
            int workers = ExperimentOptions.workers(threads);
            SuiteRun.run(Suite.read(suite), out, workers, calibrate, force.force, ctx, out());
        }
    }
}
