package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;

/**
 * Tan and Mitra's adaptive estimators as used by Santos et al. (§5.1): lambda = sum_{i=1..n} w_i * I_i over the
 * page's visits, oldest first (I_i = 1 if visit i found a change), and score = 1 - e^(-lambda * t).
 * Each lambda is kept up to date in O(1) per visit:
 * <ul>
 *   <li>NAD, w_i = 1/n: lambda = X/n;</li>
 *   <li>SAD, w_n = 1: lambda = I_n;</li>
 *   <li>AAD, w_i = i / sum(i): lambda = S/(n(n+1)/2) with S = sum i*I_i;</li>
 *   <li>GAD, w_i = 2^(i-1) / (2^n - 1): lambda_n = a*lambda_{n-1} + b*I_n with a = (1-2^-(n-1))/(2-2^-(n-1)) and
 *       b = 1/(2-2^-(n-1)), i.e. (2^(n-1)-1)/(2^n-1) and 2^(n-1)/(2^n-1) divided through by 2^(n-1): no 2^n is
 *       ever formed, so thousands of visits neither overflow nor lose the recent weights (a, b tend to 1/2).</li>
 * </ul>
 */
public final class TanMitraPolicy implements Policy {
    public enum Scheme {
        NAD,
        SAD,
        AAD,
        GAD
    }

    private final Scheme scheme;

    public TanMitraPolicy(Scheme scheme) {
        this.scheme = scheme;
    }

    @Override
    public String name() {
        return scheme.name();
    }

    /** The GAD weights' recurrence coefficients for the n-th visit (n >= 1): {a, b}. */
    static double[] gadCoefficients(int n) {
        double h = Math.scalb(1.0, -(n - 1)); // 2^-(n-1), underflows harmlessly to 0
        double denom = 2.0 - h;
        return new double[] {(1.0 - h) / denom, 1.0 / denom};
    }

    @Override
    public Run start(CrawlState state, long seed) {
        int pages = state.pages();
        double[] lambda = new double[pages];
        double[] weighted = scheme == Scheme.AAD ? new double[pages] : null;
        int[] last = state.lastVisitArray();
        int[] visits = state.visitsArray();
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                for (int p = 0; p < pages; p++) out[p] = 1.0 - Math.exp(-lambda[p] * (cycle - last[p]));
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                int n = visits[page]; // already counts this visit
                double ind = changed ? 1.0 : 0.0;
                switch (scheme) {
                    case NAD -> lambda[page] = state.x(page) / (double) n;
                    case SAD -> lambda[page] = ind;
                    case AAD -> {
                        weighted[page] += n * ind;
                        lambda[page] = weighted[page] / (n * (n + 1.0) / 2.0);
                    }
                    case GAD -> {
                        double[] ab = gadCoefficients(n);
                        lambda[page] = ab[0] * lambda[page] + ab[1] * ind;
                    }
                }
            }
        };
    }
}
