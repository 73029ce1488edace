package io.crawlgp.feature;

import io.crawlgp.simulation.CrawlState;

/**
 * A named input of score functions and GP terminals: a value per page computed only from what the crawler has
 * observed by cycle c (its visits, their outcomes, and the versions it fetched), never from unfetched history.
 * A feature that keeps statistics updates them at visits ({@link Tracker#visited}), never per tree or per cycle.
 */
public interface Feature {
    /** The terminal's name in formulas and settings ("n", "X", "t", ...). */
    String name();

    /** One line: what it is, with the paper section it comes from. */
    String description();

    /** What a crawl must have for this feature to exist: its own history, the versions it fetched, models trained on them. */
    enum Need {
        /** The crawl's visits and their outcomes: every dataset. */
        HISTORY("history"),
        /** The text of the versions the crawler fetched: datasets with versions. */
        VERSIONS("versions"),
        /** Models trained on the warm-up's fetched versions: datasets with versions and a long enough warm-up. */
        TRAINED_MODELS("versions, a warm-up to train on");

        public final String label;

        Need(String label) {
            this.label = label;
        }
    }

    /** What the feature needs of the data (see {@link Need}). */
    Need needs();

    /** The values a feature takes: the simplifier may use a non-negative input's sign (|x| = x, sqrt(x^2) = x). */
    enum Range {
        NON_NEGATIVE,
        ANY
    }

    /** The feature's range. */
    Range range();

    /**
     * True when a page's value changes only when that page is visited (n, X, content of the fetched version), so a
     * policy may keep it from visit to visit instead of asking every cycle; false when it moves with the cycle or with
     * other pages (t, related pages).
     */
    default boolean changesOnlyAtVisits() {
        return false;
    }

    /**
     * True when the value at cycle c is a function of the page's own visits (their cycles and outcomes) and c alone,
     * and its tracker can {@link Tracker#copy} a page's state to another: pages with the same visits then score the
     * same, and the cohort engine keyed by visit history scores them once. False for what reads other
     * pages (related pages, a rate allocation solved over all pages) or the versions fetched.
     */
    default boolean ofOwnVisits() {
        return false;
    }

    /** Starts the feature on one simulated crawl; {@code run} holds the crawl state and what features share. */
    Tracker start(Observations run);

    /** A feature's state in one simulated crawl. */
    interface Tracker {
        /** Called after every crawl, warm-up included, in the order the simulator makes them. */
        default void visited(int page, int cycle, boolean changed) {}

        /**
         * True when the tracker can take a whole warm-up at once ({@link #warmedUp}). A tracker that overrides
         * {@link #visited} says so only if its visits read nothing of the crawl state (which is already at the
         * warm-up's end when it is called); one that ignores visits needs no warm-up at all (see
         * {@link Observations#warmsUpAtOnce}).
         */
        default boolean warmsUpAtOnce() {
            return false;
        }

        /**
         * Leaves the tracker as {@link #visited} for every page at every cycle 1..w (cycle by cycle, pages in order)
         * would have. Only called when {@link #warmsUpAtOnce}.
         */
        default void warmedUp(int w) {
            throw new UnsupportedOperationException("this tracker takes its warm-up visit by visit");
        }

        /**
         * Page {@code to}'s state becomes page {@code from}'s (the crawl state already has): for features
         * {@link Feature#ofOwnVisits}, whose trackers keep per-page state; one that ignores visits keeps none.
         */
        default void copy(int from, int to) {
            throw new UnsupportedOperationException(getClass().getName() + " cannot copy a page's state");
        }

        /** The value for a page at cycle c, before that cycle's crawl. */
        double value(int page, int cycle);

        /**
         * Every page's {@link #value} at cycle c into {@code out} (pages 0 .. out.length − 1). A feature asked every
         * cycle overrides it with one loop of its own: called per page through this interface, the many trackers of
         * a crawl make every call a dispatch.
         */
        default void values(int cycle, double[] out) {
            for (int p = 0; p < out.length; p++) out[p] = value(p, cycle);
        }
    }

    /** A stateless feature read from the crawl state: adding one to {@link CrawlFeatures} is one line. */
    static Feature of(String name, String description, Value value) {
        return new Simple(name, description, value, false, Range.NON_NEGATIVE);
    }

    /** A stateless feature whose value changes only at the page's own visits (see {@link #changesOnlyAtVisits}). */
    static Feature atVisits(String name, String description, Value value) {
        return new Simple(name, description, value, true, Range.NON_NEGATIVE);
    }

    @FunctionalInterface
    interface Value {
        double of(CrawlState state, int page, int cycle);
    }

    /** A feature read from the crawl state alone (its {@link Need} is the history). */
    record Simple(String name, String description, Value fn, boolean changesOnlyAtVisits, Range range)
            implements Feature {
        /** A simple feature reads its page's counts, last visit and outcomes from the crawl state, nothing else. */
        @Override
        public boolean ofOwnVisits() {
            return true;
        }

        @Override
        public Need needs() {
            return Need.HISTORY;
        }

        @Override
        public Tracker start(Observations run) {
            CrawlState s = run.state();
            return new Tracker() {
                public double value(int page, int cycle) {
                    return fn.of(s, page, cycle);
                }
                // only the features that move with the cycle are asked this way (t, tc): the call to fn stays cheap
                public void values(int cycle, double[] out) {
                    for (int p = 0; p < out.length; p++) out[p] = fn.of(s, p, cycle);
                }
            };
        }
    }
}
