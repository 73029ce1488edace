package io.crawlgp.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.PrintStream;
import org.junit.jupiter.api.Test;

/** System.err is replaced in one place, once: installed twice, LIBSVM's warning is still counted once. */
class LibsvmQuietTest {
    @Test
    void theFilterIsInstalledOnceAndCountsEachWarningOnce() {
        Libsvm.quietIterationWarnings();
        PrintStream installed = System.err;
        Libsvm.quietIterationWarnings();
        assertSame(installed, System.err, "a second call does not wrap the filter again");
        long before = Libsvm.iterationLimitHits();
        System.err.print("\nWARNING: reaching max number of iterations\n");
        assertEquals(before + 1, Libsvm.iterationLimitHits());
    }
}
