package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import java.util.Arrays;
import java.util.List;

/**
 * A committee of score functions combined by rank averaging (Durasevic and Jakobovic 2019 on
 * ensembles of evolved dispatching rules): each cycle every member ranks all pages (1 = its first; tied scores share
 * their mean rank, so a tie is neutral; NaN ranks last), and a page's score is minus its mean rank over the members.
 * A member's scale does not matter, only its order; a page every member puts first is first. Every member sees every
 * visit.
 */
public final class RankAveragePolicy implements Policy {
    private final String name;
    private final List<Policy> members;

    public RankAveragePolicy(String name, List<Policy> members) {
        if (members.isEmpty()) throw new IllegalArgumentException(name + ": a committee needs members");
        this.name = name;
        this.members = List.copyOf(members);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        MemberRanks m = new MemberRanks(members, state, seed);
        int pages = state.pages();
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                Arrays.fill(out, 0);
                for (int j = 0; j < m.size(); j++) {
                    double[] ranks = m.ranks(j, cycle);
                    for (int p = 0; p < pages; p++) out[p] -= ranks[p] / m.size();
                }
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                m.visited(page, cycle, changed);
            }
        };
    }
}
