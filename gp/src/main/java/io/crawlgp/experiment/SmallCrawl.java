package io.crawlgp.experiment;

import io.crawlgp.simulation.SimulationSettings;

/**
 * The warning a small test fold deserves (issue 62): a fold crawling fewer than {@link #MIN_K} pages a cycle reports a
 * ChangeRate in steps of 1/k, so its values mean little; the benchmark refuses such folds, the single-run commands run
 * them and say so in one line.
 */
public final class SmallCrawl {
    /** The smallest k the benchmark accepts, and below which the other commands warn. */
    public static final int MIN_K = 5;

    private SmallCrawl() {}

    /** The one-line note for the smallest test fold of {@code folds} when it crawls fewer than MIN_K pages; else null. */
    public static String note(Folds folds, SimulationSettings s) {
        int worst = -1, k = Integer.MAX_VALUE;
        for (int f = 0; f < folds.count(); f++) {
            int kf = s.k(folds.rows(f).length);
            if (kf < k) {
                k = kf;
                worst = f;
            }
        }
        if (k >= MIN_K) return null;
        return "note: test fold " + worst + " crawls k = " + k + " page(s) a cycle (budget " + s.budget() + " of "
                + folds.rows(worst).length + " pages), so its ChangeRate moves in steps of 1/" + k
                + "; the benchmark refuses k < " + MIN_K + " (raise the budget or use more pages)";
    }
}
