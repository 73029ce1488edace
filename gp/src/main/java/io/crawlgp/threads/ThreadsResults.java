package io.crawlgp.threads;

import static io.crawlgp.io.ResultsCsv.num;

import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.plot.Bar;
import io.crawlgp.plot.Charts;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.IntStream;
import org.apache.commons.math3.stat.inference.WilcoxonSignedRankTest;

/**
 * Tables 5.7-5.9 of Tan as tidy CSVs: per_thread.csv (one row per method and thread), summary.csv (means ± standard
 * errors), paired.csv (differences from BL ± standard errors, Wilcoxon signed-rank p on Pr_error), breakdown.csv (by
 * thread length), tokens.csv, plus pr_error.png and breakdown.png, and provenance.json last.
 */
public final class ThreadsResults {
    private ThreadsResults() {}

    /** Mean and standard error of the mean. */
    public record MeanSe(double mean, double se) {
        static MeanSe of(double[] v) {
            double m = 0;
            for (double x : v) m += x;
            m /= v.length;
            double ss = 0;
            for (double x : v) ss += (x - m) * (x - m);
            return new MeanSe(m, v.length > 1 ? Math.sqrt(ss / (v.length - 1) / v.length) : Double.NaN);
        }
    }

    public record SummaryRow(
            String method,
            int threads,
            MeanSe tScore,
            MeanSe visitsPerPost,
            MeanSe prError,
            MeanSe prMiss,
            MeanSe prFa) {}

    public record PairedRow(
            String method, int threads, MeanSe dTScore, MeanSe dVisitsPerPost, MeanSe dPrError, double wilcoxonP) {}

    static double[] values(ThreadMetrics[] m, int[] rows, ToDoubleFunction<ThreadMetrics> f) {
        double[] v = new double[rows.length];
        for (int i = 0; i < rows.length; i++) v[i] = f.applyAsDouble(m[rows[i]]);
        return v;
    }

    static SummaryRow summary(String method, ThreadMetrics[] m, int[] rows) {
        return new SummaryRow(
                method,
                rows.length,
                MeanSe.of(values(m, rows, ThreadMetrics::tScore)),
                MeanSe.of(values(m, rows, ThreadMetrics::visitsPerPost)),
                MeanSe.of(values(m, rows, ThreadMetrics::prError)),
                MeanSe.of(values(m, rows, ThreadMetrics::prMiss)),
                MeanSe.of(values(m, rows, ThreadMetrics::prFa)));
    }

    public static List<SummaryRow> summary(ThreadsExperiment.Result r) {
        int[] all = IntStream.range(0, r.split().size()).toArray();
        List<SummaryRow> out = new ArrayList<>();
        for (Map.Entry<String, ThreadMetrics[]> e : r.metrics().entrySet())
            out.add(summary(e.getKey(), e.getValue(), all));
        return out;
    }

    public static List<PairedRow> paired(ThreadsExperiment.Result r) {
        ThreadMetrics[] bl = r.metrics().get("BL");
        List<PairedRow> out = new ArrayList<>();
        for (Map.Entry<String, ThreadMetrics[]> e : r.metrics().entrySet()) {
            if (e.getKey().equals("BL")) continue;
            ThreadMetrics[] m = e.getValue();
            int n = m.length;
            double[] dt = new double[n], dv = new double[n], de = new double[n], x = new double[n], y = new double[n];
            for (int i = 0; i < n; i++) {
                dt[i] = m[i].tScore() - bl[i].tScore();
                dv[i] = m[i].visitsPerPost() - bl[i].visitsPerPost();
                de[i] = m[i].prError() - bl[i].prError();
                x[i] = m[i].prError();
                y[i] = bl[i].prError();
            }
            out.add(new PairedRow(e.getKey(), n, MeanSe.of(dt), MeanSe.of(dv), MeanSe.of(de), wilcoxon(x, y)));
        }
        return out;
    }

    /** A cost-matched row: the method at one level, and its per-thread Pr_miss against BL's at the same level. */
    public record MatchedRow(double multiple, CostMatching.Matched m, double wilcoxonPrMiss) {}

    /** The rows of cost_matched.csv, level by level, with Wilcoxon p of per-thread Pr_miss against BL at that level. */
    public static List<MatchedRow> matchedRows(Map<Double, List<CostMatching.Matched>> matched) {
        List<MatchedRow> out = new ArrayList<>();
        for (Map.Entry<Double, List<CostMatching.Matched>> e : matched.entrySet()) {
            CostMatching.Matched bl = e.getValue().stream()
                    .filter(m -> m.method().equals("BL"))
                    .findFirst()
                    .orElseThrow();
            double[] y = Arrays.stream(bl.metrics())
                    .mapToDouble(ThreadMetrics::prMiss)
                    .toArray();
            for (CostMatching.Matched m : e.getValue()) {
                double[] x = Arrays.stream(m.metrics())
                        .mapToDouble(ThreadMetrics::prMiss)
                        .toArray();
                out.add(new MatchedRow(
                        e.getKey(), m, m.method().equals("BL") || !m.matched() ? Double.NaN : wilcoxon(x, y)));
            }
        }
        return out;
    }

    /** Each method's area under its trade-off curve (mean Pr_miss over the log2 cost range; {@link CostMatching#area}). */
    public static Map<String, Double> areas(Map<Double, List<CostMatching.Matched>> matched) {
        Map<String, List<CostMatching.Matched>> byMethod = new LinkedHashMap<>();
        for (List<CostMatching.Matched> row : matched.values())
            for (CostMatching.Matched m : row)
                byMethod.computeIfAbsent(m.method(), k -> new ArrayList<>()).add(m);
        Map<String, Double> out = new LinkedHashMap<>();
        byMethod.forEach((k, v) -> out.put(k, CostMatching.area(v)));
        return out;
    }

    private static void writeCostMatched(Path dir, Map<Double, List<CostMatching.Matched>> matched) {
        if (matched.isEmpty()) return;
        ResultsCsv.write(
                dir.resolve("cost_matched.csv"),
                new String[] {
                    "level_x_bl",
                    "level_visits_per_post",
                    "method",
                    "gap_factor",
                    "visits_per_post",
                    "matched",
                    "t_score",
                    "pr_miss",
                    "pr_fa",
                    "pr_error",
                    "wilcoxon_p_pr_miss_vs_bl"
                },
                p -> {
                    for (MatchedRow r : matchedRows(matched))
                        p.printRecord(
                                num(r.multiple()),
                                num(r.m().level()),
                                r.m().method(),
                                num(r.m().factor()),
                                num(r.m().visitsPerPost()),
                                r.m().matched(),
                                num(r.m().tScore()),
                                num(r.m().prMiss()),
                                num(r.m().prFa()),
                                num(r.m().prError()),
                                Double.isNaN(r.wilcoxonPrMiss()) ? "" : num(r.wilcoxonPrMiss()));
                });
        Map<String, Double> areas = areas(matched);
        ResultsCsv.write(
                dir.resolve("tradeoff_area.csv"), new String[] {"method", "mean_pr_miss_over_log2_cost"}, p -> {
                    for (Map.Entry<String, Double> e : areas.entrySet()) p.printRecord(e.getKey(), num(e.getValue()));
                });
        Map<String, double[][]> series = new LinkedHashMap<>();
        for (List<CostMatching.Matched> row : matched.values())
            for (CostMatching.Matched m : row) {
                double[][] old = series.getOrDefault(m.method(), new double[0][]);
                double[][] nu = Arrays.copyOf(old, old.length + 1);
                nu[old.length] = new double[] {m.visitsPerPost(), m.prMiss()};
                series.put(m.method(), nu);
            }
        Charts.linesLogX(
                series,
                "Pr_miss against visit cost, every method's gaps scaled to each level",
                "Visit/Post (log scale)",
                "Pr_miss (mean over threads)",
                dir.resolve("tradeoff.png"));
    }

    /** Two-sided Wilcoxon signed-rank p (exact for up to 30 pairs, normal approximation beyond); 1 when all pairs tie. */
    static double wilcoxon(double[] x, double[] y) {
        boolean anyDiff = false;
        for (int i = 0; i < x.length; i++) anyDiff |= x[i] != y[i];
        if (!anyDiff || x.length < 2) return 1;
        return new WilcoxonSignedRankTest().wilcoxonSignedRankTest(x, y, x.length <= 30);
    }

    /** Bin labels and, per bin, the rows (thread positions) whose thread length falls in it. */
    static Map<String, int[]> bins(ThreadData data, Split split, int[] bounds) {
        Map<String, List<Integer>> m = new LinkedHashMap<>();
        int lo = 0;
        for (int b : bounds) {
            m.put(lo + " <= |P| < " + b, new ArrayList<>());
            lo = b;
        }
        m.put("|P| >= " + lo, new ArrayList<>());
        List<String> labels = new ArrayList<>(m.keySet());
        for (int i = 0; i < split.size(); i++) {
            int len = data.thread(split.threads()[i]).size();
            int k = 0;
            while (k < bounds.length && len >= bounds[k]) k++;
            m.get(labels.get(k)).add(i);
        }
        Map<String, int[]> out = new LinkedHashMap<>();
        for (Map.Entry<String, List<Integer>> e : m.entrySet())
            out.put(
                    e.getKey(),
                    e.getValue().stream().mapToInt(Integer::intValue).toArray());
        return out;
    }

    public static void write(Path dir, ThreadData data, ThreadsExperiment.Result r, int[] bounds, Provenance prov) {
        ResultsCsv.write(
                dir.resolve("per_thread.csv"),
                new String[] {
                    "method",
                    "thread",
                    "length",
                    "test_posts",
                    "visits",
                    "t_score",
                    "visits_per_post",
                    "pr_miss",
                    "pr_fa",
                    "pr_error"
                },
                p -> {
                    for (Map.Entry<String, ThreadMetrics[]> e : r.metrics().entrySet())
                        for (int i = 0; i < r.split().size(); i++) {
                            ThreadMetrics m = e.getValue()[i];
                            DiscussionThread t = data.thread(r.split().threads()[i]);
                            p.printRecord(
                                    e.getKey(),
                                    t.id(),
                                    t.size(),
                                    m.posts(),
                                    m.visits(),
                                    num(m.tScore()),
                                    num(m.visitsPerPost()),
                                    num(m.prMiss()),
                                    num(m.prFa()),
                                    num(m.prError()));
                        }
                });
        List<SummaryRow> summary = summary(r);
        ResultsCsv.write(
                dir.resolve("summary.csv"),
                new String[] {
                    "method",
                    "threads",
                    "t_score",
                    "t_score_se",
                    "visits_per_post",
                    "visits_per_post_se",
                    "pr_error",
                    "pr_error_se",
                    "pr_miss",
                    "pr_miss_se",
                    "pr_fa",
                    "pr_fa_se"
                },
                p -> {
                    for (SummaryRow s : summary)
                        p.printRecord(
                                s.method(),
                                s.threads(),
                                num(s.tScore().mean()),
                                num(s.tScore().se()),
                                num(s.visitsPerPost().mean()),
                                num(s.visitsPerPost().se()),
                                num(s.prError().mean()),
                                num(s.prError().se()),
                                num(s.prMiss().mean()),
                                num(s.prMiss().se()),
                                num(s.prFa().mean()),
                                num(s.prFa().se()));
                });
        ResultsCsv.write(
                dir.resolve("paired.csv"),
                new String[] {
                    "method",
                    "threads",
                    "d_t_score",
                    "d_t_score_se",
                    "d_visits_per_post",
                    "d_visits_per_post_se",
                    "d_pr_error",
                    "d_pr_error_se",
                    "wilcoxon_p_pr_error"
                },
                p -> {
                    for (PairedRow s : paired(r))
                        p.printRecord(
                                s.method(),
                                s.threads(),
                                num(s.dTScore().mean()),
                                num(s.dTScore().se()),
                                num(s.dVisitsPerPost().mean()),
                                num(s.dVisitsPerPost().se()),
                                num(s.dPrError().mean()),
                                num(s.dPrError().se()),
                                num(s.wilcoxonP()));
                });
        writeCostMatched(dir, r.matched());
        Map<String, int[]> bins = bins(data, r.split(), bounds);
        ResultsCsv.write(
                dir.resolve("breakdown.csv"),
                new String[] {
                    "bin",
                    "method",
                    "threads",
                    "t_score",
                    "t_score_se",
                    "visits_per_post",
                    "visits_per_post_se",
                    "pr_error",
                    "pr_error_se"
                },
                p -> {
                    for (Map.Entry<String, int[]> b : bins.entrySet()) {
                        if (b.getValue().length == 0) continue;
                        for (Map.Entry<String, ThreadMetrics[]> e : r.metrics().entrySet()) {
                            SummaryRow s = summary(e.getKey(), e.getValue(), b.getValue());
                            p.printRecord(
                                    b.getKey(),
                                    s.method(),
                                    s.threads(),
                                    num(s.tScore().mean()),
                                    num(s.tScore().se()),
                                    num(s.visitsPerPost().mean()),
                                    num(s.visitsPerPost().se()),
                                    num(s.prError().mean()),
                                    num(s.prError().se()));
                        }
                    }
                });
        ResultsCsv.write(dir.resolve("tokens.csv"), new String[] {"rank", "token"}, p -> {
            for (int i = 0; i < r.tokens().size(); i++)
                p.printRecord(i + 1, r.tokens().get(i));
        });
        // plots
        List<Bar> bars = new ArrayList<>();
        for (SummaryRow s : summary)
            bars.add(new Bar(
                    s.method(),
                    s.prError().mean(),
                    s.prError().mean() + 1.96 * s.prError().se()));
        Charts.summaryBars(
                bars,
                "Thread revisits: Pr_error (lower is better)",
                "Mean Pr_error (±1.96 SE over threads)",
                dir.resolve("pr_error.png"));
        Map<String, double[][]> lines = new LinkedHashMap<>();
        for (Map.Entry<String, ThreadMetrics[]> e : r.metrics().entrySet()) {
            List<double[]> xy = new ArrayList<>();
            int k = 0;
            for (int[] rows : bins.values()) {
                k++;
                if (rows.length > 0)
                    xy.add(new double[] {
                        k, summary(e.getKey(), e.getValue(), rows).prError().mean()
                    });
            }
            lines.put(e.getKey(), xy.toArray(double[][]::new));
        }
        Charts.lines(
                lines,
                "Pr_error by thread length (bins: " + String.join("; ", bins.keySet()) + ")",
                "Length bin",
                "Mean Pr_error",
                dir.resolve("breakdown.png"));
        prov.write(dir);
    }

    /** tuning.csv: one row per (step, value) of the §5.1.1 tuning. */
    static void writeTuning(Path file, List<ThreadsExperiment.TuningRow> rows) {
        ResultsCsv.write(
                file,
                new String[] {"step", "method", "parameter", "value", "pr_error", "t_score", "visits_per_post"},
                p -> {
                    for (ThreadsExperiment.TuningRow r : rows)
                        p.printRecord(
                                r.step(),
                                r.method(),
                                r.parameter(),
                                Double.toString(r.value()),
                                Double.toString(r.prError()),
                                Double.toString(r.tScore()),
                                Double.toString(r.visitsPerPost()));
                });
    }

    /** "mean ± se" in a format. */
    static String pm(MeanSe m, String f) {
        return String.format(f, m.mean()) + " ± " + String.format(f.replace("+", ""), m.se());
    }
}
