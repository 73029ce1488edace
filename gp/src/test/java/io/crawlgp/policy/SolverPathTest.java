package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The two numeric solvers' paths, kept: {@link SolverPrecisionTest} holds their roots to bisection's
 * within 1e-11; these tests hold the bytes the committed results rest on (Azar, LambdaCrawl and BinaryLambdaCrawl read
 * the Illinois multiplier, ChoGM and the estimator terminals the Newton estimate) and how fast each converges. A step,
 * slope, halving or stopping test changed would move a last bit or cost iterations; such a change must regenerate the
 * committed folders that hold these peers, and this test says so. The expected bits are the solvers' outputs at
 * commit 3213b59 (the results of issue 57's regeneration), over a grid of objectives, starts, budgets and floors.
 */
class SolverPathTest {
    private static final double[] D = {0.01, 0.2, 0.7, 3};
    private static final long[] COUNT = {40, 7, 3, 1};
    private static final double[] GUESSES = {1e-6, 1, 1e6}, BUDGETS = {0.5, 5.0, 40}, FLOORS = {0, 1e-3};

    /** The multiplier's bits over objectives x guesses x budgets x floors, in that nesting order. */
    private static final long[] MULTIPLIER_BITS = {
        0x4033c0ca4587e6baL, 0x40343eb449443f83L, 0x3ff2c5ec54089fa2L, 0x3ff2c700d9b66ee1L, 0x3fae1adf1f4eb0cbL,
        0x3fae1adf1f4eb0cbL, 0x4033c0ca4587e6b7L, 0x40343eb449443f83L, 0x3ff2c5ec54089fa3L, 0x3ff2c700d9b66ee1L,
        0x3fae1adf1f4eb0cbL, 0x3fae1adf1f4eb0cbL, 0x4033c0ca4587e6b7L, 0x40343eb449443f86L, 0x3ff2c5ec54089fa4L,
        0x3ff2c700d9b66ee1L, 0x3fae1adf1f4eb0cbL, 0x3fae1adf1f4eb0cbL, 0x405013fade0b0263L, 0x405013fade0b0263L,
        0x4003adfd3fb7c243L, 0x4003adfd3fb7c243L, 0x3fb1bd6fcaebeaecL, 0x3fb1bd6fcaebeaecL, 0x405013fade0b025fL,
        0x405013fade0b025fL, 0x4003adfd3fb7c23cL, 0x4003adfd3fb7c23cL, 0x3fb1bd6fcaebeaecL, 0x3fb1bd6fcaebeaecL,
        0x405013fade0b0263L, 0x405013fade0b0263L, 0x4003adfd3fb7c23eL, 0x4003adfd3fb7c23eL, 0x3fb1bd6fcaebeaecL,
        0x3fb1bd6fcaebeaecL
    };

    /**
     * The Illinois loop's iterations on the same grid: the bracket is first widened by doubling from the guess, so a
     * far guess costs more; no case takes more than 20 (a plain regula falsi, without the halving, stalls for dozens on
     * these convex totals).
     */
    private static final int[] MULTIPLIER_ITERATIONS = {
        20, 19, 16, 16, 13, 13, 10, 10, 8, 8, 8, 9, 9, 9, 9, 9, 11, 10, 17, 17, 15, 15, 14, 14, 11, 11, 9, 9, 7, 7, 7,
        7, 9, 9, 9, 9
    };

    private static final int[][] LENGTHS = {{1, 3, 7}, {1}, {2, 5}, {30}}, COUNTS = {{4, 2, 1}, {1}, {1, 3}, {2}};
    private static final long[] QUIET = {9, 0, 40, 3};
    private static final double[] STARTS = {ChangeRateEstimator.LOWER, 1, ChangeRateEstimator.UPPER};

    /** The estimate's bits per tally and start (smoothing 0.5). */
    private static final long[] ESTIMATE_BITS = {
        0x3fe06f47ad1ce817L, 0x3fe06f47ad1ce817L, 0x3fe06f47ad1ce817L, 0x3ffe1981c7e0b37dL, 0x3ffe1981c7e0b37dL,
        0x3ffe1981c7e0b37dL, 0x3fba5a217550c6d9L, 0x3fba5a217550c6daL, 0x3fba5a217550c6d9L, 0x3fd12e0489a591e7L,
        0x3fd12e0489a591e7L, 0x3fd12e0489a591e6L
    };

    /** Newton's iterations per tally and start: a start at the root's side converges in a handful, a far one in under 20. */
    private static final int[] ESTIMATE_ITERATIONS = {17, 6, 12, 19, 7, 7, 14, 9, 11, 17, 11, 12};

    @Test
    void theMultiplierKeepsItsBitsAndItsPace() {
        int i = 0;
        for (RateAllocation.Objective o : RateAllocation.Objective.values())
            for (double guess : GUESSES)
                for (double budget : BUDGETS)
                    for (double floor : FLOORS) {
                        int[] it = {0};
                        double lambda = RateAllocation.multiplier(o, D, COUNT, 4, budget, floor, guess, it);
                        String c = o + " guess " + guess + " budget " + budget + " floor " + floor;
                        assertEquals(MULTIPLIER_BITS[i], Double.doubleToLongBits(lambda), c);
                        assertEquals(MULTIPLIER_ITERATIONS[i], it[0], c);
                        assertTrue(it[0] <= 20, c);
                        i++;
                    }
    }

    @Test
    void theEstimateKeepsItsBitsAndItsPace() {
        ChangeRateEstimator e = new ChangeRateEstimator(1, 0.5);
        int i = 0;
        for (int t = 0; t < LENGTHS.length; t++)
            for (double start : STARTS) {
                int[] it = {0};
                double r = e.estimate(LENGTHS[t], COUNTS[t], LENGTHS[t].length, QUIET[t], start, it);
                String c = "tally " + t + " from " + start;
                assertEquals(ESTIMATE_BITS[i], Double.doubleToLongBits(r), c);
                assertEquals(ESTIMATE_ITERATIONS[i], it[0], c);
                i++;
            }
    }
}
