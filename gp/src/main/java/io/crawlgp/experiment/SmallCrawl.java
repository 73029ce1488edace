package io.crawlgp.experiment;

import io.crawlgp.simulation.SimulationSettings;
import java.util.Arrays;

/**
 * The warning a small test fold deserves: a fold crawling fewer than {@link #MIN_K} pages a cycle reports a
 * ChangeRate in steps of 1/k, so its values mean little; the benchmark refuses such folds, the single-run commands run
 * them and say so in one line.
 */
public final class SmallCrawl {
    /** The smallest k the benchmark accepts, and below which the other commands warn. */
    public static final int MIN_K = 5;

    private SmallCrawl() {}

    /**
     * The one-line note when a test fold crawls fewer than MIN_K pages a cycle: every fold's k, and the setting that
     * raises it ({@code budget}); null when every fold crawls enough.
     */
    public static String note(Folds folds, SimulationSettings s) {
        int[] k = new int[folds.count()];
        int least = Integer.MAX_VALUE;
        for (int f = 0; f < k.length; f++) least = Math.min(least, k[f] = s.k(folds.rows(f).length));
        if (least >= MIN_K) return null;
        int need = (int) Math.ceil(MIN_K / s.budget());
        StringBuilder ks = new StringBuilder();
        for (int f = 0; f < k.length; f++) ks.append(f == 0 ? "" : ", ").append(k[f]);
        int[] sizes = folds.sizes();
        int small = Arrays.stream(sizes).min().orElse(0),
                large = Arrays.stream(sizes).max().orElse(0);
        return "note: the test folds crawl k = " + ks + " page(s) a cycle (budget = " + s.budget() + " of "
                + (small == large ? small : small + "-" + large) + " pages a fold), so a ChangeRate moves in steps of"
                + " 1/k; the benchmark refuses k < " + MIN_K + ": raise budget (set budget = B) or use more pages ("
                + need + " a fold at this budget)";
    }
}
