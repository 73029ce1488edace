package io.crawlgp.simulation;

import java.util.Arrays;

/**
 * The cohort engine keyed by visit history: every alive cohort (and each of a cycle's targets) holds one slot of a
 * crawl state whose pages are slots (pages + k of them), and the run's scorer keeps its own statistics per slot, so a
 * cohort is scored once per cycle, not once per page. A cohort that empties frees its slot for the next target.
 */
final class HistorySlots {
    private final CohortWorkspace ws;
    private CrawlState state;
    private HistoryScores scorer;
    private int[] cSlot = new int[256]; // each cohort's slot, by cohort id
    private int[] free = new int[0];
    private int freeCount, nextSlot;
    private int[] slotBuf = new int[256];
    private double[] scoreBuf = new double[256];

    HistorySlots(CohortWorkspace ws) {
        this.ws = ws;
    }

    /** Starts a run: fresh slots, and the scorer started on them. */
    void begin(HistoryScores.Factory f) {
        state = CrawlState.slots(ws.h, ws.pages + ws.k, ws.k);
        scorer = f.start(state);
        if (free.length < ws.pages + ws.k) free = new int[ws.pages + ws.k];
        freeCount = 0;
        nextSlot = 0;
    }

    /** The cohort arrays grew to {@code len} ids. */
    void grow(int len) {
        cSlot = Arrays.copyOf(cSlot, len);
    }

    private int take() {
        return freeCount > 0 ? free[--freeCount] : nextSlot++;
    }

    /** Cohort id of the warm-up, whose pages share {@code page}'s visits: a slot that made them. */
    void warmUp(int id, int page) {
        int slot = take();
        cSlot[id] = slot;
        for (int c = 1; c <= ws.warmup; c++) {
            boolean changed = ws.h.changed(page, c);
            state.visitSlot(slot, c, changed);
            scorer.visited(slot, c, changed);
        }
    }

    /** This cycle's key of every alive cohort, from its slot's score. */
    void keys(int c) {
        int count = ws.aliveCount;
        if (slotBuf.length < count) {
            slotBuf = new int[ws.alive.length];
            scoreBuf = new double[ws.alive.length];
        }
        for (int a = 0; a < count; a++) slotBuf[a] = cSlot[ws.alive[a]];
        scorer.scores(slotBuf, count, c, scoreBuf);
        for (int a = 0; a < count; a++) ws.aliveKey[a] = ScoreOrder.key(scoreBuf[a]);
    }

    /** The cohort of the pages of cohort id crawled at c with this outcome: a new visit history, one slot. */
    int target(int id, boolean changed, int c) {
        int to = ws.newTarget(ws.cN[id] + 1, changed ? ws.cX[id] + 1 : ws.cX[id], c); // may grow the cohort arrays
        int from = cSlot[id], slot = take();
        state.copySlot(from, slot);
        scorer.copy(from, slot);
        state.visitSlot(slot, c, changed);
        scorer.visited(slot, c, changed);
        cSlot[to] = slot;
        return to;
    }

    /** Cohort id emptied: its slot is free. */
    void free(int id) {
        free[freeCount++] = cSlot[id];
    }
}
