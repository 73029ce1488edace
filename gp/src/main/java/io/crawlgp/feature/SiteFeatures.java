package io.crawlgp.feature;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetDescription;
import java.util.List;

/**
 * Inputs from the rest of the crawl: what the crawler found on a page's site, and across the crawl, since
 * that page's last visit or so far, the page itself excluded ({@link SiteActivity}). Radinsky and Bennett (WSDM 2013,
 * §4.2.2) predict a page's change from its related pages' changes; the crawler here observes those only through its own
 * visits, with a lag. {@code rs} and {@code rx} ({@link CrawlFeatures}) are the older pair: a fixed 7-cycle window and
 * an unpooled mean rate; these ask "since this page's last visit" and pool, and keep their meaning across cycle
 * lengths (days, not cycles). Kept beside them so committed runs keep their inputs.
 */
public final class SiteFeatures {
    private SiteFeatures() {}

    /** What an input reads of the shared pass, for a page at a cycle. */
    @FunctionalInterface
    private interface Reading {
        double of(SiteActivity a, int page, int cycle);
    }

    /** One input reading the shared per-cycle pass: adding one is a constant below. */
    private record Site(String name, String description, Reading reading) implements HistoryInput {
        @Override
        public Tracker start(Observations run) {
            SiteActivity a = run.shared(SiteActivity.class, () -> new SiteActivity(run.state()));
            return (page, cycle) -> reading.of(a, page, cycle);
        }
    }

    public static final Feature FOUND = new Site(
            "sc",
            "pages of the site (crawled set, the page aside) the crawler found changed since this page's last visit "
                    + "(Radinsky & Bennett 2013 §4.2.2, related pages' changes, as the crawler observed them)",
            SiteActivity::found);
    public static final Feature SHARE = new Site(
            "scs",
            "sc over the pages of the site the crawler visited since this page's last visit, 0 when none was ("
                    + "Radinsky & Bennett 2013 §4.2.2 as observed)",
            SiteActivity::foundShare);
    public static final Feature DAYS = new Site(
            "sdays",
            "days since the latest change the crawler found on another page of the site, from cycle 0 when none ("
                    + "the site-level recency of Radinsky & Bennett 2013 §4.2.1 item 5)",
            SiteActivity::daysSinceChange);
    public static final Feature RATE = new Site(
            "srate",
            "the site's observed change rate so far: changes found over visits, pooled over its other pages (the naive "
                    + "estimator X/n of Cho & Garcia-Molina 2003 §4, pooled by site)",
            SiteActivity::rate);
    public static final Feature WAVE = new Site(
            "wave",
            "share of last cycle's crawled pages (every site, the page aside) the crawler found changed: a crawl-wide "
                    + "wave (the crawler's own fetch outcomes, as the site inputs)",
            SiteActivity::wave);

    /** In registry order. */
    public static final List<Feature> ALL = List.of(FOUND, SHARE, DAYS, RATE, WAVE);

    /**
     * A one-line note when a run's inputs read a site and the data or split blunt them (null otherwise): on a dataset
     * with one site they equal the crawl-wide inputs; under page folds a site's pages are cut across folds, so a page's
     * neighbours in its fold are a sample of its site ({@code pageFolds}: the run's split deals pages one at a time).
     */
    public static String note(List<String> inputs, ChangeHistory h, boolean pageFolds) {
        List<String> site = inputs.stream()
                .filter(n -> ALL.stream().anyMatch(f -> f.name().equals(n) && f != WAVE))
                .toList();
        if (site.isEmpty()) return null;
        if (DatasetDescription.of(h).sites() == 1)
            return "note: inputs " + String.join(", ", site)
                    + " read the page's site, and this dataset has one site: they are crawl-wide inputs here";
        if (pageFolds)
            return "note: inputs " + String.join(", ", site) + " read the page's site, and split = pages cuts sites"
                    + " across folds: a page's neighbours are those of its fold (split = sites or time keeps sites whole)";
        return null;
    }
}
