package io.crawlgp.simulation;

/**
 * A per-cycle measure of a simulated crawl computed by looking at the crawl after each scheduled cycle: one call per
 * cycle with the cycle's {@link CycleView} (aggregates, the crawled pages and the read-only crawl state), never a
 * callback per page. A metric that needs something the simulator does not tally is one file: it brings its observer.
 * The per-page simulators ({@link CrawlSimulator}, {@link ReferenceSimulator}) call observers; the cohort engine has no
 * pages to show and is never asked for an observed metric.
 */
public interface CycleObserver {
    /** The cycle's value, after its crawl. */
    double observe(CycleView view);

    /** Makes a fresh observer for each simulated crawl (an observer may keep state across the crawl's cycles). */
    interface Factory {
        /** The name the observed values are kept under (the metric's name). */
        String name();

        CycleObserver start(CrawlState state);
    }
}
