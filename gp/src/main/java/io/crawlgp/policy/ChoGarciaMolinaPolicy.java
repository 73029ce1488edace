package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;

/**
 * Cho & Garcia-Molina's change-rate estimate (TODS 2003, §4, irregular access intervals; see
 * {@link ChangeRateEstimator} for the estimator and its bias correction) turned into a ranking: by the probability
 * that the page changed since the last visit under a Poisson process of that rate, 1 - e^(-r t), computed as r t,
 * which orders pages identically in exact arithmetic and does not saturate in doubles.
 */
public final class ChoGarciaMolinaPolicy implements Policy, ProbabilityKey {
    private final String name;
    private final double smoothing;

    public ChoGarciaMolinaPolicy(String name, double smoothing) {
        this.name = name;
        this.smoothing = smoothing;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        int pages = state.pages();
        ChangeRateEstimator rates = new ChangeRateEstimator(pages, smoothing);
        int[] last = state.lastVisitArray();
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                // r t orders pages exactly as 1 - e^(-r t) does (a strictly increasing transform of it); the formula
                // itself, in doubles, rounds to 1.0 once r t > 37 and would tie those pages at random
                for (int p = 0; p < pages; p++) out[p] = rates.rate(p) * (cycle - last[p]);
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                rates.visited(page, cycle, changed);
            }
        };
    }
}
