package io.crawlgp.stats;

import java.util.Arrays;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.FDistribution;

/**
 * The Friedman test over N datasets and k methods with Iman and Davenport's F statistic and Nemenyi's critical
 * difference, as Demsar (JMLR 7, 2006, §3.2.2) states them: methods ranked within each dataset (1 = best, ties share
 * the mean rank), R_j the mean rank of method j, chi2_F = 12N / (k(k+1)) [sum R_j^2 - k(k+1)^2 / 4] with k - 1 degrees
 * of freedom, F_F = (N - 1) chi2_F / (N(k - 1) - chi2_F) with (k - 1, (k - 1)(N - 1)), and CD = q_alpha sqrt(k(k+1) /
 * (6N)) with q_alpha from Demsar's Table 5(a) (alpha = 0.05, k = 2..10).
 */
public final class Friedman {
    /** Demsar 2006 Table 5(a): Nemenyi's q at alpha = 0.05 for k = 2..10 (the studentized range over sqrt 2). */
    static final double[] Q05 = {1.960, 2.343, 2.569, 2.728, 2.850, 2.949, 3.031, 3.102, 3.164};

    public record Result(int datasets, double[] meanRanks, double chi2, double pChi2, double f, double pF, double cd) {}

    private Friedman() {}

    /**
     * Ranks {@code scores[dataset][method]} within each dataset, higher better unless {@code lowerIsBetter}, and tests.
     * cd is NaN where Table 5(a) has no entry (k above 10).
     */
    public static Result test(double[][] scores, boolean lowerIsBetter) {
        int n = scores.length, k = scores[0].length;
        double[] mean = new double[k];
        for (double[] row : scores) {
            double[] r = ranks(row, lowerIsBetter);
            for (int j = 0; j < k; j++) mean[j] += r[j] / n;
        }
        return fromMeanRanks(mean, n);
    }

    /** The test from the mean ranks of k methods over n datasets. */
    public static Result fromMeanRanks(double[] mean, int n) {
        int k = mean.length;
        if (k < 2 || n < 2) throw new IllegalArgumentException("Friedman's test needs >= 2 methods and >= 2 datasets");
        double sum = 0;
        for (double r : mean) sum += r * r;
        double chi2 = 12.0 * n / (k * (k + 1.0)) * (sum - k * (k + 1.0) * (k + 1.0) / 4);
        double pChi2 = 1 - new ChiSquaredDistribution(k - 1).cumulativeProbability(chi2);
        double denom = n * (k - 1.0) - chi2;
        double f = denom <= 0 ? Double.POSITIVE_INFINITY : (n - 1.0) * chi2 / denom;
        double pF =
                Double.isInfinite(f) ? 0 : 1 - new FDistribution(k - 1, (k - 1.0) * (n - 1)).cumulativeProbability(f);
        double cd = k - 2 < Q05.length ? Q05[k - 2] * Math.sqrt(k * (k + 1.0) / (6.0 * n)) : Double.NaN;
        return new Result(n, mean, chi2, pChi2, f, pF, cd);
    }

    /** Ranks 1..k of one row, best first, ties the mean of the ranks they span. */
    public static double[] ranks(double[] row, boolean lowerIsBetter) {
        int k = row.length;
        Integer[] idx = new Integer[k];
        for (int i = 0; i < k; i++) idx[i] = i;
        Arrays.sort(idx, (a, b) -> lowerIsBetter ? Double.compare(row[a], row[b]) : Double.compare(row[b], row[a]));
        double[] r = new double[k];
        for (int i = 0; i < k; ) {
            int j = i;
            while (j + 1 < k && row[idx[j + 1]] == row[idx[i]]) j++;
            double shared = (i + j) / 2.0 + 1;
            for (int m = i; m <= j; m++) r[idx[m]] = shared;
            i = j + 1;
        }
        return r;
    }
}
