package io.crawlgp.evolution;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The first look's gate, line and fill, by hand. */
class ScreeningTest {
    private static Screening of(double share, Surrogate.Fill fill) {
        return new Screening(new Surrogate(Surrogate.Kind.PAGES, share, 0.2, fill), 5);
    }

    @Test
    void theGatePassesTheCeilingOfTheShareBestBySampleScore() {
        double[] look = {0.1, 0.9, 0.5, 0.7, 0.3};
        // share 0.5 of 5 -> ceil(2.5) = 3: indices of 0.9, 0.7, 0.5, ascending
        assertArrayEquals(new int[] {1, 2, 3}, of(0.5, Surrogate.Fill.FIT).pass(look, 0));
        assertArrayEquals(new int[] {1}, of(0.01, Surrogate.Fill.FIT).pass(look, 0));
        assertArrayEquals(new int[] {0, 1, 2, 3, 4}, of(1, Surrogate.Fill.FIT).pass(look, 0));
        assertArrayEquals(new int[] {}, of(0.5, Surrogate.Fill.FIT).pass(new double[0], 0));
    }

    @Test
    void tiesAtTheCutAreBrokenInASeededOrderThatTheGenerationChanges() {
        double[] look = new double[40]; // all equal: the cut is all ties
        Screening s = of(0.25, Surrogate.Fill.FIT);
        int[] g0 = s.pass(look, 0);
        assertEquals(10, g0.length);
        assertArrayEquals(g0, of(0.25, Surrogate.Fill.FIT).pass(look, 0), "the same seed and generation");
        boolean differs = false;
        for (int g = 1; g < 5 && !differs; g++) differs = !Arrays.equals(g0, s.pass(look, g));
        assertTrue(differs, "another generation draws another order");
    }

    @Test
    void theLineIsLeastSquaresOverTheTreesScoredBothWays() {
        Screening s = of(0.5, Surrogate.Fill.FIT);
        s.learn(0, 1);
        s.learn(1, 3);
        assertTrue(Double.isNaN(s.slope()), "two points: no line yet");
        assertEquals(0.25, s.fill(5, 0.25, 0.9), "without a line a screened tree takes the worst measured value");
        s.learn(2, 5);
        assertEquals(2.0, s.slope(), 1e-12);
        assertEquals(1.0, s.intercept(), 1e-12);
        // y = 1 + 2 x at x = 0.5 is 2, under the best measured 9
        assertEquals(2.0, s.fill(0.5, 0.25, 9), 1e-12);
        assertEquals(9.0, s.fill(10, 0.25, 9), "an estimate never outranks what was measured");
        s.learn(3, 7);
        s.learn(Double.NaN, 1);
        s.learn(4, -Double.MAX_VALUE); // a broken tree's clamped value
        assertEquals(2.0, s.slope(), 1e-12, "non-finite and clamped values stay out of the line");
    }

    @Test
    void aFallingLineOrFillWorstGivesTheWorstMeasuredValue() {
        Screening falling = of(0.5, Surrogate.Fill.FIT);
        falling.learn(0, 3);
        falling.learn(1, 2);
        falling.learn(2, 1);
        assertEquals(-1.0, falling.slope(), 1e-12);
        assertEquals(0.4, falling.fill(1.5, 0.4, 0.8));
        Screening worst = of(0.5, Surrogate.Fill.WORST);
        worst.learn(0, 1);
        worst.learn(1, 3);
        worst.learn(2, 5);
        assertEquals(0.4, worst.fill(1.5, 0.4, 0.8));
    }

    @Test
    void aGenerationsRecordHasTheRankCorrelationOfTheCrawledTrees() {
        Screening s = of(0.5, Surrogate.Fill.FIT);
        Screening.Generation g = s.generation(8, new double[] {0.1, 0.2, 0.3, 0.4}, new double[] {1, 3, 2, 4});
        // ranks 1,2,3,4 against 1,3,2,4: d^2 = 0+1+1+0 = 2, rho = 1 - 6*2/(4*15) = 0.8
        assertEquals(0.8, g.spearman(), 1e-12);
        assertEquals(8, g.candidates());
        assertEquals(4, g.crawled());
        assertTrue(Double.isNaN(
                s.generation(2, new double[] {1, 2}, new double[] {1, 2}).spearman()));
    }
}
