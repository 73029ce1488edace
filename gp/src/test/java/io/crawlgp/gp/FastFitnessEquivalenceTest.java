package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.RandomExprs;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.policy.ScoreFunctions;
import io.crawlgp.simulation.CohortSimulator;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.ReferenceSimulator;
import io.crawlgp.simulation.ScoreFunction;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Issue 4's guarantee: the fast fitness path gives exactly the reference simulation's results. */
class FastFitnessEquivalenceTest {
    static SimulationResult reference(ChangeHistory h, ScoreFunction f, SimulationSettings s) {
        return ReferenceSimulator.run(h, new ScoreFunctionPolicy("f", f), s);
    }

    @Test
    void cohortPathEqualsReferenceOnRandomTreesDataAndTieBreaks() {
        SplittableRandom r = new SplittableRandom(21);
        for (int trial = 0; trial < 40; trial++) {
            int pages = 30 + r.nextInt(250);
            int cycles = 3 + r.nextInt(40);
            ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(pages, cycles, r.nextLong()));
            int warmup = r.nextInt(Math.min(4, cycles));
            double budget = Math.max(0.01 + r.nextDouble() * 0.6, 1.0 / pages + 1e-9);
            SimulationSettings s = new SimulationSettings(
                    Math.min(1, budget), warmup, r.nextBoolean() ? TieBreak.RANDOM : TieBreak.INDEX, r.nextLong());
            for (int j = 0; j < 6; j++) {
                Expr e = RandomExprs.of(r, 1 + r.nextInt(6));
                ScoreFunction f = ScoreFunctions.compile(e);
                SimulationResult ref = reference(h, f, s);
                assertEquals(ref, CohortSimulator.run(h, "f", f, s), ExprFormat.infix(e) + " " + s);
                assertEquals(ref, CrawlSimulator.run(h, new ScoreFunctionPolicy("f", f), s), ExprFormat.infix(e));
            }
        }
    }

    @Test
    void cohortPathEqualsReferenceForTheScoreBaselinesAndThePapersFormula() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(700, 30, 8));
        for (TieBreak tb : TieBreak.values()) {
            SimulationSettings s =
                    SimulationSettings.defaults().withTieBreak(tb).withSeed(5);
            for (ScoreFunction f : new ScoreFunction[] {
                Policies.CG, Policies.AGE, ScoreFunctions.compile(ExprParser.parse("t*X")), (n, x, t) -> 1.0
            }) assertEquals(reference(h, f, s), CohortSimulator.run(h, "f", f, s));
        }
    }

    @Test
    void longHistoriesTakeTheGeneralPathsAndStayEqual() {
        // > 64 cycles: histories span several words; > 1022 cycles: target cohorts go through the map
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(60, 1100, 3));
        SplittableRandom r = new SplittableRandom(8);
        for (TieBreak tb : TieBreak.values()) {
            SimulationSettings s = SimulationSettings.defaults().withBudget(0.1).withTieBreak(tb);
            for (int i = 0; i < 4; i++) {
                ScoreFunction f = ScoreFunctions.compile(RandomExprs.of(r, 4));
                assertEquals(reference(h, f, s), CohortSimulator.run(h, "f", f, s));
            }
            ScoreFunction tx = ScoreFunctions.compile(ExprParser.parse("t*X"));
            assertEquals(reference(h, tx, s), CohortSimulator.run(h, "f", tx, s));
        }
    }

    @Test
    void fitnessEnginesAgree() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(500, 25, 9));
        SimulationSettings s = SimulationSettings.defaults();
        SplittableRandom r = new SplittableRandom(4);
        for (Metric m : List.of(Metrics.CHANGERATE, Metrics.FRESHNESS)) {
            CrawlFitness fast = new CrawlFitness(h, s, m, CrawlFeatures.GP4C, CrawlFitness.Engine.COHORT, 64);
            CrawlFitness general = new CrawlFitness(h, s, m, CrawlFeatures.GP4C, CrawlFitness.Engine.PER_PAGE, 0);
            CrawlFitness ref = new CrawlFitness(h, s, m, CrawlFeatures.GP4C, CrawlFitness.Engine.REFERENCE, 0);
            assertEquals(CrawlFitness.Engine.COHORT, fast.engine());
            for (int i = 0; i < 20; i++) {
                Expr e = RandomExprs.of(r, 5);
                double a = fast.simulate(e);
                assertEquals(a, general.simulate(e));
                assertEquals(a, ref.simulate(e));
            }
        }
    }

    @Test
    void ndcgOfBothSimulatorsAgrees() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 20, 2));
        SplittableRandom r = new SplittableRandom(6);
        for (TieBreak tb : TieBreak.values()) {
            SimulationSettings s = SimulationSettings.defaults().withBudget(0.1).withTieBreak(tb);
            for (int i = 0; i < 15; i++) {
                ScoreFunction f = ScoreFunctions.compile(RandomExprs.of(r, 4));
                SimulationResult a = CrawlSimulator.run(h, new ScoreFunctionPolicy("f", f), s, true);
                SimulationResult b = ReferenceSimulator.run(h, new ScoreFunctionPolicy("f", f), s, true);
                assertEquals(b, a);
                assertTrue(Metrics.NDCG.mean(a) >= 0 && Metrics.NDCG.mean(a) <= 1);
            }
        }
        // the oracle ranks every changed page first: NDCG 1 in every cycle
        SimulationResult o = CrawlSimulator.run(
                h, Policies.byName("Oracle"), SimulationSettings.defaults().withBudget(0.1), true);
        assertEquals(1.0, Metrics.NDCG.mean(o), 1e-12);
    }
}
