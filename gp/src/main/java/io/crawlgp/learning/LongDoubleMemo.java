package io.crawlgp.learning;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongToDoubleFunction;

/**
 * A memo from non-negative long keys to doubles with {@link java.util.concurrent.ConcurrentHashMap#computeIfAbsent}'s
 * contract: the first caller of a key computes its value (under that key's lock) and every later caller gets that
 * value. Open addressing in one primitive array per lock stripe, a key beside its value (one cache line per probe):
 * the all-pairs cosines of expert selection hold tens of millions of entries, which as boxed map nodes cost about 70
 * bytes each and most of the time in the collector.
 *
 * <p>A tagged memo ({@link #tagged}) keys its entries by a tag and a long, each entry holding both: one memo serves the
 * thousands of RB members of a trained model (the tag is the member), which look up hundreds of thousands of keys per
 * crawl. One table for all of them is one cold cache line per lookup; a table per member was a chain of five
 * (member, memo, stripes, stripe, table) before the entry.
 *
 * <p>Reads take no lock: a writer stores the value (and tag), then publishes the key with release semantics, and a
 * reader that sees the key with acquire semantics sees the rest of its entry; a grown table is published whole. A
 * reader that misses (absent, or only in a table published after it looked) takes the stripe's lock and looks again
 * before computing.
 */
public final class LongDoubleMemo {
    private static final long EMPTY = -1;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);
    private final Stripe[] stripes;
    private final int stride; // longs per entry: key, [tag,] value bits
    private final AtomicInteger tags = new AtomicInteger();

    public LongDoubleMemo() {
        this(64);
    }

    /** With this many lock stripes (a power of two, at most 64). */
    public LongDoubleMemo(int stripeCount) {
        this(stripeCount, false);
    }

    private LongDoubleMemo(int stripeCount, boolean tagged) {
        if (stripeCount < 1 || stripeCount > 64 || Integer.bitCount(stripeCount) != 1)
            throw new IllegalArgumentException("stripes must be a power of two in 1..64, got " + stripeCount);
        stride = tagged ? 3 : 2;
        stripes = new Stripe[stripeCount];
        for (int i = 0; i < stripeCount; i++) stripes[i] = new Stripe(stride);
    }

    /** A memo keyed by (tag, key), with 64 stripes; tags come from {@link #newTag}. */
    public static LongDoubleMemo tagged() {
        return new LongDoubleMemo(64, true);
    }

    /** A tag no other caller of this memo holds (a tagged memo's user, e.g. one RB member). */
    public int newTag() {
        if (stride != 3) throw new IllegalStateException("an untagged memo has no tags");
        return tags.getAndIncrement();
    }

    public double computeIfAbsent(long key, LongToDoubleFunction compute) {
        if (stride != 2) throw new IllegalStateException("a tagged memo is read with a tag");
        return lookUp(0, key, compute);
    }

    /** {@link #computeIfAbsent(long, LongToDoubleFunction)} for the key under a tag of a {@link #tagged} memo. */
    public double computeIfAbsent(int tag, long key, LongToDoubleFunction compute) {
        if (stride != 3) throw new IllegalStateException("an untagged memo has no tags");
        return lookUp(tag, key, compute);
    }

    /**
     * The value held for (tag, key) of a {@link #tagged} memo, or NaN when none is (yet) held: the lock-free read of
     * {@link #computeIfAbsent(int, long, LongToDoubleFunction)}, for a caller that makes its compute function only on
     * a miss (a capturing lambda per lookup is an allocation per lookup).
     */
    public double get(int tag, long key) {
        if (stride != 3) throw new IllegalStateException("an untagged memo has no tags");
        if (key < 0) throw new IllegalArgumentException("keys are non-negative, got " + key);
        long h = hash(key, tag);
        long[] slots = stripes[(int) (h >>> 58) & (stripes.length - 1)].slots;
        int at = find(slots, key, tag, h, stride);
        return (long) SLOT.getAcquire(slots, at) == key && slots[at + 1] == tag
                ? Double.longBitsToDouble(slots[at + 2])
                : Double.NaN;
    }

    private double lookUp(int tag, long key, LongToDoubleFunction compute) {
        if (key < 0) throw new IllegalArgumentException("keys are non-negative, got " + key);
        long h = hash(key, tag);
        Stripe s = stripes[(int) (h >>> 58) & (stripes.length - 1)];
        long[] slots = s.slots; // volatile read: a table published whole
        int at = find(slots, key, tag, h, stride);
        // found, or the empty place where the entry would go, which another thread may fill meanwhile with the same key
        // under another tag: the tag is compared again, or that entry's value would be taken for this one's
        if ((long) SLOT.getAcquire(slots, at) == key && (stride == 2 || slots[at + 1] == tag))
            return Double.longBitsToDouble(slots[at + stride - 1]);
        synchronized (s) {
            slots = s.slots;
            at = find(slots, key, tag, h, stride);
            if (slots[at] == key) return Double.longBitsToDouble(slots[at + stride - 1]);
            double v = compute.applyAsDouble(key);
            s.put(at, key, tag, v, h);
            return v;
        }
    }

    /**
     * Reads the first place where the entry of (tag, key) could be and returns what it holds: a prefetch. A caller
     * about to look up several keys touches them all first, so that their cache misses overlap instead of waiting one
     * after the other; the value read means nothing (a plain read, perhaps stale).
     */
    public long touch(int tag, long key) {
        long h = hash(key, tag);
        long[] slots = stripes[(int) (h >>> 58) & (stripes.length - 1)].slots;
        return slots[stride * ((int) h & (entries(slots) - 1))];
    }

    /** A table's entries: stride × 2^k longs hold 2^k (stride is 2 or 3). */
    private static int entries(long[] slots) {
        return Integer.highestOneBit(slots.length) >> 1;
    }

    /** Entries held (for tests and measurements). */
    public long size() {
        long n = 0;
        for (Stripe s : stripes)
            synchronized (s) {
                n += s.size;
            }
        return n;
    }

    /** An untagged key hashes as itself (tag 0 adds nothing). */
    private static long hash(long key, int tag) {
        return mix(key + 0x9e3779b97f4a7c15L * tag);
    }

    private static long mix(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        return k ^ (k >>> 33);
    }

    /**
     * The entry of (tag, key) (its first long: the key, then the tag if tagged, then the value bits), or the empty
     * entry where it would go (linear probing).
     */
    private static int find(long[] slots, long key, int tag, long h, int stride) {
        int mask = entries(slots) - 1;
        int i = (int) h & mask;
        while (true) {
            int at = stride * i;
            long k = (long) SLOT.getAcquire(slots, at);
            if (k == EMPTY || k == key && (stride == 2 || slots[at + 1] == tag)) return at;
            i = (i + 1) & mask;
        }
    }

    private static final class Stripe {
        private final int stride;
        volatile long[] slots;
        int size; // guarded by this

        Stripe(int stride) {
            this.stride = stride;
            slots = filled(16);
        }

        private long[] filled(int entries) {
            long[] s = new long[stride * entries];
            for (int i = 0; i < s.length; i += stride) s[i] = EMPTY;
            return s;
        }

        /**
         * Under the lock: the tag and value first, then the key released, so that a lock-free reader never sees one
         * without the others.
         */
        void put(int at, long key, int tag, double v, long h) {
            long[] s = slots;
            if ((++size) * 10L > (s.length / stride) * 6L) {
                s = grown(s);
                at = find(s, key, tag, h, stride);
                write(s, at, key, tag, v);
                s[at] = key;
                slots = s; // volatile write publishes the whole new table
                return;
            }
            write(s, at, key, tag, v);
            SLOT.setRelease(s, at, key);
        }

        private void write(long[] s, int at, long key, int tag, double v) {
            if (stride == 3) s[at + 1] = tag;
            s[at + stride - 1] = Double.doubleToRawLongBits(v);
        }

        private long[] grown(long[] old) {
            long[] s = filled(2 * (old.length / stride));
            for (int i = 0; i < old.length; i += stride) {
                if (old[i] == EMPTY) continue;
                int tag = stride == 3 ? (int) old[i + 1] : 0;
                int at = find(s, old[i], tag, hash(old[i], tag), stride);
                System.arraycopy(old, i, s, at, stride);
            }
            return s;
        }
    }
}
