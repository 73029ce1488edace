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
}
