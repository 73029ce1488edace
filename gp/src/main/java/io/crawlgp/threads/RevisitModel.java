package io.crawlgp.threads;

/**
 * A revisit policy of Tan §3: after each visit it predicts the gap Δ̂ (minutes) from the last seen post to the next
 * one. {@link #start} gives a fresh per-thread predictor, so online methods (SGD) keep their updates to one thread.
 */
public interface RevisitModel {
    String name();

    Predictor start(int thread);

    /** Per-thread state of a revisit model. */
    interface Predictor {
        /** Δ̂ in minutes, given that the first {@code seen} posts of the thread are known. */
        double nextGap(int seen);

        /** Called when a visit reveals posts {@code before .. now-1} (online methods learn here). */
        default void observed(int before, int now) {}
    }
}
