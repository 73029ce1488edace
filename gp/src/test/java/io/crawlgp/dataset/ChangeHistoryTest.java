package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class ChangeHistoryTest {
    @Test
    void nextChangeAndChangedBetweenAcrossWordBoundaries() {
        String h = "0".repeat(63) + "1" + "0".repeat(66) + "1"; // changes at cycles 64 and 131
        ChangeHistory ch = ChangeHistory.of(h);
        assertEquals(131, ch.cycles());
        assertEquals(64, ch.nextChangeAfter(0, 0));
        assertEquals(64, ch.nextChangeAfter(0, 63));
        assertEquals(131, ch.nextChangeAfter(0, 64));
        assertEquals(132, ch.nextChangeAfter(0, 131), "none left: C + 1");
        assertTrue(ch.changedBetween(0, 63, 64));
        assertFalse(ch.changedBetween(0, 64, 130));
        assertTrue(ch.changedBetween(0, 64, 131));
        assertEquals(2, ch.changeCount(0));
        assertTrue(ch.changed(0, 64));
        assertFalse(ch.changed(0, 65));
    }

    @Test
    void coarsenMarksAGroupChangedIfAnyMemberChangedAndDropsTheTail() {
        ChangeHistory ch = ChangeHistory.of("0001000" + "0000000" + "100", "0000000" + "0000001" + "111");
        ChangeHistory weekly = ch.coarsen(7);
        assertEquals(2, weekly.cycles(), "17 cycles make two full weeks; the 3 trailing cycles are dropped");
        assertEquals("10", weekly.historyString(0));
        assertEquals("01", weekly.historyString(1));
        assertThrows(IllegalArgumentException.class, () -> ch.coarsen(18));
    }

    @Test
    void restrictRenumbersCycles() {
        ChangeHistory ch = ChangeHistory.of("0110010");
        assertEquals("100", ch.restrict(3, 5).historyString(0));
        assertThrows(IllegalArgumentException.class, () -> ch.restrict(0, 3));
        assertThrows(IllegalArgumentException.class, () -> ch.restrict(3, 8));
    }

    @Test
    void filterKeepsPagesInChangeRange() {
        ChangeHistory ch = ChangeHistory.of("000", "100", "110", "111");
        ChangeHistory f = ch.filterByChanges(1, 2);
        assertEquals(2, f.pages());
        assertEquals("p1", f.pageId(0));
        assertEquals("p2", f.pageId(1));
        assertThrows(IllegalArgumentException.class, () -> ch.filterByChanges(5, 6));
    }

    @Test
    void subsetKeepsOrderAndBits() {
        ChangeHistory ch = ChangeHistory.of("01", "10", "11");
        ChangeHistory s = ch.subset(new int[] {2, 0});
        assertEquals("11", s.historyString(0));
        assertEquals("01", s.historyString(1));
        assertEquals("p2", s.pageId(0));
    }
}
