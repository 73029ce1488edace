package io.crawlgp.simulation;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.ScoreFunctionPolicy;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fast simulator equals the reference simulation exactly, on random data, for both tie-breaks. */
class SimulatorEquivalenceTest {
    /** Score functions with many ties, NaNs and infinities, to exercise the selection's edge cases. */
    static final ScoreFunction[] AWKWARD = {
        (n, x, t) -> Math.floor(x / 2),
        (n, x, t) -> x == 0 ? Double.NaN : t * x,
        (n, x, t) -> t > 3 ? Double.POSITIVE_INFINITY : (x > 1 ? Double.NEGATIVE_INFINITY : -0.0),
        (n, x, t) -> 0.0,
        (n, x, t) -> Math.log(x) * t, // -inf and NaN (0 * -inf) mixed in
    };

    @Test
    void fastEqualsReferenceForEveryBaselineAndAwkwardScores() {
        SplittableRandom r = new SplittableRandom(11);
        for (int trial = 0; trial < 12; trial++) {
            int pages = 20 + r.nextInt(300);
            int cycles = 4 + r.nextInt(80);
            ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(pages, cycles, r.nextLong()));
            double budget = 0.02 + r.nextDouble() * 0.5;
            if ((int) Math.floor(budget * pages) < 1) budget = 1.0 / pages + 1e-9;
            SimulationSettings s = new SimulationSettings(
                    Math.min(1, budget),
                    r.nextInt(Math.min(3, cycles - 1) + 1) % (cycles - 1),
                    trial % 2 == 0 ? TieBreak.RANDOM : TieBreak.INDEX,
                    r.nextLong());
            for (String name : Policies.names()) {
                Policy p = Policies.byName(name);
                // every third trial also records NDCG, age and harmonic staleness: the fast tallies equal the recount
                Set<Recorded> rec = trial % 3 == 0 ? Recorded.all() : Recorded.none();
                assertEquals(
                        ReferenceSimulator.run(h, p, s, rec),
                        CrawlSimulator.run(h, p, s, rec),
                        name + " trial " + trial + " " + s);
            }
            for (int i = 0; i < AWKWARD.length; i++) {
                Policy p = new ScoreFunctionPolicy("awkward" + i, AWKWARD[i]);
                assertEquals(
                        ReferenceSimulator.run(h, p, s),
                        CrawlSimulator.run(h, p, s),
                        "awkward " + i + " trial " + trial);
            }
        }
    }

    @Test
    void oracleReachesTheCeilingEveryCycle() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(400, 30, 5));
        SimulationResult r = CrawlSimulator.run(h, Policies.byName("Oracle"), SimulationSettings.defaults());
        for (int i = 0; i < r.found().length; i++) assertEquals(Math.min(r.available()[i], r.k()), r.found()[i]);
        for (String name : Policies.names()) {
            SimulationResult b = CrawlSimulator.run(h, Policies.byName(name), SimulationSettings.defaults());
            for (int i = 0; i < b.found().length; i++)
                assertTrue(b.found()[i] <= Math.min(b.available()[i], b.k()), name);
        }
    }
}
