package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every peer as a formula over the peers' state terminals, crawling exactly as the peer does. */
class PeerStateFeaturesTest {
    private static SimulationResult formula(ChangeHistory h, String f, List<String> inputs, SimulationSettings s) {
        return CrawlSimulator.run(h, FormulaPolicy.of("f", ExprParser.parse(f, inputs), inputs), s);
    }

    /**
     * The formula crawls exactly as the policy, page for page, at daily and weekly cycles (the rules' day-valued defaults
     * then a fraction of a cycle apart; a warm-up, so that every page has had its first fetch when the ranking starts).
     */
    private static void assertCrawlsAs(String f, List<String> inputs, String policy) {
        for (double days : new double[] {1, 7}) {
            ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 40, 7))
                    .withCycleDays(days);
            SimulationSettings s = SimulationSettings.defaults().withBudget(0.1).withWarmup(3);
            assertArrayEquals(
                    CrawlSimulator.run(h, Policies.byName(policy), s).found(),
                    formula(h, f, inputs, s).found(),
                    f + " crawls as " + policy + " at " + days + "-day cycles");
        }
    }

    @Test
    void theEstimatorPeersAreFormulas() {
        assertCrawlsAs("mle * t", List.of("mle", "t"), "ChoGM");
        assertCrawlsAs("lambda * t", List.of("lambda", "t"), "LambdaCrawl");
    }

    /**
     * The interval terminals in cycles give the interval rules' keys up to rounding: the rules rank by exact keys over
     * milliseconds, t / storm divides twice in double, so the two agree to a few units in the last place and
     * may order exact ties differently; here both see the same visits (the rule's own choices) and every page's two
     * scores agree to 1e-12 (relative) every cycle, at daily and weekly cycles.
     */
    @Test
    void theIntervalPeersAreFormulasUpToRounding() {
        String[][] cases = {
            {"t / storm", "StormCrawler-ratio", "storm"},
            {"t - storm", "StormCrawler", "storm"},
            {"t / heritrix", "Heritrix-ratio", "heritrix"},
            {"t - heritrix", "Heritrix", "heritrix"}
        };
        for (double days : new double[] {1, 7})
            for (String[] c : cases) {
                ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(120, 30, 7))
                        .withCycleDays(days);
                List<String> inputs = List.of("t", c[2]);
                HandCrawl rule = new HandCrawl(Policies.byName(c[1]), 12, h);
                HandCrawl tree = new HandCrawl(FormulaPolicy.of("f", ExprParser.parse(c[0], inputs), inputs), 12, h);
                for (int p = 0; p < h.pages(); p++) { // a warm-up: every page fetched once
                    rule.visit(p, 1);
                    tree.visit(p, 1);
                }
                for (int cycle = 2; cycle < h.cycles(); cycle++) {
                    double[] a = rule.scores(cycle), b = tree.scores(cycle);
                    for (int p = 0; p < a.length; p++)
                        assertEquals(a[p], b[p], 1e-12 * Math.max(1, Math.abs(a[p])), c[0] + " at cycle " + cycle);
                    Integer[] order = new Integer[a.length];
                    for (int p = 0; p < a.length; p++) order[p] = p;
                    Arrays.sort(order, (x, y) -> Double.compare(a[y], a[x]));
                    for (int i = 0; i < 12; i++) {
                        rule.visit(order[i], cycle);
                        tree.visit(order[i], cycle);
                    }
                }
            }
    }

    /** The rules' own keys as terminals: each alone crawls exactly as its rule, ties included, daily and weekly. */
    @Test
    void theRulesOwnKeysAreTerminalsThatCrawlAsTheRules() {
        assertCrawlsAs("stormr", List.of("stormr"), "StormCrawler-ratio");
        assertCrawlsAs("stormd", List.of("stormd"), "StormCrawler");
        assertCrawlsAs("heritrixr", List.of("heritrixr"), "Heritrix-ratio");
        assertCrawlsAs("heritrixd", List.of("heritrixd"), "Heritrix");
    }

    @Test
    void theIntervalTerminalsAreTheRulesIntervalsInCycles() {
        // StormCrawler at weekly cycles: after the first fetch 1,440 min = 1/7 cycle
        ChangeHistory h = ChangeHistory.of("0000").withCycleDays(7);
        var hand = new HandCrawl(
                FormulaPolicy.of("s", ExprParser.parse("storm", List.of("storm")), List.of("storm")), 1, h);
        hand.visit(0, 1);
        assertEquals(1 / 7.0, hand.scores(2)[0], 1e-15);
        hand.visit(0, 2); // unchanged: 2,160 min
        assertEquals(1.5 / 7, hand.scores(3)[0], 1e-15);
    }
}
