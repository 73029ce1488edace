package io.crawlgp.evolution;

import io.crawlgp.util.Sampling;
import java.util.Arrays;

/**
 * The arithmetic of epsilon-lexicase selection ({@link ParentSelection}), apart from any engine so that tests can
 * check it by hand. {@code values[i][c]} is individual i's value on case c, higher is better.
 */
public final class Lexicase {
    private Lexicase() {}

    /**
     * Each listed case's epsilon: the median absolute deviation of the population's values on it, median_i |v_ic -
     * median_j v_jc| (La Cava et al. 2016, §3; computed once per generation, as La Cava et al. 2019 recommend).
     * Indexed like {@code cases}.
     */
    public static double[] epsilons(double[][] values, int[] cases) {
        double[] eps = new double[cases.length];
        double[] column = new double[values.length];
        for (int k = 0; k < cases.length; k++) {
            for (int i = 0; i < values.length; i++) column[i] = values[i][cases[k]];
            double m = median(column);
            for (int i = 0; i < values.length; i++) column[i] = Math.abs(values[i][cases[k]] - m);
            eps[k] = median(column);
        }
        return eps;
    }

    /**
     * The candidates left after filtering the whole population by the cases in {@code order} (positions into {@code
     * cases}/{@code eps}): on each case only those within epsilon of the best remaining candidate stay (the
     * "semi-dynamic" pass condition of La Cava et al. 2019); filtering stops early once one candidate is left.
     * Ascending indices.
     */
    public static int[] survivors(double[][] values, int[] cases, double[] eps, int[] order) {
        int[] pool = new int[values.length];
        for (int i = 0; i < pool.length; i++) pool[i] = i;
        int size = pool.length;
        for (int k = 0; k < order.length && size > 1; k++) {
            int c = cases[order[k]];
            double best = Double.NEGATIVE_INFINITY;
            for (int j = 0; j < size; j++) best = Math.max(best, values[pool[j]][c]);
            double bar = best - eps[order[k]];
            int kept = 0;
            for (int j = 0; j < size; j++) if (values[pool[j]][c] >= bar) pool[kept++] = pool[j];
            size = kept;
        }
        return Arrays.copyOf(pool, size);
    }

    /**
     * The cases a generation selects on: all of them when {@code share} is 1, else round(share x count) of them (at
     * least one) drawn without replacement from a generator seeded by the run's seed and the generation, so the draw
     * is the same on any thread or worker count and differs between generations. Ascending.
     */
    public static int[] sample(int caseCount, double share, long runSeed, int generation) {
        if (share >= 1) {
            int[] all = new int[caseCount];
            for (int i = 0; i < caseCount; i++) all[i] = i;
            return all;
        }
        int n = Math.max(1, (int) Math.round(share * caseCount));
        return Sampling.sortedSample(caseCount, n, runSeed * 0x9E3779B97F4A7C15L + generation);
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }
}
