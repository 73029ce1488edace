package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The two numeric solvers reach their roots to full precision from any start: checked against plain bisection run to
 * the last bit, from starts far from the root (so that a weakened step or stopping test shows).
 */
class SolverPrecisionTest {
    /** The root of a decreasing f on [lo, hi] by bisection until the interval stops shrinking. */
    private static double bisect(DoubleUnaryOperator f, double lo, double hi) {
        for (int i = 0; i < 2000; i++) {
            double mid = 0.5 * (lo + hi);
            if (mid <= lo || mid >= hi) break;
            if (f.applyAsDouble(mid) > 0) lo = mid;
            else hi = mid;
        }
        return 0.5 * (lo + hi);
    }

    @Test
    void theMultiplierIsTheRootOfTheBudgetEquation() {
        double[] d = {0.01, 0.2, 0.7, 3};
        long[] count = {40, 7, 3, 1};
        for (RateAllocation.Objective o : RateAllocation.Objective.values()) {
            for (double guess : new double[] {1e-6, 1, 1e6}) {
                double lambda = RateAllocation.multiplier(o, d, count, 4, 5.0, 0, guess);
                // in log space, where the solver works: total(e^x) - budget decreases in x
                double x = bisect(v -> RateAllocation.total(o, d, count, 4, Math.exp(v), 0) - 5.0, -60, 60);
                assertEquals(Math.exp(x), lambda, 1e-11 * Math.exp(x), o + " from " + guess);
            }
        }
    }

    @Test
    void theEstimateIsTheRootOfTheLikelihoodEquation() {
        ChangeRateEstimator e = new ChangeRateEstimator(1, 0.5);
        int[] ls = {1, 3, 7};
        int[] cs = {4, 2, 1};
        double quiet = 9 + 0.5;
        DoubleUnaryOperator f = r -> {
            double s = 0.5 / Math.expm1(0.5 * r);
            for (int j = 0; j < 3; j++) s += cs[j] * ls[j] / Math.expm1(r * ls[j]);
            return s - quiet;
        };
        double root = bisect(f, ChangeRateEstimator.LOWER, ChangeRateEstimator.UPPER);
        for (double start : new double[] {ChangeRateEstimator.LOWER, 1, ChangeRateEstimator.UPPER}) {
            assertEquals(root, e.estimate(ls, cs, 3, 9, start), 1e-11 * root, "from " + start);
        }
    }
}
