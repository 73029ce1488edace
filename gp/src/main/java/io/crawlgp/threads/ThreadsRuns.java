package io.crawlgp.threads;

import io.crawlgp.evolution.ecj.Evolvers;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.Provenance;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.TextTable;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;

/** The thread-revisit experiments as the 'crawlgp threads' commands run them (S. Tan, NUS 2012). */
public final class ThreadsRuns {
    private final ThreadsSettings s;
    private final int workers;
    private final String invocation;
    private final PrintWriter console;

    public ThreadsRuns(ThreadsSettings s, int workers, String invocation, PrintWriter console) {
        this.s = s;
        this.workers = workers;
        this.invocation = invocation;
        this.console = console;
    }

    /** Loads and tokenises the data; records source and hash in the provenance. */
    ThreadData load(Provenance prov) {
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
        prov.put("dataset", ds)
                .put("settings", RecordOverrides.describe(s))
                .put("seeds", SeedLabel.describe(s.seed(), List.of(ThreadsExperiment.ECJ, ThreadsExperiment.TUNE)));
        return ThreadData.of(threads, workers);
    }

    /** Tan §5.1.1 tuning: tuning.csv and tuned.properties in {@code out}. */
    public void tune(Path out) {
        Provenance prov = Provenance.start(invocation);
        ThreadData data = load(prov);
        Map.Entry<List<ThreadsExperiment.TuningRow>, ThreadsSettings> r;
        try (Progress p = Progress.start("tune", ThreadsExperiment.tuneSteps())) {
            r = ThreadsExperiment.tune(data, s, workers, p);
        }
        Path dir = out;
        ThreadsResults.writeTuning(dir.resolve("tuning.csv"), r.getKey());
        ThreadsSettings best = r.getValue();
        StringBuilder props = new StringBuilder(
                "# Chosen by: " + invocation
                        + "\n# Tan §5.1.1 order: K (SVR), w (SVR), alpha (DEC), eta (SGD); by mean Pr_error on validation posts.\n");
        for (Map.Entry<String, String> e : RecordOverrides.describe(best).entrySet())
            props.append(e.getKey()).append(" = ").append(e.getValue()).append('\n');
        AtomicFiles.writeString(dir.resolve("tuned.properties"), props.toString());
        prov.put(
                        "chosen",
                        Map.of(
                                "vocabulary",
                                best.vocabulary(),
                                "window",
                                best.window(),
                                "decay",
                                best.decay(),
                                "eta",
                                best.eta()))
                .write(dir);
        TextTable t = new TextTable("step", "method", "value", "Pr_error", "T-score", "Visit/Post");
        for (ThreadsExperiment.TuningRow row : r.getKey())
            t.row(
                    row.step(),
                    row.method(),
                    row.value(),
                    String.format("%.5f", row.prError()),
                    String.format("%.1f", row.tScore()),
                    String.format("%.2f", row.visitsPerPost()));
        console.print(t.render());
        console.printf(
                "chosen: K = %d, w = %d, alpha = %s, eta = %s; wrote %s%n",
                best.vocabulary(), best.window(), best.decay(), best.eta(), dir.resolve("tuned.properties"));
    }

    /** BL, SVR, DEC, SGD and GP on every eligible thread: the results folder {@code out}. */
    public void run(Path out) {
        Provenance prov = Provenance.start(invocation);
        ThreadData data = load(prov);
        long t0 = System.nanoTime();
        ThreadsExperiment.Result r;
        try (Progress p = Progress.start("threads", s.methods().contains("GP") ? s.gpGenerations() : 1)) {
            r = ThreadsExperiment.run(data, s, workers, p, Evolvers.ecj());
        }
        prov.put("gp_formula", r.gpFormula() == null ? "" : r.gpFormula())
                .put("training_gaps", r.trainingGaps())
                .put("wall_seconds", Math.round((System.nanoTime() - t0) / 1e8) / 10.0);
        ThreadsResults.write(out, data, r, s.bins(), prov);
        console.printf(
                "%d threads with >= %d posts (%d training gaps), w = %d, K = %d%n",
                r.split().size(), s.minPosts(), r.trainingGaps(), s.window(), s.vocabulary());
        TextTable t =
                new TextTable("method", "T-score (min)", "Visit/Post", "Pr_error", "vs BL: dPr_error", "Wilcoxon p");
        Map<String, ThreadsResults.PairedRow> paired = new LinkedHashMap<>();
        for (ThreadsResults.PairedRow pr : ThreadsResults.paired(r)) paired.put(pr.method(), pr);
        for (ThreadsResults.SummaryRow row : ThreadsResults.summary(r)) {
            ThreadsResults.PairedRow pr = paired.get(row.method());
            t.row(
                    row.method(),
                    ThreadsResults.pm(row.tScore(), "%.1f"),
                    ThreadsResults.pm(row.visitsPerPost(), "%.2f"),
                    ThreadsResults.pm(row.prError(), "%.4f"),
                    pr == null ? "" : ThreadsResults.pm(pr.dPrError(), "%+.4f"),
                    pr == null ? "" : String.format("%.3g", pr.wilcoxonP()));
        }
        console.println("alpha = " + s.errorAlpha() + ": each method at the cost its own gaps give");
        console.print(t.render());
        if (!r.matched().isEmpty()) {
            console.println(
                    "cost-matched: every method's gaps scaled so that its Visit/Post equals the level (multiples of BL's)");
            TextTable m = new TextTable(
                    "level x BL",
                    "method",
                    "Visit/Post",
                    "gap factor",
                    "T-score (min)",
                    "Pr_miss",
                    "Pr_FA",
                    "Pr_error",
                    "Pr_miss vs BL: Wilcoxon p");
            for (ThreadsResults.MatchedRow row : ThreadsResults.matchedRows(r.matched()))
                m.row(
                        String.format("%.3g", row.multiple()),
                        row.m().method(),
                        String.format("%.2f", row.m().visitsPerPost())
                                + (row.m().matched() ? "" : " (not matched)"),
                        String.format("%.3g", row.m().factor()),
                        String.format("%.1f", row.m().tScore()),
                        String.format("%.4f", row.m().prMiss()),
                        String.format("%.5f", row.m().prFa()),
                        String.format("%.4f", row.m().prError()),
                        Double.isNaN(row.wilcoxonPrMiss()) ? "" : String.format("%.3g", row.wilcoxonPrMiss()));
            console.print(m.render());
            StringBuilder a = new StringBuilder(
                    "area under the trade-off curve (mean Pr_miss over the log2 cost range, lower is better):");
            ThreadsResults.areas(r.matched()).forEach((k, v) -> a.append(String.format(" %s %.4f", k, v)));
            console.println(a);
        }
        if (r.gpFormula() != null) console.println("GP interval: " + r.gpFormula());
        console.println("wrote " + out);
    }

    /** Writes seeded synthetic threads as DIR/posts.csv. */
    public static void generate(int count, long seed, Path out, String invocation, PrintWriter console) {
        Provenance prov = Provenance.start(invocation);
        List<DiscussionThread> t = ThreadGenerator.generate(count, seed);
        Path file = out.resolve(ThreadCsv.FILE_NAME);
        ThreadCsv.write(t, file);
        prov.put("generator", Map.of("threads", count, "seed", seed))
                .put("dataset", Map.of("sha256", Hashing.sha256(file)))
                .write(out);
        console.printf(
                "wrote %s: %d threads, %d posts%n",
                file, t.size(), t.stream().mapToInt(DiscussionThread::size).sum());
    }

    /** Threads, posts, thread lengths and gaps of a dataset. */
    public static void describe(String dataset, PrintWriter console) {
        List<DiscussionThread> threads = dataset.equals("synthetic")
                ? ThreadGenerator.generate(ThreadsSettings.defaults().syntheticThreads(), 1)
                : ThreadCsv.read(Path.of(dataset));
        int[] len = threads.stream().mapToInt(DiscussionThread::size).sorted().toArray();
        double[] gaps = threads.stream()
                .flatMapToDouble(t -> IntStream.range(0, t.size() - 1).mapToDouble(t::gap))
                .sorted()
                .toArray();
        console.printf(
                "%d threads, %d posts; posts per thread: median %d, 90th percentile %d, max %d%n",
                len.length,
                Arrays.stream(len).sum(),
                len[len.length / 2],
                len[(int) (len.length * 0.9)],
                len[len.length - 1]);
        if (gaps.length > 0)
            console.printf(
                    "gaps between posts (minutes): Q1 %.1f, median %.1f, Q3 %.1f, 90th percentile %.0f%n",
                    gaps[gaps.length / 4],
                    gaps[gaps.length / 2],
                    gaps[gaps.length * 3 / 4],
                    gaps[(int) (gaps.length * 0.9)]);
        TextTable t = new TextTable("min posts", "threads");
        for (int k : new int[] {5, 8, 10, 12, 15, 19, 25, 50})
            t.row(k, Arrays.stream(len).filter(l -> l >= k).count());
        console.print(t.render());
    }
}
