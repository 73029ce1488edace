package io.crawlgp.simulation;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LongSelectTest {
    /** n values around 0 drawn from a random number of distinct ones (many repeats in some arrays), and a few extremes. */
    private static long[] withRepeats(SplittableRandom r, int n) {
        long[] a = new long[n];
        int distinct = 1 + r.nextInt(n);
        for (int i = 0; i < n; i++)
            a[i] = r.nextInt(60) == 0
                    ? (r.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE)
                    : r.nextInt(distinct) - distinct / 2;
        return a;
    }

    @Test
    void selectAndTheKthSmallestAreTheSortedCopysAndSmallestLeavesItsInput() {
        SplittableRandom r = new SplittableRandom(5);
        for (int trial = 0; trial < 3000; trial++) {
            int n = 1 + r.nextInt(300);
            long[] a = withRepeats(r, n);
            long[] before = a.clone(), sorted = a.clone();
            Arrays.sort(sorted);
            // every k up to the sorted run's limit, and some above it (the quickselect fallback)
            int k = trial % 3 == 0 ? 1 + r.nextInt(n) : 1 + r.nextInt(Math.min(n, LongSelect.SORTED_MAX));
            assertEquals(sorted[k - 1], LongSelect.smallest(a, n, k, new long[n]), "n " + n + " k " + k);
            assertArrayEquals(before, a);
            int rank = r.nextInt(n);
            assertEquals(sorted[rank], LongSelect.select(a.clone(), n, rank));
        }
        // 5, 1, 5, 9: the third smallest counts the repeat
        assertEquals(5, LongSelect.smallest(new long[] {5, 1, 5, 9}, 4, 3, new long[4]));
        assertThrows(IllegalArgumentException.class, () -> LongSelect.smallest(new long[] {1, 2}, 2, 3, new long[3]));
    }

    @Test
    void theKthLargestKeyIsTheSortedKeysAndEveryKeyIsWritten() {
        SplittableRandom r = new SplittableRandom(4);
        double[] odd = {Double.NaN, -0.0, 0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -Double.MAX_VALUE};
        for (int trial = 0; trial < 2000; trial++) {
            int n = 1 + r.nextInt(300);
            double[] scores = new double[n];
            int distinct = 1 + r.nextInt(n); // many repeats in some trials
            for (int i = 0; i < n; i++)
                scores[i] =
                        r.nextInt(40) == 0 ? odd[r.nextInt(odd.length)] : (r.nextInt(distinct) - distinct / 2) * 0.5;
            long[] sorted = new long[n];
            for (int i = 0; i < n; i++) sorted[i] = ScoreOrder.key(scores[i]);
            long[] want = sorted.clone();
            Arrays.sort(sorted);
            int k = 1 + r.nextInt(n);
            long[] keys = new long[n];
            assertEquals(sorted[n - k], LongSelect.largestKey(scores, n, k, keys, new long[n]), "n " + n + " k " + k);
            assertArrayEquals(want, keys);
        }
        // keys of 5, 9, 5, 1 order as the scores: the third largest counts the repeat
        assertEquals(
                ScoreOrder.key(5), LongSelect.largestKey(new double[] {5, 9, 5, 1}, 4, 3, new long[4], new long[3]));
    }

    /**
     * A sample that sees only the largest scores guesses a threshold above the k-th largest: fewer than k keys pass
     * it, and the selection over every key still gives the sorted answer.
     */
    @Test
    void anUnluckySampleFallsBackToEveryKey() {
        int n = 1000, k = 500;
        double[] scores = new double[n];
        for (int i = 0; i < n; i++) scores[i] = i % 7; // small values everywhere ...
        for (int i = 0; i < LongSelect.SAMPLE; i++)
            scores[(int) ((long) i * n / LongSelect.SAMPLE)] = 100 + i; // ... but where sampled
        long[] keys = new long[n], sorted = new long[n];
        for (int i = 0; i < n; i++) sorted[i] = ScoreOrder.key(scores[i]);
        Arrays.sort(sorted);
        assertEquals(sorted[n - k], LongSelect.largestKey(scores, n, k, keys, new long[n]));
        assertEquals(
                ScoreOrder.key(100 + LongSelect.SAMPLE - 1), LongSelect.largestKey(scores, n, 1, keys, new long[n]));
    }
}
