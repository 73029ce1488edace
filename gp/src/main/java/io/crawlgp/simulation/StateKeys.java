package io.crawlgp.simulation;

import java.util.Arrays;

/**
 * Score keys by state id for the current run, in an open-addressing table: the dense state table's stand-in for
 * histories too long for it (more than 78 cycles), so that their runs also compute each state's key once and can be
 * traced for the {@link RankingMemo}. An entry belongs to the run whose stamp it carries; entries of earlier runs
 * count as empty, so a new run starts with nothing and nothing is cleared (until the stamps wrap: {@link #forget}).
 * Within one run slots are only ever filled, so a state's probe path never meets an empty slot before the state.
 */
final class StateKeys {
    private int[] states, stamps;
    private long[] keys;
    private int mask, count, countRun;

    /** With room for {@code capacity} (a power of two) slots at first; grows at half full. */
    StateKeys(int capacity) {
        if (capacity < 2 || Integer.bitCount(capacity) != 1)
            throw new IllegalArgumentException("capacity must be a power of two >= 2, got " + capacity);
        allocate(capacity);
    }

    private void allocate(int capacity) {
        states = new int[capacity];
        stamps = new int[capacity];
        keys = new long[capacity];
        mask = capacity - 1;
    }

    /** The slot of {@code state} in run {@code run}: where its key is ({@link #has}), or where it would go. */
    int slot(int state, int run) {
        int i = mix(state) & mask;
        while (stamps[i] == run && states[i] != state) i = (i + 1) & mask;
        return i;
    }

    boolean has(int slot, int run) {
        return stamps[slot] == run;
    }

    long key(int slot) {
        return keys[slot];
    }

    /** Puts the state's key in the slot {@link #slot} gave for it (nothing put since). */
    void put(int slot, int state, long key, int run) {
        if (countRun != run) {
            countRun = run;
            count = 0;
        }
        stamps[slot] = run;
        states[slot] = state;
        keys[slot] = key;
        if (++count * 2 > states.length) grow(run);
    }

    /** Every entry counts as empty: the run stamps wrapped around, so an old entry could carry a new run's stamp. */
    void forget() {
        Arrays.fill(stamps, 0);
        count = 0;
        countRun = 0;
    }

    private void grow(int run) {
        int[] oldStates = states, oldStamps = stamps;
        long[] oldKeys = keys;
        allocate(2 * oldStates.length);
        for (int i = 0; i < oldStates.length; i++) {
            if (oldStamps[i] != run) continue;
            int s = slot(oldStates[i], run);
            stamps[s] = run;
            states[s] = oldStates[i];
            keys[s] = oldKeys[i];
        }
    }

    private static int mix(int x) {
        x *= 0x9e3779b9;
        return x ^ (x >>> 16);
    }
}
