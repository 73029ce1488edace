package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import org.junit.jupiter.api.Test;

/**
 * A short home history ({@code homeCycles = N}, a cold start): fold f's training and validation crawls start N cycles
 * before its validation window and read nothing earlier; its test crawl is the same as with every cycle.
 */
class HomeHistoryTest {
    @Test
    void theTrainingAndValidationCrawlsStartNCyclesBeforeTheValidationWindow() {
        // 104 cycles, five folds, warm-up 2: training 1..26, fold 0 validates on 27..39 and tests on 40..52
        Folds all = Folds.byTime(ChangeHistory.of(page(104, 0)), 5, 2);
        Folds eight = all.withHome(8);
        FoldSplit s = FoldSplit.of(eight, 0);
        assertEquals(new CycleWindow(19, 26), s.train().window());
        assertEquals(19, s.train().start());
        assertEquals(1, s.train().firstScored(), "its eight cycles, all scheduled after the warm-up");
        assertEquals(new CycleWindow(27, 39), s.validation().window());
        assertEquals(27 - 19 + 1, s.validation().firstScored(), "cycle 27 is the ninth of a crawl starting at 19");
        assertEquals(FoldSplit.of(all, 0).test().window(), s.test().window());
        assertEquals(1, s.test().start(), "the test crawl starts at cycle 1, as with every cycle");
        // fold 2 validates on 53..65: its home history is 45..52
        assertEquals(new CycleWindow(45, 52), FoldSplit.of(eight, 2).train().window());
        // more cycles than there are: all of them
        assertEquals(
                new CycleWindow(1, 26),
                FoldSplit.of(all.withHome(40), 0).train().window());
    }

    @Test
    void aPartsHistoryHoldsOnlyItsCycles() {
        // one page changing at cycles 19 and 21 only: the part 19..26 holds them as its cycles 1 and 3
        ChangeHistory h = ChangeHistory.of(page(30, 19, 21));
        FoldPart part = new FoldPart(new int[] {0}, new CycleWindow(19, 26), 19);
        ChangeHistory cut = part.history(h);
        assertEquals(8, cut.cycles());
        assertEquals(true, cut.changed(0, 1));
        assertEquals(false, cut.changed(0, 2));
        assertEquals(true, cut.changed(0, 3));
    }

    /** A history string of {@code cycles} cycles with changes at the given cycles (1-based). */
    private static String page(int cycles, int... changes) {
        char[] c = "0".repeat(cycles).toCharArray();
        for (int x : changes) if (x > 0) c[x - 1] = '1';
        return new String(c);
    }
}
