package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.crawlgp.simulation.HandCrawl;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A committee's score by hand: minus the mean of its members' ranks, ties sharing their mean rank. */
class RankAveragePolicyTest {
    @Test
    void fractionalRanksByHand() {
        double[] ranks = new double[5];
        MemberRanks.fractionalRanks(new double[] {3, 1, 3, Double.NaN, 2}, new Integer[5], ranks);
        // 3 and 3 share ranks 1 and 2 (1.5), then 2 (rank 3), 1 (rank 4), NaN last (5)
        assertArrayEquals(new double[] {1.5, 4, 1.5, 5, 3}, ranks, 0);
    }

    @Test
    void aCommitteeOfAgeAndItsMirrorTiesEveryPageAndOfAgeAloneRanksAsAge() {
        // Age ranks the longest unvisited first; Rand-free mirror: "Age" against itself gives Age's order
        HandCrawl two = new HandCrawl(
                new RankAveragePolicy("c", List.of(Policies.byName("Age"), Policies.byName("Age"))),
                1,
                "0000",
                "0000",
                "0000");
        two.visit(0, 1);
        two.visit(1, 2);
        two.visit(2, 3);
        // at cycle 4: t = 3, 2, 1 -> ranks 1, 2, 3 for each member -> scores -1, -2, -3
        assertArrayEquals(new double[] {-1, -2, -3}, two.scores(4), 0);
    }
}
