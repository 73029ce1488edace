package io.crawlgp.learning;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The dense decision function returns LIBSVM's own value, bit for bit, on sparse and dense vectors alike. */
class PolySvmDenseTest {
    @Test
    void denseDecisionIsLibsvmsDecision() {
        SplittableRandom r = new SplittableRandom(3);
        for (int trial = 0; trial < 20; trial++) {
            int n = 30 + r.nextInt(30), d = 5 + r.nextInt(60);
            double[][] x = new double[n][d];
            boolean[] y = new boolean[n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < d; j++)
                    x[i][j] = r.nextDouble() < 0.6 ? 0 : r.nextGaussian(); // many zeros, as unigram features
                y[i] = x[i][0] + 0.5 * r.nextGaussian() > 0;
            }
            y[0] = true;
            y[1] = false;
            PolySvm.Fitted f = PolySvm.fitted(x, y, 1, trial % 2 == 0);
            PolySvm.Dense dense = PolySvm.Dense.of(f.model(), d, f.mean(), f.sd());
            for (int k = 0; k < 50; k++) {
                double[] v = new double[d];
                for (int j = 0; j < d; j++) v[j] = r.nextDouble() < 0.5 ? 0 : 3 * r.nextGaussian();
                if (k < 10) v = x[k].clone(); // the training points too, where the scaled value is often exactly 0
                assertEquals(f.libsvmDecision(v), dense.decision(v), 0.0, "trial " + trial + " probe " + k);
            }
        }
    }
}
