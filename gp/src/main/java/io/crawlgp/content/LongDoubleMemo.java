package io.crawlgp.content;

import java.util.Arrays;
import java.util.function.LongToDoubleFunction;

/**
 * A memo from non-negative long keys to doubles with {@link java.util.concurrent.ConcurrentHashMap#computeIfAbsent}'s
 * contract: the first caller of a key computes its value (under that key's lock) and every later caller gets that
 * value. Open addressing in primitive arrays, 64 lock stripes: the all-pairs cosines of expert selection hold tens
 * of millions of entries, which as boxed map nodes cost about 70 bytes each and most of the time in the collector.
 */
final class LongDoubleMemo {
    private static final long EMPTY = -1;
    private final Stripe[] stripes;

    LongDoubleMemo() {
        this(64);
    }

    /** With this many lock stripes (a power of two, at most 64): one for the many small memos of RB's members. */
    LongDoubleMemo(int stripeCount) {
        if (stripeCount < 1 || stripeCount > 64 || Integer.bitCount(stripeCount) != 1)
            throw new IllegalArgumentException("stripes must be a power of two in 1..64, got " + stripeCount);
        stripes = new Stripe[stripeCount];
        for (int i = 0; i < stripeCount; i++) stripes[i] = new Stripe();
    }

    double computeIfAbsent(long key, LongToDoubleFunction compute) {
        if (key < 0) throw new IllegalArgumentException("keys are non-negative, got " + key);
        long h = mix(key);
        Stripe s = stripes[(int) (h >>> 58) & (stripes.length - 1)];
        synchronized (s) {
            int at = s.find(key, h);
            if (s.keys[at] == key) return s.values[at];
            double v = compute.applyAsDouble(key);
            s.put(at, key, v, h);
            return v;
        }
    }

    /** Entries held (for tests and measurements). */
    long size() {
        long n = 0;
        for (Stripe s : stripes) synchronized (s) { n += s.size; }
        return n;
    }

    private static long mix(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        return k ^ (k >>> 33);
    }

    private static final class Stripe {
        long[] keys = filled(16);
        double[] values = new double[16];
        int size;

        private static long[] filled(int n) {
            long[] k = new long[n];
            Arrays.fill(k, EMPTY);
            return k;
        }

        /** The key's slot, or the empty slot where it would go (linear probing). */
        int find(long key, long h) {
            int mask = keys.length - 1;
            int i = (int) h & mask;
            while (keys[i] != EMPTY && keys[i] != key) i = (i + 1) & mask;
            return i;
        }

        void put(int at, long key, double v, long h) {
            keys[at] = key;
            values[at] = v;
            if (++size * 10L > keys.length * 6L) grow();
        }

        private void grow() {
            long[] oldKeys = keys;
            double[] oldValues = values;
            keys = filled(oldKeys.length * 2);
            values = new double[oldKeys.length * 2];
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] == EMPTY) continue;
                int at = find(oldKeys[i], mix(oldKeys[i]));
                keys[at] = oldKeys[i];
                values[at] = oldValues[i];
            }
        }
    }
}
