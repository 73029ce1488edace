package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;

/** Crawls pages that changed since their last visit first: the upper bound no policy can beat, for plots. */
public final class OraclePolicy implements Policy {
    @Override
    public String name() {
        return "Oracle";
    }

    @Override
    public Run start(CrawlState state, long seed) {
        return (cycle, out) -> {
            for (int p = 0; p < out.length; p++) out[p] = state.hasUnseenChange(p, cycle) ? 1.0 : 0.0;
        };
    }
}
