package io.crawlgp.stats;

/**
 * Diebold and Mariano's test of equal accuracy (J. Business & Economic Statistics 13(3), 1995, §2: the statistic
 * mean(d) / sqrt(2 pi f_d(0) / T) over a loss-differential series d_1..d_T) for two crawls of one timeline. Consecutive
 * cycles of a crawl are dependent (a page crawled now is not due next cycle; a site's changes come in bursts), so the
 * variance of the mean is the long-run variance: Newey and West's (Econometrica 55(3), 1987) Bartlett-weighted sum of
 * autocovariances, V = g_0 + 2 sum_{k=1..L} (1 - k / (L + 1)) g_k with g_k = (1/T) sum_{t>k} (d_t - m)(d_{t-k} - m), the
 * lag L = floor(4 (T / 100)^(2/9)) (Newey and West, Rev. Economic Studies 61(4), 1994, the rule of thumb of their §3).
 * The statistic is referred to Student's t on T - 1 degrees of freedom (Harvey, Leybourne and Newbold, Int. J.
 * Forecasting 13, 1997, recommend t over the normal in small samples). A non-positive V (a series too short or
 * anti-correlated for its lags) falls back to the lag-0 variance g_0.
 */
public final class DieboldMariano {
    private DieboldMariano() {}

    /** The Bartlett lag of a series of length T: floor(4 (T/100)^(2/9)), at most T - 1. */
    public static int lag(int t) {
        return Math.min(t - 1, (int) Math.floor(4 * Math.pow(t / 100.0, 2.0 / 9.0)));
    }

    /** The Newey-West long-run variance of {@code d} with {@code lag} Bartlett-weighted autocovariances. */
    public static double longRunVariance(double[] d, int lag) {
        int n = d.length;
        double m = 0;
        for (double v : d) m += v;
        m /= n;
        double var = autocovariance(d, m, 0);
        for (int k = 1; k <= lag; k++) var += 2 * (1 - k / (lag + 1.0)) * autocovariance(d, m, k);
        return var > 0 ? var : autocovariance(d, m, 0);
    }

    private static double autocovariance(double[] d, double m, int k) {
        double s = 0;
        for (int t = k; t < d.length; t++) s += (d[t] - m) * (d[t - k] - m);
        return s / d.length;
    }

    /**
     * Tests mean zero of the per-cycle differences {@code d} (A minus B, in time order); {@code level} the confidence of
     * the interval. {@code sd} is the square root of the long-run variance, {@code se} = sd / sqrt(T). With no variance
     * the p-value is 1 for a zero mean and 0 otherwise, as {@link CorrectedResampledTTest} does.
     */
    public static CorrectedResampledTTest.Result test(double[] d, double level) {
        int n = d.length;
        if (n < 2) throw new IllegalArgumentException("a Diebold-Mariano test needs at least 2 differences, got " + n);
        double mean = 0;
        for (double v : d) mean += v;
        mean /= n;
        double var = longRunVariance(d, lag(n));
        return CorrectedResampledTTest.ofStandardError(n, mean, Math.sqrt(var), Math.sqrt(var / n), level);
    }
}
