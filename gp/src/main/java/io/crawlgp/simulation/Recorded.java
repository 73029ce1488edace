package io.crawlgp.simulation;

import java.util.EnumSet;
import java.util.Set;

/**
 * What a per-page simulation records beyond found / available / stale counts, each at a cost paid only when asked:
 * NDCG needs the order inside the crawled top k; STALENESS needs, for every page, when its copy went stale and how
 * many changes it has missed (Cho & Garcia-Molina age, Kolobov et al. harmonic staleness).
 */
public enum Recorded {
    NDCG,
    STALENESS;

    public static Set<Recorded> none() {
        return EnumSet.noneOf(Recorded.class);
    }

    public static Set<Recorded> all() {
        return EnumSet.allOf(Recorded.class);
    }
}
