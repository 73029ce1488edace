package io.crawlgp.simulation;

import java.util.Arrays;

/**
 * The cohort engine's score keys by state (n, X, t) for the function of the current run: each state's key is computed
 * once per run and remembered (a dense table up to 78 cycles, a hashed one beyond while state ids fit in an int, 1,288
 * cycles; neither for longer histories, where every key is computed), and every state computed is listed in first-use
 * order for the ranking memo. Keyed-by-history runs score slots instead and hold no table.
 */
final class StateKeyTable {
    static final int MAX_STATES = 1 << 19; // a state table up to 78 cycles

    private final int cycles;
    final long[] keyOf; // valid where keyStamp == run (tests read it)
    private final int[] keyStamp;
    private final StateKeys hashedKeys;
    int run; // this run's stamp (tests wrap it)
    ScoreFunction current;
    private int[] visited = new int[1024]; // states whose key this run computed, in first-use order
    private long[] visitedKeys = new long[1024]; // their keys
    private int visitedCount;

    StateKeyTable(int cycles, boolean byHistory) {
        this.cycles = cycles;
        long states = stateCount(cycles);
        keyOf = !byHistory && states <= MAX_STATES ? new long[(int) states] : null;
        keyStamp = keyOf == null ? null : new int[keyOf.length];
        hashedKeys = !byHistory && keyOf == null && tracksStates(cycles) ? new StateKeys(1 << 12) : null;
    }

    static long stateCount(int cycles) {
        return (long) (cycles + 2) * (cycles + 2) * (cycles + 2);
    }

    /** Whether every state's key goes through {@link #keyOfState} (state ids fit in an int): what the ranking memo needs. */
    static boolean tracksStates(int cycles) {
        return stateCount(cycles) <= Integer.MAX_VALUE;
    }

    /** Starts a run of f: fresh run stamp (the table forgets the previous function), no visited states. */
    void begin(ScoreFunction f) {
        current = f;
        run = CohortWorkspace.nextStamp(run);
        if (run == 1 && keyStamp != null) Arrays.fill(keyStamp, 0); // wrapped: forget old stamps
        if (run == 1 && hashedKeys != null) hashedKeys.forget();
        visitedCount = 0;
    }

    long key(int n, int x, int t) {
        if (keyOf == null && hashedKeys == null) return ScoreOrder.key(current.score(n, x, t));
        return keyOfState((n * (cycles + 2) + x) * (cycles + 2) + t);
    }

    /** The current function's key of a state id, computed once per run; every state computed is remembered. */
    long keyOfState(int state) {
        if (keyOf == null) { // the hashed table
            int slot = hashedKeys.slot(state, run);
            if (hashedKeys.has(slot, run)) return hashedKeys.key(slot);
            long key = computeKey(state);
            hashedKeys.put(slot, state, key, run);
            return key;
        }
        if (keyStamp[state] != run) {
            keyOf[state] = computeKey(state);
            keyStamp[state] = run;
        }
        return keyOf[state];
    }

    /** The current function's key of a state id, computed now; the state joins this run's visited states. */
    private long computeKey(int state) {
        int t = state % (cycles + 2), nx = state / (cycles + 2);
        long key = ScoreOrder.key(current.score(nx / (cycles + 2), nx % (cycles + 2), t));
        if (visitedCount == visited.length) {
            visited = Arrays.copyOf(visited, visitedCount * 2);
            visitedKeys = Arrays.copyOf(visitedKeys, visitedCount * 2);
        }
        visited[visitedCount] = state;
        visitedKeys[visitedCount++] = key;
        return key;
    }

    /** This run for the ranking memo: every state whose key was computed, by descending key, ties marked. */
    RankingMemo.Entry trace(SimulationResult result) {
        int len = visitedCount;
        int[] states = Arrays.copyOf(visited, len);
        long[] keys = Arrays.copyOf(visitedKeys, len);
        DescendingSort.sort(keys, states, 0, len - 1);
        long[] tied = new long[(len + 63) >>> 6];
        for (int i = 1; i < len; i++) if (keys[i] == keys[i - 1]) tied[i >>> 6] |= 1L << i;
        return new RankingMemo.Entry(states, tied, result);
    }

    /** The dense table's bytes (the hashed one grows with use and is not counted). */
    long bytes() {
        return keyOf == null ? 0 : 12L * keyOf.length;
    }
}
