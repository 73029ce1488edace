package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.Task;
import io.crawlgp.evolution.ecj.Evolvers;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.CohortSimulator;
import io.crawlgp.simulation.SimulationSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

/** cho, chop, chonum and choden stay on the cohort fast path, rewritten over n, X, t, and equal the reference. */
class DerivedTerminalsOnCohortTest {
    @Test
    void randomTreesOverTheDerivedTerminalsEqualTheReference() {
        List<String> inputs = List.of("n", "X", "t", "cho", "chop", "chonum", "choden");
        TerminalSet terminals = TerminalSet.resolve(CrawlFeatures.SET, inputs);
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(250, 30, 9));
        SimulationSettings s = SimulationSettings.defaults().withBudget(0.1).withWarmup(2);
        CrawlFitness cohort = new CrawlFitness(
                h,
                s,
                Metrics.fitness("changerate"),
                terminals,
                CrawlFitness.Engine.COHORT,
                CohortSimulator.DEFAULT_MEMO);
        CrawlFitness reference =
                new CrawlFitness(h, s, Metrics.fitness("changerate"), terminals, CrawlFitness.Engine.REFERENCE, 0);
        assertEquals(CrawlFitness.Engine.COHORT, cohort.engine());
        List<Expr> trees = Evolvers.ecj()
                .initialPopulation(Task.single(Breeding.paper().resized(60, 1, 5, 6, 5), inputs, e -> 0), 21);
        for (Expr e : trees) assertEquals(reference.simulate(e), cohort.simulate(e), 0, e.toString());
        // a tree over another feature of the page's own visits takes the engine keyed by visit history
        CrawlFitness mixed = new CrawlFitness(
                h,
                s,
                Metrics.fitness("changerate"),
                TerminalSet.resolve(CrawlFeatures.SET, List.of("t", "nadp")),
                CrawlFitness.Engine.COHORT,
                CohortSimulator.DEFAULT_MEMO);
        assertEquals(
                CrawlFitness.Keying.HISTORY, mixed.cohortKeying(ExprParser.parse("t * nadp", List.of("t", "nadp"))));
        assertEquals(CrawlFitness.Keying.STATE, mixed.cohortKeying(ExprParser.parse("t", List.of("t", "nadp"))));
    }
}
