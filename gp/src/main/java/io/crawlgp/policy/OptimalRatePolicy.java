package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import java.util.Map;
import java.util.TreeMap;

/**
 * A scheduler with an optimality guarantee under a Poisson change model: every cycle it re-estimates each page's change
 * rate from its own visits ({@link ChangeRateEstimator}), computes the optimal crawl rates p_i for k crawls per cycle
 * under its objective ({@link RateAllocation}), and crawls the k pages with the largest p_i * t_i, t_i = cycles since
 * the last visit.
 *
 * <p>Adaptation to k pages per cycle (documented in the README): Azar et al. turn the optimal crawl probabilities into a
 * deterministic schedule that visits page i every 1 / p_i steps; Kolobov et al. re-plan their rates every epoch. Here
 * the epoch is one cycle, and p_i * t_i is the number of the page's periods elapsed since its last visit, so crawling
 * the largest values realises period 1 / p_i while the rates sum to k. A page is crawled at most once per cycle; rate
 * above 1 per cycle is not usable and flows to the next pages in rank order.
 */
public final class OptimalRatePolicy implements Policy {
    private final String name;
    private final RateAllocation.Objective objective;
    private final double floorShare;
    private final double smoothing;

    /**
     * @param floorShare BINARY only: the eps of BinaryLambdaCrawl(eps), every page's rate at least eps * k / N (0 is
     *                   Azar et al.'s policy)
     */
    public OptimalRatePolicy(String name, RateAllocation.Objective objective, double floorShare, double smoothing) {
        this.name = name;
        this.objective = objective;
        this.floorShare = floorShare;
        this.smoothing = smoothing;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        Rates rates = new Rates(state);
        int[] last = state.lastVisitArray();
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                rates.rates(out);
                for (int p = 0; p < out.length; p++) out[p] = out[p] * (cycle - last[p]);
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                rates.visited(page, cycle, changed);
            }
        };
    }

    /**
     * The optimal crawl rate p_i of every page given the change rates estimated so far (the terminal {@code lambda}
     * reads it: the policy scores p_i t_i). Solved over all pages at once, grouped by distinct estimated rate.
     */
    final class Rates {
        private final CrawlState state;
        private final int pages;
        private final ChangeRateEstimator rates;
        private final TreeMap<Double, long[]> groups = new TreeMap<>();
        private double lambda = 1;
        private double[] d = new double[16];
        private long[] count = new long[16];

        Rates(CrawlState state) {
            this.state = state;
            this.pages = state.pages();
            this.rates = new ChangeRateEstimator(pages, smoothing);
            groups.put(rates.rate(0), new long[] {pages});
        }

        /** Every page's optimal crawl rate per cycle into {@code out}. */
        void rates(double[] out) {
            int k = state.crawlsPerCycle();
            int g = 0;
            if (d.length < groups.size()) {
                d = new double[groups.size() * 2];
                count = new long[groups.size() * 2];
            }
            for (Map.Entry<Double, long[]> e : groups.entrySet()) {
                d[g] = e.getKey();
                count[g++] = e.getValue()[0];
            }
            double floor = objective == RateAllocation.Objective.BINARY ? floorShare * k / pages : 0;
            lambda = RateAllocation.multiplier(objective, d, count, g, k, floor, lambda);
            for (int p = 0; p < pages; p++) out[p] = RateAllocation.rate(objective, rates.rate(p), lambda, floor);
        }

        void visited(int page, int cycle, boolean changed) {
            double before = rates.rate(page);
            rates.visited(page, cycle, changed);
            double after = rates.rate(page);
            if (after == before) return;
            long[] c = groups.get(before);
            if (--c[0] == 0) groups.remove(before);
            groups.computeIfAbsent(after, x -> new long[1])[0]++;
        }
    }
}
