package io.crawlgp.feature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.SignalModel;
import io.crawlgp.dataset.Signals;
import io.crawlgp.expr.Expr;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The signal inputs and the signals-first rule, by hand on a crawl of two pages of one site. */
class SignalFeaturesTest {
    // page 0 changes at 3 and 6, page 1 never; signals: page 0 at 3 and 8, page 1 at 5 (a false positive)
    private static final ChangeHistory H =
            ChangeHistory.of("0010010000", "0000000000").withSignals(Signals.of(10, new int[][] {{3, 8}, {5}}));

    private static HandCrawl crawl(Feature f) {
        HandCrawl c = new HandCrawl(
                FormulaPolicy.perPage(f.name(), new Expr.Var(0, f.name()), new TerminalSet(List.of(f)), false), 1, H);
        c.visit(0, 4); // signal at 3 since the start: a signalled visit, finds the change of 3
        c.visit(1, 6); // signal at 5: a signalled visit, finds nothing
        return c;
    }

    @Test
    void eachInputByHand() {
        assertArrayEquals(new double[] {1, 0}, crawl(SignalFeatures.SINCE).scores(8), 0, "(4,8] holds 8; (6,8] none");
        assertArrayEquals(new double[] {1, 0}, crawl(SignalFeatures.ANY).scores(8), 0);
        assertArrayEquals(new double[] {0, 3}, crawl(SignalFeatures.AGE).scores(8), 0, "8 - 8, 8 - 5");
        // two visits after a signal, one found a change; one change found: (1+1)/(2+2) and (1+1)/(1+2)
        assertArrayEquals(
                new double[] {0.5, 0.5}, crawl(SignalFeatures.PRECISION).scores(8), 1e-15);
        assertArrayEquals(
                new double[] {2.0 / 3, 2.0 / 3}, crawl(SignalFeatures.RECALL).scores(8), 1e-15);
        HandCrawl c = crawl(SignalFeatures.PRECISION);
        c.visit(0, 9); // signal at 8 since 4: signalled, finds the change of 6
        assertArrayEquals(new double[] {0.6, 0.6}, c.scores(10), 1e-15, "(2+1)/(3+2)");
    }

    @Test
    void signalsFirstLiftsTheSignalledAboveTheRestAndKeepsTheBaseOrderAndTiesWithinEach() {
        ChangeHistory h = ChangeHistory.of("00000", "00000", "00000", "00000").withSignals(Signals.of(5, new int[][] {
            {}, {}, {5}, {5}
        }));
        HandCrawl base = new HandCrawl(Policies.byName("Age"), 1, h),
                first = new HandCrawl(Policies.byName("Age-signal"), 1, h);
        for (HandCrawl c : List.of(base, first)) {
            c.visit(0, 1);
            c.visit(1, 1);
            c.visit(2, 2);
            c.visit(3, 4);
        }
        double[] b = base.scores(5), s = first.scores(5);
        assertTrue(b[0] == b[1] && b[1] > b[2] && b[2] > b[3], "Age: the oldest first");
        // dense ranks of the base's three distinct scores, the signalled pages lifted by 3
        assertArrayEquals(new double[] {2, 2, 4, 3}, s, 0);
        assertEquals(
                "Heritrix-ratio-signal(I0=4)",
                Policies.byName("heritrix-ratio-signal(I0=4)").name());
    }

    @Test
    void dataWithoutSignalsRefusesTheInputsInOneLine() {
        UserError e = assertThrows(
                UserError.class,
                () -> new HandCrawl(
                        FormulaPolicy.perPage(
                                "csn", new Expr.Var(0, "csn"), new TerminalSet(List.of(SignalFeatures.SINCE)), false),
                        1,
                        "0101"));
        assertTrue(e.getMessage().contains("data has none"), e.getMessage());
    }

    @Test
    void theToldBoundTrustsOnlyTheSignalsOfSitesWhoseDrawnModeIsAccurateAndIsAnOracle() {
        // two sites, each page changing every cycle: deploy signals every cycle too, accurate ones (recall 1) as well
        ChangeHistory h =
                ChangeHistory.of(new String[] {"a", "b"}, new String[] {"s1", "s2"}, new String[] {"111111", "111111"});
        SignalModel m = null;
        for (long seed = 1; m == null; seed++) { // a seed that draws the two sites into different modes
            SignalModel c = new SignalModel("accurate:0.5/deploy:0.5", 1, 0, 0, seed);
            SignalModel.Mode[] modes = c.modes(h);
            if (modes[0] != modes[1]) m = c;
        }
        ChangeHistory signalled = h.withSignals(m.draw(h));
        int accurate = m.modes(h)[0] == SignalModel.Mode.ACCURATE ? 0 : 1;
        HandCrawl told = new HandCrawl(Policies.byName("Age-signal-fullview"), 1, signalled);
        told.visit(0, 1);
        told.visit(1, 1);
        double[] s = told.scores(2); // both signalled at 2, equal ages: only the accurate site's page is lifted
        assertTrue(s[accurate] > s[1 - accurate], Arrays.toString(s));
        assertTrue(MethodId.isOracle(Policies.byName("Age-signal-fullview").name()));
    }

    /**
     * Each signal input's column, read a row at a time, is the page-by-page reading (the reference walks the tree a
     * page at a time) at every cycle of random crawls.
     */
    @Test
    void theColumnsAreThePageByPageReadings() {
        SplittableRandom r = new SplittableRandom(5);
        for (int trial = 0; trial < 20; trial++) {
            int pages = 1 + r.nextInt(25), cycles = 3 + r.nextInt(10);
            String[] ids = new String[pages], sites = new String[pages], hist = new String[pages];
            int[][] signals = new int[pages][];
            for (int p = 0; p < pages; p++) {
                ids[p] = "p" + p;
                sites[p] = "s" + r.nextInt(3);
                StringBuilder b = new StringBuilder();
                for (int c = 0; c < cycles; c++) b.append(r.nextInt(3) == 0 ? '1' : '0');
                hist[p] = b.toString();
                signals[p] = IntStream.rangeClosed(1, cycles)
                        .filter(c -> r.nextInt(3) == 0)
                        .toArray();
            }
            ChangeHistory h = ChangeHistory.of(ids, sites, hist).withSignals(Signals.of(cycles, signals));
            for (Feature f : SignalFeatures.ALL) {
                TerminalSet one = new TerminalSet(List.of(f));
                HandCrawl column =
                        new HandCrawl(FormulaPolicy.perPage(f.name(), new Expr.Var(0, f.name()), one, false), 1, h);
                HandCrawl walk =
                        new HandCrawl(FormulaPolicy.perPage(f.name(), new Expr.Var(0, f.name()), one, true), 1, h);
                for (int c = 1; c <= cycles; c++) {
                    assertArrayEquals(
                            walk.scores(c), column.scores(c), 0, f.name() + " trial " + trial + " cycle " + c);
                    for (int p = 0; p < pages; p++)
                        if (r.nextInt(3) == 0) {
                            column.visit(p, c);
                            walk.visit(p, c);
                        }
                }
            }
        }
    }
}
