package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;
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
        double[] s = c.scores(4);
        assertTrue(s[0] > s[1], "a page that always changed ranks above one that never did: " + s[0] + " vs " + s[1]);
        ChangeRateEstimator alone = new ChangeRateEstimator(1, 0.5);
        alone.visited(0, 1, true);
        alone.visited(0, 2, true);
        assertEquals(alone.rate(0) * (4 - 2), s[0], 1e-12); // r t, t = 2 cycles since the visit
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
    void optimalRatePoliciesLearnFromTheirVisits() {
        // page 0 changed at both visits (its estimate at the upper bound), page 1 at neither: the harmonic objective
        // crawls
        // the faster-changing page more; binary freshness crawls it less, as Cho & Garcia-Molina's optimum does for a
        // page that changes faster than it can be kept fresh. Either way the estimates, not the age, set the order.
        double[] harmonic = learned("LambdaCrawl"), binary = learned("Azar");
        assertTrue(harmonic[0] > harmonic[1], "LambdaCrawl: " + harmonic[0] + " vs " + harmonic[1]);
        assertTrue(binary[0] < binary[1], "Azar: " + binary[0] + " vs " + binary[1]);
    }

    private static double[] learned(String name) {
        HandCrawl c = new HandCrawl(Policies.byName(name), 1, "1111", "0000");
        for (int cycle = 1; cycle <= 2; cycle++) {
            c.visit(0, cycle);
            c.visit(1, cycle);
        }
        return c.scores(3);
    }

    @Test
    void binaryLambdaCrawlGivesEveryPageAtLeastItsFloorShare() {
        // eps = 0.4 of the budget spread evenly: k = 1 of 2 pages gives each a rate of at least 0.4 * 1 / 2 = 0.2; a
        // page
        // that never changed would get less from the allocation, so its score is the floor times t
        HandCrawl c = new HandCrawl(Policies.byName("BinaryLambdaCrawl(eps=0.4,smoothing=0)"), 1, "1111", "0000");
        for (int cycle = 1; cycle <= 2; cycle++) {
            c.visit(0, cycle);
            c.visit(1, cycle);
        }
        assertEquals(0.2 * (5 - 2), c.scores(5)[1], 1e-12);
    }

    @Test
    void theEstimatorCountsRepeatedIntervals() {
        // three 1-cycle intervals with a change, no quiet time, no smoothing: 3 * 1 / (e^r - 1) = 0 has no root; with
        // one quiet cycle: 3 / (e^r - 1) = 1, r = ln 4
        ChangeRateEstimator e = new ChangeRateEstimator(1, 0);
        e.visited(0, 1, true);
        e.visited(0, 2, true);
        e.visited(0, 3, true);
        e.visited(0, 4, false);
        assertEquals(Math.log(4), e.rate(0), 1e-12);
        // the same tallies with two interval lengths: 1 (twice) and 3 (once), quiet 1: 2 / (e^r - 1) + 3 / (e^3r - 1) =
        // 1
        ChangeRateEstimator two = new ChangeRateEstimator(1, 0);
        two.visited(0, 1, true);
        two.visited(0, 2, true);
        two.visited(0, 5, true);
        two.visited(0, 6, false);
        double r = two.rate(0);
        assertEquals(1, 2 / Math.expm1(r) + 3 / Math.expm1(3 * r), 1e-10);
    }

    @Test
    void theEstimatorsCacheKeepsTalliesOfThreeLengthsApart() {
        // tallies too wide for the packed key (three distinct interval lengths) are estimated on their own
        ChangeRateEstimator both = new ChangeRateEstimator(2, 0.5);
        int[][] visits = {{1, 3, 6, 7}, {1, 3, 6, 10}};
        for (int p = 0; p < 2; p++) for (int v : visits[p]) both.visited(p, v, true);
        for (int p = 0; p < 2; p++) {
            ChangeRateEstimator fresh = new ChangeRateEstimator(1, 0.5);
            for (int v : visits[p]) fresh.visited(0, v, true);
            assertEquals(fresh.rate(0), both.rate(p), 0, "page " + p);
        }
        assertTrue(both.rate(0) != both.rate(1));
    }

    @Test
    void theMultiplierAtAnExactGuessIsTheGuess() {
        // one group of 4 pages, d = 0.25: at lambda = 1 each rate is sqrt(0.25) - 0.25 = 0.25, summing to the budget 1
        assertEquals(
                1.0,
                RateAllocation.multiplier(
                        RateAllocation.Objective.BINARY, new double[] {0.25}, new long[] {4}, 1, 1.0, 0, 1),
                0);
        assertThrows(
                IllegalArgumentException.class,
                () -> RateAllocation.multiplier(
                        RateAllocation.Objective.BINARY, new double[] {0.25}, new long[] {4}, 1, 1.0, 0.25, 1));
    }

    @Test
    void settingsAtTheEndsOfTheirRangeAreAccepted() {
        assertEquals("Nutch(dec=0)", Policies.byName("Nutch(dec=0)").name());
        assertEquals(
                "Nutch(dec=0.999999)", Policies.byName("Nutch(dec=0.999999)").name());
        assertThrows(UserError.class, () -> Policies.byName("Nutch(dec=1)"));
        assertThrows(UserError.class, () -> Policies.byName("Nutch(dec=-0.1)"));
        assertEquals("Nutch", Policies.byName("Nutch()").name());
    }

    @Test
    void theGroupsPartitionTheRegistry() {
        List<String> all = new ArrayList<>(Policies.paperBaselines());
        all.addAll(Policies.peers());
        all.add("Oracle");
        assertEquals(Policies.lineUp(), all); // the groups partition the line-up; a catalogue may hold more
        assertTrue(Policies.names().containsAll(all));
    }

    @Test
    void randomScoresAreInTheUnitInterval() {
        HandCrawl c = new HandCrawl(Policies.byName("Rand"), 1, "11", "00", "10");
        double[] s = c.scores(2);
        for (double v : s) assertTrue(v >= 0 && v < 1, "score " + v);
        assertTrue(s[0] != s[1] && s[1] != s[2], "distinct keys per page");
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
