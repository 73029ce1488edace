package io.crawlgp.simulation;

/**
 * Linear-time order statistics on long arrays: quickselect with three-way partitioning (fast on many equal keys)
 * and pivots drawn from a fixed pseudo-random sequence (expected linear on any input, fully deterministic).
 */
final class LongSelect {
    private LongSelect() {}

    /** The value of rank {@code r} (0 = smallest) among a[0..len); reorders a. */
    static long select(long[] a, int len, int r) {
        if (r < 0 || r >= len) throw new IllegalArgumentException("rank " + r + " outside 0.." + (len - 1));
        int lo = 0, hi = len - 1;
        long rnd = 0x2545F4914F6CDD1DL;
        while (lo < hi) {
            rnd ^= rnd << 13; rnd ^= rnd >>> 7; rnd ^= rnd << 17;
            int pi = lo + (int) Long.remainderUnsigned(rnd, hi - lo + 1);
            long pivot = a[pi];
            int lt = lo, i = lo, gt = hi;
            while (i <= gt) {
                long v = a[i];
                if (v < pivot) { a[i++] = a[lt]; a[lt++] = v; }
                else if (v > pivot) { a[i] = a[gt]; a[gt--] = v; }
                else i++;
            }
            if (r < lt) hi = lt - 1;
            else if (r > gt) lo = gt + 1;
            else return pivot;
        }
        return a[lo];
    }

    /** Up to this k, the k largest candidates are kept in a sorted run rather than found by quickselect. */
    static final int SORTED_MAX = 32;

    /**
     * The k-th largest {@link ScoreOrder#key} of scores[0..len) (counting repeats: {@link #select}(keys, len, len − k)),
     * with every score's key written to {@code keys}. {@code scratch} holds at least len + k longs.
     *
     * <p>A crawl's budget k is small against its pages, and keeping the k largest in a heap spent most of its time in
     * mispredicted branches (each replacement a walk down the heap). Instead: the least of the maxima of k disjoint
     * groups is a lower bound of the k-th largest (those maxima are k keys at least as large); every key at or above it
     * is a candidate, collected without a branch; the k-th largest of the candidates, a few times k of them, is the
     * answer. Each step is exact, so the value is that of a sort.
     */
    static long largestKey(double[] scores, int len, int k, long[] keys, long[] scratch) {
        if (k < 1 || k > len) throw new IllegalArgumentException("k " + k + " outside 1.." + len);
        for (int i = 0; i < len; i++) keys[i] = ScoreOrder.key(scores[i]);
        long bound = Long.MAX_VALUE;
        for (int g = 0; g < k; g++) { // group g: [g·len/k, (g + 1)·len/k), never empty as k <= len
            long max = Long.MIN_VALUE;
            for (int i = (int) ((long) g * len / k), to = (int) ((long) (g + 1) * len / k); i < to; i++) max = Math.max(max, keys[i]);
            bound = Math.min(bound, max);
        }
        int c = 0;
        for (int i = 0; i < len; i++) {
            scratch[c] = keys[i];
            c += keys[i] >= bound ? 1 : 0;
        }
        return k <= SORTED_MAX ? largestSorted(scratch, c, k, scratch, c) : select(scratch, c, c - k);
    }

    /**
     * The k-th largest of a[0..len), keeping the k largest seen in ascending order in top[from..from + k) (which must
     * not overlap a[0..len)): a new key walks down a run of at most k, one predictable comparison at a time.
     */
    private static long largestSorted(long[] a, int len, int k, long[] top, int from) {
        for (int i = 0; i < k; i++) { // insertion sort of the first k
            long v = a[i];
            int j = from + i;
            while (j > from && top[j - 1] > v) {
                top[j] = top[j - 1];
                j--;
            }
            top[j] = v;
        }
        long min = top[from];
        for (int i = k; i < len; i++) {
            long v = a[i];
            if (v <= min) continue;
            int j = from + 1; // drop the least, move the smaller ones down, put v above them
            while (j < from + k && top[j] < v) {
                top[j - 1] = top[j];
                j++;
            }
            top[j - 1] = v;
            min = top[from];
        }
        return min;
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
