package io.crawlgp.feature;

/**
 * Tan and Mitra's adaptive change-rate estimators as Santos et al. use them (§5.1): lambda = sum_{i=1..n} w_i I_i
 * over the page's visits, oldest first (I_i = 1 if visit i found a change), kept up to date in O(1) per visit. One
 * definition for the NAD/SAD/AAD/GAD baselines (policy.TanMitraPolicy) and the GP terminals nad, sad, aad, gad.
 * <ul>
 *   <li>NAD, w_i = 1/n: lambda = X/n;</li>
 *   <li>SAD, w_n = 1: lambda = I_n;</li>
 *   <li>AAD, w_i = i / sum(i): lambda = S/(n(n+1)/2) with S = sum i I_i;</li>
 *   <li>GAD, w_i = 2^(i-1) / (2^n - 1): lambda_n = a lambda_{n-1} + b I_n with a = (1-2^-(n-1))/(2-2^-(n-1)) and
 *       b = 1/(2-2^-(n-1)), i.e. (2^(n-1)-1)/(2^n-1) and 2^(n-1)/(2^n-1) divided through by 2^(n-1): no 2^n is
 *       ever formed, so thousands of visits neither overflow nor lose the recent weights (a, b tend to 1/2). GP4C's
 *       own code forms 2^(i-1) from a table of 200 entries and overflows past ~1,000 cycles.</li>
 * </ul>
 */
public enum TanMitraRates {
    NAD,
    SAD,
    AAD,
    GAD;

    /** The GAD weights' recurrence coefficients for the n-th visit (n >= 1): {a, b}. */
    public static double[] gadCoefficients(int n) {
        double h = Math.scalb(1.0, -(n - 1)); // 2^-(n-1), underflows harmlessly to 0
        double denom = 2.0 - h;
        return new double[] {(1.0 - h) / denom, 1.0 / denom};
    }

    /**
     * The rate after the n-th visit (n counts it) of a page with X changes found so far, given the rate before it;
     * {@code weighted[at]} is AAD's running sum S for the page, updated in place (unused by the others).
     */
    public double next(double lambda, int n, int x, boolean changed, double[] weighted, int at) {
        double ind = changed ? 1.0 : 0.0;
        return switch (this) {
            case NAD -> x / (double) n;
            case SAD -> ind;
            case AAD -> {
                weighted[at] += n * ind;
                yield weighted[at] / (n * (n + 1.0) / 2.0);
            }
            case GAD -> {
                double[] ab = gadCoefficients(n);
                yield ab[0] * lambda + ab[1] * ind;
            }
        };
    }
}
