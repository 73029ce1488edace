package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.Signals;
import io.crawlgp.expr.Expr;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.SignalFeatures;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.simulation.Policy;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The inputs GP needs against the posterior: csb, csw and csq, by hand. */
class SignalBurstAndPosteriorInputsTest {
    // pages 0 and 1 of site a, page 2 of site b; signals: page 0 at 2, page 1 at 2 and 4, page 2 at 3
    private static final ChangeHistory H = ChangeHistory.of(
                    new String[] {"p0", "p1", "p2"},
                    new String[] {"a", "a", "b"},
                    new String[] {"010000", "000100", "001000"})
            .withSignals(Signals.of(6, new int[][] {{2}, {2, 4}, {3}}));

    private static HandCrawl crawl(Policy p) {
        HandCrawl c = new HandCrawl(p, 1, H);
        c.visit(1, 1);
        c.visit(0, 3);
        return c;
    }

    private static Policy input(Feature f) {
        return FormulaPolicy.perPage(f.name(), new Expr.Var(0, f.name()), new TerminalSet(List.of(f)), false);
    }

    @Test
    void theSitesBurstThisCycleAndSinceTheVisit() {
        // at cycle 4: of site a only page 1 is signalled (1 of 2); site b none
        assertArrayEquals(
                new double[] {0.5, 0.5, 0}, crawl(input(SignalFeatures.BURST)).scores(4), 0);
        // since each page's visit: page 0 (visited 3): page 1's signal at 4 -> 1/2; page 1 (visited 1): page 0's at 2
        // and its own at 4 -> 2/2; page 2 (never visited): its own at 3 -> 1/1
        assertArrayEquals(
                new double[] {0.5, 1, 1},
                crawl(input(SignalFeatures.BURST_SINCE)).scores(4),
                0);
    }

    @Test
    void csqAloneScoresAsThePosteriorDoes() {
        for (int cycle : new int[] {4, 5, 6})
            assertArrayEquals(
                    crawl(Policies.byName("Posterior")).scores(cycle),
                    crawl(input(PeerStateFeatures.POSTERIOR)).scores(cycle),
                    0,
                    "cycle " + cycle);
    }

    /**
     * On random sites, signals and visits, both shares equal their definition counted page by page: the pages of
     * the site whose latest signal is this cycle, and those whose latest signal came after this page's last visit.
     */
    @Test
    void theSharesAreTheirDefinitionOnRandomCrawls() {
        SplittableRandom r = new SplittableRandom(11);
        for (int trial = 0; trial < 80; trial++) {
            // sites x (cycles + 2) above the pages in some trials, at most in others: both ways of counting
            int pages = 1 + r.nextInt(60), cycles = 2 + r.nextInt(12), sites = 1 + r.nextInt(5);
            String[] ids = new String[pages], site = new String[pages], hist = new String[pages];
            int[][] signals = new int[pages][];
            for (int p = 0; p < pages; p++) {
                ids[p] = "p" + p;
                site[p] = "s" + r.nextInt(sites);
                hist[p] = "0".repeat(cycles);
                signals[p] = IntStream.rangeClosed(1, cycles)
                        .filter(c -> r.nextInt(3) == 0)
                        .toArray();
            }
            ChangeHistory h = ChangeHistory.of(ids, site, hist).withSignals(Signals.of(cycles, signals));
            HandCrawl burst = new HandCrawl(input(SignalFeatures.BURST), 1, h);
            HandCrawl since = new HandCrawl(input(SignalFeatures.BURST_SINCE), 1, h);
            int[] lastVisit = new int[pages];
            for (int c = 1; c <= cycles; c++) {
                double[] b = burst.scores(c), w = since.scores(c);
                for (int p = 0; p < pages; p++) {
                    int inSite = 0, now = 0, after = 0;
                    for (int q = 0; q < pages; q++) {
                        if (!site[q].equals(site[p])) continue;
                        int latest = 0;
                        for (int s : signals[q]) if (s <= c) latest = s;
                        inSite++;
                        if (latest == c) now++;
                        if (latest > lastVisit[p]) after++;
                    }
                    assertEquals(now / (double) inSite, b[p], 0, "csb, trial " + trial + " page " + p + " cycle " + c);
                    assertEquals(
                            after / (double) inSite, w[p], 0, "csw, trial " + trial + " page " + p + " cycle " + c);
                }
                for (int p = 0; p < pages; p++)
                    if (r.nextInt(3) == 0) {
                        burst.visit(p, c);
                        since.visit(p, c);
                        lastVisit[p] = c;
                    }
            }
        }
    }
}
