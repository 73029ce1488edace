package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.dataset.SignalModel;
import io.crawlgp.dataset.Signals;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.UserError;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The signal posterior against the formula and a crawl worked by hand. */
class PosteriorPolicyTest {
    /** Every page visited every cycle (k = all pages), no warm-up: the visits are known without the ranking. */
    private static final SimulationSettings ALL = new SimulationSettings(1.0, 0, TieBreak.INDEX, 1);

    /** The scores a policy gives at cycle {@code at} of a crawl of h. */
    private static double[] scoresAt(ChangeHistory h, Policy p, int at) {
        double[][] seen = new double[1][];
        CrawlSimulator.run(
                h,
                new Policy() {
                    public String name() {
                        return p.name();
                    }

                    public Run start(CrawlState state, long seed) {
                        Run inner = p.start(state, seed);
                        return new Run() {
                            public void score(int cycle, double[] out) {
                                inner.score(cycle, out);
                                if (cycle == at) seen[0] = out.clone();
                            }

                            public void visited(int page, int cycle, boolean changed) {
                                inner.visited(page, cycle, changed);
                            }
                        };
                    }
                },
                ALL);
        return seen[0];
    }

    @Test
    void theKeyIsMinusLogOfOneMinusThePosterior() {
        // λ = 0.2, t = 3, r = 0.8, φ = 0.05: unsignalled changes Poisson(0.2 x 0.2 x 3 = 0.12)
        assertEquals(1 - Math.exp(-0.12), PosteriorPolicy.probability(0.2, 3, 0, 0.8, 0.05), 1e-15);
        // two signals, each false with probability 0.05 / (0.8 x 0.2 + 0.05) = 0.05 / 0.21
        double p = 1 - Math.exp(-0.12) * Math.pow(0.05 / 0.21, 2);
        assertEquals(p, PosteriorPolicy.probability(0.2, 3, 2, 0.8, 0.05), 1e-15);
        assertEquals(-Math.log(1 - p), PosteriorPolicy.key(0.2, 3, 2, 0.8, 0.05), 1e-12);
        // silent signals (r = 0) say nothing: 1 - e^(-λt)
        assertEquals(1 - Math.exp(-0.6), PosteriorPolicy.probability(0.2, 3, 5, 0, 0.05), 1e-15);
        // no false signals: a signal is a change
        assertEquals(1, PosteriorPolicy.probability(0.2, 3, 1, 0.8, 0), 1e-10); // φ floored at 1e-12
    }

    @Test
    void withoutSignalsItIsChoGmsRanking() {
        ChangeHistory h = DatasetSpec.of("synthetic:pages=300,cycles=20").load().history();
        SimulationSettings s = SimulationSettings.defaults().withBudget(0.1);
        assertArrayEquals(
                CrawlSimulator.run(h, Policies.byName("ChoGM"), s).found(),
                CrawlSimulator.run(h, Policies.byName("Posterior"), s).found());
        assertArrayEquals(scoresAt(h, Policies.byName("ChoGM"), 7), scoresAt(h, Policies.byName("Posterior"), 7));
    }

    /** Two pages of site a: page 0 changes at cycles 1 and 3, page 1 never; signals as given. */
    private static ChangeHistory twoPages(int[] signals0, int[] signals1) {
        ChangeHistory h =
                ChangeHistory.of(new String[] {"p0", "p1"}, new String[] {"a", "a"}, new String[] {"1010", "0000"});
        return h.withSignals(Signals.of(4, new int[][] {signals0, signals1}));
    }

    @Test
    void eachSitesRatesAreLearntFromTheCrawlersVisitsAtDelayZero() {
        // signals: page 0 at 1 and 3 (its changes), page 1 at 2 (false). Visits at cycles 1 and 2 before scoring 3:
        // page 0 at 1 found a change with 1 signal over 1 cycle; at 2 none, 0 signals; page 1 at 1 and 2 none, with 0
        // and 1 signal. Quiet: 1 signal over 3 cycles; changed: 1 signal, 1 cycle, 1 visit.
        ChangeHistory h = twoPages(new int[] {1, 3}, new int[] {2});
        double poolPhi = (1 + 0.05) / (3 + 1), poolR = (1 - poolPhi * 1 + 0.5) / (1 + 1);
        double phi = (1 + 16 * poolPhi) / (3 + 16), r = (1 - phi * 1 + 4 * poolR) / (1 + 4);
        double[] chogm = scoresAt(h, Policies.byName("ChoGM"), 3), post = scoresAt(h, Policies.byName("Posterior"), 3);
        double lambda0 = chogm[0], lambda1 = chogm[1]; // t = 1 for both: ChoGM's key is λ
        // page 0: its signal at 3 (in (2, 3]); page 1: none since its visit at 2
        assertEquals((1 - r) * lambda0 + Math.log((r * lambda0 + phi) / phi), post[0], 1e-12);
        assertEquals((1 - r) * lambda1, post[1], 1e-12);
    }

    @Test
    void aDelayShowsInTheSignalsCounted() {
        // delay 1: page 0's signals at 2 and 4; page 1's false one at 2. Before scoring 3: page 0 at 1 changed, 0
        // signals; at 2 none, 1 signal; page 1 none at 1 (0) and 2 (1). Quiet: 2 signals over 3 cycles; changed: 0, 1,
        // 1.
        ChangeHistory h = twoPages(new int[] {2, 4}, new int[] {2});
        double poolPhi = (2 + 0.05) / (3 + 1), poolR = Math.max(0, (0 - poolPhi * 1 + 0.5) / (1 + 1));
        double phi = (2 + 16 * poolPhi) / (3 + 16), r = Math.max(0, (0 - phi * 1 + 4 * poolR) / (1 + 4));
        double[] chogm = scoresAt(h, Policies.byName("ChoGM"), 3), post = scoresAt(h, Policies.byName("Posterior"), 3);
        // no signal in (2, 3] for either page: the key is the unsignalled part alone
        assertEquals((1 - r) * chogm[0], post[0], 1e-12);
        assertEquals((1 - r) * chogm[1], post[1], 1e-12);
    }

    @Test
    void theToldBoundReadsTheModelAndIsRefusedWithoutOne() {
        ChangeHistory plain = twoPages(new int[] {1, 3}, new int[] {2});
        UserError e = assertThrows(
                UserError.class, () -> CrawlSimulator.run(plain, Policies.byName("Posterior-fullview"), ALL));
        assertTrue(e.getMessage().contains("not drawn from a declared model"), e.getMessage());
        // accurate sites: (recall, -ln(1 - fp)) whatever the visits
        ChangeHistory h =
                ChangeHistory.of(new String[] {"p0", "p1"}, new String[] {"a", "a"}, new String[] {"1010", "0000"});
        SignalModel m = new SignalModel("accurate:1", 0.8, 0.05, 0, 3);
        ChangeHistory drawn = h.withSignals(m.draw(h));
        double[] chogm = scoresAt(drawn, Policies.byName("ChoGM"), 3),
                told = scoresAt(drawn, Policies.byName("Posterior-fullview"), 3);
        int s0 = drawn.signals().countBetween(0, 2, 3);
        double phi = -Math.log(1 - 0.05);
        assertEquals(PosteriorPolicy.key(chogm[0], 1, s0, 0.8, phi), told[0], 1e-12);
        assertTrue(Policies.byName("Posterior-fullview").name().endsWith("-fullview"));
    }

    @Test
    void aSignalsFirstWrapperOfItIsRefused() {
        UserError e = assertThrows(UserError.class, () -> Policies.byName("Posterior-signal"));
        assertTrue(e.getMessage().contains("reads the signals itself"), e.getMessage());
    }

    /**
     * The remembered logarithms are the formula's, bit for bit: on random (cycle, site, λ) with each site's (r, φ)
     * redrawn every cycle, pairs that share a slot and pairs asked again in a later cycle included.
     */
    @Test
    void theRememberedLogarithmIsTheFormulas() {
        SplittableRandom rnd = new SplittableRandom(8);
        PosteriorPolicy.LogRatios logs = new PosteriorPolicy.LogRatios();
        double[] lambdas = new double[40];
        for (int i = 0; i < lambdas.length; i++) lambdas[i] = rnd.nextDouble() * 2;
        for (int cycle = 1; cycle <= 30; cycle++) {
            int sites = 1 + rnd.nextInt(9000); // up to twice the slots: collisions
            double[] r = new double[sites], phi = new double[sites];
            for (int s = 0; s < sites; s++) {
                r[s] = rnd.nextDouble();
                phi[s] = rnd.nextInt(10) == 0 ? 0 : rnd.nextDouble() * 0.2;
            }
            for (int ask = 0; ask < 20000; ask++) {
                int s = rnd.nextInt(sites);
                double lambda = lambdas[rnd.nextInt(lambdas.length)];
                assertEquals(
                        Double.doubleToLongBits(PosteriorPolicy.logRatio(lambda, r[s], phi[s])),
                        Double.doubleToLongBits(logs.of(cycle, s, lambda, r[s], phi[s])),
                        "cycle " + cycle + " site " + s);
            }
        }
    }
}
