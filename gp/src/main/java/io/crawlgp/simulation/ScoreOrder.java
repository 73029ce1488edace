package io.crawlgp.simulation;

/**
 * The order of scores: higher first; NaN ranks last (all NaNs tie); -0.0 equals 0.0; infinities order normally.
 * {@link #key} maps a score to a long whose signed order is this order, so selection can work on longs.
 */
public final class ScoreOrder {
    private ScoreOrder() {}

    public static long key(double score) {
        if (score != score) return Long.MIN_VALUE;
        if (score == 0.0) score = 0.0; // folds -0.0 into 0.0
        long bits = Double.doubleToRawLongBits(score);
        return bits ^ ((bits >> 63) & 0x7fffffffffffffffL);
    }
}
