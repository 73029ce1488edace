package io.crawlgp.feature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.UserError;
import java.util.List;
import org.junit.jupiter.api.Test;

/** GP4C's code's estimator terminals by hand, and as policies equal to the baselines they come from. */
class EstimatorFeaturesTest {
    /** The feature's value for page 0 at {@code cycle}, after visits of page 0 at {@code visitCycles}. */
    private static double value(Feature f, ChangeHistory h, int cycle, int[] visitCycles) {
        HandCrawl c = new HandCrawl(
                FormulaPolicy.of("f", ExprParser.parse(f.name(), List.of(f.name())), new TerminalSet(List.of(f))),
                1,
                h);
        for (int v : visitCycles) c.visit(0, v);
        return c.scores(cycle)[0];
    }

    @Test
    void choAndItsPartsByHand() {
        // visits at 1..4 of "1000": one change found, n = 4, X = 1
        ChangeHistory h = ChangeHistory.of("10000");
        int[] v = {1, 2, 3, 4};
        assertEquals(-Math.log(3.5 / 4.5), value(EstimatorFeatures.CHO, h, 5, v), 1e-15);
        assertEquals(1 - Math.exp(Math.log(3.5 / 4.5) * 1), value(EstimatorFeatures.CHO_PROBABILITY, h, 5, v), 1e-15);
        assertEquals(3.5, value(EstimatorFeatures.CHO_NUMERATOR, h, 5, v), 0);
        assertEquals(4.5, value(EstimatorFeatures.CHO_DENOMINATOR, h, 5, v), 0);
    }

    @Test
    void windowedRatesByHand() {
        // changes found by visits at cycles 3 and 8; at cycle 10 the window is w = 9 (start 0): i = 3 and 8
        ChangeHistory h = ChangeHistory.of("0010000100");
        int[] v = {3, 8};
        assertEquals(2 / 9.0, value(EstimatorFeatures.WNAD, h, 10, v), 1e-15);
        assertEquals((3 + 8) / 45.0, value(EstimatorFeatures.WAAD, h, 10, v), 1e-15);
        assertEquals((4 + 128) / 511.0, value(EstimatorFeatures.WGAD, h, 10, v), 1e-15);
        // at cycle 40, w = 32 and the window starts after cycle 7: a change at 5 is out, at 8 is i = 1, at 39 i = 32
        StringBuilder b = new StringBuilder("0".repeat(40));
        b.setCharAt(4, '1');
        b.setCharAt(7, '1');
        b.setCharAt(38, '1');
        ChangeHistory far = ChangeHistory.of(b.toString());
        int[] w = {5, 8, 39};
        assertEquals(2 / 32.0, value(EstimatorFeatures.WNAD, far, 40, w), 1e-15);
        assertEquals((1 + 32) / 528.0, value(EstimatorFeatures.WAAD, far, 40, w), 1e-15);
        assertEquals((1 + Math.pow(2, 31)) / (Math.pow(2, 32) - 1), value(EstimatorFeatures.WGAD, far, 40, w), 1e-15);
        // a window of one cycle at cycle 2 (w = 1): only a change found at cycle 1 counts
        assertEquals(1.0, value(EstimatorFeatures.WGAD, ChangeHistory.of("10"), 2, new int[] {1}), 0);
    }

    @Test
    void theWindowIsASetting() {
        // changes found at 3 and 8, seen at cycle 10 with a window of 4 cycles: start 5, only 8 counts, at i = 3
        ChangeHistory h = ChangeHistory.of("0010000100");
        int[] v = {3, 8};
        assertEquals(1 / 4.0, value(EstimatorFeatures.withWindow(EstimatorFeatures.WNAD, 4), h, 10, v), 1e-15);
        assertEquals(3 / 10.0, value(EstimatorFeatures.withWindow(EstimatorFeatures.WAAD, 4), h, 10, v), 1e-15);
        assertEquals(4 / 15.0, value(EstimatorFeatures.withWindow(EstimatorFeatures.WGAD, 4), h, 10, v), 1e-15);
        // the code's default is the registered feature itself; other features are left alone
        assertSame(EstimatorFeatures.WNAD, EstimatorFeatures.withWindow(EstimatorFeatures.WNAD, 32));
        assertSame(EstimatorFeatures.NAD, EstimatorFeatures.withWindow(EstimatorFeatures.NAD, 4));
        UserError e = assertThrows(UserError.class, () -> EstimatorFeatures.withWindow(EstimatorFeatures.WNAD, 64));
        assertEquals("estimatorWindow must be 1..63 cycles (the window of wnad, waad, wgad), got 64", e.getMessage());
    }

    @Test
    void theRateTerminalsRankAsTheBaselinesTheyComeFrom() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 30, 5));
        SimulationSettings s = SimulationSettings.defaults().withBudget(0.1);
        for (String[] pair :
                new String[][] {{"nadp", "NAD"}, {"sadp", "SAD"}, {"aadp", "AAD"}, {"gadp", "GAD"}, {"cho", "CG"}}) {
            var formula = FormulaPolicy.of(pair[1], ExprParser.parse(pair[0], List.of(pair[0])), List.of(pair[0]));
            var a = CrawlSimulator.run(h, formula, s);
            var b = CrawlSimulator.run(h, Policies.byName(pair[1]), s);
            assertArrayEquals(b.found(), a.found(), pair[0] + " crawls as " + pair[1]);
        }
    }
}
