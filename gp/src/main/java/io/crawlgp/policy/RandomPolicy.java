package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.Seeds;

/** Rand (paper §5.1): an independent uniform score per page and cycle, from the policy's seed. */
public final class RandomPolicy implements Policy {
    @Override
    public String name() {
        return "Rand";
    }

    @Override
    public Run start(CrawlState state, long seed) {
        return (cycle, out) -> {
            for (int p = 0; p < out.length; p++) out[p] = Seeds.toUnitDouble(TieBreak.randomKey(seed, cycle, p));
        };
    }
}
