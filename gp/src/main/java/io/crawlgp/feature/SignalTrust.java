package io.crawlgp.feature;

import io.crawlgp.simulation.CrawlState;

/**
 * What the crawler has measured of each site's change signals, from its own visits only: per site,
 * the visits that followed a signal (one or more signals since the page's previous visit), those of them that found a
 * change, and every visit that found one. Pooled over the site's pages (the page itself included: the site's signals
 * are what is judged), Laplace-smoothed so a site never measured reads 1/2.
 */
final class SignalTrust implements Feature.Tracker {
    private final CrawlState state;
    private final int[] site; // page -> site index
    private final int[] previousVisit; // page -> the cycle of its visit before the latest
    private final long[] afterSignal, foundAfterSignal, found; // per site

    SignalTrust(CrawlState state) {
        this.state = state;
        site = RelatedPages.sites(state);
        int sites = RelatedPages.sizes(site).length;
        previousVisit = new int[state.pages()];
        afterSignal = new long[sites];
        foundAfterSignal = new long[sites];
        found = new long[sites];
    }

    @Override
    public void visited(int page, int cycle, boolean changed) {
        boolean signalled = state.signalsBetween(page, previousVisit[page], cycle) > 0;
        previousVisit[page] = cycle;
        int s = site[page];
        if (signalled) afterSignal[s]++;
        if (changed) {
            found[s]++;
            if (signalled) foundAfterSignal[s]++;
        }
    }

    @Override
    public boolean warmsUpAtOnce() {
        return true;
    }

    /** The warm-up visits every page at every cycle 1..w: a visit at c follows a signal iff one arrived at c. */
    @Override
    public void warmedUp(int w) {
        for (int p = 0; p < previousVisit.length; p++) {
            int s = site[p];
            for (int c = 1; c <= w; c++) {
                boolean signalled = state.signalsBetween(p, c - 1, c) > 0;
                boolean changed = state.outcome(p, c);
                if (signalled) afterSignal[s]++;
                if (changed) {
                    found[s]++;
                    if (signalled) foundAfterSignal[s]++;
                }
            }
            previousVisit[p] = w;
        }
    }

    /** Visits after a signal that found a change, over visits after a signal: the site's signal precision. */
    double precision(int page) {
        int s = site[page];
        return (foundAfterSignal[s] + 1.0) / (afterSignal[s] + 2.0);
    }

    /** Changes found after a signal, over changes found: the site's signal recall. */
    double recall(int page) {
        int s = site[page];
        return (foundAfterSignal[s] + 1.0) / (found[s] + 2.0);
    }

    @Override
    public double value(int page, int cycle) {
        return precision(page);
    }
}
