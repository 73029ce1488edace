package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.policy.AdaptiveIntervalPolicy.Schedule;
import io.crawlgp.simulation.HandCrawl;
import io.crawlgp.util.UserError;
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

    private static Schedule schedule(HandCrawl c) {
        return (Schedule) c.run();
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
    void nutchPullsANextFetchBeyondDbFetchIntervalMaxToNow() {
        HandCrawl c = crawl("Nutch(I0=80)", 1, "0000");
        c.visit(0, 1);
        c.visit(0, 2); // 80 x 1.4 = 112 d, next fetch ~113.7: more than 90 d ahead of cycle 3
        assertEquals(112.0, schedule(c).intervalDays(0), 1e-5);
        assertEquals(0.0, c.scores(3)[0], 0); // due now
        assertEquals(81.0, schedule(c).intervalDays(0), 1e-5); // 0.9 x 90 d
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

    @Test
    void settingsAreDaysAndOutOfRangeOnesAreOneLine() {
        assertEquals(
                "StormCrawler(max=3)", Policies.byName("StormCrawler(max=3)").name());
        assertEquals("Nutch-ratio", Policies.byName("nutch-ratio").name());
        UserError e = assertThrows(UserError.class, () -> Policies.byName("Heritrix(inc=2)"));
        assertEquals(
                "policy Heritrix has no setting 'inc'; known: "
                        + String.join(", ", AdaptiveIntervalPolicy.Rule.HERITRIX.settings),
                e.getMessage());
        assertThrows(UserError.class, () -> Policies.byName("Nutch(min=3,max=2.9)"));
    }
}
