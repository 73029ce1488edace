package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.Signals;
import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.util.UserError;
import org.junit.jupiter.api.Test;

/** LambdaCrawl with complete change observations: Algorithm 2 by hand, and the crawl-on-signal tier. */
class CompleteObservationPolicyTest {
    @Test
    void algorithmTwoByHand() {
        // rates 1, 0.1, 0.1 a day, one crawl a day: 1/(0.1·3) >= 1 clamps both slow sources at 1, leaving 0.8 for the
        // fast one, whose 0.8/(1·1) stays below 1; the expected crawls a day are 0.8 + 0.1 + 0.1 = the budget
        assertArrayEquals(
                new double[] {0.8, 1, 1},
                CompleteObservationPolicy.crawlProbabilities(new double[] {1, 0.1, 0.1}, 1),
                1e-12);
        // nothing clamps: B / (Δ·n) each
        assertArrayEquals(
                new double[] {0.25, 0.5}, CompleteObservationPolicy.crawlProbabilities(new double[] {2, 1}, 1), 1e-12);
    }

    @Test
    void aSignalDrawnToTriggerLiftsItsPageAboveTheRestAndAnUnsignalledPageKeepsLambdaCrawlsOrder() {
        // one page signalled at every cycle with recall 1: with a budget of one page a day and two pages, its p is 1
        ChangeHistory h = ChangeHistory.of("1111", "0000").withSignals(Signals.of(4, new int[][] {{1, 2, 3, 4}, {}}));
        HandCrawl c = new HandCrawl(Policies.byName("LambdaCrawl(complete=1)"), 1, h);
        c.visit(0, 1);
        c.visit(1, 1);
        double[] s = c.scores(2);
        assertTrue(s[0] > s[1], "the signalled page is crawled first: " + s[0] + " vs " + s[1]);
        assertEquals(
                "LambdaCrawl(complete=1)",
                Policies.byName("LambdaCrawl(complete=1)").name());
        assertThrows(UserError.class, () -> Policies.byName("LambdaCrawl(complete=0.5)"));
    }
}
