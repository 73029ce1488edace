package io.crawlgp.learning;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
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
            double got = memo.computeIfAbsent(key, k -> {
                computed.incrementAndGet();
                return fresh;
            });
            Double first = expected.putIfAbsent(key, fresh);
            assertEquals(first == null ? fresh : first, got, "key " + key);
        }
        assertEquals(expected.size(), memo.size());
        assertEquals(expected.size(), computed.get(), "one computation per key");
        assertThrows(IllegalArgumentException.class, () -> memo.computeIfAbsent(-1, k -> 0));
    }

    @Test
    void concurrentCallersOfOneKeyShareOneComputation() throws Exception {
        // readers take no lock: each thread asks for the same keys in its own order while the tables grow under them
        for (int stripes : new int[] {64, 1}) {
            LongDoubleMemo memo = new LongDoubleMemo(stripes);
            int keys = 40_000;
            AtomicInteger computed = new AtomicInteger();
            Thread[] ts = new Thread[4];
            double[][] seen = new double[ts.length][keys];
            for (int t = 0; t < ts.length; t++) {
                int me = t;
                ts[t] = new Thread(() -> {
                    SplittableRandom r = new SplittableRandom(me);
                    for (int i = 0; i < 3 * keys; i++) {
                        int k = r.nextInt(keys);
                        double v = memo.computeIfAbsent(k, key -> {
                            computed.incrementAndGet();
                            return me * 1_000_000 + key;
                        });
                        if (seen[me][k] != 0) assertEquals(seen[me][k], v, "a key's value never changes");
                        seen[me][k] = v;
                    }
                });
            }
            AtomicReference<Throwable> failed = new AtomicReference<>();
            for (Thread t : ts) t.setUncaughtExceptionHandler((th, e) -> failed.compareAndSet(null, e));
            for (Thread t : ts) t.start();
            for (Thread t : ts) t.join();
            if (failed.get() != null) throw new AssertionError("a reader failed", failed.get());
            assertEquals(memo.size(), computed.get(), "one computation per key");
            for (int k = 0; k < keys; k++) {
                double first = memo.computeIfAbsent(k, key -> -1);
                assertEquals(k, first % 1_000_000, "key " + k);
                for (int t = 0; t < ts.length; t++) if (seen[t][k] != 0) assertEquals(first, seen[t][k], "key " + k);
            }
        }
    }

    @Test
    void aTaggedMemoKeepsOneEntryPerTagAndKey() {
        LongDoubleMemo memo = LongDoubleMemo.tagged();
        int a = memo.newTag(), b = memo.newTag();
        assertNotEquals(a, b, "each caller its own tag");
        Map<String, Double> expected = new HashMap<>();
        AtomicInteger computed = new AtomicInteger();
        SplittableRandom r = new SplittableRandom(2);
        for (int i = 0; i < 100_000; i++) {
            int tag = r.nextBoolean() ? a : b;
            long key = r.nextInt(20_000);
            double fresh = r.nextDouble();
            memo.touch(tag, key); // a prefetch changes nothing
            double got = memo.computeIfAbsent(tag, key, k -> {
                computed.incrementAndGet();
                return fresh;
            });
            Double first = expected.putIfAbsent(tag + "/" + key, fresh);
            assertEquals(first == null ? fresh : first, got, "tag " + tag + ", key " + key);
        }
        assertEquals(expected.size(), memo.size(), "the same key under two tags is two entries");
        assertEquals(expected.size(), computed.get());
        assertThrows(
                IllegalStateException.class, () -> memo.computeIfAbsent(5, k -> 0), "a tagged memo is read with a tag");
        assertThrows(
                IllegalStateException.class,
                () -> new LongDoubleMemo().computeIfAbsent(0, 5, k -> 0),
                "an untagged one without");
    }

    @Test
    void concurrentCallersOfATaggedMemoShareOneComputationPerEntry() throws Exception {
        LongDoubleMemo memo = LongDoubleMemo.tagged();
        int tags = 50, keys = 1_000;
        AtomicInteger computed = new AtomicInteger();
        Thread[] ts = new Thread[4];
        double[][][] seen = new double[ts.length][tags][keys];
        AtomicReference<Throwable> failed = new AtomicReference<>();
        for (int t = 0; t < ts.length; t++) {
            int me = t;
            ts[t] = new Thread(() -> {
                SplittableRandom r = new SplittableRandom(me);
                for (int i = 0; i < 3 * tags * keys; i++) {
                    int tag = r.nextInt(tags), k = r.nextInt(keys);
                    double v = memo.computeIfAbsent(tag, k, key -> {
                        computed.incrementAndGet();
                        return me * 1e9 + tag * 1e4 + key;
                    });
                    if (seen[me][tag][k] != 0) assertEquals(seen[me][tag][k], v, "an entry's value never changes");
                    seen[me][tag][k] = v;
                }
            });
            ts[t].setUncaughtExceptionHandler((th, e) -> failed.compareAndSet(null, e));
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        if (failed.get() != null) throw new AssertionError("a reader failed", failed.get());
        assertEquals(memo.size(), computed.get(), "one computation per entry");
        for (int tag = 0; tag < tags; tag++) {
            for (int k = 0; k < keys; k++) {
                double first = memo.computeIfAbsent(tag, k, key -> -1);
                assertEquals(tag * 1e4 + k, first % 1e9, 1e-6, "tag " + tag + ", key " + k);
            }
        }
    }

    /**
     * Two threads look up the same keys under many tags at once, each in its own order, in fresh small tables where
     * probe chains cross: a lock-free reader that found the empty place of its entry must not take an entry another
     * thread has just put there for the same key under another tag (it must look again under the lock). A race, so
     * a chance, not a certainty: with the tag left out of the lock-free check it failed in 2 of 4 runs on 2 cores.
     */
    @Test
    void aLockFreeReaderNeverTakesTheValueOfTheSameKeyUnderAnotherTag() throws Exception {
        int keys = 6, tagCount = 48, rounds = 3000;
        AtomicInteger wrong = new AtomicInteger();
        for (int round = 0; round < rounds && wrong.get() == 0; round++) {
            LongDoubleMemo m = LongDoubleMemo.tagged();
            int[] tags = new int[tagCount];
            for (int t = 0; t < tagCount; t++) tags[t] = m.newTag();
            CyclicBarrier start = new CyclicBarrier(2);
            // tasks, not bare threads: a failure inside one is rethrown by get(), never lost
            List<FutureTask<Void>> tasks = new ArrayList<>();
            for (int w = 0; w < 2; w++) {
                SplittableRandom r = new SplittableRandom(round * 2L + w);
                FutureTask<Void> task = new FutureTask<>(() -> {
                    start.await();
                    for (int n = 0; n < keys * tagCount; n++) {
                        int tag = tags[r.nextInt(tagCount)];
                        long key = r.nextInt(keys);
                        double v = m.computeIfAbsent(tag, key, k -> tag * 1000.0 + k);
                        if (v != tag * 1000.0 + key) wrong.incrementAndGet();
                    }
                    return null;
                });
                tasks.add(task);
                new Thread(task).start();
            }
            for (FutureTask<Void> t : tasks) t.get();
        }
        assertEquals(0, wrong.get(), "lookups answered with another tag's value");
    }

    @Test
    void getReadsWhatComputeIfAbsentHoldsAndNothingElse() {
        LongDoubleMemo memo = LongDoubleMemo.tagged();
        int a = memo.newTag(), b = memo.newTag();
        assertTrue(Double.isNaN(memo.get(a, 7)), "nothing held yet");
        assertEquals(0.25, memo.computeIfAbsent(a, 7, k -> 0.25));
        assertEquals(0.25, memo.get(a, 7));
        assertTrue(Double.isNaN(memo.get(b, 7)), "the same key under another tag is another entry");
        assertTrue(Double.isNaN(memo.get(a, 8)));
        // across growth: every entry put is read back with its own tag's value, and the first value stays
        SplittableRandom r = new SplittableRandom(3);
        Map<Long, Double> first = new HashMap<>(Map.of(7L * 2, 0.25)); // (tag a, key 7), put above
        for (int i = 0; i < 50_000; i++) {
            int tag = r.nextBoolean() ? a : b;
            long key = r.nextInt(20_000);
            double v = r.nextDouble();
            memo.computeIfAbsent(tag, key, k -> v);
            first.putIfAbsent(key * 2 + (tag == a ? 0 : 1), v);
        }
        for (long key = 0; key < 20_000; key++) {
            for (int tag : new int[] {a, b}) {
                Double want = first.get(key * 2 + (tag == a ? 0 : 1));
                double got = memo.get(tag, key);
                if (want == null) assertTrue(Double.isNaN(got), "tag " + tag + " key " + key + " never put");
                else assertEquals(want, got, "tag " + tag + " key " + key);
            }
        }
        assertThrows(IllegalStateException.class, () -> new LongDoubleMemo().get(0, 1), "an untagged memo has no tags");
        assertThrows(IllegalArgumentException.class, () -> memo.get(a, -1));
    }
}
