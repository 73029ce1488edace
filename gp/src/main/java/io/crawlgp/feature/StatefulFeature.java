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
    public Range range() {
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

    /** How a page's visit moves a tracker's per-page state. */
    @FunctionalInterface
    protected interface Visit {
        void visited(int page, int cycle, boolean changed);
    }

    /** How a page's state is copied to another (the history-keyed cohort engine's slots). */
    @FunctionalInterface
    protected interface Copy {
        void copy(int from, int to);
    }

    /** A page's value at a cycle, read from the per-page state. */
    @FunctionalInterface
    protected interface Read {
        double value(int page, int cycle);
    }

    /**
     * The tracker of per-page state that only the page's own visits move: {@code visit} at each visit, {@code copy}
     * for a copied page, the warm-up replayed visit by visit ({@link #replayWarmUp}: the visits read nothing else).
     */
    /** Every page's value at a cycle, written into {@code out}. */
    @FunctionalInterface
    protected interface Fill {
        void values(int cycle, double[] out);
    }

    /**
     * A tracker over a computation of the whole crawl (an allocation over all pages, a site's pooled estimates): visits
     * go to {@code visit}; {@code fill} computes every page's value once per cycle until the next visit; the warm-up is
     * replayed visit by visit ({@code visit} must read nothing received after each visit's cycle).
     */
    protected static Tracker wholeCrawl(CrawlState s, Visit visit, Fill fill) {
        double[] cache = new double[s.pages()];
        int[] filledAt = {Integer.MIN_VALUE};
        return new Tracker() {
            public void visited(int page, int cycle, boolean changed) {
                visit.visited(page, cycle, changed);
                filledAt[0] = Integer.MIN_VALUE;
            }

            public boolean warmsUpAtOnce() {
                return true;
            }

            public void warmedUp(int w) {
                replayWarmUp(s, this, w);
            }

            public double value(int page, int cycle) {
                if (filledAt[0] != cycle) {
                    fill.values(cycle, cache);
                    filledAt[0] = cycle;
                }
                return cache[page];
            }

            public void values(int cycle, double[] out) {
                fill.values(cycle, out);
            }
        };
    }

    protected static Tracker perPage(CrawlState s, Visit visit, Copy copy, Read read) {
        return new Tracker() {
            public void visited(int page, int cycle, boolean changed) {
                visit.visited(page, cycle, changed);
            }

            public void copy(int from, int to) {
                copy.copy(from, to);
            }

            public boolean warmsUpAtOnce() {
                return true;
            }

            public void warmedUp(int w) {
                replayWarmUp(s, this, w);
            }

            public double value(int page, int cycle) {
                return read.value(page, cycle);
            }
        };
    }

    /**
     * The visits of a warm-up of cycles 1..w, cycle by cycle and pages in order as the simulator made them, replayed
     * into {@code t} from the outcomes in {@code s}; for a tracker whose visits read nothing else of the state.
     */
    public static void replayWarmUp(CrawlState s, Tracker t, int w) {
        for (int c = 1; c <= w; c++) for (int p = 0; p < s.pages(); p++) t.visited(p, c, s.outcome(p, c));
    }
}
