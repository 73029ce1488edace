package io.crawlgp.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Issue 49: a GP4C experiment's memory is estimated per page before any GP run, and a heap too small refused. */
class MemoryBudgetTest {
    @Test
    void gp4cBytesPerPageByHand() {
        // 5 folds on 2 threads: 100 + 5 x 24 x (0.6 + 0.4) + min(5, 2) x 0.6 x 34 x 3 = 100 + 120 + 122.4 = 342.4
        assertEquals(342.4, MemoryBudget.gp4cPageBytes(5, 2), 1e-9);
        // 10 folds on 1 thread: 100 + 10 x 24 + 1 x 0.8 x 34 x 2 = 100 + 240 + 54.4 = 394.4
        assertEquals(394.4, MemoryBudget.gp4cPageBytes(10, 1), 1e-9);
    }

    @Test
    void tenMillionPagesFitFourGigabytesAndAreRefusedAtThree() {
        double need = 1e7 * MemoryBudget.gp4cPageBytes(5, 2);
        UserError e = assertThrows(UserError.class, () -> MemoryBudget.require("GP4C", need, 3L << 30));
        assertTrue(e.getMessage().contains("-Xmx4g"), e.getMessage());
        MemoryBudget.require("GP4C", need, 3_800_000_000L); // what -Xmx4g gives (results/gp4c-10m-pages)
    }
}
