package io.crawlgp.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.util.UserError;
import org.junit.jupiter.api.Test;

/** Histories longer than one 64-bit word of outcomes, a budget that crawls every page, and the warm-up's bounds. */
class LongHistoriesAndBoundsTest {
    private static final Policy AGE = new Policy() {
        public String name() {
            return "age";
        }

        public Run start(CrawlState state, long seed) {
            int[] last = state.lastVisitArray();
            return (cycle, out) -> {
                for (int p = 0; p < out.length; p++) out[p] = cycle - last[p];
            };
        }
    };

    @Test
    void pagesVisitedEveryCycleKeepEveryOutcomeBeyondSixtyFourVisits() {
        // over 130 cycles page 0 changes at every odd cycle, page 1 at every third: visit i (1-based, at cycle i) finds
        // a change iff the page changed at cycle i; each page's outcomes live in words of their own
        StringBuilder h0 = new StringBuilder(), h1 = new StringBuilder();
        for (int c = 1; c <= 130; c++) {
            h0.append(c % 2 == 1 ? '1' : '0');
            h1.append(c % 3 == 0 ? '1' : '0');
        }
        HandCrawl crawl = new HandCrawl(AGE, 1, h0.toString(), h1.toString());
        for (int c = 1; c <= 130; c++) {
            assertEquals(c % 2 == 1, crawl.visit(0, c), "page 0, cycle " + c);
            assertEquals(c % 3 == 0, crawl.visit(1, c), "page 1, cycle " + c);
        }
        CrawlState s = crawl.state();
        assertEquals(130, s.cycles());
        assertEquals(130, s.n(0));
        assertEquals(65, s.x(0));
        assertEquals(43, s.x(1));
        for (int i = 1; i <= 130; i++) {
            assertEquals(i % 2 == 1, s.outcome(0, i), "page 0, visit " + i);
            assertEquals(i % 3 == 0, s.outcome(1, i), "page 1, visit " + i);
        }
        assertEquals(129, s.lastChange(0));
        assertEquals(129, s.lastChange(1));
    }

    @Test
    void theSimulatorsAgreeOnHistoriesOfSeveralWords() {
        String[] pages = new String[12];
        for (int p = 0; p < pages.length; p++) {
            StringBuilder h = new StringBuilder();
            for (int c = 1; c <= 150; c++) h.append((c * (p + 3)) % (p + 5) == 0 ? '1' : '0');
            pages[p] = h.toString();
        }
        ChangeHistory h = ChangeHistory.of(pages);
        SimulationSettings s = new SimulationSettings(0.25, 2, TieBreak.RANDOM, 9);
        SimulationResult fast = CrawlSimulator.run(h, AGE, s), reference = ReferenceSimulator.run(h, AGE, s);
        assertEquals(148, fast.scheduledCycles());
        assertArrayEquals(reference.found(), fast.found());
        assertArrayEquals(reference.available(), fast.available());
    }

    @Test
    void aBudgetOfOneCrawlsEveryPageEveryCycle() {
        ChangeHistory h = ChangeHistory.of("1010", "0110", "0001");
        SimulationResult r = CrawlSimulator.run(h, AGE, new SimulationSettings(1, 1, TieBreak.INDEX, 1));
        assertEquals(3, r.k());
        // cycles 2..4 (changes: p1; p0 and p1; p2): every change is found the cycle it happens
        assertArrayEquals(new int[] {1, 2, 1}, r.found());
        assertArrayEquals(new int[] {0, 0, 0}, r.staleAfter());
    }

    @Test
    void theWarmUpMustLeaveAScheduledCycle() {
        SimulationSettings s = new SimulationSettings(0.5, 4, TieBreak.INDEX, 1);
        s.checkFits(5); // one scheduled cycle
        UserError e = assertThrows(UserError.class, () -> s.checkFits(4));
        assertEquals("warmup 4 leaves no scheduled cycle in a history of 4 cycles", e.getMessage());
        assertThrows(UserError.class, () -> CrawlSimulator.run(ChangeHistory.of("0101", "1111"), AGE, s));
        assertThrows(UserError.class, () -> new SimulationSettings(0.5, -1, TieBreak.INDEX, 1));
        assertThrows(UserError.class, () -> new SimulationSettings(0, 1, TieBreak.INDEX, 1));
        assertEquals(1, new SimulationSettings(0.5, 0, TieBreak.INDEX, 1).k(2));
    }
}
