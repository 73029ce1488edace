package io.crawlgp.metric;

import io.crawlgp.simulation.Recorded;
import io.crawlgp.simulation.SimulationResult;
import java.util.EnumSet;
import java.util.Set;

/**
 * NDCG@k of the crawl order: relevance 1 for a crawled page that changed since its last visit, gain 1/log2(rank+1)
 * in the policy's own order; ideal = min(available, k) relevant pages first; a cycle with no change counts as 1.
 */
public final class NdcgAtK implements Metric {
    public String name() {
        return "ndcg";
    }

    public String label() {
        return "NDCG@k";
    }

    public String description() {
        return "NDCG@k of the crawled order, relevance = changed since the last visit (Järvelin & Kekäläinen 2002)";
    }

    public Range range() {
        return Range.SHARE;
    }

    public Set<Recorded> needs() {
        return EnumSet.of(Recorded.NDCG);
    }

    public boolean recordedIn(SimulationResult r) {
        return r.ndcg() != null;
    }

    public double value(SimulationResult r, int i) {
        return r.ndcg()[i];
    }
}
