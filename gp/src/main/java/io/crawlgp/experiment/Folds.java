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

    private Folds(int[][] rows) {
        this.rows = rows;
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
