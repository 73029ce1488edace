package io.crawlgp.simulation;

/**
 * A score function of a page's own visits (their cycles and outcomes) and the cycle, for the cohort engine's
 * history keying ({@link CohortSimulator#runByHistory}): pages whose visits are the same score the same, so the
 * engine keeps one slot per distinct visit history and scores slots, not pages. A slot's crawl state is moved by the
 * engine; the scorer keeps its own per-slot statistics alongside.
 */
public interface HistoryScores {
    /** Starts a scorer for one simulated crawl over {@code slots}, a crawl state whose pages are history slots. */
    interface Factory {
        HistoryScores start(CrawlState slots);
    }

    /** Slot {@code to} takes slot {@code from}'s statistics (the state has already been copied). */
    void copy(int from, int to);

    /** A visit of the slot at the cycle (the state has already recorded it), as {@link Policy.Run#visited}. */
    void visited(int slot, int cycle, boolean changed);

    /** out[i] = the score of slot {@code slots[i]} at the cycle, for i < count. */
    void scores(int[] slots, int count, int cycle, double[] out);
}
