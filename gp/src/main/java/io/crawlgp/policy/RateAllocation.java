package io.crawlgp.policy;

/**
 * Optimal crawl rates for pages with Poisson change rates d_i (uniform importance), total rate R crawls per cycle,
 * found from the Lagrange (KKT) conditions of each objective by a bracketed root search on the multiplier lambda:
 * <ul>
 *   <li>BINARY freshness under Poisson crawling (Azar, Horvitz, Lubetzky, Peres & Shahaf, PNAS 2018: a page crawled at
 *       rate p is fresh a share p / (p + d) of the time): p_i = max(m, sqrt(d_i / lambda) - d_i). With m = 0 pages that
 *       change too fast get no crawls (the paper's exact O(n log n) solution satisfies the same conditions); Kolobov
 *       et al.'s BinaryLambdaCrawl(eps) keeps a floor m = eps R / N (NeurIPS 2019, supplement §9.3).</li>
 *   <li>HARMONIC staleness (Kolobov, Peres, Lu & Horvitz, NeurIPS 2019, Prop. 1 and Eq. 5): a page crawled at rate p
 *       costs ln(1 + d / p), so p_i = (-d_i + sqrt(d_i^2 + 4 d_i / lambda)) / 2; every page gets a positive rate.</li>
 * </ul>
 * The sum of rates is decreasing in lambda; the root is bracketed by doubling and refined by the Illinois variant of
 * regula falsi on ln lambda to a relative width of 1e-13. Every step is deterministic, so equal inputs give equal rates.
 */
final class RateAllocation {
    private RateAllocation() {}

    enum Objective {
        BINARY,
        HARMONIC
    }

    /** The crawl rate of a page with change rate d under multiplier lambda. */
    static double rate(Objective o, double d, double lambda, double floor) {
        return switch (o) {
            case BINARY -> Math.max(floor, Math.sqrt(d / lambda) - d);
            case HARMONIC -> (-d + Math.sqrt(d * d + 4 * d / lambda)) / 2;
        };
    }

    /** Sum over groups of count * rate. */
    static double total(Objective o, double[] d, long[] count, int groups, double lambda, double floor) {
        double s = 0;
        for (int g = 0; g < groups; g++) s += count[g] * rate(o, d[g], lambda, floor);
        return s;
    }

    /**
     * The multiplier at which the rates of {@code groups} groups (change rate d[g], count[g] pages) sum to {@code budget};
     * {@code guess} (e.g. the previous cycle's multiplier, or 1) only speeds the bracket up.
     */
    static double multiplier(
            Objective o, double[] d, long[] count, int groups, double budget, double floor, double guess) {
        return multiplier(o, d, count, groups, budget, floor, guess, null);
    }

    /** As above, counting the Illinois loop's iterations into {@code iterations[0]} when given (tests). */
    static double multiplier(
            Objective o,
            double[] d,
            long[] count,
            int groups,
            double budget,
            double floor,
            double guess,
            int[] iterations) {
        long pages = 0;
        for (int g = 0; g < groups; g++) pages += count[g];
        if (o == Objective.BINARY && floor * pages >= budget) {
            throw new IllegalArgumentException(
                    "rate floor " + floor + " x " + pages + " pages leaves no budget of " + budget);
        }
        double lo = guess > 0 && Double.isFinite(guess) ? guess : 1, hi = lo;
        // total() decreases in lambda: find lo with total >= budget and hi with total <= budget
        double fa = total(o, d, count, groups, lo, floor) - budget, fb = fa;
        while (fa < 0) fa = total(o, d, count, groups, lo /= 2, floor) - budget;
        while (fb > 0) fb = total(o, d, count, groups, hi *= 2, floor) - budget;
        if (lo == hi) return lo;
        double a = Math.log(lo), b = Math.log(hi);
        int side = 0;
        for (int it = 0; it < 200 && b - a > 1e-13 * Math.max(1, Math.abs(a)); it++) {
            double x = (fa == fb) ? 0.5 * (a + b) : (a * fb - b * fa) / (fb - fa);
            if (!(x > a && x < b)) x = 0.5 * (a + b);
            if (iterations != null) iterations[0]++;
            double fx = total(o, d, count, groups, Math.exp(x), floor) - budget;
            if (fx == 0) return Math.exp(x);
            if (fx > 0) { // still above budget: the root lies at larger lambda
                a = x;
                fa = fx;
                if (side == 1) fb /= 2;
                side = 1;
            } else {
                b = x;
                fb = fx;
                if (side == -1) fa /= 2;
                side = -1;
            }
        }
        return Math.exp(0.5 * (a + b));
    }
}
