package io.crawlgp.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The corrected resampled t-test, Holm, Friedman and Nemenyi against hand-computed and published cases. */
class StatsByHandTest {
    @Test
    void correctedResampledTTestByHand() {
        // d = 1, 2, 3, 4, 5 (one repeat of 5 folds): mean 3, s^2 = 2.5; rho = 1/4: se = sqrt((1/5 + 1/4) 2.5) = 1.0607
        CorrectedResampledTTest.Result r = CorrectedResampledTTest.test(new double[] {1, 2, 3, 4, 5}, 0.25, 0.95);
        assertEquals(3.0, r.mean(), 1e-15);
        assertEquals(Math.sqrt(0.45 * 2.5), r.se(), 1e-15);
        assertEquals(3 / Math.sqrt(1.125), r.t(), 1e-12); // 2.8284
        // t(4) two-sided p of 2.8284: 0.04742 (tables: t_{0.975,4} = 2.7764 < 2.8284 < t_{0.98,4})
        assertEquals(0.0474, r.p(), 1e-4);
        assertEquals(3 - 2.776445 * Math.sqrt(1.125), r.low(), 1e-5);
        // rho = 0 is the uncorrected paired t-test: se = s / sqrt(n)
        CorrectedResampledTTest.Result u = CorrectedResampledTTest.test(new double[] {1, 2, 3, 4, 5}, 0, 0.95);
        assertEquals(Math.sqrt(2.5 / 5), u.se(), 1e-15);
        // no spread: p 1 for a zero mean, 0 otherwise
        assertEquals(
                1.0,
                CorrectedResampledTTest.test(new double[] {0, 0, 0}, 0.25, 0.95).p(),
                0);
        assertEquals(
                0.0,
                CorrectedResampledTTest.test(new double[] {2, 2, 2}, 0.25, 0.95).p(),
                0);
    }

    @Test
    void holmByHand() {
        // p = 0.01, 0.04, 0.03, 0.005: sorted 0.005 x4 = 0.02, 0.01 x3 = 0.03, 0.03 x2 = 0.06, 0.04 x1 = 0.04 -> 0.06
        assertArrayEquals(
                new double[] {0.03, 0.06, 0.06, 0.02}, Holm.adjust(new double[] {0.01, 0.04, 0.03, 0.005}), 1e-15);
        assertArrayEquals(new double[] {1, 1}, Holm.adjust(new double[] {0.7, 0.9}), 0);
    }

    @Test
    void friedmanOnDemsarsExample() {
        // Demsar 2006 §3.2.2: four C4.5 variants on 14 data sets, mean ranks 3.143, 2.000, 2.893, 1.964 give
        // chi2_F = 9.28, F_F = 3.69, and Nemenyi's CD at alpha 0.05 = 2.569 sqrt(4 x 5 / (6 x 14)) = 1.25
        Friedman.Result r = Friedman.fromMeanRanks(new double[] {44 / 14.0, 2, 40.5 / 14, 27.5 / 14}, 14);
        assertEquals(9.28, r.chi2(), 0.005);
        assertEquals(3.69, r.f(), 0.005);
        assertEquals(1.25, r.cd(), 0.005);
    }

    @Test
    void friedmanFromScoresWithTies() {
        // two data sets, nine methods ranked as in a worked example (Iman-Davenport F = 2.75, p = 0.087, chi2 11.733)
        double[][] ranks = {{1, 8, 6, 4, 7, 2, 5, 3, 9}, {1, 6, 3, 9, 7, 2, 8, 4, 5}};
        double[][] scores = new double[2][9];
        for (int d = 0; d < 2; d++) for (int m = 0; m < 9; m++) scores[d][m] = -ranks[d][m]; // higher is better
        Friedman.Result r = Friedman.test(scores, false);
        assertEquals(11.733, r.chi2(), 0.0005);
        assertEquals(2.75, r.f(), 0.005);
        assertEquals(0.08697, r.pF(), 0.00005);
        assertArrayEquals(new double[] {2, 3, 1, 4.5, 4.5}, Friedman.ranks(new double[] {5, 4, 9, 1, 1}, false), 0);
        assertArrayEquals(new double[] {1, 2.5, 2.5}, Friedman.ranks(new double[] {0.1, 0.2, 0.2}, true), 0);
    }
}
