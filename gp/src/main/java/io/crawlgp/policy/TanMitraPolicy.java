package io.crawlgp.policy;

import io.crawlgp.feature.TanMitraRates;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;

/**
 * Tan and Mitra's adaptive estimators as used by Santos et al. (§5.1): the page's rate lambda from {@link
 * TanMitraRates} (one definition with the GP terminals nad, sad, aad, gad), and score = 1 - e^(-lambda * t).
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

    @Override
    public Run start(CrawlState state, long seed) {
        int pages = state.pages();
        double[] lambda = new double[pages];
        double[] weighted = scheme == Scheme.AAD ? new double[pages] : null;
        int[] last = state.lastVisitArray();
        int[] visits = state.visitsArray();
        TanMitraRates rates = TanMitraRates.valueOf(scheme.name());
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                for (int p = 0; p < pages; p++) out[p] = 1.0 - Math.exp(-lambda[p] * (cycle - last[p]));
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                int n = visits[page]; // already counts this visit
                lambda[page] = rates.next(lambda[page], n, state.x(page), changed, weighted, page);
            }
        };
    }
}
