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
}
