package io.crawlgp.feature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.expr.Expr;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.simulation.HandCrawl;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The related-page features rs and rx against values worked out by hand, through both formula-policy paths. */
class RelatedPagesByHandTest {
    // site a: a0 changes at cycle 1, a1 never, a2 at cycle 2; site b: b0 alone, changes at cycle 1
    private static final ChangeHistory H =
            ChangeHistory.of(new String[] {"a0", "a1", "a2", "b0"}, new String[] {"a", "a", "a", "b"}, new String[] {
                "1000000000", "0000000000", "0100000000", "1000000000"
            });

    private static HandCrawl crawl(Feature f, boolean interpreted) {
        HandCrawl c = new HandCrawl(
                FormulaPolicy.perPage(f.name(), new Expr.Var(0, f.name()), new TerminalSet(List.of(f)), interpreted),
                1,
                H);
        for (int p = 0; p < 4; p++) c.visit(p, 1); // a0 and b0 find their change
        c.visit(2, 2); // a2 finds its change
        return c;
    }

    @Test
    void rxIsTheMeanObservedRateOfTheOtherPagesOfTheSite() {
        for (boolean interpreted : new boolean[] {false, true}) {
            // a0: (a1 0/1 + a2 1/2) / 2; a1: (1/1 + 1/2) / 2; a2: (1/1 + 0/1) / 2; b0 alone: 0
            assertArrayEquals(
                    new double[] {0.25, 0.75, 0.5, 0},
                    crawl(CrawlFeatures.RELATED_RATE, interpreted).scores(3),
                    1e-15);
        }
    }

    @Test
    void rsIsTheShareOfTheOtherPagesOfTheSiteWithAChangeFoundWithinSevenCycles() {
        for (boolean interpreted : new boolean[] {false, true}) {
            HandCrawl c = crawl(CrawlFeatures.RELATED_RECENT, interpreted);
            // cycle 3: a0's change (found at 1) and a2's (found at 2) are recent
            assertArrayEquals(new double[] {0.5, 1, 0.5, 0}, c.scores(3), 1e-15);
            // cycle 9: 9 - 2 = 7 is still recent (within seven cycles), 9 - 1 = 8 is not
            assertArrayEquals(new double[] {0.5, 0.5, 0, 0}, c.scores(9), 1e-15);
            // cycle 10: neither
            assertArrayEquals(new double[] {0, 0, 0, 0}, c.scores(10), 1e-15);
        }
    }

    @Test
    void aFormulaOverNXtAloneIsTheScoreFunctionForm() {
        List<String> names = List.of("n", "X", "t");
        Expr e = new Expr.Var(1, "X");
        HandCrawl viaOf = new HandCrawl(FormulaPolicy.of("x", e, names, CrawlFeatures.SET), 1, H);
        HandCrawl perPage = new HandCrawl(FormulaPolicy.perPage("x", e, TerminalSet.gp4c(), false), 1, H);
        for (HandCrawl c : List.of(viaOf, perPage)) {
            for (int p = 0; p < 4; p++) c.visit(p, 1);
            assertArrayEquals(new double[] {1, 0, 0, 1}, c.scores(2), 0);
        }
        assertEquals(List.of("n", "X", "t"), TerminalSet.gp4c().nonNegative());
        assertEquals(3, TerminalSet.gp4c().size());
    }
}
