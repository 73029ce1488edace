package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Issue 45: the production rules as (U, S) pairs crawl as their policy classes, score for score. */
class IntervalRulesTest {
    private static ChangeHistory random(long seed, int pages, int cycles, double days) {
        Random r = new Random(seed);
        String[] h = new String[pages];
        for (int p = 0; p < pages; p++) {
            double rate = r.nextDouble() * r.nextDouble();
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < cycles; c++) sb.append(r.nextDouble() < rate ? '1' : '0');
            h[p] = sb.toString();
        }
        return ChangeHistory.of(h).withCycleDays(days);
    }

    /** Both runs see the same visits (the top k by the policy's scores, ties by index), and give the same scores. */
    private static void sameScores(String policy, String rule, ChangeHistory h, int k) {
        sameScores(policy, IntervalRules.byName(rule), h, k);
    }

    private static void sameScores(String policy, IntervalRule r, ChangeHistory h, int k) {
        String rule = r.name();
        HandCrawl a = new HandCrawl(Policies.byName(policy), k, h);
        HandCrawl b = new HandCrawl(new IntervalRulePolicy(r), k, h);
        for (int p = 0; p < h.pages(); p++) {
            a.visit(p, 1);
            b.visit(p, 1);
        }
        for (int c = 2; c <= h.cycles(); c++) {
            double[] sa = a.scores(c), sb = b.scores(c);
            assertArrayEquals(sa, sb, 0, policy + " vs " + rule + " at cycle " + c + ", " + h.cycleDays() + " d");
            Integer[] order = new Integer[sa.length];
            for (int i = 0; i < order.length; i++) order[i] = i;
            Arrays.sort(order, (x, y) -> sa[x] != sa[y] ? Double.compare(sa[y], sa[x]) : x - y);
            for (int i = 0; i < k; i++) assertEquals(a.visit(order[i], c), b.visit(order[i], c));
        }
    }

    @Test
    void heritrixAndStormCrawlerAsPairsScoreBitForBitAsTheirPoliciesDailyAndWeekly() {
        for (double days : new double[] {1, 7})
            for (long seed = 1; seed <= 3; seed++) {
                ChangeHistory h = random(seed, 40, 120, days);
                for (String crawler : List.of("Heritrix", "StormCrawler")) {
                    sameScores(crawler, crawler + "-rule", h, 4);
                    sameScores(crawler + "-ratio", crawler + "-ratio-rule", h, 4);
                }
            }
    }

    @Test
    void everyPointOfTheTuningGridIsAPairThatScoresBitForBitAsItsPolicy() {
        for (double days : new double[] {1, 7}) {
            ChangeHistory h = random(4, 30, 90, days);
            for (String family : List.of("Heritrix", "Heritrix-ratio", "StormCrawler", "StormCrawler-ratio"))
                for (String point : TuningSpace.of(family).points(days)) {
                    AdaptiveIntervalPolicy p = (AdaptiveIntervalPolicy) Policies.byName(point);
                    sameScores(point, IntervalRules.of(point + " as a pair", p), h, 3);
                }
        }
        UserError e = assertThrows(
                UserError.class, () -> IntervalRules.of("n", (AdaptiveIntervalPolicy) Policies.byName("Nutch")));
        assertTrue(e.getMessage().contains("sync_delta"), e.getMessage());
    }

    @Test
    void aPairRunsInTheSimulatorAsItsPolicyDoes() {
        ChangeHistory h = random(9, 200, 60, 1);
        SimulationSettings s = new SimulationSettings(0.05, 2, TieBreak.RANDOM, 3);
        for (String crawler : List.of("Heritrix", "StormCrawler-ratio")) {
            SimulationResult a = CrawlSimulator.run(h, Policies.byName(crawler), s);
            SimulationResult b = CrawlSimulator.run(
                    h,
                    new IntervalRulePolicy(IntervalRules.byName(
                            crawler.replace("-ratio", "") + (crawler.endsWith("-ratio") ? "-ratio-rule" : "-rule"))),
                    s);
            assertArrayEquals(a.found(), b.found(), crawler);
        }
    }

    @Test
    void anUpdateStepsTheIntervalByHandAndIsClamped() {
        // StormCrawler in minutes: 1440 first; unchanged 2160, 3240; changed floor(0.5 * 3240 + 30) = 1650
        IntervalRule r = IntervalRules.byName("StormCrawler-rule");
        HandCrawl c = new HandCrawl(new IntervalRulePolicy(r), 1, "000100");
        IntervalRulePolicy.State st = (IntervalRulePolicy.State) c.run();
        c.visit(0, 1);
        assertEquals(1440, st.interval(0));
        c.visit(0, 2);
        assertEquals(2160, st.interval(0));
        c.visit(0, 3);
        assertEquals(3240, st.interval(0));
        c.visit(0, 4);
        assertEquals(1650, st.interval(0));
        // a rule of our own in cycles: I doubles when nothing changed, clamped at its max 3
        IntervalRule own = IntervalRule.parse("own", "I * 2", "t / I", 1, 0.5, 3);
        HandCrawl o = new HandCrawl(new IntervalRulePolicy(own), 1, "0000");
        IntervalRulePolicy.State os = (IntervalRulePolicy.State) o.run();
        o.visit(0, 1);
        o.visit(0, 2);
        o.visit(0, 3);
        assertEquals(3, os.interval(0));
        assertEquals(1 / 3.0, o.scores(4)[0], 1e-15); // t = 1 cycle since the visit at 3
    }

    @Test
    void aTreeReadingAnotherTreesVariableOrAScoreReadingTheStateIsRefusedInOneLine() {
        UserError u = assertThrows(UserError.class, () -> IntervalRule.parse("r", "I * t", "t", 1, 1, 2));
        assertEquals("--update: 't' is not an input of this tree (it may read I, c, e, n, X, d)", u.getMessage());
        UserError s = assertThrows(UserError.class, () -> IntervalRule.parse("r", "I", "t - c", 1, 1, 2));
        assertEquals("--score: 'c' is not an input of this tree (it may read t, I, n, X, d)", s.getMessage());
        UserError f = assertThrows(UserError.class, () -> IntervalRule.refuseStateIn("t / I", List.of("n", "X", "t")));
        assertTrue(f.getMessage().startsWith("formula: 'I' is a variable of an interval rule's trees"), f.getMessage());
        assertThrows(UserError.class, () -> IntervalRule.parse("r", "I", "t", 5, 1, 2)); // initial outside [min, max]
    }
}
