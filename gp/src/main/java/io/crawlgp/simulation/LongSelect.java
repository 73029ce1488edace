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

    /** Up to this k the k largest are kept in a sorted run; above it, in a heap (a new key's walk grows with k there). */
    static final int SORTED_MAX = 32;

    /**
     * The k-th largest {@link ScoreOrder#key} of scores[0..len) (counting repeats: {@link #select}(keys, len, len − k)),
     * with every score's key written to {@code keys} in the same pass; {@code top} (at least k longs) holds the k largest
     * seen. About len comparisons when k is small against len (a crawl's budget), where quickselect moves most of the
     * array several times.
     *
     * <p>For k up to {@link #SORTED_MAX} they are kept in ascending order: a key larger than the least walks down a run
     * of at most k, one predictable comparison at a time. A heap's sift-down makes a mispredicted branch at every level;
     * on 336 random scores with k = 16 (a fold-0 crawl of ota-content) the pass took 1.9-2.3 µs with a heap and
     * 1.1-1.4 µs with the run.
     */
    static long largestKey(double[] scores, int len, int k, long[] keys, long[] top) {
        if (k < 1 || k > len) throw new IllegalArgumentException("k " + k + " outside 1.." + len);
        return k <= SORTED_MAX ? largestSorted(scores, len, k, keys, top) : largestHeap(scores, len, k, keys, top);
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

    /** A min-heap of the k largest seen. */
    private static long largestHeap(double[] scores, int len, int k, long[] keys, long[] heap) {
        for (int i = 0; i < k; i++) { // heapify the first k
            long v = keys[i] = ScoreOrder.key(scores[i]);
            heap[i] = v;
            for (int j = i; j > 0 && heap[(j - 1) / 2] > heap[j]; j = (j - 1) / 2) swap(heap, j, (j - 1) / 2);
        }
        long min = heap[0];
        for (int i = k; i < len; i++) {
            long v = keys[i] = ScoreOrder.key(scores[i]);
            if (v <= min) continue;
            int j = 0; // replace the smallest and sift it down
            while (true) {
                int c = 2 * j + 1;
                if (c >= k) break;
                if (c + 1 < k && heap[c + 1] < heap[c]) c++;
                if (heap[c] >= v) break;
                heap[j] = heap[c];
                j = c;
            }
            heap[j] = v;
            min = heap[0];
        }
        return min;
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
