package io.crawlgp.feature;

import io.crawlgp.simulation.CrawlState;

/**
 * A feature that keeps per-page state updated at the crawler's visits, with a non-negative value read from the crawl's
 * history only (the estimators and the peers' state): the name, description and {@link Need}/{@link Range} in one
 * place, and the warm-up taken at once by replaying the visits of cycles 1..w from the outcomes the crawl state holds
 * at the warm-up's end ({@link #replayWarmUp}).
 */
public abstract class StatefulFeature implements Feature {
    private final String name, description;
    private final boolean changesOnlyAtVisits;

    protected StatefulFeature(String name, String description, boolean changesOnlyAtVisits) {
        this.name = name;
        this.description = description;
        this.changesOnlyAtVisits = changesOnlyAtVisits;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final Need needs() {
        return Need.HISTORY;
    }

    @Override
    public final Range range() {
        return Range.NON_NEGATIVE;
    }

    /** True unless a subclass reads beyond the page's own visits (its trackers must then say so). */
    @Override
    public boolean ofOwnVisits() {
        return true;
    }

    @Override
    public final boolean changesOnlyAtVisits() {
        return changesOnlyAtVisits;
    }

    /**
     * The visits of a warm-up of cycles 1..w, cycle by cycle and pages in order as the simulator made them, replayed
     * into {@code t} from the outcomes in {@code s}; for a tracker whose visits read nothing else of the state.
     */
    public static void replayWarmUp(CrawlState s, Tracker t, int w) {
        for (int c = 1; c <= w; c++) for (int p = 0; p < s.pages(); p++) t.visited(p, c, s.outcome(p, c));
    }
}
