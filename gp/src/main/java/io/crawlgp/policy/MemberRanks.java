package io.crawlgp.policy;

import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.ReferenceSimulator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Several score functions crawling as one (a committee, specialists): each member's run, kept current by every visit,
 * and each cycle its ranks over all pages (1 = its first; tied scores share their mean rank, NaN after every number),
 * so that members of different scales can be combined.
 */
final class MemberRanks {
    private final List<Policy.Run> runs = new ArrayList<>();
    private final double[] scores, ranks;
    private final Integer[] order;

    MemberRanks(List<Policy> members, CrawlState state, long seed) {
        for (Policy m : members) runs.add(m.start(state, seed));
        int pages = state.pages();
        scores = new double[pages];
        ranks = new double[pages];
        order = new Integer[pages];
    }

    int size() {
        return runs.size();
    }

    /** Member j's ranks this cycle (a buffer the next call overwrites). */
    double[] ranks(int j, int cycle) {
        runs.get(j).score(cycle, scores);
        fractionalRanks(scores, order, ranks);
        return ranks;
    }

    void visited(int page, int cycle, boolean changed) {
        for (Policy.Run r : runs) r.visited(page, cycle, changed);
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
