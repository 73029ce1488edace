package io.crawlgp.content;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.function.LongToDoubleFunction;

/**
 * A memo from non-negative long keys to doubles with {@link java.util.concurrent.ConcurrentHashMap#computeIfAbsent}'s
 * contract: the first caller of a key computes its value (under that key's lock) and every later caller gets that
 * value. Open addressing in one primitive array per lock stripe, a key beside its value (one cache line per probe):
 * the all-pairs cosines of expert selection hold tens of millions of entries, which as boxed map nodes cost about 70
 * bytes each and most of the time in the collector, and RB's members look up hundreds of thousands of keys per crawl.
 *
 * <p>Reads take no lock: a writer stores the value, then publishes the key with release semantics, and a reader that
 * sees the key with acquire semantics sees its value; a grown table is published whole. A reader that misses (absent,
 * or only in a table published after it looked) takes the stripe's lock and looks again before computing.
 */
final class LongDoubleMemo {
    private static final long EMPTY = -1;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);
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
        long[] slots = s.slots; // volatile read: a table published whole
        int at = find(slots, key, h);
        if ((long) SLOT.getAcquire(slots, at) == key) return Double.longBitsToDouble(slots[at + 1]);
        synchronized (s) {
            slots = s.slots;
            at = find(slots, key, h);
            if (slots[at] == key) return Double.longBitsToDouble(slots[at + 1]);
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

    /** The key's slot (even index: key, next: value bits), or the empty slot where it would go (linear probing). */
    private static int find(long[] slots, long key, long h) {
        int mask = (slots.length >> 1) - 1;
        int i = (int) h & mask;
        while (true) {
            long k = (long) SLOT.getAcquire(slots, 2 * i);
            if (k == EMPTY || k == key) return 2 * i;
            i = (i + 1) & mask;
        }
    }

    private static final class Stripe {
        volatile long[] slots = filled(16);
        int size; // guarded by this

        private static long[] filled(int entries) {
            long[] s = new long[2 * entries];
            Arrays.fill(s, EMPTY);
            return s;
        }

        /** Under the lock: the value first, then the key released, so that a lock-free reader never sees one without the other. */
        void put(int at, long key, double v, long h) {
            long[] s = slots;
            if ((++size) * 10L > (s.length >> 1) * 6L) {
                s = grown(s);
                at = find(s, key, h);
                s[at + 1] = Double.doubleToRawLongBits(v);
                s[at] = key;
                slots = s; // volatile write publishes the whole new table
                return;
            }
            s[at + 1] = Double.doubleToRawLongBits(v);
            SLOT.setRelease(s, at, key);
        }

        private static long[] grown(long[] old) {
            long[] s = filled(old.length); // twice the entries: old.length / 2 entries before
            for (int i = 0; i < old.length; i += 2) {
                if (old[i] == EMPTY) continue;
                int at = find(s, old[i], mix(old[i]));
                s[at] = old[i];
                s[at + 1] = old[i + 1];
            }
            return s;
        }
    }
}
