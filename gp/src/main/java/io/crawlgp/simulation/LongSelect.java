package io.crawlgp.simulation;

import java.util.Arrays;

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
            rnd ^= rnd << 13;
            rnd ^= rnd >>> 7;
            rnd ^= rnd << 17;
            int pi = lo + (int) Long.remainderUnsigned(rnd, hi - lo + 1);
            long pivot = a[pi];
            int lt = lo, i = lo, gt = hi;
            while (i <= gt) {
                long v = a[i];
                if (v < pivot) {
                    a[i++] = a[lt];
                    a[lt++] = v;
                } else if (v > pivot) {
                    a[i] = a[gt];
                    a[gt--] = v;
                } else i++;
            }
            if (r < lt) hi = lt - 1;
            else if (r > gt) lo = gt + 1;
            else return pivot;
        }
        return a[lo];
    }

    /** Up to this k the k largest are kept in a sorted run; above it they are found by a sampled filter. */
    static final int SORTED_MAX = 32;

    /** Keys sampled (evenly spaced) to guess a threshold a little below the k-th largest. */
    static final int SAMPLE = 128;

    /**
     * The k-th largest {@link ScoreOrder#key} of scores[0..len) (counting repeats: {@link #select}(keys, len, len − k)),
     * with every score's key written to {@code keys} in the same pass; {@code top} holds at least k longs for k up to
     * {@link #SORTED_MAX}, at least len above it. Where quickselect over all keys moves most of the array several times,
     * this reads each key about twice.
     *
     * <p>For k up to {@link #SORTED_MAX} the k largest seen are kept in ascending order: a key larger than the least
     * walks down a run of at most k, one predictable comparison at a time (a heap's sift-down makes a mispredicted
     * branch at every level; on 336 random scores with k = 16, a fold-0 crawl of ota-content, the pass took 1.9-2.3 µs
     * with a heap and 1.1-1.4 µs with the run). Above it, {@link #largestFiltered}: on 8,524 random scores with k =
     * 426 (fold 0 of web-mix-weekly) a heap of the k largest took about 75 µs a cycle, the filter about 36 µs.
     */
    static long largestKey(double[] scores, int len, int k, long[] keys, long[] top) {
        if (k < 1 || k > len) throw new IllegalArgumentException("k " + k + " outside 1.." + len);
        return k <= SORTED_MAX ? largestSorted(scores, len, k, keys, top) : largestFiltered(scores, len, k, keys, top);
    }

    /**
     * Every key at or above {@link #guessBelow}'s guess copied to {@code top} in one branch-free pass and the k-th
     * largest selected among them; when fewer than k pass (an unlucky sample) the selection runs over every key. Exact
     * either way: the guess only bounds where to look.
     */
    private static long largestFiltered(double[] scores, int len, int k, long[] keys, long[] top) {
        for (int i = 0; i < len; i++) keys[i] = ScoreOrder.key(scores[i]);
        long g = guessBelow(keys, len, k, top);
        int c = 0;
        for (int i = 0; i < len; i++) {
            long v = keys[i];
            top[c] = v;
            c += v >= g ? 1 : 0;
        }
        if (c >= k) return select(top, c, c - k);
        System.arraycopy(keys, 0, top, 0, len);
        return select(top, len, len - k);
    }

    /**
     * A key likely below the k-th largest of keys[0..len), from an evenly spaced sample of them sorted in
     * {@code sample} (at least min(len, {@link #SAMPLE}) longs): the sample's quantile at the share k / len, lowered by
     * three standard errors of a sampled share and two points; {@link Long#MIN_VALUE} (every key) when that leaves no
     * sample point. Only a bound on where to look: a caller checks that at least k keys reach it.
     */
    private static long guessBelow(long[] keys, int len, int k, long[] sample) {
        int s = Math.min(len, SAMPLE);
        for (int i = 0; i < s; i++) sample[i] = keys[(int) ((long) i * len / s)];
        Arrays.sort(sample, 0, s);
        double share = (double) k / len;
        int guess = s - (int) Math.ceil(s * share) - (int) Math.ceil(3 * Math.sqrt(s * share * (1 - share))) - 2;
        return guess > 0 ? sample[guess] : Long.MIN_VALUE;
    }

    private static long largestSorted(double[] scores, int len, int k, long[] keys, long[] top) {
        for (int i = 0; i < k; i++) { // insertion sort of the first k
            long v = keys[i] = ScoreOrder.key(scores[i]);
            int j = i;
            while (j > 0 && top[j - 1] > v) {
                top[j] = top[j - 1];
                j--;
            }
            top[j] = v;
        }
        long min = top[0];
        for (int i = k; i < len; i++) {
            long v = keys[i] = ScoreOrder.key(scores[i]);
            if (v <= min) continue;
            int j = 1; // drop the least, move the smaller ones down, put v above them
            while (j < k && top[j] < v) {
                top[j - 1] = top[j];
                j++;
            }
            top[j - 1] = v;
            min = top[0];
        }
        return min;
    }

    /**
     * The k-th smallest of a[0..len), counting repeats ({@link #select}(a, len, k − 1)), without reordering a: for k up
     * to {@link #SORTED_MAX} the k smallest seen kept in a descending run (one pass, as {@link #largestKey}); above it,
     * quickselect on {@code top} (at least len longs then; at least k otherwise). A crawl's random tie-break picks the
     * few it needs from a group of many tied pages, where quickselect's partitioning branches unpredictably.
     */
    static long smallest(long[] a, int len, int k, long[] top) {
        if (k < 1 || k > len) throw new IllegalArgumentException("k " + k + " outside 1.." + len);
        if (k > SORTED_MAX) {
            System.arraycopy(a, 0, top, 0, len);
            return select(top, len, k - 1);
        }
        for (int i = 0; i < k; i++) { // insertion sort of the first k, largest first
            long v = a[i];
            int j = i;
            while (j > 0 && top[j - 1] < v) {
                top[j] = top[j - 1];
                j--;
            }
            top[j] = v;
        }
        long max = top[0];
        for (int i = k; i < len; i++) {
            long v = a[i];
            if (v >= max) continue;
            int j = 1; // drop the largest, move the larger ones up, put v below them
            while (j < k && top[j] > v) {
                top[j - 1] = top[j];
                j++;
            }
            top[j - 1] = v;
            max = top[0];
        }
        return max;
    }
}
