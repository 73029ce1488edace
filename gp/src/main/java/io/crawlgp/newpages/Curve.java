package io.crawlgp.newpages;

import java.util.SplittableRandom;

/**
 * The shapes of a page's visits over time in the generator's "mixed" family, and their shares. The expected-utility
 * ordering assumes the exponential shape a·e^(−λΔt); the others are the shapes reported for online attention, so that
 * "accounting for decay" is tested where the decay is not the assumed one. Every shape keeps the page's total visits
 * A and uses its λ as the time scale (1/λ hours), so the features that predict a and λ still mean something.
 *
 * <ul>
 *   <li>{@link #EXPONENTIAL}, share 0.4: Crane & Sornette (PNAS 2008) find that most YouTube view series are
 *       Poissonian, without a burst-and-relaxation shape; we keep the generator's exponential for that bulk.</li>
 *   <li>{@link #POWER_LAW}, share 0.3: after a burst, views relax as a power law, rate ∝ (τ + t)^(−β), with β
 *       clustering in three classes around 0.2, 0.6 and 1.4 (Crane & Sornette 2008: endogenous critical, exogenous
 *       critical, exogenous subcritical); each class equally likely, τ = 1/λ.</li>
 *   <li>{@link #DELAYED_PEAK}, share 0.15: attention that rises before it falls (the slow-rise shapes among Yang &
 *       Leskovec's (WSDM 2011) temporal patterns of online content): visit times Gamma(3, 1/(3λ)), mean 1/λ, peak at
 *       2/(3λ).</li>
 *   <li>{@link #SELF_EXCITING}, share 0.15: bursty revivals of a self-exciting (Hawkes) process, the model Crane &
 *       Sornette fit and Zhao et al. (SEISMIC, KDD 2015) use for popularity: 30% of the visits are "immigrants"
 *       exponential in time, each visit has Poisson(0.7) offspring at power-law delays (Lomax, exponent 1.4,
 *       scale 1 hour), until A visits exist.</li>
 * </ul>
 * The shares and parameters were set from these reports before any ordering was run on the family, and are not
 * settings tuned on results.
 */
enum Curve {
    EXPONENTIAL,
    POWER_LAW,
    DELAYED_PEAK,
    SELF_EXCITING;

    static final double[] SHARES = {0.4, 0.3, 0.15, 0.15};
    static final double[] POWER_LAW_BETAS = {0.2, 0.6, 1.4};

    static Curve pick(SplittableRandom r) {
        double u = r.nextDouble(), c = 0;
        for (Curve k : values()) {
            c += SHARES[k.ordinal()];
            if (u < c) return k;
        }
        return SELF_EXCITING;
    }

    /** A visit times in hours within [0, horizon), for a page of time scale 1/λ. */
    double[] times(int visits, double lambda, int horizon, SplittableRandom r) {
        double[] t = new double[visits];
        switch (this) {
            case EXPONENTIAL -> {
                double mass = 1 - Math.exp(-lambda * horizon);
                for (int i = 0; i < visits; i++) t[i] = -Math.log1p(-r.nextDouble() * mass) / lambda;
            }
            case POWER_LAW -> {
                double beta = POWER_LAW_BETAS[r.nextInt(POWER_LAW_BETAS.length)], tau = 1 / lambda;
                for (int i = 0; i < visits; i++) t[i] = powerLaw(r.nextDouble(), beta, tau, horizon);
            }
            case DELAYED_PEAK -> {
                for (int i = 0; i < visits; i++) {
                    double x;
                    int tries = 0;
                    do
                        x = -(Math.log(r.nextDouble()) + Math.log(r.nextDouble()) + Math.log(r.nextDouble()))
                                / (3 * lambda);
                    while (x >= horizon && ++tries < 50);
                    t[i] = Math.min(x, Math.nextDown((double) horizon));
                }
            }
            case SELF_EXCITING -> {
                int n = 0, immigrants = Math.max(visits == 0 ? 0 : 1, (int) Math.round(0.3 * visits));
                double mass = 1 - Math.exp(-lambda * horizon);
                for (; n < immigrants && n < visits; n++) t[n] = -Math.log1p(-r.nextDouble() * mass) / lambda;
                long budget = 100L * visits
                        + 100; // offspring beyond the horizon are lost; a page that keeps losing them gets immigrants
                for (int parent = 0;
                        n < visits;
                        parent = (parent + 1) % n) { // generations in order; wraps until A visits exist
                    if (--budget < 0) {
                        t[n++] = -Math.log1p(-r.nextDouble() * mass) / lambda;
                        continue;
                    }
                    int children = poisson(0.7, r);
                    for (int c = 0; c < children && n < visits; c++) {
                        double d = Math.pow(1 - r.nextDouble(), -1 / 1.4) - 1; // Lomax(1.4), scale 1 hour
                        double x = t[parent] + d;
                        if (x < horizon) t[n++] = x;
                    }
                }
            }
        }
        return t;
    }

    /** Inverse CDF on [0, H) of the density ∝ (τ + t)^(−β), β ≠ 1. */
    static double powerLaw(double u, double beta, double tau, double horizon) {
        double e = 1 - beta, lo = Math.pow(tau, e), hi = Math.pow(tau + horizon, e);
        double x = Math.pow(lo + u * (hi - lo), 1 / e) - tau;
        return Math.min(Math.max(0, x), Math.nextDown(horizon));
    }

    private static int poisson(double mean, SplittableRandom r) {
        double l = Math.exp(-mean), p = 1;
        int k = 0;
        do {
            k++;
            p *= r.nextDouble();
        } while (p > l);
        return k - 1;
    }
}
