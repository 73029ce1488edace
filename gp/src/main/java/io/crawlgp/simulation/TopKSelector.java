package io.crawlgp.simulation;

/**
 * Selects the k best pages of a cycle in O(N): the k-th best score key (as {@link LongSelect#largestKey}), every page above it, and
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
        // the k-th best key and the candidates (key at or above it) in index order: the rest of the work is over them
        long threshold;
        int c = 0;
        if (k <= LongSelect.SORTED_MAX) {
            threshold = LongSelect.largestKey(scores, n, k, keys, scratch);
            for (int p = 0; p < n; p++) { // without a branch: pages at the threshold may be many and in any order
                candidates[c] = p;
                c += keys[p] >= threshold ? 1 : 0;
            }
        } else { // the pages at or above a sampled guess first, then those at or above the threshold among them
            for (int p = 0; p < n; p++) keys[p] = ScoreOrder.key(scores[p]);
            long guess = LongSelect.guessBelow(keys, n, k, scratch);
            for (int p = 0; p < n; p++) {
                long v = keys[p];
                candidates[c] = p;
                scratch[c] = v;
                c += v >= guess ? 1 : 0;
            }
            if (c < k) { // an unlucky sample: every page
                for (int p = 0; p < n; p++) candidates[p] = p;
                System.arraycopy(keys, 0, scratch, 0, n);
                c = n;
            }
            threshold = LongSelect.select(scratch, c, c - k);
            int kept = 0;
            for (int i = 0; i < c; i++) {
                int p = candidates[i];
                candidates[kept] = p;
                kept += keys[p] >= threshold ? 1 : 0;
            }
            c = kept;
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
