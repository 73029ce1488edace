package io.crawlgp.feature;

import io.crawlgp.simulation.CrawlState;
import java.util.Arrays;

/**
 * What the rest of the crawl found, per page, before cycle c's crawl: computed in one pass per cycle from
 * the crawl state alone, that is from the crawler's own visits and their outcomes up to cycle c - 1, over the crawled
 * set only (a page outside it, e.g. of another fold, is unknown), the page itself always excluded. A page's neighbours
 * are the other pages of its site (the site is known before any crawl).
 *
 * <p>For page p with last visit v: the distinct neighbours whose latest change-finding visit came after v (found
 * changed since p's last visit), the neighbours visited after v, the cycle of the latest change found on a neighbour,
 * the neighbours' changes found and visits made so far, and the share of the last cycle's crawled pages (all sites)
 * that were found changed. A visit at cycle v sees the page as it is at v, so a neighbour's change found in the same
 * cycle v is not "since" p's visit. Sorting per site makes a pass O(N log N).
 */
final class SiteActivity implements Feature.Tracker {
    private final CrawlState state;
    private final int[][] members; // site -> its pages
    private final int[][] lastChanges, lastVisits; // site -> its pages' values, sorted (the pass's scratch)
    private final double[] found, visited, sinceChange, rate; // per page, this cycle
    private double waveFound, waveVisited;
    private int cycle = -1;

    SiteActivity(CrawlState state) {
        this.state = state;
        int pages = state.pages();
        int[] group = RelatedPages.sites(state); // page -> site index
        int[] size = RelatedPages.sizes(group);
        int sites = size.length;
        members = new int[sites][];
        lastChanges = new int[sites][];
        lastVisits = new int[sites][];
        for (int s = 0; s < sites; s++) {
            members[s] = new int[size[s]];
            lastChanges[s] = new int[size[s]];
            lastVisits[s] = new int[size[s]];
        }
        int[] fill = new int[sites];
        for (int p = 0; p < pages; p++) members[group[p]][fill[group[p]]++] = p;
        found = new double[pages];
        visited = new double[pages];
        sinceChange = new double[pages];
        rate = new double[pages];
    }

    private void refresh(int c) {
        if (c == cycle) return;
        int prev = c - 1, waveF = 0, waveV = 0;
        for (int s = 0; s < members.length; s++) {
            int[] m = members[s], lc = lastChanges[s], lv = lastVisits[s];
            long x = 0, n = 0;
            int top = 0, second = 0, topPage = -1;
            for (int i = 0; i < m.length; i++) {
                int p = m[i];
                // a page without a found change has lastChange 0 = "from cycle 0": it never counts as found
                lc[i] = state.x(p) > 0 ? state.lastChange(p) : -1;
                lv[i] = state.lastVisit(p);
                x += state.x(p);
                n += state.n(p);
                if (lv[i] == prev) {
                    waveV++;
                    if (lc[i] == prev) waveF++;
                }
                if (state.x(p) > 0) { // the two latest found changes, so each page can take the others' latest
                    if (topPage < 0 || lc[i] > top) {
                        second = top;
                        top = lc[i];
                        topPage = p;
                    } else if (lc[i] > second) second = lc[i];
                }
            }
            Arrays.sort(lc);
            Arrays.sort(lv);
            for (int p : m) {
                int v = state.lastVisit(p);
                found[p] = countAbove(lc, v);
                visited[p] = countAbove(lv, v);
                long ox = x - state.x(p), on = n - state.n(p);
                rate[p] = on == 0 ? 0 : ox / (double) on;
                int othersLatest = p == topPage ? second : top;
                sinceChange[p] = (c - othersLatest) * state.cycleDays();
            }
        }
        waveFound = waveF;
        waveVisited = waveV;
        cycle = c;
    }

    /** How many of the sorted values exceed v (a page's own last visit and last change never do). */
    private static int countAbove(int[] sorted, int v) {
        int lo = 0, hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] <= v) lo = mid + 1;
            else hi = mid;
        }
        return sorted.length - lo;
    }

    /** Neighbours found changed since the page's last visit. */
    double found(int p, int c) {
        refresh(c);
        return found[p];
    }

    /** {@link #found} over the neighbours visited since the page's last visit; 0 when none was. */
    double foundShare(int p, int c) {
        refresh(c);
        return visited[p] == 0 ? 0 : found[p] / visited[p];
    }

    /** Days since the latest change found on a neighbour (since cycle 0 when none was found). */
    double daysSinceChange(int p, int c) {
        refresh(c);
        return sinceChange[p];
    }

    /** The neighbours' changes found over their visits so far, pooled; 0 for a page alone on its site. */
    double rate(int p, int c) {
        refresh(c);
        return rate[p];
    }

    /** The share of last cycle's crawled pages (any site, the page aside) found changed; 0 before any crawl. */
    double wave(int p, int c) {
        refresh(c);
        boolean mine = state.lastVisit(p) == c - 1;
        boolean myFind = mine && state.x(p) > 0 && state.lastChange(p) == c - 1;
        double v = waveVisited - (mine ? 1 : 0), f = waveFound - (myFind ? 1 : 0);
        return v == 0 ? 0 : f / v;
    }

    @Override
    public double value(int page, int cycle) {
        return found(page, cycle);
    }
}
