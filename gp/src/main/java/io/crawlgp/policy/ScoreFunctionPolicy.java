package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.ScoreFunction;

/** A policy that scores each page by a {@link ScoreFunction} of (n, X, t). */
public record ScoreFunctionPolicy(String name, ScoreFunction function) implements Policy {
    @Override
    public Run start(CrawlState state, long seed) {
        int[] n = state.visitsArray(), x = state.changesArray(), last = state.lastVisitArray();
        return (cycle, out) -> {
            for (int p = 0; p < out.length; p++) out[p] = function.score(n[p], x[p], cycle - last[p]);
        };
    }
}
