package io.crawlgp.text;

import java.util.Arrays;

/** A sparse term-frequency vector: term ids in increasing order with their counts. Immutable. */
public final class TermVector {
    public final int[] ids;
    public final int[] counts;
    public final long total;
    final double norm;

    public TermVector(int[] ids, int[] counts) {
        this.ids = ids;
        this.counts = counts;
        long t = 0;
        double s = 0;
        for (int c : counts) {
            t += c;
            s += (double) c * c;
        }
        total = t;
        norm = Math.sqrt(s);
    }

    /** Counts the term ids of a token sequence. */
    public static TermVector of(int[] tokenIds) {
        int[] sorted = tokenIds.clone();
        Arrays.sort(sorted);
        int distinct = 0;
        for (int i = 0; i < sorted.length; i++) if (i == 0 || sorted[i] != sorted[i - 1]) distinct++;
        int[] ids = new int[distinct], counts = new int[distinct];
        int k = -1;
        for (int i = 0; i < sorted.length; i++) {
            if (i == 0 || sorted[i] != sorted[i - 1]) ids[++k] = sorted[i];
            counts[k]++;
        }
        return new TermVector(ids, counts);
    }

    public int size() {
        return ids.length;
    }

    public long total() {
        return total;
    }

    public int count(int id) {
        int i = Arrays.binarySearch(ids, id);
        return i >= 0 ? counts[i] : 0;
    }

    /** L2 norm of the difference of the raw count vectors. */
    public static double diffNorm(TermVector a, TermVector b) {
        if (a == b) return 0;
        double s = 0;
        int i = 0, j = 0;
        while (i < a.ids.length || j < b.ids.length) {
            int ia = i < a.ids.length ? a.ids[i] : Integer.MAX_VALUE,
                    jb = j < b.ids.length ? b.ids[j] : Integer.MAX_VALUE;
            double d;
            if (ia == jb) {
                d = a.counts[i++] - b.counts[j++];
            } else if (ia < jb) {
                d = a.counts[i++];
            } else {
                d = b.counts[j++];
            }
            s += d * d;
        }
        return Math.sqrt(s);
    }
}
