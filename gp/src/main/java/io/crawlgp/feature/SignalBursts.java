package io.crawlgp.feature;

import io.crawlgp.simulation.CrawlState;
import java.util.Arrays;

/**
 * Site-wide signal bursts as a crawler sees them: per site, which of its pages have a signal this cycle and
 * the cycle of each page's latest signal, from the signals received by the cycle scored. A deploy signals every page
 * of a site at once; a burst shows in both shares, where a page's own signals cannot tell it from a change.
 */
final class SignalBursts implements Feature.Tracker {
    private final CrawlState state;
    private final int[] site; // page -> site index
    private final int[] size; // pages per site
    private int at = -1;
    private int[] now; // per site: pages with a signal in the cycle scored
    private int[][] latest; // per site: each page's latest signal cycle, sorted

    SignalBursts(CrawlState state) {
        this.state = state;
        site = RelatedPages.sites(state);
        size = RelatedPages.sizes(site);
    }

    private void refresh(int cycle) {
        if (at == cycle) return;
        at = cycle;
        now = new int[size.length];
        latest = new int[size.length][];
        int[] filled = new int[size.length];
        for (int s = 0; s < size.length; s++) latest[s] = new int[size[s]];
        for (int p = 0; p < site.length; p++) {
            int l = state.latestSignal(p, cycle);
            if (l == cycle && cycle > 0) now[site[p]]++;
            latest[site[p]][filled[site[p]]++] = l;
        }
        for (int[] l : latest) Arrays.sort(l);
    }

    /** It reads signals, not visits: a visit changes nothing here, and the warm-up needs no replay. */
    @Override
    public boolean warmsUpAtOnce() {
        return true;
    }

    @Override
    public void warmedUp(int w) {}

    @Override
    public double value(int page, int cycle) {
        return thisCycle(page, cycle);
    }

    /** The share of the page's site signalled in cycle c. */
    double thisCycle(int page, int cycle) {
        refresh(cycle);
        return now[site[page]] / (double) size[site[page]];
    }

    /** The share of the page's site signalled since this page's last visit, as of cycle c. */
    double sinceVisit(int page, int cycle) {
        refresh(cycle);
        int[] l = latest[site[page]];
        int lv = state.lastVisit(page);
        int i = Arrays.binarySearch(l, lv + 1); // the first latest signal after the visit
        if (i < 0) i = -i - 1;
        else while (i > 0 && l[i - 1] == lv + 1) i--;
        return (l.length - i) / (double) l.length;
    }
}
