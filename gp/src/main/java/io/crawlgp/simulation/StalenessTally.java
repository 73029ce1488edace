package io.crawlgp.simulation;

import java.util.Arrays;
import java.util.BitSet;

/**
 * Exact per-cycle totals of age and harmonic staleness over all pages, kept from integers so that the fast simulator and
 * the reference (which recounts from the history) produce the same doubles bit for bit.
 *
 * <p>Age (Cho & Garcia-Molina 2003, §2): 0 for a fresh copy, otherwise the time since the first change the copy
 * missed. A change recorded in cycle s happened somewhere in (s-1, s]; we take the midpoint, so after cycle c a copy
 * stale since s has age c - s + 1/2. Harmonic staleness (Kolobov et al., NeurIPS 2019, §3): a copy that missed u
 * changes costs H(u) = 1 + 1/2 + ... + 1/u.
 */
final class StalenessTally {
    private final double[] harmonic; // harmonic[u] = H(u)
    private final long[] missed; // pages by number of missed changes (index 0 unused)
    // the u with missed[u] != 0: the mean visits those alone, so a cycle costs the distinct counts, not the history's
    // length (a scan of every u made one page over 10^6 cycles quadratic)
    private final BitSet nonzero;

    StalenessTally(int cycles) {
        harmonic = new double[cycles + 1];
        for (int u = 1; u <= cycles; u++) harmonic[u] = harmonic[u - 1] + 1.0 / u;
        missed = new long[cycles + 1];
        nonzero = new BitSet(cycles + 1);
    }

    void clear() {
        Arrays.fill(missed, 0);
        nonzero.clear();
    }

    /** A page's missed-change count moves from {@code from} to {@code to}. */
    void move(int from, int to) {
        if (from > 0 && --missed[from] == 0) nonzero.clear(from);
        if (to > 0 && missed[to]++ == 0) nonzero.set(to);
    }

    /** Mean harmonic staleness over {@code pages}, summed in increasing u over the nonzero counts (as before: same doubles). */
    double meanHarmonic(int pages) {
        double s = 0;
        for (int u = nonzero.nextSetBit(1); u >= 0; u = nonzero.nextSetBit(u + 1)) s += missed[u] * harmonic[u];
        return s / pages;
    }

    /** Mean age over {@code pages} after cycle c, given the stale count and the sum of their stale-since cycles. */
    static double meanAge(int cycle, long stale, long staleSinceSum, int pages) {
        long twice = 2 * (stale * cycle - staleSinceSum) + stale; // 2 * sum(c - s + 1/2)
        return twice / 2.0 / pages;
    }
}
