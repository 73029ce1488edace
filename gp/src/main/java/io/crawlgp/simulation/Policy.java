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
    }
}
