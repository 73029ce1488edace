package io.crawlgp.feature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.expr.Expr;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.simulation.HandCrawl;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The inputs from the rest of the crawl (sc, scs, sdays, srate, wave) against values worked out by hand. */
class SiteFeaturesByHandTest {
    // site a: a0 changes at cycle 1, a1 at 3, a2 at 2; site b: b0 alone, changes at 1. Cycles of 1 day.
    private static final ChangeHistory H =
            ChangeHistory.of(new String[] {"a0", "a1", "a2", "b0"}, new String[] {"a", "a", "a", "b"}, new String[] {
                "1000000000", "0010000000", "0100000000", "1000000000"
            });

    /** Cycle 1: every page (a0 and b0 find their change); cycle 2: a2 (finds); cycle 4: a1 (finds its change of 3). */
    private static HandCrawl crawl(Feature f, boolean interpreted, int upTo) {
        HandCrawl c = new HandCrawl(
                FormulaPolicy.perPage(f.name(), new Expr.Var(0, f.name()), new TerminalSet(List.of(f)), interpreted),
                1,
                H);
        for (int p = 0; p < 4; p++) c.visit(p, 1);
        if (upTo >= 2) c.visit(2, 2);
        if (upTo >= 4) c.visit(1, 4);
        return c;
    }

    private static void check(Feature f, int upTo, int cycle, double... expected) {
        for (boolean interpreted : new boolean[] {false, true})
            assertArrayEquals(expected, crawl(f, interpreted, upTo).scores(cycle), 1e-15, f.name() + " at " + cycle);
    }

    @Test
    void scCountsNeighboursFoundChangedSinceThePagesLastVisit() {
        // cycle 3: a0 (last visit 1) and a1 (1) count a2 (found at 2); a2 (2) counts none (a0's find is older, a1 has
        // none); b0 is alone
        check(SiteFeatures.FOUND, 2, 3, 1, 1, 0, 0);
        // cycle 5, after a1's find at 4: a0 counts a1 and a2; a2 counts a1; a1 (visited at 4) counts none
        check(SiteFeatures.FOUND, 4, 5, 2, 0, 1, 0);
    }

    @Test
    void scsIsScOverTheNeighboursVisitedSince() {
        check(SiteFeatures.SHARE, 2, 3, 1, 1, 0, 0); // a0: 1 of 1 (a2); a1: 1 of 1 (a2); a2: none visited since 2
        check(SiteFeatures.SHARE, 4, 5, 1, 0, 1, 0); // a0: 2 of 2; a1: none visited since 4; a2: 1 of 1 (a1)
    }

    @Test
    void sdaysIsDaysSinceTheLatestChangeFoundOnAnotherPageOfTheSite() {
        // cycle 3: a0's neighbours' latest find is a2's (2): 1 day; a1's too; a2's is a0's (1): 2; b0 has none: 3
        check(SiteFeatures.DAYS, 2, 3, 1, 1, 2, 3);
        // cycle 5: a0 sees a1's find at 4; a1 sees a2's (2); a2 sees a1's (4)
        check(SiteFeatures.DAYS, 4, 5, 1, 3, 1, 5);
    }

    @Test
    void srateIsTheNeighboursChangesFoundOverTheirVisitsPooled() {
        // cycle 3: a0: (a1 0 + a2 1) / (1 + 2) visits; a1: (1 + 1) / (1 + 2); a2: (1 + 0) / (1 + 1); b0 alone
        check(SiteFeatures.RATE, 2, 3, 1.0 / 3, 2.0 / 3, 0.5, 0);
    }

    @Test
    void waveIsLastCyclesCrawledPagesFoundChangedThePageAside() {
        // before cycle 2: cycle 1 crawled all four, a0 and b0 found changes: a0 (1 of 3 others), a1 (2 of 3), ...
        check(SiteFeatures.WAVE, 1, 2, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1.0 / 3);
        // before cycle 3: cycle 2 crawled a2 alone, which found a change; a2 itself has no other page crawled
        check(SiteFeatures.WAVE, 2, 3, 1, 1, 0, 1);
    }
}
