package io.crawlgp.experiment;

import io.crawlgp.io.ResultsCsv;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.stats.CorrectedResampledTTest;
import io.crawlgp.stats.DieboldMariano;
import io.crawlgp.stats.Holm;
import io.crawlgp.util.TextTable;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * Two methods on the same test folds. The evidence: Nadeau and Bengio's corrected resampled t-test on the per-fold
 * means (the fold's mean over its scheduled cycles), rho = 1 / (folds - 1), the test fold against the folds used for
 * fitting and selection ({@link CorrectedResampledTTest}); its p-values Holm-adjusted across the contenders compared
 * ({@link #holm}). The description: the paper's per-cycle statement (§5.3: "statistically superior to NAD ... in 22 ...
 * of the simulated download cycles"), a two-sided paired t-test over test folds at each scheduled cycle at alpha =
 * 0.05 (identical values in every fold count as tied; a constant non-zero difference counts by its sign), printed
 * beside the count expected when the method does not matter: under a sign-flip null every fold's difference is as
 * likely negated, and the expected count is the sum over cycles of the share of the 2^folds sign patterns the same
 * rule calls superior (inferior). Cycles are autocorrelated and many, so the counts are not evidence. Under a time
 * split (folds that are consecutive windows) the evidence is Diebold and Mariano's test over the windows' cycles.
 */
public final class PairedComparison {
    private PairedComparison() {}

    /**
     * The per-cycle counts with their sign-flip expectations (NaN beyond 12 folds), and the fold-level test: the mean
     * difference (positive: the method is better), its corrected 95% interval, p and Holm-adjusted p.
     */
    public record Row(
            String method,
            String baseline,
            int superior,
            int tied,
            int inferior,
            double expectedSuperior,
            double expectedInferior,
            double diff,
            double low,
            double high,
            double p,
            double pHolm) {
        Row withHolm(double adjusted) {
            return new Row(
                    method,
                    baseline,
                    superior,
                    tied,
                    inferior,
                    expectedSuperior,
                    expectedInferior,
                    diff,
                    low,
                    high,
                    p,
                    adjusted);
        }
    }

    /** comparisons.csv's columns. */
    public static final String[] HEADER = {
        "method",
        "baseline",
        "superior",
        "tied",
        "inferior",
        "expected_superior",
        "expected_inferior",
        "diff",
        "ci95_low",
        "ci95_high",
        "p",
        "p_holm"
    };

    /** A row as comparisons.csv's fields. */
    public static Object[] record(Row r) {
        return new Object[] {
            r.method(),
            r.baseline(),
            r.superior(),
            r.tied(),
            r.inferior(),
            ResultsCsv.num(r.expectedSuperior()),
            ResultsCsv.num(r.expectedInferior()),
            ResultsCsv.num(r.diff()),
            ResultsCsv.num(r.low()),
            ResultsCsv.num(r.high()),
            ResultsCsv.num(r.p()),
            ResultsCsv.num(r.pHolm())
        };
    }

    /** The header of the console table, and one row of it. */
    public static final String[] TABLE = {
        "superior", "tied", "inferior", "by chance", "diff", "corrected 95% CI", "p (Holm)"
    };

    /** The console table of these rows, headed {@code first}. */
    public static TextTable table(String first, List<Row> rows) {
        String[] header = new String[TABLE.length + 1];
        header[0] = first;
        System.arraycopy(TABLE, 0, header, 1, TABLE.length);
        TextTable t = new TextTable(header);
        for (Row r : rows) {
            Object[] cells = tableRow(r);
            Object[] all = new Object[cells.length + 1];
            all[0] = r.baseline();
            System.arraycopy(cells, 0, all, 1, cells.length);
            t.row(all);
        }
        return t;
    }

    public static Object[] tableRow(Row r) {
        return new Object[] {
            r.superior(),
            r.tied(),
            r.inferior(),
            String.format(Locale.ROOT, "%.1f / %.1f", r.expectedSuperior(), r.expectedInferior()),
            String.format(Locale.ROOT, "%+.4f", r.diff()),
            String.format(Locale.ROOT, "[%+.4f, %+.4f]", r.low(), r.high()),
            String.format(Locale.ROOT, "%.3g", r.pHolm())
        };
    }

    /** The rows with their fold-level p-values Holm-adjusted together (one family: the contenders compared). */
    public static List<Row> holm(List<Row> rows) {
        double[] p = rows.stream().mapToDouble(Row::p).toArray();
        double[] adj = Holm.adjust(p);
        List<Row> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) out.add(rows.get(i).withHolm(adj[i]));
        return out;
    }

    public static Row compare(List<FoldRun> runs, String method, String baseline, double alpha) {
        return compare(runs, method, baseline, alpha, Metrics.primary());
    }

    /** The same on any registered metric (a lower-is-better metric counts a lower value as superior). */
    public static Row compare(List<FoldRun> runs, String method, String baseline, double alpha, Metric metric) {
        List<FoldRun> a = runs.stream().filter(r -> r.method().equals(method)).toList();
        List<FoldRun> b = runs.stream().filter(r -> r.method().equals(baseline)).toList();
        if (a.size() != b.size() || a.isEmpty())
            throw new UserError("no paired folds for " + method + " and " + baseline);
        double[][] x = new double[a.size()][], y = new double[b.size()][];
        for (int f = 0; f < a.size(); f++) {
            x[f] = series(a.get(f), metric);
            y[f] = series(b.get(f), metric);
        }
        Row row = compare(method, baseline, x, y, alpha, metric.higherIsBetter());
        if (a.get(0).result().firstCycle() == a.get(a.size() - 1).result().firstCycle()) return row;
        // a time split: the folds are consecutive windows of one crawl, so the evidence is Diebold and Mariano's test
        // over their cycles in time order (the benchmark's test under split = time), not a test over resampled folds
        int n = 0;
        for (double[] v : x) n += v.length;
        double[] d = new double[n];
        int at = 0;
        for (int f = 0; f < x.length; f++)
            for (int i = 0; i < x[f].length; i++)
                d[at++] = metric.higherIsBetter() ? x[f][i] - y[f][i] : y[f][i] - x[f][i];
        CorrectedResampledTTest.Result r = DieboldMariano.test(d, 0.95);
        return new Row(
                method,
                baseline,
                row.superior(),
                row.tied(),
                row.inferior(),
                row.expectedSuperior(),
                row.expectedInferior(),
                r.mean(),
                r.low(),
                r.high(),
                r.p(),
                r.p());
    }

    private static double[] series(FoldRun r, Metric metric) {
        double[] v = new double[r.result().scheduledCycles()];
        for (int i = 0; i < v.length; i++) v[i] = metric.value(r.result(), i);
        return v;
    }

    /** The count over cycles i of {@code x[fold][i]} against {@code y[fold][i]} (same folds, same cycles). */
    public static Row compare(
            String method, String baseline, double[][] x, double[][] y, double alpha, boolean higherIsBetter) {
        int cycles = x[0].length, folds = x.length;
        int sup = 0, tie = 0, inf = 0;
        double eSup = 0, eInf = 0;
        boolean enumerate = folds <= 12;
        double critical =
                folds > 1 ? new TDistribution(folds - 1).inverseCumulativeProbability(1 - alpha / 2) : Double.NaN;
        TTest tt = new TTest();
        for (int i = 0; i < cycles; i++) {
            double[] a = new double[x.length], b = new double[x.length];
            double meanDiff = 0;
            boolean allEqual = true, constantDiff = true;
            for (int f = 0; f < x.length; f++) {
                a[f] = x[f][i];
                b[f] = y[f][i];
                meanDiff += a[f] - b[f];
                if (a[f] != b[f]) allEqual = false;
                if (f > 0 && (a[f] - b[f]) != (a[0] - b[0])) constantDiff = false;
            }
            if (enumerate) {
                double[] d = new double[folds];
                for (int f = 0; f < folds; f++) d[f] = a[f] - b[f];
                double[] shares = signFlipShares(d, critical, higherIsBetter);
                eSup += shares[0];
                eInf += shares[1];
            }
            if (allEqual) {
                tie++;
                continue;
            }
            boolean significant = constantDiff || tt.pairedTTest(a, b) < alpha;
            if (!significant) tie++;
            else if (higherIsBetter ? meanDiff > 0 : meanDiff < 0) sup++;
            else inf++;
        }
        double[] fa = new double[folds], fb = new double[folds], diff = new double[folds];
        for (int f = 0; f < folds; f++) {
            for (int i = 0; i < cycles; i++) {
                fa[f] += x[f][i] / cycles;
                fb[f] += y[f][i] / cycles;
            }
            diff[f] = higherIsBetter ? fa[f] - fb[f] : fb[f] - fa[f];
        }
        CorrectedResampledTTest.Result r = folds >= 2
                ? CorrectedResampledTTest.test(diff, 1.0 / (folds - 1), 0.95)
                : new CorrectedResampledTTest.Result(folds, diff[0], 0, 0, 0, 1, Double.NaN, Double.NaN);
        if (!enumerate) eSup = eInf = Double.NaN;
        return new Row(method, baseline, sup, tie, inf, eSup, eInf, r.mean(), r.low(), r.high(), r.p(), r.p());
    }

    /**
     * The shares of the 2^n sign patterns of the differences {@code d} that the per-cycle rule calls superior and
     * inferior: all zero ties; a constant non-zero difference counts by its sign; otherwise |t| of the one-sample t
     * of the flipped differences against the critical value.
     */
    static double[] signFlipShares(double[] d, double critical, boolean higherIsBetter) {
        int n = d.length, patterns = 1 << n;
        int sup = 0, inf = 0;
        double[] v = new double[n];
        for (int mask = 0; mask < patterns; mask++) {
            double mean = 0;
            boolean allZero = true, constant = true;
            for (int f = 0; f < n; f++) {
                v[f] = (mask & (1 << f)) != 0 ? -d[f] : d[f];
                mean += v[f];
                if (v[f] != 0) allZero = false;
                if (f > 0 && v[f] != v[0]) constant = false;
            }
            if (allZero) continue;
            mean /= n;
            boolean significant;
            if (constant) significant = true;
            else {
                double ss = 0;
                for (double x : v) ss += (x - mean) * (x - mean);
                double se = Math.sqrt(ss / (n - 1) / n);
                significant = Math.abs(mean / se) > critical;
            }
            if (!significant) continue;
            if (higherIsBetter ? mean > 0 : mean < 0) sup++;
            else inf++;
        }
        return new double[] {(double) sup / patterns, (double) inf / patterns};
    }

    public static List<Row> against(List<FoldRun> runs, String method, List<String> baselines) {
        List<Row> out = new ArrayList<>();
        for (String b : baselines) out.add(compare(runs, method, b, 0.05));
        return out;
    }
}
