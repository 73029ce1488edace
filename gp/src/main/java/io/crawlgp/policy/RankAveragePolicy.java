package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.ReferenceSimulator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A committee of score functions combined by rank averaging (issue 71, item 5; Durasevic and Jakobovic 2019 on
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
        List<Run> runs = new ArrayList<>();
        for (Policy m : members) runs.add(m.start(state, seed));
        int pages = state.pages();
        double[] scores = new double[pages], ranks = new double[pages];
        Integer[] order = new Integer[pages];
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                Arrays.fill(out, 0);
                for (Run r : runs) {
                    r.score(cycle, scores);
                    fractionalRanks(scores, order, ranks);
                    for (int p = 0; p < pages; p++) out[p] -= ranks[p] / runs.size();
                }
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                for (Run r : runs) r.visited(page, cycle, changed);
            }
        };
    }

    /** Ranks of {@code scores}, highest first from 1, ties sharing their mean rank, NaN after every number. */
    static void fractionalRanks(double[] scores, Integer[] order, double[] ranks) {
        for (int p = 0; p < order.length; p++) order[p] = p;
        Arrays.sort(order, (a, b) -> ReferenceSimulator.compareScores(scores[a], scores[b]));
        int i = 0;
        while (i < order.length) {
            int j = i;
            while (j + 1 < order.length
                    && ReferenceSimulator.compareScores(scores[order[i]], scores[order[j + 1]]) == 0) j++;
            double mean = (i + j) / 2.0 + 1;
            for (int k = i; k <= j; k++) ranks[order[k]] = mean;
            i = j + 1;
        }
    }
}
