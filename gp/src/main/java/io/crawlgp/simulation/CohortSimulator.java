package io.crawlgp.simulation;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.util.LongsKey;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

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
 * <p>Before simulating, {@link #run(ByState, String, ScoreFunction)} asks the page set's {@link RankingMemo} whether
 * a recent run's visited states are ranked identically by the new function; if so its result is exact and reused.
 */
public final class CohortSimulator {
    private CohortSimulator() {}

    /**
     * What every evaluation on the same pages and settings shares: the tie order and the state after warm-up (pages
     * grouped by X into the cohorts (W, X, W), and the first unseen change of every page), all independent of the
     * score function. Immutable; each thread that runs on it gets its own workspace.
     */
    public abstract static sealed class Prepared permits ByState, ByHistory {
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
        /** Keyed by visit history: the first page of each warm-up cohort (their warm-up outcomes are its). Else null. */
        final int[] initialPage;
        /** How many pages first become stale at each cycle (their first change after warm-up). */
        final int[] initialStaleAt;

        final ThreadLocal<CohortWorkspace> workspaces; // package-private for tests that force stamp wrap-around

        /** Recent runs by the ranking they induced (null: off, or no state table for very long histories). */
        final RankingMemo memo;

        /** Cohorts keyed by the pages' visit histories (for {@link HistoryScores}) instead of (n, X, last visit). */
        final boolean byHistory;

        Prepared(ChangeHistory h, SimulationSettings s, int memoCapacity, boolean byHistory) {
            s.checkFits(h.cycles());
            history = h;
            settings = s;
            this.byHistory = byHistory;
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
            // the warm-up cohorts: by X (ascending), or by the warm-up's outcomes (in order of first page)
            int[] groupOf = byHistory ? warmUpPatterns(h, warmup) : xAfter;
            int groups = 0;
            for (int g : groupOf) groups = Math.max(groups, g + 1);
            int[] counts = new int[groups];
            for (int g : groupOf) counts[g]++;
            int cohorts = 0;
            for (int g = 0; g < groups; g++) if (counts[g] > 0) cohorts++;
            initialX = new int[cohorts];
            initialStart = new int[cohorts];
            initialSize = new int[cohorts];
            initialPage = byHistory ? new int[cohorts] : null;
            int[] fill = new int[groups];
            int[] idOf = new int[groups];
            for (int g = 0, id = 0, start = 0; g < groups; g++) {
                if (counts[g] == 0) continue;
                initialStart[id] = start;
                initialSize[id] = counts[g];
                idOf[g] = id;
                fill[g] = start;
                start += counts[g];
                id++;
            }
            initialPages = new int[pages];
            initialWords = new long[pages];
            for (int p = 0; p < pages; p++) {
                int id = idOf[groupOf[p]], at = fill[groupOf[p]]++;
                if (at == initialStart[id]) { // the cohort's first page: its X, and (by history) its warm-up outcomes
                    initialX[id] = xAfter[p];
                    if (byHistory) initialPage[id] = p;
                }
                initialPages[at] = p;
                if (oneWord) initialWords[at] = h.firstWord(p);
            }
            workspaces = ThreadLocal.withInitial(() -> new CohortWorkspace(this));
            // the memo needs every key computed through the state tables (dense or hashed), to trace the run; a run
            // keyed by history has no such states
            memo = memoCapacity > 0 && !byHistory && StateKeyTable.tracksStates(cycles)
                    ? new RankingMemo(memoCapacity)
                    : null;
        }

        /** Each page's warm-up cohort by its outcomes at cycles 1..w, numbered in order of first page. */
        private static int[] warmUpPatterns(ChangeHistory h, int w) {
            int[] out = new int[h.pages()];
            Map<LongsKey, Integer> ids = new HashMap<>();
            long[] bits = new long[(w + 63) >>> 6];
            for (int p = 0; p < out.length; p++) {
                Arrays.fill(bits, 0L);
                for (int c = 1; c <= w; c++) if (h.changed(p, c)) bits[(c - 1) >>> 6] |= 1L << ((c - 1) & 63);
                LongsKey key = new LongsKey(bits.clone());
                Integer id = ids.putIfAbsent(key, ids.size());
                out[p] = id == null ? ids.size() - 1 : id;
            }
            return out;
        }

        /**
         * The fitness state's bytes, itemised: what the page set holds once (the tie order's prefixes, the
         * warm-up cohorts' pages and history words) and what each thread's workspace holds (arena, where[], boundary
         * buffers, state tables); the change history itself (bit-packed) and the page ids are not counted.
         */
        public Map<String, Long> bytes() {
            Map<String, Long> out = new LinkedHashMap<>();
            out.put("tie order prefixes", ties.bytes());
            out.put("warm-up cohorts (page ids, history words)", 4L * initialPages.length + 8L * initialWords.length);
            workspaces.get().bytes(out);
            return out;
        }

        /** Runs answered by the ranking memo instead of a simulation. */
        public long memoHits() {
            return memo == null ? 0 : memo.hits();
        }
    }

    /** A page set prepared for score functions of the state (n, X, t): cohorts by (n, X, last visit). */
    public static final class ByState extends Prepared {
        private ByState(ChangeHistory h, SimulationSettings s, int memoCapacity) {
            super(h, s, memoCapacity, false);
        }
    }

    /** A page set prepared for scores of the pages' own visits ({@link HistoryScores}): cohorts by visit history. */
    public static final class ByHistory extends Prepared {
        private ByHistory(ChangeHistory h, SimulationSettings s) {
            super(h, s, 0, true);
        }
    }

    /** Default capacity of the ranking memo: recent runs remembered per prepared page set (about 10 KB each). */
    public static final int DEFAULT_MEMO = 1024;

    public static ByState prepare(ChangeHistory h, SimulationSettings s) {
        return new ByState(h, s, DEFAULT_MEMO);
    }

    /** As {@link #prepare(ChangeHistory, SimulationSettings)} with a ranking memo of the given capacity (0: none). */
    public static ByState prepare(ChangeHistory h, SimulationSettings s, int memoCapacity) {
        return new ByState(h, s, memoCapacity);
    }

    /** A page set prepared for {@link #runByHistory}: warm-up cohorts by their outcomes, no ranking memo. */
    public static ByHistory prepareByHistory(ChangeHistory h, SimulationSettings s) {
        return new ByHistory(h, s);
    }

    public static SimulationResult run(ChangeHistory h, String name, ScoreFunction f, SimulationSettings s) {
        return run(prepare(h, s), name, f);
    }

    public static SimulationResult run(ByState prepared, String name, ScoreFunction f) {
        CohortWorkspace ws = prepared.workspaces.get();
        ws.keys.begin(f);
        if (prepared.memo != null) {
            SimulationResult known = prepared.memo.find(ws.keys::keyOfState);
            if (known != null) return known.withPolicy(name);
        }
        SimulationResult r = ws.simulate(name);
        if (prepared.memo != null) prepared.memo.add(ws.keys.trace(r));
        return r;
    }

    /**
     * The cohort engine for a score of the pages' own visits ({@link HistoryScores}): a cohort is the set of pages
     * with one visit history (same visit cycles, same outcomes), so crawled pages move to a new cohort of their own
     * source and outcome instead of merging by (n, X, last visit), and each cohort is scored once per cycle from its
     * slot. Equal to {@link CrawlSimulator} with the same scores per page (property-tested).
     */
    public static SimulationResult runByHistory(ByHistory prepared, String name, HistoryScores.Factory scores) {
        CohortWorkspace ws = prepared.workspaces.get();
        ws.keys.current = null;
        ws.slots.begin(scores);
        return ws.simulate(name);
    }
}
