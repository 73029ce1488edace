package io.crawlgp.util;

import java.util.Arrays;
import java.util.SplittableRandom;

/** Seeded sampling without replacement. */
public final class Sampling {
    private Sampling() {}

    /** k of the positions 0..n-1, chosen by a seeded partial Fisher-Yates shuffle, in increasing order. */
    public static int[] sortedSample(int n, int k, long seed) {
        if (k < 0 || k > n) throw new UserError("cannot sample " + k + " of " + n);
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i;
        SplittableRandom r = new SplittableRandom(seed);
        for (int i = 0; i < k; i++) {
            int j = i + r.nextInt(n - i);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        int[] out = Arrays.copyOf(a, k);
        Arrays.sort(out);
        return out;
    }
}
