package io.crawlgp.simulation;

/**
 * Selects the k best pages of a cycle in O(N): the k-th best score key ({@link LongSelect#largestKey}), every page above it, and
 * from the pages tied at it the ones first in tie-break order. Buffers are reused across cycles of one simulation.
 */
public final class TopKSelector {
    private final long[] keys;
    private final long[] scratch;
    private final int[] group;
    private final int[] candidates;
    private final long[] groupKeys;
    private final boolean[] chosen;

    public TopKSelector(int pages) {
        keys = new long[pages];
        scratch = new long[pages];
        group = new int[pages];
        candidates = new int[pages];
        groupKeys = new long[pages];
        chosen = new boolean[pages];
    }

    /**
     * Writes the selected pages in increasing index order into {@code out} and returns k.
     *
     * @param tieSeed seed of {@link TieBreak#randomKey} (ignored for INDEX)
     */
    public int select(double[] scores, int k, TieBreak tieBreak, long tieSeed, int cycle, int[] out) {
        int n = keys.length;
        if (k >= n) {
            for (int p = 0; p < n; p++) out[p] = p;
            return n;
        }
        long threshold = LongSelect.largestKey(scores, n, k, keys, scratch); // the k-th best key
        // the candidates (key at or above the threshold) in index order: the rest of the work is over them only
        int c = 0;
        for (int p = 0; p < n; p++) { // without a branch: pages at the threshold may be many and in any order
            candidates[c] = p;
            c += keys[p] >= threshold ? 1 : 0;
        }
        int above = 0, g = 0;
        for (int i = 0; i < c; i++) {
            int p = candidates[i];
            if (keys[p] > threshold) above++;
            else group[g++] = p;
        }
        int need = k - above;
        chooseFromGroup(g, need, tieBreak, tieSeed, cycle);
        int m = 0;
        for (int i = 0; i < c; i++) {
            int p = candidates[i];
            if (keys[p] > threshold || chosen[p]) out[m++] = p;
        }
        for (int i = 0; i < g; i++) chosen[group[i]] = false;
        return m;
    }

    /** Marks the first {@code need} pages of group[0..g) in tie-break order (group is in increasing index order). */
    private void chooseFromGroup(int g, int need, TieBreak tieBreak, long tieSeed, int cycle) {
        if (need >= g || tieBreak == TieBreak.INDEX) {
            for (int i = 0; i < need; i++) chosen[group[i]] = true;
            return;
        }
        for (int i = 0; i < g; i++) groupKeys[i] = TieBreak.randomKey(tieSeed, cycle, group[i]);
        long cut = LongSelect.smallest(groupKeys, g, need, scratch);
        int taken = 0;
        for (int i = 0; i < g; i++)
            if (groupKeys[i] < cut) {
                chosen[group[i]] = true;
                taken++;
            }
        for (int i = 0; i < g && taken < need; i++)
            if (groupKeys[i] == cut) {
                chosen[group[i]] = true;
                taken++;
            }
    }
}
