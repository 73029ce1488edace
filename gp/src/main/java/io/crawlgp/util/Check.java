package io.crawlgp.util;

/** Validation helpers whose messages name the bad field and value. */
public final class Check {
    private Check() {}

    public static void positive(String field, long v) {
        if (v <= 0) throw new UserError(field + " must be > 0, got " + v);
    }

    public static void nonNegative(String field, long v) {
        if (v < 0) throw new UserError(field + " must be >= 0, got " + v);
    }

    public static void probability(String field, double v) {
        inRange(field, v, 0, 1);
    }

    public static void inRange(String field, double v, double lo, double hi) {
        if (!(v >= lo && v <= hi)) throw new UserError(field + " must be in [" + lo + ", " + hi + "], got " + v);
    }

    public static void inRange(String field, long v, long lo, long hi) {
        if (v < lo || v > hi) throw new UserError(field + " must be in [" + lo + ", " + hi + "], got " + v);
    }
}
