package io.crawlgp.simulation;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CrawlStateWarmUpTest {
    @Test
    void aWarmUpAtOnceLeavesTheStateOfItsVisitsOneByOne() {
        SplittableRandom r = new SplittableRandom(9);
        for (int trial = 0; trial < 50; trial++) {
            int pages = 1 + r.nextInt(6), cycles = 1 + r.nextInt(140);
            String[] bits = new String[pages];
            for (int p = 0; p < pages; p++) {
                StringBuilder b = new StringBuilder();
                for (int c = 0; c <= cycles; c++) b.append(r.nextInt(3) == 0 ? '1' : '0');
                bits[p] = b.toString();
            }
            ChangeHistory h = ChangeHistory.of(bits);
            int w = r.nextInt(h.cycles() + 1); // 0 .. every cycle, past one 64-bit word of outcomes
            CrawlState once = new CrawlState(h, 1), oneByOne = new CrawlState(h, 1);
            once.warmUp(w);
            for (int c = 1; c <= w; c++) for (int p = 0; p < pages; p++) oneByOne.visit(p, c);
            for (int p = 0; p < pages; p++) {
                String at = "trial " + trial + " page " + p + " w " + w;
                assertEquals(oneByOne.n(p), once.n(p), at);
                assertEquals(oneByOne.x(p), once.x(p), at);
                assertEquals(oneByOne.lastVisit(p), once.lastVisit(p), at);
                assertEquals(oneByOne.lastChange(p), once.lastChange(p), at);
                assertEquals(oneByOne.nextChange(p), once.nextChange(p), at);
                for (int i = 1; i <= w; i++)
                    assertEquals(oneByOne.outcome(p, i), once.outcome(p, i), at + " visit " + i);
            }
        }
        // by hand: changes at cycles 1, 3 and 5 (one character per cycle from 1); a warm-up of 3 finds the first two
        CrawlState s = new CrawlState(ChangeHistory.of("10101"), 1);
        s.warmUp(3);
        assertEquals(3, s.n(0));
        assertEquals(2, s.x(0));
        assertEquals(3, s.lastChange(0));
        assertTrue(s.outcome(0, 1));
        assertFalse(s.outcome(0, 2));
        assertTrue(s.outcome(0, 3));
        assertEquals(5, s.nextChange(0));
        assertThrows(IllegalStateException.class, () -> s.warmUp(3), "only from a fresh state");
    }
}
