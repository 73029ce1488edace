package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.feature.TanMitraRates;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Every baseline formula of paper §5.1 against hand-computed values. */
class BaselineFormulasTest {
    @Test
    void cgIsMinusLogOfUnchangedShare() {
        assertEquals(-Math.log(0.5 / 0.5), Policies.CG.score(0, 0, 3), 0);
        assertEquals(-Math.log((4 - 1 + 0.5) / (4 + 0.5)), Policies.CG.score(4, 1, 1), 1e-15);
        assertEquals(-Math.log(0.5 / 4.5), Policies.CG.score(4, 4, 1), 1e-15); // always changed: ln 9
        assertEquals(Math.log(9), Policies.CG.score(4, 4, 7), 1e-15);
        assertEquals(5.0, Policies.AGE.score(10, 3, 5));
    }

    /** Visit outcomes of the single page below, oldest first: 1, 0, 1, 1, 0 (warm-up W = 5 visits every cycle). */
    private static double scoreAfterVisits(String scheme, String history, int t) {
        ChangeHistory h = ChangeHistory.of(history + "0".repeat(t));
        double[] seen = new double[1];
        Policy p = Policies.byName(scheme);
        Policy probe = new Policy() {
            public String name() {
                return scheme;
            }

            public Run start(CrawlState s, long seed) {
                Run inner = p.start(s, seed);
                return new Run() {
                    public void score(int cycle, double[] out) {
                        inner.score(cycle, out);
                        if (cycle == history.length() + t) seen[0] = out[0];
                    }

                    public void visited(int page, int cycle, boolean changed) {
                        inner.visited(page, cycle, changed);
                    }
                };
            }
        };
        // budget 1 page, but the probe only reads the score at the last cycle, before any scheduled crawl of it
        SimulationSettings s = new SimulationSettings(1.0, history.length(), TieBreak.INDEX, 1);
        if (t == 1) CrawlSimulator.run(h, probe, s);
        else {
            // make the page wait: run with an extra dummy page that always wins
            ChangeHistory h2 = ChangeHistory.of(history + "0".repeat(t), history + "0".repeat(t));
            Policy waiting = new Policy() {
                public String name() {
                    return scheme;
                }

                public Run start(CrawlState st, long seed) {
                    Run inner = probe.start(st, seed);
                    return new Run() {
                        public void score(int cycle, double[] out) {
                            inner.score(cycle, out);
                            out[1] = Double.POSITIVE_INFINITY;
                        }

                        public void visited(int page, int cycle, boolean changed) {
                            inner.visited(page, cycle, changed);
                        }
                    };
                }
            };
            CrawlSimulator.run(h2, waiting, new SimulationSettings(0.5, history.length(), TieBreak.INDEX, 1));
        }
        return seen[0];
    }

    @Test
    void tanMitraEstimatorsOnAKnownSequence() {
        String outcomes = "10110"; // I = 1,0,1,1,0
        int t = 3;
        double nad = 3.0 / 5;
        double sad = 0;
        double aad = (1 * 1 + 3 * 1 + 4 * 1) / 15.0;
        double gad = (1 + 4 + 8) / 31.0; // 2^0 + 2^2 + 2^3 over 2^5 - 1
        assertEquals(1 - Math.exp(-nad * t), scoreAfterVisits("NAD", outcomes, t), 1e-12);
        assertEquals(1 - Math.exp(-sad * t), scoreAfterVisits("SAD", outcomes, t), 1e-12);
        assertEquals(1 - Math.exp(-aad * t), scoreAfterVisits("AAD", outcomes, t), 1e-12);
        assertEquals(1 - Math.exp(-gad * t), scoreAfterVisits("GAD", outcomes, t), 1e-12);
        assertEquals(1 - Math.exp(-1.0 * 1), scoreAfterVisits("SAD", "00001", 1), 1e-12);
    }

    @Test
    void gadRecurrenceEqualsDirectWeightsAndSurvivesThousandsOfVisits() {
        SplittableRandom r = new SplittableRandom(4);
        int n = 3000;
        boolean[] ind = new boolean[n];
        for (int i = 0; i < n; i++) ind[i] = r.nextBoolean();
        double lambda = 0;
        for (int i = 1; i <= n; i++) {
            double[] ab = TanMitraRates.gadCoefficients(i);
            lambda = ab[0] * lambda + ab[1] * (ind[i - 1] ? 1 : 0);
            if (i <= 60 || i == n) {
                BigDecimal num = BigDecimal.ZERO;
                for (int j = 1; j <= i; j++)
                    if (ind[j - 1]) num = num.add(BigDecimal.valueOf(2).pow(j - 1));
                BigDecimal den = BigDecimal.valueOf(2).pow(i).subtract(BigDecimal.ONE);
                double exact = num.divide(den, MathContext.DECIMAL128).doubleValue();
                assertEquals(exact, lambda, 1e-12, "n = " + i);
            }
        }
        assertTrue(Double.isFinite(lambda));
        // the most recent visit weighs about 1/2, so flipping it moves lambda by about 1/2
        double[] ab = TanMitraRates.gadCoefficients(n + 1);
        assertEquals(0.5, ab[1], 1e-15);
        assertEquals(0.5, ab[0], 1e-15);
    }

    @Test
    void aadOnManyVisitsStaysInUnitRange() {
        String h = "1".repeat(1500);
        double s = scoreAfterVisits("AAD", h, 1);
        assertEquals(1 - Math.exp(-1.0), s, 1e-12);
    }
}
