package io.crawlgp.cli;

import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.Provenance;
import io.crawlgp.threads.DiscussionThread;
import io.crawlgp.threads.ThreadCsv;
import io.crawlgp.threads.ThreadData;
import io.crawlgp.threads.ThreadGenerator;
import io.crawlgp.threads.ThreadsExperiment;
import io.crawlgp.threads.ThreadsResults;
import io.crawlgp.threads.ThreadsSettings;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.TextTable;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Thread revisit prediction (S. Tan, NUS 2012). */
@Command(name = "threads", mixinStandardHelpOptions = true,
        description = "Predict when a discussion thread gets its next post and revisit then (S. Tan, 'Predicting Web 2.0 Thread Updates'): "
                + "BL, SVR, DEC, SGD and a GP-evolved interval, scored by T-score, Visit/Post and Pr_error.",
        subcommands = {ThreadsCommand.Generate.class, ThreadsCommand.Describe.class, ThreadsCommand.Tune.class, ThreadsCommand.Run.class})
public final class ThreadsCommand extends ParentCommand {
    /** Options shared by tune and run. */
    static final class Common {
        @picocli.CommandLine.Mixin
        ExperimentOptions options;

        @Option(names = "--out", required = true, paramLabel = "DIR", description = "Results folder.")
        Path out;

        ThreadsSettings settings() {
            return options.settings(ThreadsSettings.defaults());
        }

        int workers() {
            return options.workers();
        }

        /** Loads and tokenises the data; records source and hash in the provenance. */
        ThreadData load(ThreadsSettings s, Provenance prov) {
            List<DiscussionThread> threads;
            Map<String, Object> ds = new TreeMap<>();
            if (s.dataset().equals("synthetic")) {
                threads = ThreadGenerator.generate(s.syntheticThreads(), s.seed());
                ds.put("source", "synthetic");
                ds.put("threads", s.syntheticThreads());
            } else {
                Path file = ThreadCsv.resolve(Path.of(s.dataset()));
                threads = ThreadCsv.read(file);
                ds.put("source", file.toString());
                ds.put("sha256", Hashing.sha256(file));
                ds.put("threads", threads.size());
            }
            prov.put("dataset", ds).put("settings", RecordOverrides.describe(s)).put("seeds", Map.of("master", s.seed(),
                    "derivation", "Seeds.derive(seed, 'threads-ecj') for ECJ, Seeds.derive(seed, 'threads-tune') for the tuning sample"));
            return ThreadData.of(threads, workers());
        }
    }

    @Command(name = "generate", mixinStandardHelpOptions = true,
            description = "Write seeded synthetic threads (topic-dependent rates, bursts, hour/day seasonality, words that signal faster or slower replies; "
                    + "see README 'Thread revisits') as DIR/posts.csv.")
    static final class Generate implements Runnable {
        @Option(names = "--out", required = true, paramLabel = "DIR", description = "Output folder (created).")
        Path out;

        @Option(names = "--count", defaultValue = "400", description = "Number of threads. Default: ${DEFAULT-VALUE}.")
        int count;

        @Option(names = "--seed", defaultValue = "1", description = "Generator seed. Default: ${DEFAULT-VALUE}.")
        long seed;

        @Override
        public void run() {
            Provenance prov = Provenance.start(Main.invocation);
            List<DiscussionThread> t = ThreadGenerator.generate(count, seed);
            Path file = out.resolve(ThreadCsv.FILE_NAME);
            ThreadCsv.write(t, file);
            prov.put("generator", Map.of("threads", count, "seed", seed)).put("dataset", Map.of("sha256", Hashing.sha256(file))).write(out);
            System.out.printf("wrote %s: %d threads, %d posts%n", file, t.size(), t.stream().mapToInt(DiscussionThread::size).sum());
        }
    }

    @Command(name = "describe", mixinStandardHelpOptions = true, description = "Threads, posts, thread lengths and gaps of a thread dataset.")
    static final class Describe implements Runnable {
        @Option(names = "--dataset", required = true, paramLabel = "PATH", description = "posts.csv(.gz), its folder, or 'synthetic'.")
        String dataset;

        @Override
        public void run() {
            List<DiscussionThread> threads = dataset.equals("synthetic") ? ThreadGenerator.generate(ThreadsSettings.defaults().syntheticThreads(), 1)
                    : ThreadCsv.read(Path.of(dataset));
            int[] len = threads.stream().mapToInt(DiscussionThread::size).sorted().toArray();
            double[] gaps = threads.stream().flatMapToDouble(t -> java.util.stream.IntStream.range(0, t.size() - 1).mapToDouble(t::gap)).sorted().toArray();
            System.out.printf("%d threads, %d posts; posts per thread: median %d, 90th percentile %d, max %d%n", len.length,
                    java.util.Arrays.stream(len).sum(), len[len.length / 2], len[(int) (len.length * 0.9)], len[len.length - 1]);
            if (gaps.length > 0)
                System.out.printf("gaps between posts (minutes): Q1 %.1f, median %.1f, Q3 %.1f, 90th percentile %.0f%n",
                        gaps[gaps.length / 4], gaps[gaps.length / 2], gaps[gaps.length * 3 / 4], gaps[(int) (gaps.length * 0.9)]);
            TextTable t = new TextTable("min posts", "threads");
            for (int k : new int[] {5, 8, 10, 12, 15, 19, 25, 50}) t.row(k, java.util.Arrays.stream(len).filter(l -> l >= k).count());
            System.out.print(t.render());
        }
    }

    @Command(name = "tune", mixinStandardHelpOptions = true,
            description = "Tune K, w, α (DEC) and η (SGD) as in Tan §5.1.1, on a seeded sample of threads (tuneThreads) using only their training posts. "
                    + "Writes tuning.csv and tuned.properties (an experiment file for 'threads run').")
    static final class Tune implements Runnable {
        @Mixin
        Common common;

        @Override
        public void run() {
            Provenance prov = Provenance.start(Main.invocation);
            ThreadsSettings s = common.settings();
            ThreadData data = common.load(s, prov);
            Map.Entry<List<ThreadsExperiment.TuningRow>, ThreadsSettings> r;
            try (Progress p = Progress.start("tune", ThreadsExperiment.tuneSteps())) {
                r = ThreadsExperiment.tune(data, s, common.workers(), p);
            }
            Path dir = common.out;
            ThreadsResultsCsv.tuning(dir.resolve("tuning.csv"), r.getKey());
            ThreadsSettings best = r.getValue();
            StringBuilder props = new StringBuilder("# Chosen by: " + Main.invocation + "\n# Tan §5.1.1 order: K (SVR), w (SVR), alpha (DEC), eta (SGD); by mean Pr_error on validation posts.\n");
            for (Map.Entry<String, String> e : RecordOverrides.describe(best).entrySet()) props.append(e.getKey()).append(" = ").append(e.getValue()).append('\n');
            AtomicFiles.writeString(dir.resolve("tuned.properties"), props.toString());
            prov.put("chosen", Map.of("vocabulary", best.vocabulary(), "window", best.window(), "decay", best.decay(), "eta", best.eta())).write(dir);
            TextTable t = new TextTable("step", "method", "value", "Pr_error", "T-score", "Visit/Post");
            for (ThreadsExperiment.TuningRow row : r.getKey())
                t.row(row.step(), row.method(), row.value(), String.format("%.5f", row.prError()), String.format("%.1f", row.tScore()), String.format("%.2f", row.visitsPerPost()));
            System.out.print(t.render());
            System.out.printf("chosen: K = %d, w = %d, alpha = %s, eta = %s; wrote %s%n", best.vocabulary(), best.window(), best.decay(), best.eta(), dir.resolve("tuned.properties"));
        }
    }

    @Command(name = "run", mixinStandardHelpOptions = true,
            description = "Evaluate BL, SVR, DEC, SGD and GP on every thread with at least minPosts posts (first 75%% of each thread trains, the rest is "
                    + "simulated): per_thread.csv, summary.csv (Table 5.7), paired.csv (Table 5.8, Wilcoxon on Pr_error), breakdown.csv (Table 5.9), "
                    + "tokens.csv, pr_error.png, breakdown.png, provenance.json.")
    static final class Run implements Runnable {
        @Mixin
        Common common;

        @Override
        public void run() {
            Provenance prov = Provenance.start(Main.invocation);
            ThreadsSettings s = common.settings();
            ThreadData data = common.load(s, prov);
            long t0 = System.nanoTime();
            ThreadsExperiment.Result r;
            try (Progress p = Progress.start("threads", s.methods().contains("GP") ? s.gpGenerations() : 1)) {
                r = ThreadsExperiment.run(data, s, common.workers(), p);
            }
            prov.put("gp_formula", r.gpFormula() == null ? "" : r.gpFormula()).put("training_gaps", r.trainingGaps())
                    .put("wall_seconds", Math.round((System.nanoTime() - t0) / 1e8) / 10.0);
            ThreadsResults.write(common.out, data, r, s.bins(), prov);
            System.out.printf("%d threads with >= %d posts (%d training gaps), w = %d, K = %d%n", r.split().size(), s.minPosts(), r.trainingGaps(), s.window(), s.vocabulary());
            TextTable t = new TextTable("method", "T-score (min)", "Visit/Post", "Pr_error", "vs BL: dPr_error", "Wilcoxon p");
            Map<String, ThreadsResults.PairedRow> paired = new LinkedHashMap<>();
            for (ThreadsResults.PairedRow pr : ThreadsResults.paired(r)) paired.put(pr.method(), pr);
            for (ThreadsResults.SummaryRow row : ThreadsResults.summary(r)) {
                ThreadsResults.PairedRow pr = paired.get(row.method());
                t.row(row.method(), pm(row.tScore(), "%.1f"), pm(row.visitsPerPost(), "%.2f"), pm(row.prError(), "%.4f"),
                        pr == null ? "" : pm(pr.dPrError(), "%+.4f"), pr == null ? "" : String.format("%.3g", pr.wilcoxonP()));
            }
            System.out.print(t.render());
            if (r.gpFormula() != null) System.out.println("GP interval: " + r.gpFormula());
            System.out.println("wrote " + common.out);
        }

        static String pm(ThreadsResults.MeanSe m, String f) {
            return String.format(f, m.mean()) + " ± " + String.format(f.replace("+", ""), m.se());
        }
    }
}
