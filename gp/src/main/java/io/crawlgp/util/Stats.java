package io.crawlgp.util;

import org.apache.commons.math3.distribution.TDistribution;

/** Means and Student-t confidence intervals over folds (paper §5.2: averages over the 5 test sets with 95% CIs). */
public final class Stats {
    private Stats() {}

    public static double mean(double[] v) {
        double s = 0;
        for (double x : v) s += x;
        return s / v.length;
    }

    /** Sample standard deviation (n - 1); 0 for a single value. */
    public static double sd(double[] v) {
        if (v.length < 2) return 0;
        double m = mean(v), s = 0;
        for (double x : v) s += (x - m) * (x - m);
        return Math.sqrt(s / (v.length - 1));
    }

    /** Half-width of the two-sided 95% t interval: t_{0.975, n-1} * sd / sqrt(n); NaN for fewer than 2 values. */
    public static double ci95HalfWidth(double[] v) {
        if (v.length < 2) return Double.NaN;
        double t = new TDistribution(null, v.length - 1).inverseCumulativeProbability(0.975);
        return t * sd(v) / Math.sqrt(v.length);
    }
}
