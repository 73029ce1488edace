package io.crawlgp.util;

/**
 * Which methods are oracles: they peek at history a crawler has not fetched, so they are reported (as bounds or
 * references) but never ranked with fair contenders, never paired-tested against GP4C and drawn dashed. By name:
 * {@code Oracle} (knows which pages changed) and every {@code *-fullview} method (e.g. the Radinsky & Bennett
 * predictors reading features of the fully observed live history).
 */
public final class Oracles {
    private Oracles() {}

    public static final String FULLVIEW = "-fullview";

    public static boolean isOracle(String method) {
        return method.equals("Oracle") || method.endsWith(FULLVIEW);
    }
}
