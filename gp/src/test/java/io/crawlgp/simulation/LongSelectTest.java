package io.crawlgp.simulation;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LongSelectTest {
    @Test
    void selectsTheRankOfASortedCopy() {
        SplittableRandom r = new SplittableRandom(3);
        for (int trial = 0; trial < 200; trial++) {
            int n = 1 + r.nextInt(200);
            long[] a = new long[n];
            int distinct = 1 + r.nextInt(n);
            for (int i = 0; i < n; i++) a[i] = r.nextInt(distinct) - distinct / 2;
            long[] sorted = a.clone();
            Arrays.sort(sorted);
            int rank = r.nextInt(n);
            assertEquals(sorted[rank], LongSelect.select(a.clone(), n, rank));
        }
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
                scores[i] = r.nextInt(40) == 0 ? odd[r.nextInt(odd.length)] : (r.nextInt(distinct) - distinct / 2) * 0.5;
            long[] sorted = new long[n];
            for (int i = 0; i < n; i++) sorted[i] = ScoreOrder.key(scores[i]);
            long[] want = sorted.clone();
            Arrays.sort(sorted);
            int k = 1 + r.nextInt(n);
            long[] keys = new long[n];
            assertEquals(sorted[n - k], LongSelect.largestKey(scores, n, k, keys, new long[k]), "n " + n + " k " + k);
            assertArrayEquals(want, keys);
        }
        // keys of 5, 9, 5, 1 order as the scores: the third largest counts the repeat
        assertEquals(ScoreOrder.key(5), LongSelect.largestKey(new double[] {5, 9, 5, 1}, 4, 3, new long[4], new long[3]));
    }
}
