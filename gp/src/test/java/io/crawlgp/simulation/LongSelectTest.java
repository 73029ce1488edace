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
    void theHeapsKthLargestIsTheSortedCopysAndLeavesTheArrayAlone() {
        SplittableRandom r = new SplittableRandom(4);
        for (int trial = 0; trial < 2000; trial++) {
            int n = 1 + r.nextInt(300);
            long[] a = new long[n];
            int distinct = 1 + r.nextInt(n); // many repeats in some trials
            for (int i = 0; i < n; i++) a[i] = r.nextInt(distinct) - distinct / 2 + (r.nextInt(50) == 0 ? Long.MIN_VALUE / 2 : 0);
            long[] before = a.clone(), sorted = a.clone();
            Arrays.sort(sorted);
            int k = 1 + r.nextInt(n);
            assertEquals(sorted[n - k], LongSelect.largest(a, n, k, new long[n]), "n " + n + " k " + k);
            assertArrayEquals(before, a);
        }
        assertEquals(5, LongSelect.largest(new long[] {5, 9, 5, 1}, 4, 3, new long[4]), "9, 5, 5: the third largest counts the repeat");
    }
}
