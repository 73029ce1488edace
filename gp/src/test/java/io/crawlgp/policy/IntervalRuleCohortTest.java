package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.simulation.CohortSimulator;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 61, item 2: an interval rule on the cohort engine keyed by visit history crawls exactly as on the per-page path:
 * the production rules as pairs and random rules, both tie-breaks, with and without a warm-up.
 */
class IntervalRuleCohortTest {
    private static final String[] UPDATE = {"I", "c", "e", "n", "X", "d"}, SCORE = {"t", "I", "n", "X", "d"};

    /** A random tree over the inputs with +, -, *, / and a few constants, as infix text. */
    private static String random(SplittableRandom r, String[] inputs, int depth) {
        if (depth == 0 || r.nextInt(3) == 0)
            return r.nextInt(4) == 0
                    ? new String[] {"0.5", "1", "2", "7"}[r.nextInt(4)]
                    : inputs[r.nextInt(inputs.length)];
        String op = new String[] {"+", "-", "*", "/"}[r.nextInt(4)];
        return "(" + random(r, inputs, depth - 1) + ") " + op + " (" + random(r, inputs, depth - 1) + ")";
    }

    @Test
    void everyRuleCrawlsAsOnThePerPagePath() {
        ChangeHistory h = DatasetSpec.of("synthetic:pages=500,cycles=30").load().history();
        List<IntervalRule> rules = new ArrayList<>();
        for (String name : IntervalRules.names()) rules.add(IntervalRules.byName(name));
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < 12; i++)
            rules.add(new IntervalRule(
                    "random" + i,
                    ExprParser.parse(random(r, UPDATE, 3), List.of(UPDATE)),
                    ExprParser.parse(random(r, SCORE, 3), List.of(SCORE)),
                    1 + r.nextInt(5),
                    0.5,
                    60));
        for (TieBreak tb : TieBreak.values())
            for (int warmup : new int[] {0, 2}) {
                SimulationSettings s = new SimulationSettings(0.07, warmup, tb, 11);
                CohortSimulator.ByHistory prepared = CohortSimulator.prepareByHistory(h, s);
                for (IntervalRule rule : rules) {
                    IntervalRulePolicy p = new IntervalRulePolicy(rule);
                    SimulationResult perPage = CrawlSimulator.run(h, p, s);
                    SimulationResult cohort = CohortSimulator.runByHistory(prepared, p.name(), p.byHistory());
                    assertEquals(
                            perPage.withPolicy("x"), cohort.withPolicy("x"), rule.name() + " " + tb + " W=" + warmup);
                }
            }
    }
}
