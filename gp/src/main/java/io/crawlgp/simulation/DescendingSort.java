package io.crawlgp.simulation;

/** The cohort engine's in-place sort of cohorts by key, highest first (a median-of-three quicksort, insertion below 25). */
final class DescendingSort {
    private DescendingSort() {}

    /** Sorts id[lo..hi] (keys alongside) by key, highest first; equal keys in any order (they form one group). */
    static void sort(long[] key, int[] id, int lo, int hi) {
        while (hi - lo > 24) {
            long pivot = median(key[lo], key[(lo + hi) >>> 1], key[hi]);
            int i = lo, j = hi;
            while (i <= j) {
                while (key[i] > pivot) i++;
                while (key[j] < pivot) j--;
                if (i <= j) {
                    long tk = key[i];
                    key[i] = key[j];
                    key[j] = tk;
                    int ti = id[i];
                    id[i] = id[j];
                    id[j] = ti;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                sort(key, id, lo, j);
                lo = i;
            } else {
                sort(key, id, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            long k0 = key[i];
            int id0 = id[i];
            int j = i - 1;
            while (j >= lo && key[j] < k0) {
                key[j + 1] = key[j];
                id[j + 1] = id[j];
                j--;
            }
            key[j + 1] = k0;
            id[j + 1] = id0;
        }
    }

    static long median(long a, long b, long c) {
        return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    }
}
