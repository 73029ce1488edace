package io.crawlgp.benchmark;

import io.crawlgp.stats.CorrectedResampledTTest;
import io.crawlgp.stats.DieboldMariano;
import io.crawlgp.stats.Friedman;
import io.crawlgp.stats.Holm;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.inference.WilcoxonSignedRankTest;

/**
 * The benchmark's inference, from its scores alone. Within a dataset, a method's J = repeats x folds values are
 * paired with another's (same test pages, same tie-break seed) and tested with Nadeau and Bengio's corrected resampled
 * t-test, rho = 1 / (folds - 1) (one test fold against the folds used for fitting and selection); the p-values of a
 * dataset's comparisons are Holm-adjusted together. Across datasets (Demsar 2006), the methods present on every dataset
 * are ranked per dataset by their mean, tested with Friedman's test, and joined into cliques where a Holm-adjusted
 * Wilcoxon signed-rank test over the datasets' means finds no difference (Benavoli et al., JMLR 17, 2016, recommend
 * these pairwise tests over the mean-ranks post-hoc tests); Nemenyi's critical difference is given where Demsar's table
 * covers the method count. Under a time split the within-dataset tests and intervals are Diebold and Mariano's over the
 * per-cycle series ({@link #paired}): its folds are consecutive windows of one crawl, not resamples of pages.
 */
public final class BenchmarkStats {
    public static final double ALPHA = 0.05;

    private BenchmarkStats() {}

    /** One line of summary.csv. */
    public record SummaryRow(
            String dataset, String method, String metric, int n, double mean, double low, double high, double rank) {}

    /** One line of tests.csv: A against B, the difference oriented so that positive means A is better. */
    public record TestRow(
            String dataset,
            String metric,
            String a,
            String b,
            int n,
            double diff,
            double low,
            double high,
            double t,
            double p,
            double pHolm,
            String better) {}

    /** Mean ranks over datasets, the Friedman test, Nemenyi's CD and the cliques of the CD diagram. */
    public record Ranking(
            List<String> methods, double[] meanRanks, Friedman.Result friedman, List<int[]> cliques, int datasets) {}

    static double[] arr(Map<String, Double> m) {
        return m.values().stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** A method's mean over every (repeat, fold) of a dataset; NaN when it is not there. */
    static double mean(Scores s, String dataset, String method, String metric) {
        return Arrays.stream(arr(s.values(dataset, method, metric))).average().orElse(Double.NaN);
    }

    /** Per dataset and method (bounds excluded from ranks: rank NaN), the mean with its corrected 95% interval. */
    public static List<SummaryRow> summary(
            Scores s, String metric, boolean higherIsBetter, double rho, List<String> unranked) {
        List<SummaryRow> out = new ArrayList<>();
        for (String d : s.datasets()) {
            List<String> methods = s.methods(d);
            double[] means = new double[methods.size()];
            List<Double> rankable = new ArrayList<>();
            List<Integer> rankIdx = new ArrayList<>();
            double[][] values = new double[methods.size()][];
            for (int i = 0; i < methods.size(); i++) {
                double[] v = values[i] = arr(s.values(d, methods.get(i), metric));
                means[i] = Arrays.stream(v).average().orElse(Double.NaN);
                if (!unranked.contains(methods.get(i))) {
                    rankable.add(means[i]);
                    rankIdx.add(i);
                }
            }
            double[] ranks = Friedman.ranks(
                    rankable.stream().mapToDouble(Double::doubleValue).toArray(), !higherIsBetter);
            for (int i = 0; i < methods.size(); i++) {
                double[] v = values[i];
                double low = means[i], high = means[i];
                double[] series = s.cycleMeans(d, methods.get(i), metric);
                if (series.length >= 2) { // a time split: the interval from the per-cycle series (see paired)
                    CorrectedResampledTTest.Result r = DieboldMariano.test(series, 0.95);
                    low = r.low();
                    high = r.high();
                } else if (v.length >= 2) {
                    CorrectedResampledTTest.Result r = CorrectedResampledTTest.test(v, rho, 0.95);
                    low = r.low();
                    high = r.high();
                }
                int at = rankIdx.indexOf(i);
                out.add(new SummaryRow(
                        d, methods.get(i), metric, v.length, means[i], low, high, at < 0 ? Double.NaN : ranks[at]));
            }
        }
        return out;
    }

    /**
     * The suite's primary question: {@code a} against {@code b} on every dataset holding both, the corrected resampled
     * t-test two-sided at 5%, Holm over those datasets only (the family of this one question).
     */
    public static List<TestRow> primary(
            Scores s, String metric, boolean higherIsBetter, double rho, String a, String b) {
        List<String[]> family = new ArrayList<>();
        for (String d : s.datasets())
            if (s.methods(d).contains(a) && s.methods(d).contains(b)) family.add(new String[] {d, a, b});
        return family(s, metric, higherIsBetter, rho, family);
    }

    /** One family of comparisons, each {dataset, a, b}: each paired test, the family's p-values Holm-adjusted together. */
    private static List<TestRow> family(
            Scores s, String metric, boolean higherIsBetter, double rho, List<String[]> family) {
        List<CorrectedResampledTTest.Result> results = new ArrayList<>();
        for (String[] q : family) results.add(paired(s, q[0], q[1], q[2], metric, higherIsBetter, rho));
        double[] holm = Holm.adjust(
                results.stream().mapToDouble(CorrectedResampledTTest.Result::p).toArray());
        List<TestRow> out = new ArrayList<>();
        for (int k = 0; k < family.size(); k++) {
            CorrectedResampledTTest.Result r = results.get(k);
            String[] q = family.get(k);
            String better = holm[k] > ALPHA ? "neither" : r.mean() > 0 ? q[1] : q[2];
            out.add(new TestRow(
                    q[0], metric, q[1], q[2], r.n(), r.mean(), r.low(), r.high(), r.t(), r.p(), holm[k], better));
        }
        return out;
    }

    /**
     * The paired test of {@code a} against {@code b} on one dataset (positive: a better): under page and site splits the
     * corrected resampled t-test over repeats x folds; under a time split (scores kept per cycle) Diebold and Mariano's
     * test over the test cycles, each cycle's difference the mean over repeats (a repeat re-draws seeds only, so the
     * repeats of a cycle are one observation of it, not independent ones).
     */
    static CorrectedResampledTTest.Result paired(
            Scores s, String d, String a, String b, String metric, boolean higherIsBetter, double rho) {
        if (s.hasCycles(d)) {
            double[] x = s.cycleMeans(d, a, metric), y = s.cycleMeans(d, b, metric);
            double[] diff = new double[x.length];
            for (int c = 0; c < x.length; c++) diff[c] = higherIsBetter ? x[c] - y[c] : y[c] - x[c];
            return DieboldMariano.test(diff, 0.95);
        }
        return test(arr(s.values(d, a, metric)), arr(s.values(d, b, metric)), higherIsBetter, rho);
    }

    /** The corrected resampled t-test of a - b (b - a when lower is better) over paired repeats x folds. */
    private static CorrectedResampledTTest.Result test(double[] a, double[] b, boolean higherIsBetter, double rho) {
        double[] diff = new double[a.length];
        for (int x = 0; x < a.length; x++) diff[x] = higherIsBetter ? a[x] - b[x] : b[x] - a[x];
        return diff.length >= 2
                ? CorrectedResampledTTest.test(diff, rho, 0.95)
                : new CorrectedResampledTTest.Result(
                        diff.length, diff.length == 0 ? 0 : diff[0], 0, 0, 0, 1, Double.NaN, Double.NaN);
    }

    /**
     * Each focus method against every other ranked method of its dataset (all pairs when {@code focus} is empty), the
     * dataset's p-values Holm-adjusted together.
     */
    public static List<TestRow> tests(
            Scores s, String metric, boolean higherIsBetter, double rho, List<String> focus, List<String> unranked) {
        List<TestRow> out = new ArrayList<>();
        for (String d : s.datasets()) {
            List<String> methods = new ArrayList<>(s.methods(d));
            methods.removeAll(unranked);
            List<String[]> pairs = new ArrayList<>();
            for (int i = 0; i < methods.size(); i++)
                for (int j = 0; j < methods.size(); j++) {
                    if (i == j) continue;
                    String a = methods.get(i), b = methods.get(j);
                    boolean aFocus = focus.isEmpty() ? i < j : focus.contains(a);
                    boolean skip = !focus.isEmpty() && focus.contains(b) && focus.indexOf(b) < focus.indexOf(a);
                    if (aFocus && !skip) pairs.add(new String[] {d, a, b});
                }
            out.addAll(family(s, metric, higherIsBetter, rho, pairs));
        }
        return out;
    }

    /** The ranking over datasets of the methods every dataset has (bounds excluded); null with fewer than 2 datasets. */
    public static Ranking ranking(Scores s, String metric, boolean higherIsBetter, List<String> unranked) {
        List<String> datasets = s.datasets();
        if (datasets.size() < 2) return null;
        List<String> common = new ArrayList<>(s.methods(datasets.get(0)));
        for (String d : datasets) common.retainAll(s.methods(d));
        common.removeAll(unranked);
        if (common.size() < 2) return null;
        double[][] means = new double[datasets.size()][common.size()];
        for (int d = 0; d < datasets.size(); d++)
            for (int m = 0; m < common.size(); m++) means[d][m] = mean(s, datasets.get(d), common.get(m), metric);
        Friedman.Result f = Friedman.test(means, !higherIsBetter);
        // pairwise Wilcoxon signed-rank over datasets, Holm-adjusted, for the cliques
        int k = common.size();
        List<int[]> pairs = new ArrayList<>();
        List<Double> ps = new ArrayList<>();
        WilcoxonSignedRankTest w = new WilcoxonSignedRankTest();
        for (int a = 0; a < k; a++)
            for (int b = a + 1; b < k; b++) {
                double[] x = new double[datasets.size()], y = new double[datasets.size()];
                boolean same = true;
                for (int d = 0; d < datasets.size(); d++) {
                    x[d] = means[d][a];
                    y[d] = means[d][b];
                    same &= x[d] == y[d];
                }
                pairs.add(new int[] {a, b});
                ps.add(same ? 1.0 : w.wilcoxonSignedRankTest(x, y, datasets.size() <= 30));
            }
        double[] holm = Holm.adjust(ps.stream().mapToDouble(Double::doubleValue).toArray());
        boolean[][] differ = new boolean[k][k];
        for (int i = 0; i < pairs.size(); i++)
            if (holm[i] <= ALPHA)
                differ[pairs.get(i)[0]][pairs.get(i)[1]] = differ[pairs.get(i)[1]][pairs.get(i)[0]] = true;
        return new Ranking(common, f.meanRanks(), f, cliques(f.meanRanks(), differ), datasets.size());
    }

    /**
     * Maximal runs of methods, consecutive in mean rank, no two of which differ: the bars of a CD diagram (indices into
     * the methods, in rank order; runs of one method are left out).
     */
    static List<int[]> cliques(double[] meanRanks, boolean[][] differ) {
        int k = meanRanks.length;
        Integer[] order = new Integer[k];
        for (int i = 0; i < k; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Double.compare(meanRanks[a], meanRanks[b]));
        List<int[]> out = new ArrayList<>();
        int lastEnd = -1;
        for (int i = 0; i < k; i++) {
            int j = i;
            while (j + 1 < k && allSame(order, i, j + 1, differ)) j++;
            if (j > i && j > lastEnd) {
                int[] c = new int[j - i + 1];
                for (int x = i; x <= j; x++) c[x - i] = order[x];
                out.add(c);
                lastEnd = j;
            }
        }
        return out;
    }

    private static boolean allSame(Integer[] order, int from, int to, boolean[][] differ) {
        for (int a = from; a <= to; a++) for (int b = a + 1; b <= to; b++) if (differ[order[a]][order[b]]) return false;
        return true;
    }
}
