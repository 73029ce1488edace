package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import org.junit.jupiter.api.Test;

/** A rule's site variant: its base at b = 0, its base times (1 + b x scs) by hand, and what it refuses. */
class SiteBoostPolicyTest {
    // site a: a0 changes at cycle 1, a1 at 3, a2 at 2; site b: b0 alone, changes at 1
    private static final ChangeHistory H =
            ChangeHistory.of(new String[] {"a0", "a1", "a2", "b0"}, new String[] {"a", "a", "a", "b"}, new String[] {
                "1000000000", "0010000000", "0100000000", "1000000000"
            });

    private static double[] scoresAtThree(String spec) {
        HandCrawl c = new HandCrawl(Policies.byName(spec), 1, H);
        for (int p = 0; p < 4; p++) c.visit(p, 1);
        c.visit(2, 2);
        return c.scores(3);
    }

    @Test
    void atBZeroItIsItsBaseAndOtherwiseTheBaseTimesOnePlusBTimesTheSitesShare() {
        double[] base = scoresAtThree("ChoGM");
        assertArrayEquals(base, scoresAtThree("ChoGM-site"), 0);
        assertArrayEquals(base, scoresAtThree("ChoGM-site(b=0)"), 0);
        // scs at cycle 3 (SiteFeaturesByHandTest): a0 1, a1 1, a2 0, b0 0
        double[] boosted = scoresAtThree("ChoGM-site(b=2)");
        double[] share = {1, 1, 0, 0};
        for (int p = 0; p < 4; p++) assertEquals(base[p] * (1 + 2 * share[p]), boosted[p], 0, "page " + p);
        // the base's own settings pass through
        assertArrayEquals(scoresAtThree("ChoGM(smoothing=2)"), scoresAtThree("ChoGM-site(b=0,smoothing=2)"), 0);
        assertEquals("Heritrix-ratio-site(b=1,I0=4)", SiteBoostPolicy.spec("Heritrix-ratio(I0=4)", 1));
        assertEquals("ChoGM-site(b=0.5)", SiteBoostPolicy.spec("ChoGM", 0.5));
    }

    @Test
    void atBZeroACrawlIsTheBasesCrawl() {
        ChangeHistory h = DatasetSpec.of("synthetic:pages=200,cycles=20").load().history();
        SimulationSettings s = SimulationSettings.defaults().withBudget(0.1);
        for (MethodId base : SiteBoostPolicy.BASES)
            assertArrayEquals(
                    CrawlSimulator.run(h, Policies.byName(base.name()), s).found(),
                    CrawlSimulator.run(
                                    h,
                                    Policies.byName(base.with(MethodId.Variant.SITE)
                                            .settings("(b=0)")
                                            .name()),
                                    s)
                            .found(),
                    base.name());
    }

    @Test
    void aDueOrderBaseIsRefusedInOneLine() {
        UserError e = assertThrows(UserError.class, () -> Policies.byName("Heritrix-site(b=1)"));
        assertEquals(
                "'Heritrix-site': a site variant needs a base with a positive ranking score, one of Nutch-ratio,"
                        + " Heritrix-ratio, StormCrawler-ratio, ChoGM (a due-order rule's score is negative until due)",
                e.getMessage());
        assertThrows(UserError.class, () -> Policies.byName("ChoGM-site(b=-1)"));
    }
}
