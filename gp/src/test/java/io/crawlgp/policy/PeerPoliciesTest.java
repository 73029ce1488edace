package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.crawlgp.util.UserError;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The peers' update rules, estimator and rate optimisers against hand-computed cases. */
class PeerPoliciesTest {
    @Test
    void unknownOrOutOfRangeSettingsAreOneLineErrors() {
        UserError e = assertThrows(UserError.class, () -> Policies.byName("Nutch(speed=2)"));
        assertEquals(
                "policy Nutch has no setting 'speed'; known: "
                        + "I0, dec, fetchMax, forceRefetch, inc, max, min, pullStored, ratioStored, sync, syncCap, syncRate, "
                        + "wholeSeconds",
                e.getMessage());
        assertThrows(UserError.class, () -> Policies.byName("Nutch(dec=1.5)"));
        assertThrows(UserError.class, () -> Policies.byName("CG(x=1)"));
        assertThrows(UserError.class, () -> Policies.byName("Nutch(max=30"));
        assertEquals("Nutch(max=30,I0=2)", Policies.byName("nutch(max=30,I0=2)").name());
    }

    @Test
    void changeRateMleSolvesTheLikelihoodEquationByHand() {
        ChangeRateEstimator raw = new ChangeRateEstimator(1, 0);
        // one 1-cycle interval with a change, one without: 1 / (e^r - 1) = 1, r = ln 2
        assertEquals(Math.log(2), raw.estimate(new int[] {1}, new int[] {1}, 1, 1, 1.0), 1e-12);
        // two 2-cycle intervals with a change, 2 cycles without: 2 * 2 / (e^(2r) - 1) = 2, r = ln(3) / 2
        assertEquals(Math.log(3) / 2, raw.estimate(new int[] {2}, new int[] {2}, 1, 2, 1.0), 1e-12);
        // never changed: the raw MLE is 0, kept at the lower bound; always changed: infinite, kept at the upper bound
        assertEquals(ChangeRateEstimator.LOWER, raw.estimate(new int[0], new int[0], 0, 5, 1.0));
        assertEquals(ChangeRateEstimator.UPPER, raw.estimate(new int[] {1}, new int[] {5}, 1, 0, 1.0));
        // Kolobov et al.'s smoothing: before any visit, one imaginary half-cycle each way, r = ln 2 / 0.5
        ChangeRateEstimator smoothed = new ChangeRateEstimator(1, 0.5);
        assertEquals(Math.log(2) / 0.5, smoothed.rate(0), 1e-12);
        // visits at cycles 1 (change) and 3 (no change): 0.5/(e^(r/2)-1) + 1/(e^r-1) = 2.5
        smoothed.visited(0, 1, true);
        smoothed.visited(0, 3, false);
        double r = smoothed.rate(0);
        assertEquals(2.5, 0.5 / Math.expm1(r * 0.5) + 1 / Math.expm1(r), 1e-10);
    }

    private static double[] rates(RateAllocation.Objective o, double[] d, double budget, double floor) {
        long[] ones = new long[d.length];
        Arrays.fill(ones, 1);
        double lambda = RateAllocation.multiplier(o, d, ones, d.length, budget, floor, 1);
        double[] out = new double[d.length];
        for (int i = 0; i < d.length; i++) out[i] = RateAllocation.rate(o, d[i], lambda, floor);
        return out;
    }

    @Test
    void azarRatesSolvedByHand() {
        // sqrt(d_i / lambda) - d_i summing to 1; with a = 1/sqrt(lambda): (a - 1) + (a/2 - 1/4) = 1, a = 1.5
        double[] r = rates(RateAllocation.Objective.BINARY, new double[] {1, 0.25}, 1, 0);
        assertEquals(0.5, r[0], 1e-10);
        assertEquals(0.5, r[1], 1e-10);
        // d = (1/4, 9): the fast page would need a negative rate, so it is starved and the slow page takes all: (1, 0)
        r = rates(RateAllocation.Objective.BINARY, new double[] {0.25, 9}, 1, 0);
        assertEquals(1.0, r[0], 1e-10);
        assertEquals(0.0, r[1], 1e-10);
        // BinaryLambdaCrawl(0.4): floor 0.4 * 1 / 2 = 0.2 for the starved page, the other gets 0.8
        r = rates(RateAllocation.Objective.BINARY, new double[] {0.25, 9}, 1, 0.2);
        assertEquals(0.8, r[0], 1e-10);
        assertEquals(0.2, r[1], 1e-10);
    }

    @Test
    void lambdaCrawlHarmonicRatesSolvedByHand() {
        // p (p + d) = d / lambda: d = (4, 0.5), budget 3 -> lambda = 1/3 gives p = (2, 1): 2*6 = 12 = 4*3, 1*1.5 =
        // 0.5*3
        double[] r = rates(RateAllocation.Objective.HARMONIC, new double[] {4, 0.5}, 3, 0);
        assertEquals(2.0, r[0], 1e-10);
        assertEquals(1.0, r[1], 1e-10);
        // equal pages split the budget equally
        r = rates(RateAllocation.Objective.HARMONIC, new double[] {1, 1, 1}, 1.5, 0);
        for (double x : r) assertEquals(0.5, x, 1e-10);
    }

    @Test
    void groupedAllocationEqualsPerPageAllocation() {
        double[] d = {0.1, 0.1, 0.1, 2, 2, 0.7};
        double lambdaPages = RateAllocation.multiplier(
                RateAllocation.Objective.HARMONIC, d, new long[] {1, 1, 1, 1, 1, 1}, 6, 2, 0, 1);
        double lambdaGroups = RateAllocation.multiplier(
                RateAllocation.Objective.HARMONIC, new double[] {0.1, 2, 0.7}, new long[] {3, 2, 1}, 3, 2, 0, 1);
        assertEquals(lambdaPages, lambdaGroups, 1e-12 * lambdaPages);
    }
}
