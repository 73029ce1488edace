package io.crawlgp.threads;

/** BL (Tan §3.1): revisit after the average inter-post gap of all seen posts, measured from the last seen post. */
public final class BaselineModel implements RevisitModel {
    private final ThreadData data;
    private final double fallback;

    /** {@code fallback}: the gap used while a thread has shown no gap yet (the training median). */
    public BaselineModel(ThreadData data, double fallback) {
        this.data = data;
        this.fallback = fallback;
    }

    @Override
    public String name() {
        return "BL";
    }

    @Override
    public Predictor start(int thread) {
        DiscussionThread t = data.thread(thread);
        return seen -> meanGap(t, seen, fallback);
    }

    /** The mean gap of the first {@code seen} posts, or {@code fallback} while fewer than two are known. */
    static double meanGap(DiscussionThread t, int seen, double fallback) {
        return seen >= 2 ? (t.time(seen - 1) - t.time(0)) / (seen - 1) : fallback;
    }
}
