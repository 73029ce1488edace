package io.crawlgp.feature;

import io.crawlgp.simulation.CrawlState;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * What the crawler has seen of a page's related pages, taken to be the other pages of its site in the crawled set
 * (the site is known before any crawl; pages outside the crawled set, e.g. other folds, are unknown). Per cycle, in
 * one O(N) pass over the crawl state: how many related pages' latest change-finding visit lies within the last
 * {@code window} cycles, and the sum of their observed change rates X/n.
 */
final class RelatedPages implements Feature.Tracker {
    /** Recent = a visit found a change within this many cycles (a week on daily data). */
    static final int WINDOW = 7;

    private final CrawlState state;
    private final int[] group;
    private final int[] size;
    private int cycle = -1;
    private final double[] recent, rate;

    RelatedPages(CrawlState state) {
        this.state = state;
        group = sites(state);
        size = sizes(group);
        recent = new double[size.length];
        rate = new double[size.length];
    }

    /** Each page's site as an index 0, 1, ... in order of first appearance (the crawled set's sites). */
    static int[] sites(CrawlState state) {
        int[] group = new int[state.pages()];
        Map<String, Integer> ids = new HashMap<>();
        for (int p = 0; p < group.length; p++) group[p] = ids.computeIfAbsent(state.site(p), k -> ids.size());
        return group;
    }

    /** Pages per site index. */
    static int[] sizes(int[] group) {
        int sites = 0;
        for (int g : group) sites = Math.max(sites, g + 1);
        int[] size = new int[sites];
        for (int g : group) size[g]++;
        return size;
    }

    private boolean isRecent(int p, int c) {
        return state.x(p) > 0 && c - state.lastChange(p) <= WINDOW;
    }

    private double rateOf(int p) {
        return state.n(p) > 0 ? state.x(p) / (double) state.n(p) : 0;
    }

    private void refresh(int c) {
        if (c == cycle) return;
        Arrays.fill(recent, 0);
        Arrays.fill(rate, 0);
        for (int p = 0; p < group.length; p++) {
            if (isRecent(p, c)) recent[group[p]]++;
            rate[group[p]] += rateOf(p);
        }
        cycle = c;
    }

    /** Share of the page's related pages with a recently found change; 0 for a page alone on its site. */
    double recentShare(int p, int c) {
        refresh(c);
        int others = size[group[p]] - 1;
        return others == 0 ? 0 : (recent[group[p]] - (isRecent(p, c) ? 1 : 0)) / others;
    }

    /** Mean observed change rate X/n of the page's related pages; 0 for a page alone on its site. */
    double meanRate(int p, int c) {
        refresh(c);
        int others = size[group[p]] - 1;
        return others == 0 ? 0 : (rate[group[p]] - rateOf(p)) / others;
    }

    /** {@link #meanRate} (rate) or {@link #recentShare} of every page at cycle c, into {@code out}. */
    void values(boolean rate, int c, double[] out) {
        for (int p = 0; p < out.length; p++) out[p] = rate ? meanRate(p, c) : recentShare(p, c);
    }

    @Override
    public double value(int page, int cycle) {
        return recentShare(page, cycle);
    }
}
