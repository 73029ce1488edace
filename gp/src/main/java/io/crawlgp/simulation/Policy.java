package io.crawlgp.simulation;

/**
 * A scheduling policy: the one contract that baselines, GP score functions and learned models implement, so that
 * every contender runs through the same simulator on the same data.
 */
public interface Policy {
    /** Short name used in result files (e.g. "NAD", "GP4C_Best"). */
    String name();

    /**
     * Starts a policy run on a fresh crawl state. {@code seed} is split from the simulation seed for this policy,
     * for policies that draw random numbers.
     */
    Run start(CrawlState state, long seed);

    /** The mutable state of one policy in one simulation. */
    interface Run {
        /** Writes the score of every page at cycle c into {@code out}; higher is crawled first. */
        void score(int cycle, double[] out);

        /** Called after every crawl, warm-up included, in increasing page order within a cycle. */
        default void visited(int page, int cycle, boolean changed) {}

        /**
         * True when the run can take the whole warm-up at once ({@link #warmedUp}) instead of its visits one by one;
         * then the simulator brings the crawl state to the warm-up's end itself and calls {@link #warmedUp} alone.
         */
        default boolean warmsUpAtOnce() {
            return false;
        }

        /**
         * Leaves the run as {@link #visited} calls for every page at every cycle 1..w (cycle by cycle, pages in
         * order) would have, the crawl state already at the end of cycle w. Only called when {@link #warmsUpAtOnce}.
         */
        default void warmedUp(int w) {
            throw new UnsupportedOperationException("this run takes its warm-up visit by visit");
        }
    }
}
