package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Seeded assignment of pages to F folds (paper §5.2): a Fisher-Yates shuffle from the seed, then position i goes to
 * fold i mod F, so fold sizes differ by at most one. Each fold's rows are returned in increasing order.
 */
public final class Folds {
    private final int[][] rows;
    private final TimeWindows windows; // split = time only

    private Folds(int[][] rows) {
        this(rows, null);
    }

    private Folds(int[][] rows, TimeWindows windows) {
        this.rows = rows;
        this.windows = windows;
    }

    /**
     * Rolling-origin windows with an expanding training window (split = time; Tashman 2000, "Out-of-sample tests of
     * forecasting accuracy", the rolling-origin evaluation; Hyndman & Athanasopoulos, "Forecasting: principles and
     * practice" §5.10, time series cross-validation). The first {@code trainEnd} cycles are the training part of fold 0
     * (at least a quarter of the timeline and two scheduled cycles after the warm-up); the rest is cut into F + 1 windows
     * of {@code length} cycles. Window j spans cycles trainEnd + j·L + 1 .. trainEnd + (j+1)·L; fold f tests on window
     * f + 1, validates on window f and trains on cycles 1 .. trainEnd + f·L (everything before its validation window).
     * The remainder of (C - minimum) / (F + 1) goes to the first training part, so every test window has L cycles and
     * the folds' means weigh every test cycle alike.
     */
    public record TimeWindows(int trainEnd, int length, int count, int evidence, int home) {
        /** Windows choosing on the last validation window alone. */
        public TimeWindows(int trainEnd, int length, int count) {
            this(trainEnd, length, count, 1);
        }

        /** Windows with every earlier cycle as the home history. */
        public TimeWindows(int trainEnd, int length, int count, int evidence) {
            this(trainEnd, length, count, evidence, 0);
        }

        /**
         * The first cycle of fold f's home history: 1, or with {@code home} = N the N-th cycle before its validation
         * evidence (a source with N cycles of history; its training and validation crawls start there).
         */
        public int homeStart(int fold) {
            return home == 0 ? 1 : Math.max(1, validation(fold).from() - home);
        }

        /** Window j of the F + 1 (0: fold 0's validation window, j >= 1: fold j-1's test window). */
        public CycleWindow window(int j) {
            return new CycleWindow(trainEnd + j * length + 1, trainEnd + (j + 1) * length);
        }

        public CycleWindow test(int fold) {
            return window(fold + 1);
        }

        public CycleWindow validation(int fold) {
            // the last `evidence` windows up to fold f's own (choose = last-N / all-windows), scored on one
            // crawl from cycle 1
            int first = (int) Math.max(0, (long) fold - evidence + 1);
            return new CycleWindow(window(first).from(), window(fold).to());
        }

        /** Cycles 1 .. (the cycle before fold f's validation window): its training crawl. */
        public CycleWindow training(int fold) {
            return new CycleWindow(1, trainEnd + fold * length);
        }

        /** The shortest first training part: a quarter of the timeline, and two scheduled cycles after warm-up W. */
        public static int minimumTraining(int cycles, int warmup) {
            return Math.max((cycles + 3) / 4, warmup + 2);
        }

        /** The windows of C cycles for F folds after warm-up W; too short a timeline is refused in one line. */
        public static TimeWindows of(int cycles, int folds, int warmup) {
            int min = minimumTraining(cycles, warmup);
            int length = (cycles - min) / (folds + 1);
            if (length < 2)
                throw new UserError("split = time: " + cycles + " cycles leave " + Math.max(0, cycles - min)
                        + " after the first " + min + " for training (a quarter of the timeline, at least warm-up "
                        + warmup + " + 2), too few for " + folds + " test windows and a validation window of at"
                        + " least 2 cycles each; use fewer folds or split = pages");
            return new TimeWindows(cycles - (folds + 1) * length, length, folds);
        }
    }

    /**
     * Rolling-origin folds (split = time): every page in every fold, fold f's test part the cycles of {@link
     * TimeWindows#test}. Nothing is drawn: repeats of a time split re-draw seeds only.
     */
    public static Folds byTime(ChangeHistory h, int folds, int warmup) {
        if (folds < 1) throw new UserError("folds must be >= 1, got " + folds);
        TimeWindows w = TimeWindows.of(h.cycles(), folds, warmup);
        int[] all = new int[h.pages()];
        for (int p = 0; p < all.length; p++) all[p] = p;
        int[][] rows = new int[folds][];
        for (int f = 0; f < folds; f++) rows[f] = all;
        return new Folds(rows, w);
    }

    /** These folds with choices made on the last {@code windows} time windows ({@link Evidence}); page folds unchanged. */
    public Folds withEvidence(int windows) {
        if (this.windows == null || windows == this.windows.evidence()) return this;
        TimeWindows w = this.windows;
        return new Folds(rows, new TimeWindows(w.trainEnd(), w.length(), w.count(), windows, w.home()));
    }

    /** These folds with a home history of the last {@code cycles} cycles before each validation window (0: all). */
    public Folds withHome(int cycles) {
        if (this.windows == null || cycles == this.windows.home()) return this;
        TimeWindows w = this.windows;
        return new Folds(rows, new TimeWindows(w.trainEnd(), w.length(), w.count(), w.evidence(), cycles));
    }

    /** The time split's windows; null under page and site splits. */
    public TimeWindows windows() {
        return windows;
    }

    /** Test fold f's part: its pages and, under a time split, its window. */
    public FoldPart test(int fold) {
        return new FoldPart(rows(fold), windows == null ? null : windows.test(fold));
    }

    /** The seed stream of the fold assignment. */
    public static final SeedLabel SEED = new SeedLabel("folds", "", "the shuffle that assigns pages to folds");

    public static Folds of(int pages, int folds, long seed) {
        if (folds < 1) throw new UserError("folds must be >= 1, got " + folds);
        if (pages < folds) throw new UserError("cannot split " + pages + " pages into " + folds + " folds");
        int[] perm = new int[pages];
        for (int i = 0; i < pages; i++) perm[i] = i;
        SplittableRandom r = new SplittableRandom(SEED.derive(seed));
        for (int i = pages - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        int[] fold = new int[pages];
        int[] sizes = new int[folds];
        for (int i = 0; i < pages; i++) {
            fold[perm[i]] = i % folds;
            sizes[i % folds]++;
        }
        int[][] rows = new int[folds][];
        int[] fill = new int[folds];
        for (int f = 0; f < folds; f++) rows[f] = new int[sizes[f]];
        for (int p = 0; p < pages; p++) rows[fold[p]][fill[fold[p]]++] = p;
        return new Folds(rows);
    }

    /** The seed stream of the order in which equal-sized sites are dealt. */
    public static final SeedLabel SITES =
            new SeedLabel("sites", "", "the order of equal-sized sites when grouping by site");

    /**
     * Grouped folds (split = sites): every site's pages in one fold. Sites are dealt largest first, each to the fold
     * with the fewest pages so far (lowest index on a tie), equal-sized sites in a seeded order: the longest-processing-
     * time rule, within the largest site of the best balance a grouping can have. Fewer sites than folds is refused.
     */
    public static Folds bySite(ChangeHistory h, int folds, long seed) {
        if (folds < 1) throw new UserError("folds must be >= 1, got " + folds);
        Map<String, List<Integer>> bySite = new LinkedHashMap<>();
        for (int p = 0; p < h.pages(); p++) {
            String site = h.site(p);
            if (site == null || site.isEmpty())
                throw new UserError("split = sites: page '" + h.pageId(p) + "' has an empty site; give every page one");
            bySite.computeIfAbsent(site, k -> new ArrayList<>()).add(p);
        }
        if (bySite.size() < folds)
            throw new UserError("split = sites: " + bySite.size() + " site(s) cannot fill " + folds
                    + " folds; use fewer folds or split = pages");
        List<List<Integer>> sites = new ArrayList<>(bySite.values());
        SplittableRandom r = new SplittableRandom(SITES.derive(seed));
        for (int i = sites.size() - 1; i > 0; i--) Collections.swap(sites, i, r.nextInt(i + 1));
        sites.sort((a, b) -> Integer.compare(b.size(), a.size())); // stable: equal sizes keep the seeded order
        List<List<Integer>> fold = new ArrayList<>();
        for (int f = 0; f < folds; f++) fold.add(new ArrayList<>());
        for (List<Integer> site : sites) {
            int to = 0;
            for (int f = 1; f < folds; f++)
                if (fold.get(f).size() < fold.get(to).size()) to = f;
            fold.get(to).addAll(site);
        }
        int[][] rows = new int[folds][];
        for (int f = 0; f < folds; f++)
            rows[f] = fold.get(f).stream().mapToInt(Integer::intValue).sorted().toArray();
        return new Folds(rows);
    }

    /** Pages per fold, in fold order (how balanced a grouped split is). */
    public int[] sizes() {
        return Arrays.stream(rows).mapToInt(r -> r.length).toArray();
    }

    public int count() {
        return rows.length;
    }

    public int[] rows(int fold) {
        return rows[fold].clone();
    }

    /** All rows outside {@code fold}, increasing. */
    public int[] rowsExcept(int fold) {
        List<Integer> out = new ArrayList<>();
        int[] marks =
                new int[Math.max(1, Arrays.stream(rows).mapToInt(r -> r.length).sum())];
        for (int f = 0; f < rows.length; f++) if (f != fold) for (int p : rows[f]) marks[p] = 1;
        for (int p = 0; p < marks.length; p++) if (marks[p] == 1) out.add(p);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
