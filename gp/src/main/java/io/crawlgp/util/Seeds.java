package io.crawlgp.util;

import java.nio.charset.StandardCharsets;

/**
 * Splits one explicit seed into independent seeds per unit of work (fold, policy, page, cycle...), so that no
 * result depends on the order in which units run or on the number of threads. Never a global generator.
 */
public final class Seeds {
    private Seeds() {}

    /** SplitMix64's finaliser (Steele, Lea, Flood 2014): a bijective 64-bit mix with good avalanche. */
    public static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** A seed for the unit named by {@code label} and integer coordinates, derived from {@code seed}. */
    public static long derive(long seed, String label, long... coordinates) {
        long h = mix64(seed + 0x9E3779B97F4A7C15L);
        for (byte b : label.getBytes(StandardCharsets.UTF_8)) h = mix64(h ^ (b & 0xff)) + 0x9E3779B97F4A7C15L;
        for (long c : coordinates) h = mix64(h ^ mix64(c + 0x632BE59BD9B4E019L));
        return h;
    }

    /** A uniform double in [0,1) from a 64-bit hash (53 high bits). */
    public static double toUnitDouble(long hash) {
        return (hash >>> 11) * 0x1.0p-53;
    }
}
