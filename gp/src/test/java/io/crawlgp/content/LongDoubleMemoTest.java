package io.crawlgp.content;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The primitive memo keeps computeIfAbsent's contract: one computation per key, the first value returned ever after. */
class LongDoubleMemoTest {

    @Test
    void theFirstValueOfAKeyIsKeptAcrossGrowth() {
        LongDoubleMemo memo = new LongDoubleMemo();
        Map<Long, Double> expected = new HashMap<>();
        AtomicInteger computed = new AtomicInteger();
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < 200_000; i++) {
            long key = r.nextInt(50_000) == 0 ? 0 : (long) r.nextInt(60_000) << 32 | r.nextInt(3);
            double fresh = r.nextDouble(); // what a later caller would compute differently (another orientation)
            double got = memo.computeIfAbsent(key, k -> { computed.incrementAndGet(); return fresh; });
            Double first = expected.putIfAbsent(key, fresh);
            assertEquals(first == null ? fresh : first, got, "key " + key);
        }
        assertEquals(expected.size(), memo.size());
        assertEquals(expected.size(), computed.get(), "one computation per key");
        assertThrows(IllegalArgumentException.class, () -> memo.computeIfAbsent(-1, k -> 0));
    }

    @Test
    void concurrentCallersOfOneKeyShareOneComputation() throws Exception {
        LongDoubleMemo memo = new LongDoubleMemo();
        AtomicInteger computed = new AtomicInteger();
        Thread[] ts = new Thread[4];
        double[][] seen = new double[ts.length][1000];
        for (int t = 0; t < ts.length; t++) {
            int me = t;
            ts[t] = new Thread(() -> {
                for (int k = 0; k < 1000; k++) seen[me][k] = memo.computeIfAbsent(k, key -> { computed.incrementAndGet(); return me * 10_000 + key; });
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        assertEquals(1000, computed.get());
        for (int k = 0; k < 1000; k++) for (int t = 1; t < ts.length; t++) assertEquals(seen[0][k], seen[t][k], "key " + k);
    }
}
