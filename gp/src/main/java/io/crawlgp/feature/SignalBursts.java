package io.crawlgp.feature;

import io.crawlgp.simulation.CrawlState;
import java.util.Arrays;

/**
 * Site-wide signal bursts as a crawler sees them: per site, which of its pages have a signal this cycle and
 * the cycle of each page's latest signal, from the signals received by the cycle scored. A deploy signals every page
 * of a site at once; a burst shows in both shares, where a page's own signals cannot tell it from a change.
 *
 * <p>Once per cycle, with every page's latest signal cycle read in one pass: where sites are few against pages (sites
 * times cycles at most the pages), each site's count of pages whose latest signal is at or after each cycle, so a
 * page's share since its visit is one read; otherwise each site's latest cycles in ascending order by a counting sort
 * over cycles, and the share is a binary search in its site's run. Both O(pages + cycles) a cycle; nothing allocated.
 */
final class SignalBursts implements Feature.Tracker {
    private final CrawlState state;
    private final int[] site; // page -> site index
    private final int[] size; // pages per site
    private final int stride; // cycles + 2: a site's row of counts by cycle
    private int at = -1;
    private final int[] now; // per site: pages with a signal in the cycle scored
    private final int[] latest; // page -> its latest signal cycle, as of the cycle scored
    /** Few sites: atLeast[s * stride + x] = pages of site s whose latest signal is at or after cycle x. Else null. */
    private final int[] atLeast;
    /** Many sites: each site's run of its pages' latest signal cycles, ascending, from siteStart[s]. Else null. */
    private final int[] sorted, siteStart, byCycle, order, fill;

    SignalBursts(CrawlState state) {
        this.state = state;
        site = RelatedPages.sites(state);
        size = RelatedPages.sizes(site);
        int pages = site.length, sites = size.length;
        stride = state.cycles() + 2;
        now = new int[sites];
        latest = new int[pages];
        boolean counts = (long) sites * stride <= pages;
        atLeast = counts ? new int[sites * stride] : null;
        sorted = counts ? null : new int[pages];
        siteStart = counts ? null : new int[sites + 1];
        byCycle = counts ? null : new int[stride];
        order = counts ? null : new int[pages];
        fill = counts ? null : new int[sites];
        if (!counts) for (int s = 0; s < sites; s++) siteStart[s + 1] = siteStart[s] + size[s];
    }

    private void refresh(int cycle) {
        if (at == cycle) return;
        at = cycle;
        state.latestSignals(cycle, latest); // each at most cycle
        Arrays.fill(now, 0);
        if (cycle > 0) for (int p = 0; p < site.length; p++) if (latest[p] == cycle) now[site[p]]++;
        if (atLeast != null) countBySite(cycle);
        else sortBySite(cycle);
    }

    private void countBySite(int cycle) {
        for (int s = 0; s < size.length; s++) Arrays.fill(atLeast, s * stride, s * stride + cycle + 2, 0);
        for (int p = 0; p < site.length; p++) atLeast[site[p] * stride + latest[p]]++;
        for (int s = 0; s < size.length; s++)
            for (int x = s * stride + cycle; x >= s * stride; x--) atLeast[x] += atLeast[x + 1];
    }

    private void sortBySite(int cycle) {
        Arrays.fill(byCycle, 0, cycle + 2, 0);
        for (int l : latest) byCycle[l + 1]++;
        for (int c = 1; c <= cycle + 1; c++) byCycle[c] += byCycle[c - 1]; // byCycle[l]: the first position of l
        for (int p = 0; p < site.length; p++) order[byCycle[latest[p]]++] = p;
        System.arraycopy(siteStart, 0, fill, 0, fill.length);
        for (int p : order) sorted[fill[site[p]]++] = latest[p];
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
        int s = site[page];
        int after = Math.min(state.lastVisit(page) + 1, cycle + 1); // no latest signal is after the cycle
        if (atLeast != null) return atLeast[s * stride + after] / (double) size[s];
        int lo = siteStart[s], hi = siteStart[s + 1], to = hi; // the first latest signal at or after `after`
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < after) lo = mid + 1;
            else hi = mid;
        }
        return (to - lo) / (double) size[s];
    }
}
