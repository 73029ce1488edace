package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The signals' count table answers exactly what the binary search does, at every page and cycle, and beyond them. */
class SignalsTableTest {
    @Test
    void theTableEqualsTheSearchEverywhere() {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int trial = 0; trial < 20; trial++) {
            int cycles = 1 + rnd.nextInt(40), pages = 1 + rnd.nextInt(30);
            int[][] byPage = new int[pages][];
            for (int p = 0; p < pages; p++) {
                byPage[p] = new int[rnd.nextInt(cycles + 1)];
                for (int j = 0; j < byPage[p].length; j++) byPage[p][j] = 1 + rnd.nextInt(cycles);
            }
            Signals s = Signals.of(cycles, byPage);
            for (int p = 0; p < pages; p++)
                for (int c = -2; c <= cycles + 2; c++)
                    assertEquals(
                            s.searchAfter(p, c), s.firstAfter(p, c), "trial " + trial + " page " + p + " cycle " + c);
            int[] row = new int[pages];
            for (int c = 0; c <= cycles + 2; c++) { // every page's latest at once, a row of the table: as one by one
                s.latestAtOrBefore(c, row);
                for (int p = 0; p < pages; p++)
                    assertEquals(s.latestAtOrBefore(p, c), row[p], "trial " + trial + " page " + p + " cycle " + c);
            }
        }
    }

    @Test
    void countsAndLatestByHand() {
        Signals s = Signals.of(6, new int[][] {{2, 5}, {}, {1, 1, 6}});
        assertEquals(1, s.countBetween(0, 1, 4)); // cycle 2
        assertEquals(2, s.countBetween(0, 0, 6));
        assertEquals(0, s.countBetween(1, 0, 6));
        assertEquals(5, s.latestAtOrBefore(0, 5));
        assertEquals(2, s.latestAtOrBefore(0, 4));
        assertEquals(0, s.latestAtOrBefore(0, 1));
        int[] row = new int[3];
        s.latestAtOrBefore(5, row);
        assertArrayEquals(new int[] {5, 0, 1}, row);
        assertEquals(2, s.countBetween(2, 0, 6), "a repeated cycle is one signal");
    }
}
