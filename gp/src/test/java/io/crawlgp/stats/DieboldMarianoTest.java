package io.crawlgp.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/** Diebold-Mariano with a Newey-West variance, computed by hand. */
class DieboldMarianoTest {
    @Test
    void fourDifferencesByHand() {
        // d = 1, 2, 3, 4: T = 4, lag floor(4 (0.04)^(2/9)) = floor(1.95) = 1; mean 2.5;
        // g0 = (2.25 + 0.25 + 0.25 + 2.25) / 4 = 1.25; g1 = (0.75 - 0.25 + 0.75) / 4 = 0.3125;
        // V = 1.25 + 2 (1 - 1/2) 0.3125 = 1.5625; se = sqrt(1.5625 / 4) = 0.625; DM = 2.5 / 0.625 = 4
        double[] d = {1, 2, 3, 4};
        assertEquals(1, DieboldMariano.lag(4));
        assertEquals(1.5625, DieboldMariano.longRunVariance(d, 1), 1e-12);
        CorrectedResampledTTest.Result r = DieboldMariano.test(d, 0.95);
        assertEquals(2.5, r.mean(), 1e-12);
        assertEquals(0.625, r.se(), 1e-12);
        assertEquals(4.0, r.t(), 1e-12);
        TDistribution t3 = new TDistribution(3);
        assertEquals(2 * t3.cumulativeProbability(-4), r.p(), 1e-12);
        double q = t3.inverseCumulativeProbability(0.975);
        assertEquals(2.5 - q * 0.625, r.low(), 1e-12);
        assertEquals(2.5 + q * 0.625, r.high(), 1e-12);
    }

    @Test
    void positivelyCorrelatedCyclesWidenTheIntervalOverTheIidOne() {
        // a slow swing: each cycle like the one before; the naive se (lag 0) understates the mean's uncertainty
        double[] d = new double[200];
        for (int i = 0; i < d.length; i++) d[i] = Math.sin(i / 10.0) + 0.1;
        int lag = DieboldMariano.lag(200);
        assertEquals(4, lag); // floor(4 * 2^(2/9)) = floor(4.66)
        assertEquals(true, DieboldMariano.longRunVariance(d, lag) > DieboldMariano.longRunVariance(d, 0));
        // no variance: p 1 for a zero mean, 0 otherwise
        assertEquals(1.0, DieboldMariano.test(new double[] {0, 0, 0}, 0.95).p());
        assertEquals(
                0.0, DieboldMariano.test(new double[] {0.5, 0.5, 0.5}, 0.95).p());
    }
}
