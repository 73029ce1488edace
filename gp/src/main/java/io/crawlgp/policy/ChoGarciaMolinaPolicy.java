package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;

/**
 * Cho & Garcia-Molina's change-rate estimate (TODS 2003, §4, irregular access intervals; see
 * {@link ChangeRateEstimator} for the estimator and its bias correction) turned into a score: the probability that the
 * page changed since the last visit under a Poisson process of that rate, 1 - e^(-r t).
 */
public final class ChoGarciaMolinaPolicy implements Policy {
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
        int cycles = state.cycles();
        return new Run() {
            /** scoreOf[id][t] = 1 - e^(-r t) for the rate of that id, filled on first use (NaN: not yet). */
            double[][] scoreOf = new double[16][];

            @Override
            public void score(int cycle, double[] out) {
                if (scoreOf.length < rates.rateIds()) scoreOf = java.util.Arrays.copyOf(scoreOf, rates.rateIds() * 2);
                for (int p = 0; p < pages; p++) {
                    int id = rates.rateId(p);
                    double[] row = scoreOf[id];
                    if (row == null) {
                        scoreOf[id] = row = new double[cycles + 1];
                        java.util.Arrays.fill(row, Double.NaN);
                    }
                    int t = cycle - last[p];
                    double v = row[t];
                    if (v != v) row[t] = v = 1.0 - Math.exp(-rates.rateOfId(id) * t);
                    out[p] = v;
                }
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                rates.visited(page, cycle, changed);
            }
        };
    }
}
