package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** split = sites by hand: whole sites per fold, dealt largest first to the emptiest fold; refusals in one line. */
class SiteFoldsTest {
    /** Sites A..E of 5, 4, 3, 2, 1 pages, interleaved in row order so that rows do not give the grouping away. */
    private static ChangeHistory fiveSites() {
        int[] sizes = {5, 4, 3, 2, 1};
        List<String> ids = new ArrayList<>(), sites = new ArrayList<>(), rows = new ArrayList<>();
        int[] left = sizes.clone();
        for (int round = 0; round < 5; round++)
            for (int s = 0; s < 5; s++)
                if (left[s]-- > 0) {
                    ids.add("p" + ids.size());
                    sites.add(String.valueOf((char) ('A' + s)));
                    rows.add("0101");
                }
        return ChangeHistory.of(ids.toArray(String[]::new), sites.toArray(String[]::new), rows.toArray(String[]::new));
    }

    @Test
    void wholeSitesAreDealtLargestFirstToTheEmptiestFold() {
        ChangeHistory h = fiveSites();
        // rows: round 0: A0 B1 C2 D3 E4; round 1: A5 B6 C7 D8; round 2: A9 B10 C11; round 3: A12 B13; round 4: A14
        // A (5) -> fold 0; B (4) -> fold 1; C (3) -> fold 2; D (2) -> fold 2 (3 < 4); E (1) -> fold 1 (4 < 5)
        Folds f = Split.SITES.folds(h, 3, 11, 0);
        assertArrayEquals(new int[] {0, 5, 9, 12, 14}, f.rows(0));
        assertArrayEquals(new int[] {1, 4, 6, 10, 13}, f.rows(1));
        assertArrayEquals(new int[] {2, 3, 7, 8, 11}, f.rows(2));
        assertArrayEquals(new int[] {5, 5, 5}, f.sizes());
        // any seed: no two sites are of one size, so the grouping is the same
        for (long seed = 0; seed < 5; seed++)
            assertArrayEquals(f.rows(1), Split.SITES.folds(h, 3, seed, 0).rows(1));
        // the protocol's split of a test fold keeps whole sites too: training and validation are other folds' sites
        FoldSplit s = FoldSplit.of(f, 0);
        assertArrayEquals(new int[] {1, 4, 6, 10, 13}, s.train().rows());
        assertArrayEquals(new int[] {2, 3, 7, 8, 11}, s.validation().rows());
    }

    @Test
    void tooFewSitesAndAnEmptySiteAreRefusedInOneLine() {
        UserError few = assertThrows(UserError.class, () -> Split.SITES.folds(fiveSites(), 6, 1, 0));
        assertEquals(
                "split = sites: 5 site(s) cannot fill 6 folds; use fewer folds or split = pages", few.getMessage());
        ChangeHistory empty =
                ChangeHistory.of(new String[] {"a", "b"}, new String[] {"s", ""}, new String[] {"01", "10"});
        UserError e = assertThrows(UserError.class, () -> Split.SITES.folds(empty, 1, 1, 0));
        assertEquals("split = sites: page 'b' has an empty site; give every page one", e.getMessage());
        // pages: the paper's folds, unchanged
        assertArrayEquals(
                Folds.of(15, 3, 4).rows(2),
                Split.PAGES.folds(fiveSites(), 3, 4, 0).rows(2));
    }
}
