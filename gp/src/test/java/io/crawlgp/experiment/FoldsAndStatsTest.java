package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.util.Stats;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class FoldsAndStatsTest {
    @Test
    void foldsPartitionThePagesWithBalancedSizes() {
        Folds f = Folds.of(23, 5, 9);
        int[] all = IntStream.range(0, 5)
                .flatMap(i -> Arrays.stream(f.rows(i)))
                .sorted()
                .toArray();
        assertArrayEquals(IntStream.range(0, 23).toArray(), all);
        for (int i = 0; i < 5; i++) {
            assertTrue(f.rows(i).length == 4 || f.rows(i).length == 5);
            int[] r = f.rows(i);
            for (int j = 1; j < r.length; j++) assertTrue(r[j - 1] < r[j], "increasing rows");
            assertEquals(23 - r.length, f.rowsExcept(i).length);
        }
        assertArrayEquals(Folds.of(23, 5, 9).rows(2), f.rows(2), "same seed, same folds");
        assertFalse(Arrays.equals(Folds.of(23, 5, 10).rows(2), f.rows(2)));
        assertThrows(IllegalArgumentException.class, () -> Folds.of(3, 5, 1));
    }

    @Test
    void tIntervalMatchesHandComputation() {
        double[] v = {1, 2, 3};
        assertEquals(2, Stats.mean(v));
        assertEquals(1, Stats.sd(v), 1e-15);
        // t_{0.975, 2} = 4.302652729911275
        assertEquals(4.302652729911275 / Math.sqrt(3), Stats.ci95HalfWidth(v), 1e-9);
        assertTrue(Double.isNaN(Stats.ci95HalfWidth(new double[] {1})));
    }
}
