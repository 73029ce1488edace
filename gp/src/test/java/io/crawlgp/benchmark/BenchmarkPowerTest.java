package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;

/** power.csv's figures on a case computed by hand. */
class BenchmarkPowerTest {
    @Test
    void headroomDetectableDifferenceAndVerdictByHand() {
        Scores s = new Scores();
        // one dataset, 1 repeat x 4 folds; A - B = 0.02, 0.04, 0.00, 0.02 (mean 0.02, sample sd 0.016330)
        double[] rand = {0.30, 0.32, 0.28, 0.30}, a = {0.52, 0.54, 0.50, 0.52}, b = {0.50, 0.50, 0.50, 0.50};
        double[] oracle = {0.53, 0.55, 0.51, 0.53};
        for (int f = 0; f < 4; f++) {
            s.add(new Scores.Row("d", "Rand", 0, f, "changerate", rand[f]));
            s.add(new Scores.Row("d", "A", 0, f, "changerate", a[f]));
            s.add(new Scores.Row("d", "B", 0, f, "changerate", b[f]));
            s.add(new Scores.Row("d", "Oracle", 0, f, "changerate", oracle[f]));
        }
        Suite suite = new Suite(Path.of("x.suite"), List.of(), List.of(), 1, new Suite.Primary("A", "B"));
        double rho = 1.0 / 3;
        List<BenchmarkPower.Row> rows = BenchmarkPower.rows(
                suite, s, "changerate", true, rho, Map.of("d", List.of(0.70, 0.72, 0.68, 0.70)), Map.of("d", "pages"));
        BenchmarkPower.Row r = rows.get(0);
        assertEquals("A", r.best());
        assertEquals(0.52, r.bestMean(), 1e-12);
        assertEquals(0.30, r.rand(), 1e-12);
        assertEquals(0.53, r.oracle(), 1e-12);
        assertEquals(0.70, r.bound(), 1e-12);
        assertEquals(0.01, r.headroomOracle(true), 1e-12);
        assertEquals(0.18, r.headroomBound(true), 1e-12);
        // se = sqrt((1/4 + 1/3) * var), var = ((0)^2 + 0.02^2 + 0.02^2 + 0) / 3
        double var = (0 + 0.0004 + 0.0004 + 0) / 3, se = Math.sqrt((0.25 + rho) * var);
        assertEquals(se, r.se(), 1e-12);
        TDistribution t = new TDistribution(3);
        double mdd = (t.inverseCumulativeProbability(0.975) + t.inverseCumulativeProbability(0.8)) * se;
        assertEquals(mdd, r.detectable(), 1e-12);
        // the Oracle is 0.01 above the best; the test cannot see differences below ~0.05
        assertEquals("cannot discriminate", r.verdict());
        assertEquals("A vs B", r.primary());
    }
}
