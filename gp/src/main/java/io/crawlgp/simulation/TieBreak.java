package io.crawlgp.simulation;

import io.crawlgp.util.Seeds;

/**
 * How pages with equal scores are ordered. Both modes define a total order by a per-(cycle, page) key, so any
 * implementation (reference sort, linear selection, GP state tables) picks exactly the same pages.
 */
public enum TieBreak {
    /** A seeded random order per cycle: smaller {@link #randomKey} first, then lower row. */
    RANDOM,
    /** Lower row (page index) first. */
    INDEX;

    /** The random tie key of a page in a cycle; depends only on (seed, cycle, page). */
    public static long randomKey(long seed, int cycle, int page) {
        return Seeds.mix64(Seeds.mix64(seed + 0x9E3779B97F4A7C15L * (cycle + 1L)) + 0xC2B2AE3D27D4EB4FL * (page + 1L));
    }
}
