package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Specialists: each site's pages ranked by its own function, on one scale (ranks). */
class SiteAssignedPolicyTest {
    /** A function that scores pages as given, whatever the cycle. */
    private static Policy fixed(String name, double... scores) {
        return new Policy() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Run start(CrawlState state, long seed) {
                return new Run() {
                    @Override
                    public void score(int cycle, double[] out) {
                        System.arraycopy(scores, 0, out, 0, scores.length);
                    }

                    @Override
                    public void visited(int page, int cycle, boolean changed) {}
                };
            }
        };
    }

    private static final ChangeHistory TWO_SITES = ChangeHistory.of(
            new String[] {"p0", "p1", "p2", "p3", "p4"},
            new String[] {"a", "a", "b", "b", "c"},
            new String[] {"0101", "0011", "1100", "0110", "1111"});

    @Test
    void eachPageScoresMinusItsRankUnderItsSitesFunction() {
        // f0 ranks p0..p4 as 1..5; f1 the reverse (p4 = 1, p3 = 2, p2 = 3, p1 = 4, p0 = 5)
        Policy f0 = fixed("f0", 5, 4, 3, 2, 1), f1 = fixed("f1", 1, 2, 3, 4, 5);
        Policy p = new SiteAssignedPolicy("s", List.of(f0, f1), Map.of("a", 0, "b", 1));
        double[] out = new double[5];
        p.start(new CrawlState(TWO_SITES, 1), 1).score(1, out);
        // a's pages by f0: ranks 1, 2; b's by f1: p2 rank 3, p3 rank 2; c is unassigned: f0, rank 5
        assertArrayEquals(new double[] {-1, -2, -3, -2, -5}, out, 0);
    }

    @Test
    void tiesShareTheirMeanRankAndABadAssignmentIsRefused() {
        Policy flat = fixed("flat", 1, 1, 1, 1, 1);
        double[] out = new double[5];
        new SiteAssignedPolicy("s", List.of(flat), Map.of())
                .start(new CrawlState(TWO_SITES, 1), 1)
                .score(1, out);
        assertArrayEquals(new double[] {-3, -3, -3, -3, -3}, out, 0);
        assertThrows(IllegalArgumentException.class, () -> new SiteAssignedPolicy("s", List.of(flat), Map.of("a", 1)));
    }
}
