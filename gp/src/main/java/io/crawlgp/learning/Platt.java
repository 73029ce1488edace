package io.crawlgp.learning;

/**
 * Platt scaling: P(y = 1 | f) = 1/(1 + exp(A·f + B)) fitted to decision values by the Newton method with backtracking
 * of Lin, Lin and Weng (2007), with Platt's smoothed targets (N+ + 1)/(N+ + 2) and 1/(N− + 2) — the algorithm LIBSVM
 * uses, written here so that it is deterministic (LIBSVM's own probability option draws cross-validation folds from
 * an unseeded generator).
 */
public final class Platt {
    private Platt() {}

    /** Returns {A, B}. */
    public static double[] fit(double[] f, boolean[] y) {
        int n = f.length;
        double prior1 = 0, prior0 = 0;
        for (boolean b : y)
            if (b) prior1++;
            else prior0++;
        double hi = (prior1 + 1) / (prior1 + 2), lo = 1 / (prior0 + 2);
        double[] t = new double[n];
        for (int i = 0; i < n; i++) t[i] = y[i] ? hi : lo;
        double a = 0, b = Math.log((prior0 + 1) / (prior1 + 1));
        double sigma = 1e-12, fval = 0;
        for (int i = 0; i < n; i++) {
            double fApB = f[i] * a + b;
            fval += fApB >= 0
                    ? t[i] * fApB + Math.log1p(Math.exp(-fApB))
                    : (t[i] - 1) * fApB + Math.log1p(Math.exp(fApB));
        }
        for (int iter = 0; iter < 100; iter++) {
            double h11 = sigma, h22 = sigma, h21 = 0, g1 = 0, g2 = 0;
            for (int i = 0; i < n; i++) {
                double fApB = f[i] * a + b;
                double p, q;
                if (fApB >= 0) {
                    p = Math.exp(-fApB) / (1 + Math.exp(-fApB));
                    q = 1 / (1 + Math.exp(-fApB));
                } else {
                    p = 1 / (1 + Math.exp(fApB));
                    q = Math.exp(fApB) / (1 + Math.exp(fApB));
                }
                double d2 = p * q;
                h11 += f[i] * f[i] * d2;
                h22 += d2;
                h21 += f[i] * d2;
                double d1 = t[i] - p;
                g1 += f[i] * d1;
                g2 += d1;
            }
            if (Math.abs(g1) < 1e-5 && Math.abs(g2) < 1e-5) break;
            double det = h11 * h22 - h21 * h21;
            double dA = -(h22 * g1 - h21 * g2) / det, dB = -(-h21 * g1 + h11 * g2) / det;
            double gd = g1 * dA + g2 * dB;
            double step = 1;
            while (step >= 1e-10) {
                double na = a + step * dA, nb = b + step * dB, nf = 0;
                for (int i = 0; i < n; i++) {
                    double fApB = f[i] * na + nb;
                    nf += fApB >= 0
                            ? t[i] * fApB + Math.log1p(Math.exp(-fApB))
                            : (t[i] - 1) * fApB + Math.log1p(Math.exp(fApB));
                }
                if (nf < fval + 1e-4 * step * gd) {
                    a = na;
                    b = nb;
                    fval = nf;
                    break;
                }
                step /= 2;
            }
            if (step < 1e-10) break;
        }
        return new double[] {a, b};
    }

    public static double probability(double f, double[] ab) {
        double fApB = f * ab[0] + ab[1];
        return fApB >= 0 ? Math.exp(-fApB) / (1 + Math.exp(-fApB)) : 1 / (1 + Math.exp(fApB));
    }
}
