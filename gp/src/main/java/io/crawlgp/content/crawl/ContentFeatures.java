package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.Observations;
import io.crawlgp.feature.SignalFeatures;
import io.crawlgp.policy.Terminals;
import io.crawlgp.simulation.CrawlState;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Content features of a corpus, computed from the versions the crawler fetched ({@link FetchedContent}), beside the
 * crawl features: the feature set of a dataset with versions.
 */
public final class ContentFeatures {
    /** The content features' names, in order. */
    public static final List<String> NAMES = List.of("churn", "cosd", "len", "sig");

    private ContentFeatures() {}

    /** The crawl features and the content features of this corpus (pages matched by id), without RB's predictors. */
    public static FeatureSet of(ContentCorpus corpus) {
        return of(corpus, null);
    }

    /**
     * The crawl features, the content features and, with {@code rb} (not null), RB's predictors as terminals rb1, rb2,
     * rb3 trained on the warm-up.
     */
    public static FeatureSet of(ContentCorpus corpus, CrawlPredictors rb) {
        Starts starts = new Starts();
        // one memo of version pairs per corpus: RB's record of visits tests the same changes for significance
        FetchedContent.PairMemo memo = rb == null ? new FetchedContent.PairMemo(corpus) : rb.memo(corpus);
        Map<String, Integer> rows = rows(corpus);
        List<Feature> all = new ArrayList<>(Terminals.ALL);
        all.removeAll(SignalFeatures.ALL); // offered where the crawled history has signals (SignalFeatures.available)
        all.add(feature(
                "churn",
                "term churn between the last two differing fetched versions: terms in one only / terms in either "
                        + "(Radinsky & Bennett 2013, §4.2.1 item 3, the size of the change, as terms)",
                corpus,
                rows,
                starts,
                memo,
                false,
                FetchedContent::churn));
        all.add(feature(
                "cosd",
                "1 − cosine of the TF-IDF vectors of the last two differing fetched versions, idf over the fetched "
                        + "versions only (Radinsky & Bennett 2013, §4.2.1 items 2-3)",
                corpus,
                rows,
                starts,
                memo,
                true,
                FetchedContent::cosineDistance));
        all.add(feature(
                "len",
                "tokens in the latest fetched version (Radinsky & Bennett 2013, §4.2.1 item 2's denominator)",
                corpus,
                rows,
                starts,
                memo,
                false,
                FetchedContent::length));
        all.add(feature(
                "sig",
                "observed changes that are significant by the chi-squared test of §3.1 (Radinsky & Bennett 2013, Eq. 1), "
                        + "between consecutive differing fetched versions",
                corpus,
                rows,
                starts,
                memo,
                false,
                FetchedContent::significant));
        if (rb != null) all.addAll(rb.features());
        return FeatureSet.of(
                all,
                rb == null
                        ? "RB's predictors (" + String.join(", ", CrawlPredictors.NAMES)
                                + ") train on the warm-up and need warmup >= "
                                + CrawlPredictorSettings.defaults().minimumWarmup()
                        : null);
    }

    /**
     * Every feature a dataset with versions offers, for listing: names and descriptions do not depend on the corpus, so
     * they are read from a one-page corpus built here (nothing is loaded).
     */
    public static List<Feature> catalogue() {
        ChangeHistory h = ChangeHistory.of(new String[] {"p"}, new String[] {"s"}, new String[] {"0"});
        ContentCorpus c =
                ContentCorpus.of(h, List.of(new ContentCorpus.RawVersion("p", 0, "text")), Path.of("catalogue"), 1);
        List<Feature> all = new ArrayList<>(
                of(c, rb(c, CrawlPredictorSettings.defaults(), 52)).all());
        all.addAll(SignalFeatures.ALL); // offered where the data has signals: listed too, with what they need
        return all;
    }

    /** RB's predictors over this corpus's pages, trained on a warm-up of {@code warmup} cycles. */
    public static CrawlPredictors rb(ContentCorpus corpus, CrawlPredictorSettings settings, int warmup) {
        return new CrawlPredictors(corpus, rows(corpus), settings, warmup, new FetchedContent.PairMemo(corpus));
    }

    private static Map<String, Integer> rows(ContentCorpus corpus) {
        Map<String, Integer> rows = new HashMap<>();
        for (int p = 0; p < corpus.pages(); p++) rows.put(corpus.history().pageId(p), p);
        return rows;
    }

    /** One value of the shared store, without boxing the page. */
    @FunctionalInterface
    private interface Read {
        double of(FetchedContent store, int page);
    }

    /** The start of a crawl per page set (keyed by the crawled pages' ids, in order), built once, shared by threads. */
    private static final class Starts {
        private final ConcurrentHashMap<List<String>, FetchedContent.Start> cache = new ConcurrentHashMap<>();

        FetchedContent.Start of(CrawlState state, ContentCorpus corpus, Map<String, Integer> rows) {
            List<String> ids = new ArrayList<>(state.pages());
            for (int p = 0; p < state.pages(); p++) ids.add(state.pageId(p));
            return cache.computeIfAbsent(ids, k -> FetchedContent.Start.of(state, corpus, rows));
        }
    }

    private static Feature feature(
            String name,
            String description,
            ContentCorpus corpus,
            Map<String, Integer> rows,
            Starts starts,
            FetchedContent.PairMemo memo,
            boolean cosine,
            Read read) {
        return new Feature() {
            public String name() {
                return name;
            }

            public String description() {
                return description;
            }

            public boolean changesOnlyAtVisits() {
                return true;
            }

            public Need needs() {
                return Need.VERSIONS;
            }

            public Range range() {
                return Range.NON_NEGATIVE;
            } // shares, 1 - cosine of non-negative vectors, counts

            public Tracker start(Observations run) {
                FetchedContent store = run.shared(
                        FetchedContent.class,
                        () -> new FetchedContent(run.state(), corpus, starts.of(run.state(), corpus, rows), memo));
                if (cosine) store.wantCosine();
                return (page, cycle) -> read.of(store, page);
            }
        };
    }
}
