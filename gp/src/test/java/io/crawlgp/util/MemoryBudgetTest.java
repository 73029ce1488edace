package io.crawlgp.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Issue 49: a GP4C experiment's memory is estimated per page before any GP run, and a heap too small refused. */
class MemoryBudgetTest {
    @Test
    void gp4cBytesPerPageByHand() {
        // 5 folds on 2 threads: 400 + 5 x (24 x (0.6 + 0.4) + 0.6 x 34 x 3) = 400 + 5 x 85.2 = 826
        assertEquals(826, MemoryBudget.gp4cPageBytes(5, 2), 1e-9);
        // 10 folds on 1 thread: 400 + 10 x (24 + 0.8 x 34 x 2) = 400 + 10 x 78.4 = 1184
        assertEquals(1184, MemoryBudget.gp4cPageBytes(10, 1), 1e-9);
    }

    @Test
    void tenMillionPagesAreRefusedAtSevenGigabytesAndAskForTen() {
        double need = 1e7 * MemoryBudget.gp4cPageBytes(5, 2);
        UserError e = assertThrows(UserError.class, () -> MemoryBudget.require("GP4C", need, 7L << 30));
        assertTrue(e.getMessage().contains("-Xmx10g"), e.getMessage());
        MemoryBudget.require("GP4C", need, 10L << 30); // what ran (results/gp4c-10m-pages)
    }
}
