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
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every peer as a formula over the peers' state terminals, crawling exactly as the peer does. */
class PeerStateFeaturesTest {
    private static SimulationResult formula(ChangeHistory h, String f, List<String> inputs, SimulationSettings s) {
        return CrawlSimulator.run(h, FormulaPolicy.of("f", ExprParser.parse(f, inputs), inputs), s);
    }

    @Test
    void thePeersAreFormulas() {
        // weekly cycles, so the rules' day-valued defaults are a fraction of a cycle apart; a warm-up, so that every
        // page has had its first fetch when the ranking starts
        for (double days : new double[] {1, 7}) {
            ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 40, 7))
                    .withCycleDays(days);
            SimulationSettings s = SimulationSettings.defaults().withBudget(0.1).withWarmup(3);
            String[][] cases = {
                {"t / storm", "StormCrawler-ratio"},
                {"t - storm", "StormCrawler"},
                {"t / heritrix", "Heritrix-ratio"},
                {"t - heritrix", "Heritrix"},
                {"mle * t", "ChoGM"},
                {"lambda * t", "LambdaCrawl"}
            };
            for (String[] c : cases) {
                List<String> inputs = c[0].contains("storm")
                        ? List.of("t", "storm")
                        : c[0].contains("heritrix")
                                ? List.of("t", "heritrix")
                                : c[0].contains("mle") ? List.of("mle", "t") : List.of("lambda", "t");
                assertArrayEquals(
                        CrawlSimulator.run(h, Policies.byName(c[1]), s).found(),
                        formula(h, c[0], inputs, s).found(),
                        c[0] + " crawls as " + c[1] + " at " + days + "-day cycles");
            }
        }
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
