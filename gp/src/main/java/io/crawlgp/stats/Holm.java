package io.crawlgp.stats;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Holm's step-down adjustment (Scand. J. Statist. 6, 1979) of m p-values for the family-wise error rate: sorted
 * ascending, the i-th (0-based) is multiplied by m - i, each adjusted value at least the one before it, capped at 1.
 * A hypothesis is rejected at alpha when its adjusted p-value is at most alpha.
 */
public final class Holm {
    private Holm() {}

    /** The adjusted p-values, in the order given. */
    public static double[] adjust(double[] p) {
        int m = p.length;
        Integer[] order = new Integer[m];
        for (int i = 0; i < m; i++) order[i] = i;
        Arrays.sort(order, Comparator.comparingDouble(i -> p[i]));
        double[] out = new double[m];
        double running = 0;
        for (int r = 0; r < m; r++) {
            double v = Math.min(1, (m - r) * p[order[r]]);
            running = Math.max(running, v);
            out[order[r]] = running;
        }
        return out;
    }
}
