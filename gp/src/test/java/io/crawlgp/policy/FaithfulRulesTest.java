package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.util.UserError;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The production rules as their crawlers run them, step by step at daily and weekly cycles, computed by hand from the
 * sources cited in {@link AdaptiveIntervalPolicy.Rule}: first fetch only records, the step in the crawler's own units,
 * Nutch's sync_delta and db.fetch.interval.max, and the due-first order against the ratio order.
 */
class FaithfulRulesTest {
    private static HandCrawl crawl(String policy, double cycleDays, String... histories) {
        return new HandCrawl(
                Policies.byName(policy), 1, ChangeHistory.of(histories).withCycleDays(cycleDays));
    }

    private static AdaptiveSchedule schedule(HandCrawl c) {
        return (AdaptiveSchedule) c.run();
    }

    @Test
    void nutchFirstFetchRecordsThenStepsWithSyncDelta() {
        // page 0 changes at cycle 3 only
        HandCrawl c = crawl("Nutch", 1, "00100000000000");
        c.visit(0, 1); // UNKNOWN: I stays db.fetch.interval.default, 30 d; due 30 d later
        assertEquals(30.0, schedule(c).intervalDays(0), 1e-9);
        assertEquals(31.0, schedule(c).dueCycle(0), 1e-9);
        assertEquals(2 - 31.0, c.scores(2)[0], 1e-9); // due order: now - due, in cycles
        c.visit(0, 2); // not modified: 30 x 1.4 = 42 d; delta = 1 d since the first fetch; next = 2 - 0.3 + 42
        assertEquals(42.0, schedule(c).intervalDays(0), 1e-5);
        assertEquals(2 - 0.3 + 42, schedule(c).dueCycle(0), 1e-5);
        c.visit(0, 3); // modified: 42 x 0.8 = 33.6 d; modified time = now, delta 0
        assertEquals(33.6, schedule(c).intervalDays(0), 1e-5);
        assertEquals(3 + 33.6, schedule(c).dueCycle(0), 1e-5);
        // sync_delta pulls: 10 d since the last change-finding fetch, I = max(I x 1.4, 10 d); next = now - 3 + 10
        HandCrawl s = crawl("Nutch(I0=1)", 1, "000000000000000");
        s.visit(0, 1);
        s.visit(0, 11);
        assertEquals(10.0, schedule(s).intervalDays(0), 1e-9);
        assertEquals(11 - 3 + 10, schedule(s).dueCycle(0), 1e-5);
        // without it, the bare step
        HandCrawl n = crawl("Nutch(I0=1,sync=0)", 1, "000000000000000");
        n.visit(0, 1);
        n.visit(0, 11);
        assertEquals(1.4, schedule(n).intervalDays(0), 1e-6);
        assertEquals(12.4, schedule(n).dueCycle(0), 1e-6);
    }

    @Test
    void nutchForcesARefetchAboveDbFetchIntervalMaxAndPullsOnTheGeneratorsCopyOnly() {
        // Nutch(I0=80), daily, a page that never changes
        HandCrawl c = crawl("Nutch(I0=80)", 1, "0000000000");
        c.visit(0, 1); // UNKNOWN: 80 d, next at 81
        c.visit(0, 2); // not modified: 80 x 1.4 = 112 d; next = 2 - 0.3 + 112 (the schedule's float interval)
        // CrawlDbReducer: 112 d > db.fetch.interval.max 90 d -> forceRefetch: round(0.9 x 90 d) = 81 d, next time kept
        assertEquals(81.0, schedule(c).intervalDays(0), 0);
        assertEquals(2 - 0.3 + 112, schedule(c).dueCycle(0), 1e-5);
        // the generator at cycle 3 sees the next fetch 110.7 d ahead (> 90 d): due now, on its copy
        assertEquals(0.0, c.scores(3)[0], 0);
        assertEquals(2 - 0.3 + 112, schedule(c).dueCycle(0), 1e-5); // not written back
        assertEquals(0.0, c.scores(4)[0], 0); // pulled again, not more overdue
        // 23 days later the next fetch is within 90 d: no longer due
        assertEquals(25 - (2 - 0.3 + 112), c.scores(25)[0], 1e-5);
        // the refetch finds no signature: STATUS_UNKNOWN, I kept (81 d), modified time = now, no shift
        c.visit(0, 4);
        assertEquals(81.0, schedule(c).intervalDays(0), 0);
        assertEquals(4 + 81.0, schedule(c).dueCycle(0), 1e-9);
        c.visit(0, 5); // not modified again: 81 x 1.4 = 113.4 d > 90 d: forced again
        assertEquals(81.0, schedule(c).intervalDays(0), 0);
        assertEquals(5 - 0.3 + 113.4, schedule(c).dueCycle(0), 1e-4);

        // forceRefetch off: the interval keeps its 112 d, and the generator's pull cuts the copy's to 81 d
        HandCrawl off = crawl("Nutch(I0=80,forceRefetch=0)", 1, "0000000000");
        off.visit(0, 1);
        off.visit(0, 2);
        assertEquals(112.0, off.run() instanceof AdaptiveSchedule sch ? sch.intervalDays(0) : 0, 1e-5);
        assertEquals(0.0, off.scores(3)[0], 0);
        off.visit(0, 3); // the fetch carries the copy: 81 d x 1.4 = 113.4 d
        assertEquals(113.4, schedule(off).intervalDays(0), 1e-4);

        // pullStored = 1 (crawlgp before issue 57): the pull is written into the state, so the page grows overdue
        HandCrawl stored = crawl("Nutch(I0=80,pullStored=1)", 1, "0000000000");
        stored.visit(0, 1);
        stored.visit(0, 2);
        assertEquals(0.0, stored.scores(3)[0], 0);
        assertEquals(1.0, stored.scores(4)[0], 1e-12);
    }

    @Test
    void nutchStoresWholeSecondsUnlessAskedToKeepTheFloat() {
        // I0 = 0.1234 d = 10,661.76 s, stored as 10,662 s; unchanged: x 1.4f in float; CrawlDatum keeps Math.round of
        // it
        float f = (float) Math.round((float) (0.1234 * 86_400)) * (1.0f + 0.4f);
        HandCrawl whole = crawl("Nutch(I0=0.1234,sync=0)", 1, "000");
        whole.visit(0, 1);
        whole.visit(0, 2);
        assertEquals(Math.round(f) * 1000 / 86_400_000.0, schedule(whole).intervalDays(0), 0);
        HandCrawl kept = crawl("Nutch(I0=0.1234,sync=0,wholeSeconds=0)", 1, "000");
        kept.visit(0, 1);
        kept.visit(0, 2);
        float g = (float) (0.1234 * 86_400) * (1.0f + 0.4f);
        assertEquals(Math.round(g * 1000.0) / 86_400_000.0, schedule(kept).intervalDays(0), 0);
        assertTrue(Math.round(f) != f, "the example's float is not a whole number of seconds");
    }

    @Test
    void nutchBoundsSyncDeltasShiftAsNutch1564IsWrittenIntendedOrAbsent() {
        // weekly cycles, forceRefetch off so that delta grows: unchanged from cycle 1 to 200 = 1,393 d; 0.3 x 1,393 d =
        // 417.9 d > max_interval 365 d. I = max(I x 1.4, delta) clamped to 365 d.
        double[] expected = {
            200 + 365 / 7.0, // as written: offset / delta truncates to 0, no shift
            200 + (365 - 0.3 * 365) / 7.0, // as intended: rate x max interval
            200 + (365 - 0.3 * 1393) / 7.0 // before NUTCH-1564: rate x delta, a next fetch in the past
        };
        for (int cap = 0; cap < 3; cap++) {
            char[] zeros = new char[202];
            Arrays.fill(zeros, '0');
            HandCrawl c = crawl("Nutch(forceRefetch=0,syncCap=" + cap + ")", 7, new String(zeros));
            c.visit(0, 1);
            c.visit(0, 200);
            assertEquals(365.0, schedule(c).intervalDays(0), 0);
            assertEquals(expected[cap], schedule(c).dueCycle(0), 1e-5, "syncCap " + cap);
        }
        assertThrows(UserError.class, () -> Policies.byName("Nutch(syncCap=1.5)"));
        assertThrows(UserError.class, () -> Policies.byName("Nutch(forceRefetch=0.5)"));
    }

    @Test
    void heritrixStickyContentStateReadsEveryVisitAfterTheFirstUnchangedOneAsUnchanged() {
        // changes at cycles 3 and 4 (the history's third and fourth characters); visits at 1 (first: 1 d), 2
        // (unchanged: 1.5 d), 3 and 4 (changed)
        HandCrawl fresh = crawl("Heritrix", 1, "0011000");
        HandCrawl sticky = crawl("Heritrix(sticky=1)", 1, "0011000");
        for (int cycle = 1; cycle <= 4; cycle++) {
            fresh.visit(0, cycle);
            sticky.visit(0, cycle);
        }
        long w = 129_600_000L; // 1.5 d after the unchanged visit
        assertEquals(
                (long) ((long) (w / 1.5) / 1.5) / 86_400_000.0, schedule(fresh).intervalDays(0), 0);
        assertEquals(
                (long) ((long) (w * 1.5) * 1.5) / 86_400_000.0, schedule(sticky).intervalDays(0), 0);
    }

    @Test
    void heritrixWaitsOneDayAfterTheFirstFetchThenDividesOrMultiplies() {
        HandCrawl c = crawl("Heritrix", 1, "0010", "0000");
        c.visit(0, 1);
        assertEquals(1.0, schedule(c).intervalDays(0), 0);
        c.visit(0, 2); // unchanged: 1.5 d
        assertEquals(1.5, schedule(c).intervalDays(0), 0);
        c.visit(0, 3); // changed: (long) (129,600,000 / 1.5) ms = 1 d
        assertEquals(1.0, schedule(c).intervalDays(0), 0);
        assertEquals(4.0, schedule(c).dueCycle(0), 1e-12);
        // clamps: 4 weeks at most, 1 h at least
        HandCrawl up = crawl("Heritrix(I0=27)", 1, "0000");
        up.visit(0, 1);
        up.visit(0, 2);
        assertEquals(28.0, schedule(up).intervalDays(0), 0);
        HandCrawl down = crawl("Heritrix(I0=0.05)", 1, "0111");
        down.visit(0, 1);
        down.visit(0, 2);
        down.visit(0, 3);
        assertEquals(1 / 24.0, schedule(down).intervalDays(0), 1e-12); // 72 min / 1.5 = 48 min -> 32 min -> 60 min
    }

    @Test
    void stormCrawlerStepsInWholeMinutesAtDailyAndWeeklyCycles() {
        for (double days : new double[] {1, 7}) {
            HandCrawl c = crawl("StormCrawler", days, "0100", "0000");
            c.visit(0, 1); // no old signature: the default 1,440 min
            c.visit(1, 1);
            assertEquals(1.0, schedule(c).intervalDays(0), 0);
            assertEquals(1 + 1 / days, schedule(c).dueCycle(0), 1e-12);
            c.visit(0, 2); // changed: (int) (0.5 x 1440 + 0.5 x 60) = 750 min
            c.visit(1, 2); // unchanged: (int) (1440 x 1.5) = 2160 min
            assertEquals(750 / 1440.0, schedule(c).intervalDays(0), 1e-12);
            assertEquals(2160 / 1440.0, schedule(c).intervalDays(1), 1e-12);
            assertEquals(2 + 750 / 1440.0 / days, schedule(c).dueCycle(0), 1e-9);
        }
        HandCrawl cap = crawl("StormCrawler(I0=10)", 1, "0000");
        cap.visit(0, 1);
        cap.visit(0, 2); // 15 d capped at 20,160 min = 14 d
        assertEquals(14.0, schedule(cap).intervalDays(0), 0);
    }

    @Test
    void dueOrderTakesTheMostOverdueWhereTheRatioOrderTakesTheLargestShare() {
        // Heritrix(I0=28), weekly cycles. Page 0: fetched at 1, waits 28 d (4 cycles), 1 cycle overdue at cycle 6.
        // Page 1 changes at 2, 3, 4: 28 d / 1.5^3 = 8.296 d = 1.185 cycles after cycle 4, 0.815 cycle overdue.
        for (String order : new String[] {"Heritrix", "Heritrix-ratio"}) {
            HandCrawl c = crawl(order + "(I0=28)", 7, "000000", "011100");
            c.visit(0, 1);
            for (int cycle = 1; cycle <= 4; cycle++) c.visit(1, cycle);
            double i1 = (long) ((long) ((long) (28 * 86_400_000L / 1.5) / 1.5) / 1.5) / 86_400_000.0 / 7;
            double[] s = c.scores(6);
            if (order.equals("Heritrix")) {
                assertEquals(1.0, s[0], 1e-12);
                assertEquals(6 - 4 - i1, s[1], 1e-12);
                assertTrue(s[0] > s[1], "due first: the more overdue page");
            } else {
                assertEquals(5 / 4.0, s[0], 1e-12);
                assertEquals(2 / i1, s[1], 1e-9);
                assertTrue(s[1] > s[0], "ratio: the larger share of its own interval");
            }
        }
    }

    /**
     * Nutch-ratio ranks by the time since the reference time over the interval the next fetch was scheduled with
     *: after the reducer's forceRefetch the stored interval is 81 d while the next fetch stays at ref + the
     * schedule's interval. Hand-computed at daily and weekly cycles for a page that never changes, Nutch-ratio(I0=80):
     * fetched at cycle 1 (UNKNOWN, 80 d), again at cycle 2 (not modified: 80 d x 1.4f = 9,676,800 s = 112 d exactly;
     * sync_delta: delta = one cycle, ref = now - round(delta x 0.3f x 1000) ms; forced: stored 6,998,400 s = 81 d).
     */
    @Test
    void nutchRatioDividesByTheIntervalTheNextFetchWasScheduledWith() {
        for (int days : new int[] {1, 7}) {
            long cycleMs = days * 86_400_000L;
            long offset = Math.round(days * 86_400L * (double) 0.3f * 1000); // sync_delta's shift, ms
            long scheduled = 9_676_800_000L, stored = 6_998_400_000L; // 112 d and 81 d
            // the first cycle at which the next fetch (2 cycles + 112 d - offset from epoch) is within 90 d: not pulled
            int late = days == 1 ? 25 : 5;
            long elapsed = (late - 2) * cycleMs + offset; // now - ref
            for (String rule : new String[] {"Nutch-ratio(I0=80)", "Nutch-ratio(I0=80,ratioStored=1)"}) {
                HandCrawl c = crawl(rule, days, "0".repeat(30));
                c.visit(0, 1);
                c.visit(0, 2);
                assertEquals(81.0, schedule(c).intervalDays(0), 0, "forceRefetch cut the stored interval");
                // next cycle the next fetch is more than 90 d ahead: the generator pulls it, due now, key exactly 1
                assertEquals(1.0, c.scores(3)[0], 0, rule);
                boolean storedReading = rule.contains("ratioStored");
                double expected = (double) elapsed / (double) (storedReading ? stored : scheduled);
                assertEquals(expected, c.scores(late)[0], 0, rule + " at " + days + "-day cycles");
            }
        }
        // before any forced refetch the two readings differ only by whole-second storage: I0 = 30 d is whole seconds
        HandCrawl plain = crawl("Nutch-ratio", 1, "0000000");
        plain.visit(0, 1);
        assertEquals(3.0 / 30.0, plain.scores(4)[0], 0);
    }

    /**
     * The ratio key is one correctly rounded division of exact milliseconds: equal fractions are equal doubles (196 days
     * over 98 days and 2 over 1 are both exactly 2.0, never 1.9999999999999998), and a rule whose intervals are whole
     * cycles ranks the same at any cycle length.
     */
    @Test
    void ratioKeysAreExactFractions() {
        for (double days : new double[] {1, 7}) {
            // StormCrawler-ratio(I0 = one cycle): after the first fetch both pages wait one cycle
            String rule = "StormCrawler-ratio(I0=" + days + ",min=" + days / 2 + ",max=" + days * 100 + ")";
            HandCrawl c = crawl(rule, days, "0000000", "0000000");
            c.visit(0, 1);
            c.visit(1, 3);
            double[] s = c.scores(5); // page 0: 4 cycles over 1; page 1: 2 over 1
            assertEquals(4.0, s[0], 0);
            assertEquals(2.0, s[1], 0);
        }
        // Heritrix-ratio after unequal histories that reach keys equal as fractions: 2 d over 1 d and 3 d over 1.5 d
        HandCrawl h = crawl("Heritrix-ratio", 1, "000000", "000000");
        h.visit(0, 1); // 1 d
        h.visit(1, 1);
        h.visit(1, 2); // unchanged: 1.5 d
        double[] s = h.scores(4); // page 0: 3 d / 1 d = 3; page 1: 2 d / 1.5 d
        assertEquals(3.0, s[0], 0);
        assertEquals(2 / 1.5, s[1], 0);
        double[] t = h.scores(5); // page 1: 3 d / 1.5 d = exactly 2, as page 0's 2 d / 1 d was at cycle 3
        assertEquals(2.0, t[1], 0);
    }

    @Test
    void settingsAreDaysAndOutOfRangeOnesAreOneLine() {
        assertEquals(
                "StormCrawler(max=3)", Policies.byName("StormCrawler(max=3)").name());
        assertEquals("Nutch-ratio", Policies.byName("nutch-ratio").name());
        UserError e = assertThrows(UserError.class, () -> Policies.byName("Heritrix(inc=2)"));
        assertEquals("policy Heritrix has no setting 'inc'; known: " + "I0, factor, max, min, sticky", e.getMessage());
        assertThrows(UserError.class, () -> Policies.byName("Nutch(min=3,max=2.9)"));
    }
}
