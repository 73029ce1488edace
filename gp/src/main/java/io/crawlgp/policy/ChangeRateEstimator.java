package io.crawlgp.policy;

import io.crawlgp.util.Expm1;
import io.crawlgp.util.LongsKey;
import io.crawlgp.util.Seeds;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Each page's Poisson change rate (changes per cycle) estimated from its own visits only, by maximum likelihood over
 * irregular visit intervals with binary outcomes (Cho & Garcia-Molina 2003, §4: irregular access; Kolobov et al. 2019,
 * Eq. 10): the rate r solves
 * <pre>  sum over intervals that found a change of  L / (e^(r L) - 1)  =  sum of intervals that found none</pre>
 * The raw estimate is 0 for a page never seen to change and infinite for one that changed at every visit. The bias
 * correction is Kolobov et al.'s smoothing (their published code): one imaginary interval of length {@code smoothing}
 * (default 0.5 cycle) that found a change and one that did not, so a page never visited has r = ln 2 / 0.5; the root is
 * kept in [0.0005, 7] as in that code. {@code smoothing = 0} gives the raw MLE clamped to the same range.
 *
 * <p>Visit intervals are whole cycles, so each page keeps the count of change-finding intervals per length and the
 * total length of the others; a re-estimate after a visit is a few Newton steps over a handful of distinct lengths.
 */
final class ChangeRateEstimator {
    static final double LOWER = 0.0005, UPPER = 7;
    static final double DEFAULT_SMOOTHING = 0.5;

    private final double smoothing;
    private final int[] previousVisit;
    private final int[][] lengths;
    private final int[][] counts;
    private final int[] distinct;
    private final long[] quietTotal;
    private final double[] rate;
    /** The solved tallies this estimator reads and adds to. */
    private final Memo memo;

    ChangeRateEstimator(int pages, double smoothing) {
        this.smoothing = smoothing;
        previousVisit = new int[pages];
        lengths = new int[pages][];
        counts = new int[pages][];
        distinct = new int[pages];
        quietTotal = new long[pages];
        rate = new double[pages];
        memo = Memo.of(smoothing);
        double r0 = estimate(new int[0], new int[0], 0, 0, 1.0);
        Arrays.fill(rate, r0);
    }

    /** Page {@code to} takes page {@code from}'s visits and estimate. */
    void copy(int from, int to) {
        previousVisit[to] = previousVisit[from];
        lengths[to] = lengths[from] == null ? null : lengths[from].clone(); // tallies grow in place: not shared
        counts[to] = counts[from] == null ? null : counts[from].clone();
        distinct[to] = distinct[from];
        quietTotal[to] = quietTotal[from];
        rate[to] = rate[from];
    }

    /** The current estimate for a page. */
    double rate(int page) {
        return rate[page];
    }

    /** Records a visit at {@code cycle} (the interval since the page's previous visit) and re-estimates its rate. */
    void visited(int page, int cycle, boolean changed) {
        int length = cycle - previousVisit[page];
        previousVisit[page] = cycle;
        if (changed) add(page, length);
        else quietTotal[page] += length;
        int n = distinct[page];
        // started from the tallies alone (not the previous estimate), so pages with equal tallies get bit-equal rates
        long key = pack(page);
        if (key >= 0) {
            long mixed = Seeds.mix64(key); // a bijection: Long's own hash of packed tallies collides in runs
            Double r = memo.packed.get(mixed);
            if (r == null) {
                r = estimate(
                        n == 0 ? new int[0] : lengths[page],
                        n == 0 ? new int[0] : counts[page],
                        n,
                        quietTotal[page],
                        1.0);
                memo.put(memo.packed, mixed, r);
            }
            rate[page] = r;
        } else { // a wider tally: the same memo under its whole tally, in stored order (the sums' order)
            long[] words = new long[n + 1];
            words[0] = quietTotal[page];
            for (int j = 0; j < n; j++) words[j + 1] = (long) lengths[page][j] << 32 | counts[page][j];
            LongsKey t = new LongsKey(words);
            Double r = memo.wide.get(t);
            if (r == null) {
                r = estimate(lengths[page], counts[page], n, quietTotal[page], 1.0);
                memo.put(memo.wide, t, r);
            }
            rate[page] = r;
        }
    }

    /** The page's tally in 62 bits (quiet total, then up to two (length, count) pairs in stored order), or -1. */
    private long pack(int page) {
        int n = distinct[page];
        long q = quietTotal[page];
        if (n > 2 || q >= (1 << 20)) return -1;
        long key = q << 42 | (long) n << 40;
        for (int j = 0; j < n; j++) {
            int l = lengths[page][j], c = counts[page][j];
            if (l >= (1 << 12) || c >= (1 << 8)) return -1;
            key |= ((long) l << 8 | c) << (20 * j);
        }
        return key;
    }

    private void add(int page, int length) {
        int n = distinct[page];
        int[] ls = lengths[page];
        for (int j = 0; j < n; j++) {
            if (ls[j] == length) {
                counts[page][j]++;
                return;
            }
        }
        if (ls == null) {
            lengths[page] = ls = new int[2];
            counts[page] = new int[2];
        } else if (n == ls.length) {
            lengths[page] = ls = Arrays.copyOf(ls, n * 2);
            counts[page] = Arrays.copyOf(counts[page], n * 2);
        }
        ls[n] = length;
        counts[page][n] = 1;
        distinct[page] = n + 1;
    }

    /** The slope at the r of the last {@link #equationWithSlope} call. */
    private double lastSlope;

    /**
     * f(r), the likelihood equation's left side minus its right side (decreasing in r), and f'(r) = -sum c L^2 e^(rL) /
     * (e^(rL) - 1)^2 into {@link #lastSlope}, from one expm1 per term (the Newton step needs both at the same r;
     * {@link Expm1} is Math.expm1 bit for bit, without the native call).
     */
    private double equationWithSlope(int[] ls, int[] cs, int n, double quiet, double r) {
        double s = 0, d = 0;
        if (smoothing > 0) {
            double em1 = Expm1.of(r * smoothing);
            s = smoothing / em1;
            d -= smoothing * smoothing * (em1 + 1) / (em1 * em1);
        }
        for (int j = 0; j < n; j++) {
            double em1 = Expm1.of(r * ls[j]);
            s += cs[j] * ls[j] / em1;
            double l = ls[j];
            d -= cs[j] * (l * l * (em1 + 1) / (em1 * em1));
        }
        lastSlope = d;
        return s - quiet;
    }

    /** The root in [LOWER, UPPER]: Newton from {@code start}, falling back to bisection when a step leaves the bracket. */
    double estimate(int[] ls, int[] cs, int n, long quietCycles, double start) {
        return estimate(ls, cs, n, quietCycles, start, null);
    }

    /** As above, counting the Newton loop's iterations into {@code iterations[0]} when given (tests). */
    double estimate(int[] ls, int[] cs, int n, long quietCycles, double start, int[] iterations) {
        double quiet = quietCycles + smoothing;
        if (equationWithSlope(ls, cs, n, quiet, LOWER) <= 0) return LOWER;
        if (equationWithSlope(ls, cs, n, quiet, UPPER) >= 0) return UPPER;
        double lo = LOWER, hi = UPPER;
        double r = Math.min(hi, Math.max(lo, start));
        for (int it = 0; it < 200; it++) {
            if (iterations != null) iterations[0]++;
            double f = equationWithSlope(ls, cs, n, quiet, r);
            if (f == 0) return r;
            if (f > 0) lo = r;
            else hi = r;
            double next = r - f / lastSlope;
            if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
            if (Math.abs(next - r) <= 1e-13 * r || hi - lo <= 1e-13 * lo) return next;
            r = next;
        }
        return r;
    }

    /**
     * Solved tallies: a rate depends on the tally alone (each solve starts from it, never from an earlier estimate), so
     * an estimate read here is bit for bit the one a solve would give. Small tallies (at most two distinct
     * change-finding lengths, which most pages have) are keyed by {@link #pack}, the others by their quiet total and
     * (length, count) pairs in stored order (the sums' order). Shared by every estimator of one smoothing in the
     * process, so every crawl of a benchmark, a tuning grid or a GP run reuses what earlier crawls solved, up to
     * {@link #SHARED_MAX} tallies in all; past that the shared ones are still read, and an estimator of a smoothing not
     * yet shared keeps its own.
     */
    private record Memo(Map<Long, Double> packed, Map<LongsKey, Double> wide, boolean shared) {
        /** About 100 bytes a tally with its map entry: some 25 MB at most. */
        static final int SHARED_MAX = 1 << 18;

        private static final Map<Long, Memo> BY_SMOOTHING = new ConcurrentHashMap<>();
        private static final AtomicInteger SHARED = new AtomicInteger();

        /** Smoothings shared at most: a tuning grid has a few; an open search over it keeps its own. */
        static final int SMOOTHINGS_MAX = 64;

        static Memo of(double smoothing) {
            long bits = Double.doubleToLongBits(smoothing);
            Memo known = BY_SMOOTHING.get(bits); // read while it exists; full, it takes no more
            if (known != null) return known;
            if (SHARED.get() >= SHARED_MAX || BY_SMOOTHING.size() >= SMOOTHINGS_MAX)
                return new Memo(new HashMap<>(), new HashMap<>(), false);
            return BY_SMOOTHING.computeIfAbsent(
                    bits, b -> new Memo(new ConcurrentHashMap<>(), new ConcurrentHashMap<>(), true));
        }

        <K> void put(Map<K, Double> map, K key, Double rate) {
            if (!shared || SHARED.incrementAndGet() <= SHARED_MAX) map.put(key, rate);
        }
    }
}
