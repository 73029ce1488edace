package io.crawlgp.simulation;

import java.util.Arrays;

/**
 * Remembers recent cohort simulations by the ranking they induced, so that a score function ranking the same states
 * the same way reuses the result instead of simulating again (GP populations are full of such functions: log(f),
 * f * 10, f + t - t, ... rank exactly like f).
 *
 * <p>Why this is exact: every decision of {@link CohortSimulator} (the sort of the alive cohorts, which groups of
 * equal key fit in k, which group sits at the boundary) depends on the score function only through comparisons
 * between the keys of the states (n, X, t) it visits. If g orders the states that f's simulation visited exactly as f
 * does (same order, same ties), then by induction over cycles g's simulation visits the same states, makes the same
 * decisions and moves the same pages: its result is f's. A remembered run therefore keeps the states it evaluated,
 * sorted by f's key, with a mark where two neighbours tie; checking g walks that list and stops at the first pair g
 * orders differently (usually within a few states). Entries are kept most recently used first, up to a capacity;
 * thread-safe; the result never depends on what the memo holds, only the time does.
 */
final class RankingMemo {
    /** One remembered run: its visited states by descending key, ties marked, and its result. Immutable. */
    static final class Entry {
        final int[] states;
        final long[] tiedWithPrevious; // bit i: states[i] has the same key as states[i-1]
        final SimulationResult result;

        Entry(int[] states, long[] tiedWithPrevious, SimulationResult result) {
            this.states = states;
            this.tiedWithPrevious = tiedWithPrevious;
            this.result = result;
        }

        boolean tied(int i) {
            return (tiedWithPrevious[i >>> 6] & (1L << i)) != 0;
        }
    }

    /** Keys of a score function by state id, as the simulator computes them (memoised per run). */
    interface Keys {
        long of(int state);
    }

    /**
     * States held over all entries, at most: a run over a long history visits tens of thousands of states (a new one per
     * cohort and cycle), where 57 cycles visit about 2,500, so the entry count alone would not bound the memory.
     */
    static final long MAX_HELD = 1L << 23;

    /**
     * States a lookup may walk over all entries before it gives up (a miss: the run is simulated). On long histories a
     * converged population's trees share long prefixes of their rankings, and walking each of a thousand entries that
     * far cost more than the simulation it would save.
     */
    static final long WALK_BUDGET = 1L << 17;

    private final int capacity;
    private Entry[] entries; // most recently used first
    private int size;
    private long held;
    private long hits, lookups;

    RankingMemo(int capacity) {
        if (capacity < 1) throw new IllegalArgumentException("memo capacity must be >= 1, got " + capacity);
        this.capacity = capacity;
        this.entries = new Entry[capacity];
    }

    /** The result of a remembered run that g's keys rank identically, or null. */
    SimulationResult find(Keys g) {
        Entry[] snapshot;
        synchronized (this) {
            lookups++;
            snapshot = Arrays.copyOf(entries, size);
        }
        long budget = WALK_BUDGET;
        for (Entry e : snapshot) {
            long walked = walk(e, g, budget);
            if (walked < 0) {
                touch(e);
                return e.result;
            }
            budget -= walked;
            if (budget <= 0) return null;
        }
        return null;
    }

    static boolean sameRanking(Entry e, Keys g) {
        return walk(e, g, Long.MAX_VALUE) < 0;
    }

    /**
     * −1 when g ranks e's states as e's run did, else the states walked before a pair g orders differently was found
     * or {@code limit} states were walked (then the answer is "not known to be the same": a miss).
     */
    static long walk(Entry e, Keys g, long limit) {
        int[] states = e.states;
        if (states.length == 0) return -1; // no decision depended on the score function
        long previous = g.of(states[0]);
        for (int i = 1; i < states.length; i++) {
            if (i >= limit) return i;
            long key = g.of(states[i]);
            if (e.tied(i) ? key != previous : key >= previous) return i + 1;
            previous = key;
        }
        return -1;
    }

    private synchronized void touch(Entry e) {
        hits++;
        int at = 0;
        while (at < size && entries[at] != e) at++;
        if (at == size) return; // evicted meanwhile by another thread
        System.arraycopy(entries, 0, entries, 1, at);
        entries[0] = e;
    }

    synchronized void add(Entry e) {
        int keep = Math.min(size, capacity - 1);
        for (int i = keep; i < size; i++) held -= entries[i].states.length;
        System.arraycopy(entries, 0, entries, 1, keep);
        entries[0] = e;
        size = keep + 1;
        held += e.states.length;
        while (size > 1 && held > MAX_HELD) held -= entries[--size].states.length; // least recently used first
        Arrays.fill(entries, size, entries.length, null); // evicted entries are released
    }

    synchronized int size() {
        return size;
    }

    /** The entry at a place in most-recently-used order (tests). */
    synchronized Entry entryForTest(int i) {
        return entries[i];
    }

    synchronized long hits() {
        return hits;
    }

    synchronized long lookups() {
        return lookups;
    }
}
