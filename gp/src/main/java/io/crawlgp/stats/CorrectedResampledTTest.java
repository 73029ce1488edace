package io.crawlgp.stats;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * Nadeau and Bengio's corrected resampled t-test (Machine Learning 52, 2003, §4, the "corrected resampled t-test";
 * Bouckaert and Frank, PAKDD 2004, apply it to r x k cross-validation). The J = repeats x folds differences d_j of
 * two methods scored on the same test folds are not independent (their training sets overlap), so the variance of
 * their mean is taken as (1/J + n_test / n_train) s^2 instead of s^2 / J: t = mean / sqrt((1/J + rho) s^2), J - 1
 * degrees of freedom. rho is the test share over the share used for fitting and selection (GP4C's 5 folds: 1 test
 * fold against 3 training and 1 validation fold, rho = 1/4).
 */
public final class CorrectedResampledTTest {
    /** The test of mean difference zero: the mean, its corrected interval and the two-sided p-value. */
    public record Result(int n, double mean, double sd, double se, double t, double p, double low, double high) {}

    private CorrectedResampledTTest() {}

    /**
     * The smallest true mean difference the test detects with probability {@code power} at two-sided level
     * {@code alpha}, given its corrected standard error over {@code n} differences: (t_{1-alpha/2} + t_{power}) x se
     * on n - 1 degrees of freedom (the usual t approximation of the test's power).
     */
    public static double detectable(int n, double se, double alpha, double power) {
        if (n < 2) return Double.NaN;
        TDistribution t = new TDistribution(n - 1);
        return (t.inverseCumulativeProbability(1 - alpha / 2) + t.inverseCumulativeProbability(power)) * se;
    }

    /**
     * Tests the differences {@code d} (A minus B per repeat and fold) with test-over-training share {@code rho};
     * {@code level} the confidence of the interval (0.95). With no variance the p-value is 1 for a zero mean and 0
     * otherwise, the interval the mean itself.
     */
    public static Result test(double[] d, double rho, double level) {
        int n = d.length;
        if (n < 2)
            throw new IllegalArgumentException("a corrected resampled t-test needs at least 2 differences, got " + n);
        if (!(rho >= 0)) throw new IllegalArgumentException("rho must be >= 0, got " + rho);
        double mean = 0;
        for (double v : d) mean += v;
        mean /= n;
        double ss = 0;
        for (double v : d) ss += (v - mean) * (v - mean);
        double var = ss / (n - 1);
        return ofStandardError(n, mean, Math.sqrt(var), Math.sqrt((1.0 / n + rho) * var), level);
    }

    /**
     * The t-test of mean zero given the mean's standard error, on n - 1 degrees of freedom (shared with {@link
     * DieboldMariano}). With no variance the p-value is 1 for a zero mean and 0 otherwise, the interval the mean itself.
     */
    static Result ofStandardError(int n, double mean, double sd, double se, double level) {
        if (se == 0)
            return new Result(
                    n,
                    mean,
                    0,
                    0,
                    mean == 0 ? 0 : Math.copySign(Double.POSITIVE_INFINITY, mean),
                    mean == 0 ? 1 : 0,
                    mean,
                    mean);
        TDistribution t = new TDistribution(n - 1);
        double stat = mean / se;
        double p = 2 * t.cumulativeProbability(-Math.abs(stat));
        double q = t.inverseCumulativeProbability(0.5 + level / 2);
        return new Result(n, mean, sd, se, stat, p, mean - q * se, mean + q * se);
    }
}
