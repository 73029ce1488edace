package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.simulation.HandCrawl;
import org.junit.jupiter.api.Test;

/**
 * Each peer's score of a page at a cycle, from visits made by hand: that the policy learns from its visits, and that it
 * ranks by time since the last visit in the right direction (mutants PIT found surviving the crawl-level tests).
 */
class PolicyScoresByHandTest {

    @Test
    void choGarciaMolinaLearnsFromItsVisits() {
        // page 0 changed at both visits, page 1 at neither: at equal time since the visit page 0 ranks first, by r t
        HandCrawl c = new HandCrawl(Policies.byName("ChoGM(smoothing=0.5)"), 1, "1111", "0000");
        for (int cycle = 1; cycle <= 2; cycle++) {
            c.visit(0, cycle);
            c.visit(1, cycle);
        }
        double[] s = c.scores(3);
        assertTrue(s[0] > s[1], "a page that always changed ranks above one that never did: " + s[0] + " vs " + s[1]);
        ChangeRateEstimator alone = new ChangeRateEstimator(1, 0.5);
        alone.visited(0, 1, true);
        alone.visited(0, 2, true);
        assertEquals(alone.rate(0) * (3 - 2), s[0], 1e-12);
    }

    @Test
    void optimalRateScoresGrowWithTimeSinceTheVisit() {
        // identical pages, page 0 visited one cycle later: at cycle 4 page 1 has waited longer and ranks first
        for (String name : new String[] {"Azar", "LambdaCrawl"}) {
            HandCrawl c = new HandCrawl(Policies.byName(name), 1, "1111", "1111");
            c.visit(0, 1);
            c.visit(1, 1);
            c.visit(0, 2);
            double[] s = c.scores(4);
            assertTrue(s[1] > s[0], name + ": t = 3 ranks above t = 2 at the same rate: " + s[1] + " vs " + s[0]);
        }
    }

    @Test
    void adaptiveIntervalRanksByTimeOverTheOwnInterval() {
        // Heritrix: a change divides the interval by 1.5, none multiplies it; at equal time since the visit the page
        // with the shorter interval (it changed) is the more overdue, t / I
        AdaptiveIntervalPolicy h = (AdaptiveIntervalPolicy) Policies.byName("Heritrix(I0=2)");
        HandCrawl c = new HandCrawl(h, 1, "1000", "0000");
        c.visit(0, 1);
        c.visit(1, 1);
        double[] s = c.scores(3);
        assertEquals(2 / (2 / 1.5), s[0], 1e-12);
        assertEquals(2 / (2 * 1.5), s[1], 1e-12);
    }

    @Test
    void theEstimatorsCacheKeepsPagesWithDifferentQuietTimeApart() {
        // same change-finding intervals, different quiet time: the rates differ, and each equals a fresh estimate
        ChangeRateEstimator both = new ChangeRateEstimator(2, 0.5);
        both.visited(0, 1, true);
        both.visited(0, 2, false);
        both.visited(1, 1, true);
        both.visited(1, 11, false);
        double r0 = both.rate(0), r1 = both.rate(1);
        assertNotEquals(r0, r1);
        ChangeRateEstimator fresh = new ChangeRateEstimator(1, 0.5);
        fresh.visited(0, 1, true);
        fresh.visited(0, 11, false);
        assertEquals(fresh.rate(0), r1, 0);
    }

    @Test
    void theMultiplierSpendsTheBudgetExactly() {
        double[] d = {0.1, 0.5, 2};
        long[] count = {3, 2, 1};
        for (RateAllocation.Objective o : RateAllocation.Objective.values()) {
            double floor = 0;
            double lambda = RateAllocation.multiplier(o, d, count, 3, 2.0, floor, 1);
            double spent = 0;
            for (int g = 0; g < 3; g++) spent += count[g] * RateAllocation.rate(o, d[g], lambda, floor);
            assertEquals(2.0, spent, 1e-6, o.name());
            assertTrue(lambda > 0, o + ": multiplier " + lambda);
        }
    }
}
