package io.crawlgp.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The Bayesian signed-rank test on cases whose answer is known, and its determinism. */
class BayesianSignedRankTest {
    @Test
    void clearCasesGoToTheirRegion() {
        double[] ahead = {0.05, 0.04, 0.06, 0.05, 0.07, 0.03, 0.05, 0.04, 0.06, 0.05};
        BayesianSignedRank.Result a = BayesianSignedRank.test(ahead, 0.01, 5000, 1);
        assertTrue(a.right() > 0.99, a.toString()); // every difference far above the rope
        double[] behind = new double[ahead.length];
        for (int i = 0; i < ahead.length; i++) behind[i] = -ahead[i];
        BayesianSignedRank.Result b = BayesianSignedRank.test(behind, 0.01, 5000, 1);
        assertTrue(b.left() > 0.99, b.toString());
        double[] same = {0.001, -0.002, 0.0005, 0.0, -0.001, 0.002, 0.0015, -0.0005, 0.001, -0.001};
        BayesianSignedRank.Result c = BayesianSignedRank.test(same, 0.01, 5000, 1);
        assertTrue(c.rope() > 0.99, c.toString()); // all inside the rope, as the pseudo-observation is
        assertEquals(1.0, a.left() + a.rope() + a.right(), 1e-12);
        // mirrored data, same seed: the posterior is mirrored
        assertEquals(a.right(), b.left(), 1e-12);
        // seeded: the same figures again
        assertEquals(a, BayesianSignedRank.test(ahead, 0.01, 5000, 1));
    }
}
