package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.MathOp;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.Terminals;
import io.crawlgp.simulation.CohortSimulator;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 44, item 6: the cohort engine keyed by visit history gives exactly the per-page engine's results, on random
 * trees over every registered feature of the pages' own visits (the list comes from the registry: a feature added
 * there is covered here), random data, budgets, warm-ups and tie-breaks.
 */
class HistoryCohortEquivalenceTest {
    static final List<Feature> OWN =
            Terminals.ALL.stream().filter(Feature::ofOwnVisits).toList();
    static final TerminalSet TERMINALS = new TerminalSet(OWN);
    static final MathOp[] BINARY = {MathOp.ADD, MathOp.SUB, MathOp.MUL, MathOp.DIV};

    static Expr randomTree(SplittableRandom r, int depth) {
        if (depth <= 1 || r.nextInt(4) == 0) {
            if (r.nextInt(5) == 0) return Expr.c(r.nextInt(4) - 1.5);
            int i = r.nextInt(OWN.size());
            return Expr.var(i, OWN.get(i).name());
        }
        if (r.nextInt(5) == 0) return Expr.call(r.nextBoolean() ? MathOp.LOG : MathOp.EXP, randomTree(r, depth - 1));
        Expr a = randomTree(r, depth - 1);
        return Expr.call(BINARY[r.nextInt(BINARY.length)], a, r.nextInt(6) == 0 ? a : randomTree(r, depth - 1));
    }

    static SimulationResult perPage(ChangeHistory h, Expr e, SimulationSettings s) {
        return CrawlSimulator.run(h, FormulaPolicy.perPage("f", e, TERMINALS, false), s);
    }

    static SimulationResult byHistory(ChangeHistory h, Expr e, SimulationSettings s) {
        return CohortSimulator.runByHistory(
                CohortSimulator.prepareByHistory(h, s), "f", FormulaPolicy.byHistory(e, TERMINALS));
    }

    @Test
    void theRegistryHasFeaturesOfOwnVisitsBeyondNXtAndLambdaIsNotOne() {
        List<String> names = OWN.stream().map(Feature::name).toList();
        assertTrue(names.containsAll(List.of("n", "X", "t", "nad", "wgad", "storm", "nutch", "heritrix", "mle")));
        assertFalse(names.contains("lambda"), "solved over all pages");
        assertFalse(names.contains("rs"), "reads related pages");
    }

    @Test
    void equalsThePerPageEngineOnRandomTreesDataAndSettings() {
        SplittableRandom r = new SplittableRandom(44);
        for (int trial = 0; trial < 30; trial++) {
            int pages = 20 + r.nextInt(200);
            int cycles = 3 + r.nextInt(40);
            ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(pages, cycles, r.nextLong()));
            int warmup = r.nextInt(Math.min(4, cycles));
            double budget = Math.max(0.01 + r.nextDouble() * 0.6, 1.0 / pages + 1e-9);
            SimulationSettings s = new SimulationSettings(
                    Math.min(1, budget), warmup, r.nextBoolean() ? TieBreak.RANDOM : TieBreak.INDEX, r.nextLong());
            CohortSimulator.ByHistory prepared = CohortSimulator.prepareByHistory(h, s); // reused run after run
            for (int j = 0; j < 5; j++) {
                Expr e = randomTree(r, 1 + r.nextInt(5));
                assertEquals(
                        perPage(h, e, s),
                        CohortSimulator.runByHistory(prepared, "f", FormulaPolicy.byHistory(e, TERMINALS)),
                        ExprFormat.infix(e) + " " + s);
            }
        }
    }

    @Test
    void equalsThePerPageEngineOnThePeersFormulasAndLongHistories() {
        // > 64 cycles: several words per history, warm-up patterns beyond one word
        ChangeHistory longer = SyntheticChangeGenerator.generate(GeneratorSettings.of(80, 150, 3));
        ChangeHistory daily = SyntheticChangeGenerator.generate(GeneratorSettings.of(400, 40, 7));
        List<String> names = OWN.stream().map(Feature::name).toList();
        for (String f : List.of("t / storm", "t - storm", "mle * t", "nad * t", "t / heritrix", "wgad + chop", "n")) {
            Expr e = ExprParser.parse(f, names);
            for (TieBreak tb : TieBreak.values()) {
                SimulationSettings s =
                        SimulationSettings.defaults().withBudget(0.1).withTieBreak(tb);
                assertEquals(perPage(daily, e, s), byHistory(daily, e, s), f);
                SimulationSettings w = s.withWarmup(70);
                assertEquals(perPage(longer, e, w), byHistory(longer, e, w), f + " over 150 cycles");
            }
        }
    }

    @Test
    void crawlFitnessRunsOwnVisitTreesOnTheCohortEngineKeyedByHistory() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 30, 5));
        SimulationSettings s = SimulationSettings.defaults();
        List<String> inputs = List.of("n", "X", "t", "nad", "storm", "lambda");
        CrawlFitness fast = new CrawlFitness(h, s, Metrics.CHANGERATE, inputs, CrawlFitness.Engine.COHORT, 0);
        CrawlFitness general = new CrawlFitness(h, s, Metrics.CHANGERATE, inputs, CrawlFitness.Engine.PER_PAGE, 0);
        Expr own = ExprParser.parse("t / storm + nad", inputs);
        Expr nxt = ExprParser.parse("t * X", inputs);
        Expr all = ExprParser.parse("lambda * t", inputs);
        assertEquals(CrawlFitness.Keying.HISTORY, fast.cohortKeying(own));
        assertEquals(CrawlFitness.Keying.STATE, fast.cohortKeying(nxt));
        assertEquals(CrawlFitness.Keying.NONE, fast.cohortKeying(all));
        for (Expr e : List.of(own, nxt, all)) assertEquals(general.simulate(e), fast.simulate(e), e.toString());
    }
}
