package io.crawlgp.simulation;

import io.crawlgp.dataset.ChangeHistory;

/**
 * The fast path for score functions of (n, X, t) alone, exact twin of {@link CrawlSimulator} (property-tested).
 *
 * <p>Pages with the same (n, X, lastVisit) form a cohort: at cycle c they all score f(n, X, c - lastVisit), so the
 * function is evaluated once per cohort, not once per page, and once per state (n, X, t) within a run (a run of 55
 * cycles visits about 29,000 cohort-cycles but only about 2,500 states). Cohorts are ranked by score; whole groups of
 * equal score are taken while they fit in k. From the group tied at the boundary, the pages first in tie order are
 * taken: found either by walking the cycle's precomputed {@link TieOrder} for members (when the group is a large share
 * of the pages, as with degenerate trees) or by ordering the group's own pages (when it is small). Only crawled pages
 * move, to the cohort (n+1, X+found, c), so a cycle costs O(cohorts log cohorts + k + boundary work) instead of
 * O(N x tree size).
 *
 * <p>Memory layout (the hot loop is memory-bound): a cohort is a range of one arena of page ids with their change
 * histories alongside (one word each when cycles <= 64), so taking a whole cohort reads two sequential arrays. The
 * cohorts created in one cycle receive exactly that cycle's crawled pages, so they are laid out next to each other at
 * the arena's top, sized by a counting pass. A page crawled without a change keeps its next-change cycle, so only
 * pages that changed touch the stale-page calendar. All buffers belong to a per-thread {@link CohortWorkspace} that
 * outlives single runs, so a run allocates nothing proportional to N.
 *
 * <p>Before simulating, {@link #run(Prepared, String, ScoreFunction)} asks the page set's {@link RankingMemo} whether
 * a recent run's visited states are ranked identically by the new function; if so its result is exact and reused.
 */
public final class CohortSimulator {
    private CohortSimulator() {}

    /**
     * What every evaluation on the same pages and settings shares: the tie order and the state after warm-up (pages
     * grouped by X into the cohorts (W, X, W), and the first unseen change of every page), all independent of the
     * score function. Immutable; each thread that runs on it gets its own workspace.
     */
    public static final class Prepared {
        final ChangeHistory history;
        final SimulationSettings settings;
        final TieOrder ties;
        final int pages, cycles, warmup, k;
        final boolean oneWord;
        final long tieSeed;
        /** The warm-up cohorts, by ascending X: their pages in row order, words alongside, and ranges. */
        final int[] initialPages;

        final long[] initialWords;
        final int[] initialX, initialStart, initialSize;
        /** How many pages first become stale at each cycle (their first change after warm-up). */
        final int[] initialStaleAt;

        final ThreadLocal<CohortWorkspace> workspaces; // package-private for tests that force stamp wrap-around

        /** Recent runs by the ranking they induced (null: off, or no state table for very long histories). */
        final RankingMemo memo;

        private Prepared(ChangeHistory h, SimulationSettings s, int memoCapacity) {
            s.checkFits(h.cycles());
            history = h;
            settings = s;
            ties = TieOrder.of(h.pages(), h.cycles(), s);
            pages = h.pages();
            cycles = h.cycles();
            warmup = s.warmup();
            k = s.k(pages);
            oneWord = cycles <= 64;
            tieSeed = CrawlSimulator.tieSeed(s.seed());
            int[] xAfter = new int[pages];
            initialStaleAt = new int[cycles + 2];
            for (int p = 0; p < pages; p++) {
                int x = 0;
                int next = h.nextChangeAfter(p, 0);
                for (int c = 1; c <= warmup; c++) {
                    if (next <= c) {
                        x++;
                        next = h.nextChangeAfter(p, c);
                    }
                }
                initialStaleAt[next]++;
                xAfter[p] = x;
            }
            int[] counts = new int[warmup + 1];
            for (int x : xAfter) counts[x]++;
            int cohorts = 0;
            for (int x = 0; x <= warmup; x++) if (counts[x] > 0) cohorts++;
            initialX = new int[cohorts];
            initialStart = new int[cohorts];
            initialSize = new int[cohorts];
            int[] fill = new int[warmup + 1];
            for (int x = 0, id = 0, start = 0; x <= warmup; x++) {
                if (counts[x] == 0) continue;
                initialX[id] = x;
                initialStart[id] = start;
                initialSize[id] = counts[x];
                fill[x] = start;
                start += counts[x];
                id++;
            }
            initialPages = new int[pages];
            initialWords = new long[pages];
            for (int p = 0; p < pages; p++) {
                int at = fill[xAfter[p]]++;
                initialPages[at] = p;
                if (oneWord) initialWords[at] = h.firstWord(p);
            }
            workspaces = ThreadLocal.withInitial(() -> new CohortWorkspace(this));
            // the memo needs every key computed through the state tables (dense or hashed), to trace the run
            memo = memoCapacity > 0 && CohortWorkspace.tracksStates(cycles) ? new RankingMemo(memoCapacity) : null;
        }

        /** Runs answered by the ranking memo instead of a simulation. */
        public long memoHits() {
            return memo == null ? 0 : memo.hits();
        }
    }

    /** Default capacity of the ranking memo: recent runs remembered per prepared page set (about 10 KB each). */
    public static final int DEFAULT_MEMO = 1024;

    public static Prepared prepare(ChangeHistory h, SimulationSettings s) {
        return new Prepared(h, s, DEFAULT_MEMO);
    }

    /** As {@link #prepare(ChangeHistory, SimulationSettings)} with a ranking memo of the given capacity (0: none). */
    public static Prepared prepare(ChangeHistory h, SimulationSettings s, int memoCapacity) {
        return new Prepared(h, s, memoCapacity);
    }

    public static SimulationResult run(ChangeHistory h, String name, ScoreFunction f, SimulationSettings s) {
        return run(prepare(h, s), name, f);
    }

    public static SimulationResult run(Prepared prepared, String name, ScoreFunction f) {
        CohortWorkspace ws = prepared.workspaces.get();
        ws.begin(f);
        if (prepared.memo != null) {
            SimulationResult known = prepared.memo.find(ws::keyOfState);
            if (known != null) return known.withPolicy(name);
        }
        SimulationResult r = ws.simulate(name);
        if (prepared.memo != null) prepared.memo.add(ws.trace(r));
        return r;
    }
}
