package io.crawlgp.simulation;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.policy.ScoreFunction;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The fast path for score functions of (n, X, t) alone, exact twin of {@link CrawlSimulator} (property-tested).
 *
 * <p>Pages with the same (n, X, lastVisit) form a cohort: at cycle c they all score f(n, X, c - lastVisit), so the
 * function is evaluated once per cohort, not once per page. Cohorts are ranked by score; whole groups of equal score
 * are taken while they fit in k. From the group tied at the boundary, the pages first in tie order are taken: found
 * either by scanning the cycle's precomputed {@link TieOrder} for members (fast when the group is a large share of
 * the pages, as with degenerate trees) or by ordering the group's own pages (when it is small). Only crawled pages
 * move, to the cohort (n+1, X+found, c), so a cycle costs O(cohorts log cohorts + k + boundary work) instead of
 * O(N x tree size). Within a run the key of each state (n, X, t) is computed once (a run of 55 cycles visits about
 * 29,000 cohort-cycles but only about 2,500 distinct states), and each cycle's target cohorts get arrays of their
 * exact size (pages are counted before they are placed).
 */
public final class CohortSimulator {
    private CohortSimulator() {}

    private static final class Cohort {
        final int id, n, x, lastVisit;
        int[] pages;
        long[] words; // the pages' histories, carried along when cycles <= 64 (sequential access)
        int size;
        long key;

        Cohort(int id, int n, int x, int lastVisit) {
            // arrays are sized by the caller when the cohort receives its pages
            this.id = id;
            this.n = n;
            this.x = x;
            this.lastVisit = lastVisit;
        }
    }

    /**
     * What every evaluation on the same pages and settings shares: the tie order and the state after warm-up (the
     * first unseen change of every page and its X), both independent of the score function. Immutable.
     */
    public static final class Prepared {
        final ChangeHistory history;
        final SimulationSettings settings;
        final TieOrder ties;
        final int[] nextChangeAfterWarmup;
        final int[] xAfterWarmup;
        final int[][] initialPages; // pages of the cohort (W, x, W) for each x, in row order

        private Prepared(ChangeHistory h, SimulationSettings s) {
            s.checkFits(h.cycles());
            history = h;
            settings = s;
            ties = TieOrder.of(h.pages(), h.cycles(), s);
            nextChangeAfterWarmup = new int[h.pages()];
            xAfterWarmup = new int[h.pages()];
            for (int p = 0; p < h.pages(); p++) {
                int x = 0;
                int next = h.nextChangeAfter(p, 0);
                for (int c = 1; c <= s.warmup(); c++) {
                    if (next <= c) {
                        x++;
                        next = h.nextChangeAfter(p, c);
                    }
                }
                nextChangeAfterWarmup[p] = next;
                xAfterWarmup[p] = x;
            }
            int[] counts = new int[s.warmup() + 1];
            for (int x : xAfterWarmup) counts[x]++;
            initialPages = new int[s.warmup() + 1][];
            for (int x = 0; x <= s.warmup(); x++) initialPages[x] = new int[counts[x]];
            int[] fill = new int[s.warmup() + 1];
            for (int p = 0; p < h.pages(); p++) initialPages[xAfterWarmup[p]][fill[xAfterWarmup[p]]++] = p;
        }
    }

    public static Prepared prepare(ChangeHistory h, SimulationSettings s) {
        return new Prepared(h, s);
    }

    public static SimulationResult run(ChangeHistory h, String name, ScoreFunction f, SimulationSettings s) {
        return run(prepare(h, s), name, f);
    }

    public static SimulationResult run(Prepared prepared, String name, ScoreFunction f) {
        return new Run(prepared, f).simulate(name);
    }

    private static final class Run {
        final ChangeHistory h;
        final ScoreFunction f;
        final SimulationSettings s;
        final TieOrder ties;
        final int pages, cycles, k;
        /** Per page: cohort id (high 32 bits) and position in the cohort's arrays (low 32 bits), one write per move. */
        final long[] where;
        final List<Cohort> all = new ArrayList<>();
        int[] boundaryMark = new int[64];
        final long tieSeed;
        final boolean oneWord;

        final Prepared prepared;

        Run(Prepared prepared, ScoreFunction f) {
            this.prepared = prepared;
            this.h = prepared.history;
            this.f = f;
            this.s = prepared.settings;
            this.ties = prepared.ties;
            pages = h.pages();
            cycles = h.cycles();
            k = s.k(pages);
            where = new long[pages];
            tieSeed = CrawlSimulator.tieSeed(s.seed());
            oneWord = cycles <= 64;
        }

        Cohort newCohort(int n, int x, int lastVisit) {
            Cohort c = new Cohort(all.size(), n, x, lastVisit);
            all.add(c);
            if (boundaryMark.length < all.size()) boundaryMark = Arrays.copyOf(boundaryMark, all.size() * 2);
            return c;
        }

        void add(Cohort c, int p, long word) {
            if (c.size == c.pages.length) {
                c.pages = Arrays.copyOf(c.pages, c.size * 2);
                c.words = Arrays.copyOf(c.words, c.size * 2);
            }
            where[p] = ((long) c.id << 32) | c.size;
            c.words[c.size] = word;
            c.pages[c.size++] = p;
        }

        /** Removes p from c and returns its history word. */
        long remove(Cohort c, int p) {
            int i = (int) where[p];
            long word = c.words[i];
            int last = c.pages[--c.size];
            c.pages[i] = last;
            c.words[i] = c.words[c.size];
            where[last] = ((long) c.id << 32) | i;
            return word;
        }

        /** First change of the page in (after, C], from its carried word when the history fits one, else from the history. */
        int nextChange(int p, long word, int after) {
            if (!oneWord) return h.nextChangeAfter(p, after);
            if (after >= 64) return cycles + 1;
            long rest = word >>> after;
            return rest == 0 ? cycles + 1 : after + 1 + Long.numberOfTrailingZeros(rest);
        }

        /** Score keys by state (n, X, t), computed on first use; a score function is pure, so a state's key never changes. */
        long[] keyOf;
        boolean[] keyKnown;

        SimulationResult simulate(String name) {
            long states = (long) (cycles + 2) * (cycles + 2) * (cycles + 2);
            keyOf = states <= (1 << 19) ? new long[(int) states] : null; // up to 78 cycles: 4 MB at most
            keyKnown = keyOf == null ? null : new boolean[keyOf.length];
            List<Cohort> alive = new ArrayList<>();
            for (int x = 0; x <= s.warmup(); x++) {
                int[] rows = prepared.initialPages[x];
                if (rows.length == 0) continue;
                Cohort co = newCohort(s.warmup(), x, s.warmup());
                co.pages = rows.clone();
                co.words = new long[rows.length];
                co.size = rows.length;
                for (int q = 0; q < rows.length; q++) {
                    int p = rows[q];
                    where[p] = ((long) co.id << 32) | q;
                    if (oneWord) co.words[q] = h.firstWord(p);
                }
                alive.add(co);
            }
            int[] staleAt = new int[cycles + 2];
            for (int p = 0; p < pages; p++) staleAt[prepared.nextChangeAfterWarmup[p]]++;
            int stale = 0;
            for (int c = 0; c <= s.warmup(); c++) stale += staleAt[c];

            int scheduled = cycles - s.warmup();
            int[] found = new int[scheduled], available = new int[scheduled], staleAfter = new int[scheduled];
            int[] crawled = new int[k];
            Cohort[] crawledFrom = new Cohort[k];
            long[] crawledWord = new long[k];
            long[] scratch = new long[0];
            int[] group = new int[0];
            // target cohorts of the current cycle, by slot n * (cycles + 1) + x: a stamped array while that is small,
            // a map for very long histories (thousands of cycles)
            long slots = (long) (cycles + 2) * (cycles + 1);
            Cohort[] targetAt = slots <= (1 << 20) ? new Cohort[(int) slots] : null;
            int[] targetStamp = targetAt != null ? new int[targetAt.length] : null;
            java.util.HashMap<Integer, Cohort> targetMap = targetAt == null ? new java.util.HashMap<>() : null;
            List<Cohort> next = new ArrayList<>();

            for (int c = s.warmup() + 1; c <= cycles; c++) {
                stale += staleAt[c];
                int i = c - s.warmup() - 1;
                available[i] = stale;
                for (Cohort co : alive) {
                    // many cohorts share a state (n, X, t) over a run: each state's key is computed once
                    int t = c - co.lastVisit;
                    if (keyOf == null) { // very long histories: no table
                        co.key = ScoreOrder.key(f.score(co.n, co.x, t));
                        continue;
                    }
                    int state = (co.n * (cycles + 2) + co.x) * (cycles + 2) + t;
                    if (!keyKnown[state]) {
                        keyOf[state] = ScoreOrder.key(f.score(co.n, co.x, t));
                        keyKnown[state] = true;
                    }
                    co.key = keyOf[state];
                }
                alive.sort((a, b) -> Long.compare(b.key, a.key));

                int m = 0, idx = 0;
                while (idx < alive.size() && m < k) {
                    int end = idx, groupSize = 0;
                    long key = alive.get(idx).key;
                    while (end < alive.size() && alive.get(end).key == key) groupSize += alive.get(end++).size;
                    if (m + groupSize <= k) {
                        for (int j = idx; j < end; j++) {
                            Cohort co = alive.get(j);
                            System.arraycopy(co.pages, 0, crawled, m, co.size);
                            System.arraycopy(co.words, 0, crawledWord, m, co.size);
                            Arrays.fill(crawledFrom, m, m + co.size, co);
                            m += co.size;
                            co.size = 0;
                        }
                    } else {
                        int need = k - m;
                        int start = m;
                        if ((long) groupSize * 16 >= pages) {
                            // large tied group: walk the cycle's tie order, taking members until enough
                            for (int j = idx; j < end; j++) boundaryMark[alive.get(j).id] = c;
                            for (int t = 0; m - start < need; t++) {
                                int p = ties.at(c, t);
                                int id = (int) (where[p] >>> 32);
                                if (boundaryMark[id] == c) {
                                    crawled[m] = p;
                                    crawledFrom[m++] = all.get(id);
                                }
                            }
                        } else {
                            // small tied group: order its own pages by tie key
                            if (group.length < groupSize) { group = new int[groupSize]; scratch = new long[groupSize]; }
                            int g = 0;
                            for (int j = idx; j < end; j++) {
                                Cohort co = alive.get(j);
                                System.arraycopy(co.pages, 0, group, g, co.size);
                                g += co.size;
                            }
                            m = takeFirstInTieOrder(group, g, need, c, crawled, crawledFrom, m, scratch);
                        }
                        for (int j = start; j < m; j++) crawledWord[j] = remove(crawledFrom[j], crawled[j]);
                    }
                    idx = end;
                }
                // move crawled pages; each source cohort resolves its two targets once per cycle
                int hits = 0;
                if (targetMap != null) targetMap.clear();
                // pass 1: outcome and target of every crawled page, counted per target, so that each target's arrays
                // are allocated once at their exact size (targets are created this cycle, so they start empty)
                for (int j = 0; j < m; j++) {
                    int p = crawled[j];
                    Cohort from = crawledFrom[j];
                    long word = crawledWord[j];
                    int before = nextChange(p, word, from.lastVisit);
                    boolean changed = before <= c;
                    if (changed) { hits++; stale--; }
                    else staleAt[before]--;
                    staleAt[nextChange(p, word, c)]++;
                    int x1 = changed ? from.x + 1 : from.x;
                    int slot = (from.n + 1) * (cycles + 1) + x1;
                    Cohort to = targetAt != null ? (targetStamp[slot] == c ? targetAt[slot] : null) : targetMap.get(slot);
                    if (to == null) {
                        to = newCohort(from.n + 1, x1, c);
                        if (targetAt != null) {
                            targetAt[slot] = to;
                            targetStamp[slot] = c;
                        } else targetMap.put(slot, to);
                        next.add(to);
                    }
                    to.size++;
                    crawledFrom[j] = to; // from here on: the target
                }
                for (Cohort to : next) { // next holds exactly this cycle's targets
                    to.pages = new int[to.size];
                    to.words = new long[to.size];
                    to.size = 0;
                }
                // pass 2: place the pages in crawl order
                for (int j = 0; j < m; j++) add(crawledFrom[j], crawled[j], crawledWord[j]);
                for (Cohort co : alive) if (co.size > 0) next.add(co);
                alive.clear();
                alive.addAll(next);
                next.clear();
                found[i] = hits;
                staleAfter[i] = stale;
            }
            return new SimulationResult(name, pages, k, s.warmup(), cycles, found, available, staleAfter);
        }

        /** Appends the first {@code need} of group[0..g) in tie order (row, or random key then row) to crawled. */
        int takeFirstInTieOrder(int[] group, int g, int need, int cycle, int[] crawled, Cohort[] crawledFrom, int m, long[] keys) {
            if (s.tieBreak() == TieBreak.INDEX) {
                for (int q = 0; q < g; q++) keys[q] = group[q];
            } else {
                for (int q = 0; q < g; q++) keys[q] = TieBreak.randomKey(tieSeed, cycle, group[q]);
            }
            long[] copy = Arrays.copyOf(keys, g);
            long cut = LongSelect.select(copy, g, need - 1);
            int taken = 0;
            int[] atCut = new int[g];
            int nCut = 0;
            for (int q = 0; q < g; q++) {
                if (keys[q] < cut) { crawled[m] = group[q]; crawledFrom[m++] = all.get((int) (where[group[q]] >>> 32)); taken++; }
                else if (keys[q] == cut) atCut[nCut++] = group[q];
            }
            Arrays.sort(atCut, 0, nCut);
            for (int q = 0; q < nCut && taken < need; q++) { crawled[m] = atCut[q]; crawledFrom[m++] = all.get((int) (where[atCut[q]] >>> 32)); taken++; }
            return m;
        }
    }
}
