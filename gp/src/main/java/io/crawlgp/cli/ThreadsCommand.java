package io.crawlgp.cli;

import io.crawlgp.io.ResultsFolders;
import io.crawlgp.threads.ThreadsRuns;
import io.crawlgp.threads.ThreadsSettings;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Thread revisit prediction (S. Tan, NUS 2012). */
@Command(
        name = "threads",
        mixinStandardHelpOptions = true,
        description =
                "Predict when a discussion thread gets its next post and revisit then (S. Tan, 'Predicting Web 2.0 Thread Updates'): "
                        + "BL, SVR, DEC, SGD and a GP-evolved interval, scored by T-score, Visit/Post and Pr_error.")
public final class ThreadsCommand extends ParentCommand {
    private ThreadsRuns runs(ExperimentOptions options) {
        return new ThreadsRuns(options.settings(ThreadsSettings.defaults()), options.workers(), invocation(), out());
    }

    @Command(
            name = "generate",
            mixinStandardHelpOptions = true,
            description =
                    "Write seeded synthetic threads (topic-dependent rates, bursts, hour/day seasonality, words that signal faster or slower replies; "
                            + "see the threads guide) as DIR/posts.csv.")
    void generate(
            @Option(names = "--out", required = true, paramLabel = "DIR", description = DatasetsCommand.DATASET_OUT)
                    Path out,
            @Option(
                            names = "--count",
                            paramLabel = "N",
                            defaultValue = "400",
                            description = "Number of threads. Default: ${DEFAULT-VALUE}.")
                    int count,
            @Option(
                            names = "--seed",
                            paramLabel = "SEED",
                            defaultValue = "1",
                            description = "Generator seed. Default: ${DEFAULT-VALUE}.")
                    long seed,
            @Mixin ForceOption force) {
        Outputs.dataset(
                out,
                "dataset threads generate",
                Map.of("count", count, "seed", seed),
                Map.of(),
                force.force,
                () -> ThreadsRuns.generate(count, seed, out, invocation(), out()));
    }

    @Command(
            name = "describe",
            mixinStandardHelpOptions = true,
            description = "Threads, posts, thread lengths and gaps of a thread dataset.")
    void describe(
            @Option(
                            names = "--dataset",
                            required = true,
                            paramLabel = "PATH",
                            description = "posts.csv(.gz), its folder, or 'synthetic'.")
                    String dataset) {
        ThreadsRuns.describe(dataset, out());
    }

    @Command(
            name = "tune",
            mixinStandardHelpOptions = true,
            description =
                    "Tune K, w, α (DEC) and η (SGD) as in Tan §5.1.1, on a seeded sample of threads (tuneThreads) using only their training posts. "
                            + "Writes tuning.csv and tuned.properties (an experiment file for 'threads run').")
    void tune(
            @Mixin ExperimentOptions options,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = "Results folder.") Path out,
            @Mixin ForceOption force) {
        ResultsFolders.claimed(
                out,
                "threads tune",
                options.settings(ThreadsSettings.defaults()),
                Map.of(),
                force.force,
                () -> runs(options).tune(out));
    }

    @Command(
            name = "run",
            mixinStandardHelpOptions = true,
            description =
                    "Evaluate BL, SVR, DEC, SGD and GP on every thread with at least minPosts posts (first 75%% of each thread trains, the rest is "
                            + "simulated): per_thread.csv, summary.csv (Table 5.7), paired.csv (Table 5.8, Wilcoxon on Pr_error), breakdown.csv (Table 5.9), "
                            + "tokens.csv, pr_error.png, breakdown.png, and the cost-matched comparison (every method at the same Visit/Post levels, costLevels): cost_matched.csv, tradeoff_area.csv, tradeoff.png; provenance.json.")
    void run(
            @Mixin ExperimentOptions options,
            @Option(names = "--out", required = true, paramLabel = "DIR", description = "Results folder.") Path out,
            @Mixin ForceOption force) {
        ResultsFolders.claimed(
                out,
                "threads run",
                options.settings(ThreadsSettings.defaults()),
                Map.of(),
                force.force,
                () -> runs(options).run(out));
    }
}
