package io.crawlgp.feature;

import io.crawlgp.simulation.CrawlState;

/**
 * A named input of score functions and GP terminals: a value per page computed only from what the crawler has
 * observed by cycle c (its visits, their outcomes, and later the versions it fetched), never from unfetched history.
 */
public interface Feature {
    /** The terminal's name in formulas and settings ("n", "X", "t", ...). */
    String name();

    /** One line: what it is, with the paper section it comes from. */
    String description();

    /** The value for a page at cycle c, from the crawl state (which a fair feature reads only through its observations). */
    double value(CrawlState state, int page, int cycle);

    /** A feature from a name, a description and a function: adding one to {@link CrawlFeatures} is one line. */
    static Feature of(String name, String description, Value value) {
        return new Simple(name, description, value);
    }

    @FunctionalInterface
    interface Value {
        double of(CrawlState state, int page, int cycle);
    }

    record Simple(String name, String description, Value fn) implements Feature {
        @Override
        public double value(CrawlState state, int page, int cycle) {
            return fn.of(state, page, cycle);
        }
    }
}
