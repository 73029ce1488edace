package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The first look's sample: strata from the training part only, ceil(share x size) of each, seeded by page id. */
class PageSampleTest {
    // cycles 1-6 are training (the part's window ends at 6), 7-8 later: what a page does there must not count
    private static final String[] IDS = {"a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3"};
    private static final String[] SITES = {"a", "a", "a", "a", "a", "b", "b", "b"};
    private static final String[] HIST = {
        "00000011", // a1: no change in training (only later): band 0
        "00000000", // a2: band 0
        "10000000", // a3: 1 change
        "11111100", // a4: 6 changes
        "11100000", // a5: 3 changes
        "00000000", // b1: band 0
        "10101000", // b2: 3 changes
        "01000000" // b3: 1 change
    };

    private static final FoldPart TRAIN = new FoldPart(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new CycleWindow(3, 6));

    @Test
    void everyStratumGivesTheCeilingOfItsShareAndOnlyTrainingCyclesPlaceAPage() {
        // changed pages' counts in training: 1, 6, 3, 3, 1 -> sorted 1,1,3,3,6, median (index 2) = 3
        // strata: a/0 {a1,a2}, a/1 {a3}, a/2 {a4,a5}, b/0 {b1}, b/1 {b3}, b/2 {b2}
        // at share 0.5: 1 + 1 + 1 + 1 + 1 + 1 = 6 pages, one of each stratum
        int[] rows = PageSample.rows(TRAIN, ChangeHistory.of(IDS, SITES, HIST), 0.5, 7);
        assertEquals(6, rows.length);
        long bandZeroOfA = Arrays.stream(rows).filter(r -> r == 0 || r == 1).count();
        long bandTwoOfA = Arrays.stream(rows).filter(r -> r == 3 || r == 4).count();
        assertEquals(1, bandZeroOfA, "a1 (changes only after training) shares a2's stratum");
        assertEquals(1, bandTwoOfA);
        for (int single : new int[] {2, 5, 6, 7})
            assertEquals(1, Arrays.stream(rows).filter(r -> r == single).count());
        // at share 1 every page; the part's window and start are kept
        assertArrayEquals(TRAIN.rows(), PageSample.rows(TRAIN, ChangeHistory.of(IDS, SITES, HIST), 0.99, 7));
        FoldPart p = PageSample.of(TRAIN, ChangeHistory.of(IDS, SITES, HIST), 0.5, 7);
        assertEquals(TRAIN.window(), p.window());
    }

    @Test
    void aPagesPlaceDependsOnItsIdAndTheSeedNotOnRowOrder() {
        ChangeHistory h = ChangeHistory.of(IDS, SITES, HIST);
        int[] order = {7, 6, 5, 4, 3, 2, 1, 0};
        String[] ids = new String[8], sites = new String[8], hist = new String[8];
        for (int i = 0; i < 8; i++) {
            ids[i] = IDS[order[i]];
            sites[i] = SITES[order[i]];
            hist[i] = HIST[order[i]];
        }
        ChangeHistory reversed = ChangeHistory.of(ids, sites, hist);
        for (long seed = 1; seed <= 20; seed++) {
            int[] a = PageSample.rows(TRAIN, h, 0.5, seed);
            int[] b = PageSample.rows(TRAIN, reversed, 0.5, seed);
            String[] idsA = Arrays.stream(a).mapToObj(h::pageId).sorted().toArray(String[]::new);
            String[] idsB = Arrays.stream(b).mapToObj(reversed::pageId).sorted().toArray(String[]::new);
            assertArrayEquals(idsA, idsB, "seed " + seed);
        }
    }

    @Test
    void aPageOutsideThePartIsNeverSampled() {
        FoldPart part = new FoldPart(new int[] {1, 3, 4}, null);
        int[] rows = PageSample.rows(part, ChangeHistory.of(IDS, SITES, HIST), 0.5, 3);
        for (int r : rows) assertEquals(true, r == 1 || r == 3 || r == 4, "row " + r);
    }

    @Test
    void aLongWindowIsCutToItsLastCyclesWithAWarmUpBeforeThem() {
        // time split: scored 40..100; the last 20 cycles, a warm-up of 2 before them: crawl from 79, score 81..100
        FoldPart time = new FoldPart(new int[] {0, 1}, new CycleWindow(40, 100));
        FoldPart cut = PageSample.lastCycles(time, 120, 20, 2);
        assertEquals(new CycleWindow(81, 100), cut.window());
        assertEquals(79, cut.start());
        assertEquals(3, cut.firstScored(), "counted in its own history: cycles 79, 80 warm up");
        // page split (no window): the history's last 20 of 120 cycles
        FoldPart pages = new FoldPart(new int[] {0, 1}, null);
        FoldPart cutPages = PageSample.lastCycles(pages, 120, 20, 2);
        assertEquals(new CycleWindow(101, 120), cutPages.window());
        assertEquals(99, cutPages.start());
        // nothing to cut: 0, or at least the window's own length
        assertEquals(time, PageSample.lastCycles(time, 120, 0, 2));
        assertEquals(time, PageSample.lastCycles(time, 120, 61, 2));
        assertEquals(pages, PageSample.lastCycles(pages, 120, 118, 2));
    }
}
