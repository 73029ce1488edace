package io.crawlgp.policy;

import java.util.Arrays;

/**
 * Scores replaced by their dense ranks, in place (0 for the lowest distinct score; equal scores share a rank, -0.0 and
 * 0.0 are one score, as the simulator ranks them; NaN stays NaN): a rule's order kept exactly, ties included, so that
 * a tier can be stacked above it without rounding (signals first, crawls on a complete observation).
 */
final class DenseRanks {
    private DenseRanks() {}

    /** Replaces {@code scores} by their dense ranks ({@code scratch} at least as long); returns the distinct count. */
    static int replace(double[] scores, double[] scratch) {
        int d = 0;
        for (double s : scores) {
            double v = s + 0.0;
            if (!Double.isNaN(v)) scratch[d++] = v;
        }
        Arrays.sort(scratch, 0, d);
        int distinct = 0;
        for (int i = 0; i < d; i++) if (i == 0 || scratch[i] != scratch[i - 1]) scratch[distinct++] = scratch[i];
        for (int p = 0; p < scores.length; p++) {
            double v = scores[p] + 0.0;
            if (!Double.isNaN(v)) scores[p] = Arrays.binarySearch(scratch, 0, distinct, v);
        }
        return distinct;
    }
}
