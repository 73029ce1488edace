package io.crawlgp.stats;

import org.apache.commons.math3.distribution.GammaDistribution;
import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;

/**
 * The Bayesian signed-rank test of Benavoli, Corani, Mangili, Zaffalon and Ruggeri (ICML 2014; the form of Benavoli,
 * Corani, Demšar and Zaffalon, JMLR 18, 2017, §5.2, and their tutorial's code): for the per-dataset mean differences
 * d_1..d_n of two methods, a Dirichlet process posterior with prior strength 0.5 at a pseudo-observation 0 gives
 * weights w ~ Dirichlet(0.5, 1, ..., 1) over (0, d_1, ..., d_n); in each posterior sample the mass of the pairwise
 * means (d_i + d_j) / 2 below -rope, within [-rope, rope] and above rope is summed, and the region with the largest
 * mass wins (ties split). The probabilities are each region's share of wins over the samples: the probability that B
 * is practically better, that the two are practically equivalent, and that A is. Seeded: the same inputs and seed give
 * the same figures. Used where Nemenyi's test cannot separate methods: it answers "how probable" rather than "is the
 * null rejected", and its rope makes "equivalent" an answer.
 */
public final class BayesianSignedRank {
    private BayesianSignedRank() {}

    /** P(B practically better), P(equivalent within the rope), P(A practically better). */
    public record Result(double left, double rope, double right) {}

    public static Result test(double[] d, double rope, int samples, long seed) {
        if (!(rope >= 0)) throw new IllegalArgumentException("rope must be >= 0, got " + rope);
        if (samples < 1) throw new IllegalArgumentException("samples must be >= 1, got " + samples);
        int n = d.length + 1;
        double[] z = new double[n];
        System.arraycopy(d, 0, z, 1, d.length); // z[0] = 0: the prior's pseudo-observation
        RandomGenerator rng = new Well19937c(seed);
        GammaDistribution prior = new GammaDistribution(rng, 0.5, 1), one = new GammaDistribution(rng, 1, 1);
        double[] w = new double[n];
        double left = 0, inRope = 0, right = 0;
        for (int s = 0; s < samples; s++) {
            double sum = 0;
            for (int i = 0; i < n; i++) sum += w[i] = (i == 0 ? prior : one).sample();
            double l = 0, r = 0, m = 0;
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) {
                    double pair = w[i] * w[j] / (sum * sum), x = z[i] + z[j];
                    if (x > 2 * rope) r += pair;
                    else if (x >= -2 * rope) m += pair;
                    else l += pair;
                }
            double max = Math.max(l, Math.max(m, r));
            int winners = (l == max ? 1 : 0) + (m == max ? 1 : 0) + (r == max ? 1 : 0);
            if (l == max) left += 1.0 / winners;
            if (m == max) inRope += 1.0 / winners;
            if (r == max) right += 1.0 / winners;
        }
        return new Result(left / samples, inRope / samples, right / samples);
    }
}
