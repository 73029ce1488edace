package io.crawlgp.simulation;

import java.util.Arrays;

/**
 * The cohort engine's boundary group: the pages of the one group of equal key that does not fit whole into a cycle's
 * k, taken one by one in the cycle's tie order into the workspace's single-page buffer. Its scratch arrays grow with
 * the largest group seen and are kept run after run.
 */
final class BoundaryTaking {
    private final CohortWorkspace ws;
    private long[] groupKeys = new long[0],
            groupScratch = new long[0]; // groupScratch: LongSelect.smallest's run (or copy)
    private int[] groupPages = new int[0], atCut = new int[0];

    BoundaryTaking(CohortWorkspace ws) {
        this.ws = ws;
    }

    /**
     * Large tied group: walk the cycle's tie order, taking members until enough; past the stored prefix of a random
     * order, the rest by their keys (every member left comes after the prefix in tie order).
     */
    void byTieWalk(int from, int to, int need, int c) {
        int stamp = ws.nextCycleStamp();
        for (int j = from; j < to; j++) ws.cMark[ws.alive[j]] = stamp;
        int taken = 0;
        int[] order = ws.ties.row(c); // null: the tie order is the row order
        int end = order == null ? ws.pages : order.length;
        for (int t = 0; taken < need && t < end; t++) {
            int p = order == null ? t : order[t];
            int id = (int) (ws.where[p] >>> 32);
            if (ws.cMark[id] == stamp) {
                ws.takeSingle(id, p);
                taken++;
            }
        }
        if (taken < need) {
            int left = 0;
            for (int j = from; j < to; j++) left += ws.cSize[ws.alive[j]];
            byTieKeys(from, to, left, need - taken, c);
        }
    }

    /** Small tied group: the first {@code need} of its pages in tie order (row, or random key then row). */
    void byTieKeys(int from, int to, int groupSize, int need, int c) {
        if (groupPages.length < groupSize) {
            groupPages = new int[groupSize];
            groupKeys = new long[groupSize];
            groupScratch = new long[groupSize];
            atCut = new int[groupSize];
        }
        int g = 0;
        for (int j = from; j < to; j++) {
            int id = ws.alive[j];
            System.arraycopy(ws.arenaPages, ws.cStart[id], groupPages, g, ws.cSize[id]);
            g += ws.cSize[id];
        }
        if (ws.pr.settings.tieBreak() == TieBreak.INDEX) {
            for (int q = 0; q < g; q++) groupKeys[q] = groupPages[q];
        } else {
            for (int q = 0; q < g; q++) groupKeys[q] = TieBreak.randomKey(ws.pr.tieSeed, c, groupPages[q]);
        }
        long cut = LongSelect.smallest(groupKeys, g, need, groupScratch);
        int taken = 0, nCut = 0;
        for (int q = 0; q < g; q++) {
            if (groupKeys[q] < cut) {
                ws.takeSingle((int) (ws.where[groupPages[q]] >>> 32), groupPages[q]);
                taken++;
            } else if (groupKeys[q] == cut) atCut[nCut++] = groupPages[q];
        }
        Arrays.sort(atCut, 0, nCut);
        for (int q = 0; q < nCut && taken < need; q++) {
            ws.takeSingle((int) (ws.where[atCut[q]] >>> 32), atCut[q]);
            taken++;
        }
    }
}
