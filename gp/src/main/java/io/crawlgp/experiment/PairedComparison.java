package io.crawlgp.experiment;

import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * The paper's per-cycle statement (§5.3: "statistically superior to NAD ... in 22 ... of the simulated download
 * cycles"): for each scheduled cycle, a two-sided paired t-test over test folds of the ChangeRate (or another
 * registered metric) of a method and a baseline at alpha = 0.05. Identical values in every fold count as tied; a
 * constant non-zero difference (zero variance) counts as superior or inferior by its sign.
 */
public final class PairedComparison {
    private PairedComparison() {}

    public record Row(String method, String baseline, int superior, int tied, int inferior) {}

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
        return compare(method, baseline, x, y, alpha, metric.higherIsBetter());
    }

    private static double[] series(FoldRun r, Metric metric) {
        double[] v = new double[r.result().scheduledCycles()];
        for (int i = 0; i < v.length; i++) v[i] = metric.value(r.result(), i);
        return v;
    }

    /** The count over cycles i of {@code x[fold][i]} against {@code y[fold][i]} (same folds, same cycles). */
    public static Row compare(
            String method, String baseline, double[][] x, double[][] y, double alpha, boolean higherIsBetter) {
        int cycles = x[0].length;
        int sup = 0, tie = 0, inf = 0;
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
            if (allEqual) {
                tie++;
                continue;
            }
            boolean significant = constantDiff || tt.pairedTTest(a, b) < alpha;
            if (!significant) tie++;
            else if (higherIsBetter ? meanDiff > 0 : meanDiff < 0) sup++;
            else inf++;
        }
        return new Row(method, baseline, sup, tie, inf);
    }

    public static List<Row> against(List<FoldRun> runs, String method, List<String> baselines) {
        List<Row> out = new ArrayList<>();
        for (String b : baselines) out.add(compare(runs, method, b, 0.05));
        return out;
    }
}
