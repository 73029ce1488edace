package io.crawlgp.policy;

import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.FeatureSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Every feature of a page's crawl record: the crawl features (feature.CrawlFeatures, GP4C's estimators among them)
 * and what the peers know ({@link PeerStateFeatures}), which lives here because it is the peers' own state. Formulas,
 * GP terminals and learned models resolve names against {@link #SET}.
 */
public final class Terminals {
    private Terminals() {}

    /** The crawl features, then the peers' state, in registry order. */
    public static final List<Feature> ALL = all();

    public static final FeatureSet SET =
            FeatureSet.of(ALL, "content features need a dataset with versions.jsonl (.gz or .xz)");

    private static List<Feature> all() {
        List<Feature> out = new ArrayList<>(CrawlFeatures.ALL);
        out.addAll(List.of(
                PeerStateFeatures.NUTCH,
                PeerStateFeatures.HERITRIX,
                PeerStateFeatures.STORM,
                PeerStateFeatures.STORM_RATIO,
                PeerStateFeatures.STORM_DUE,
                PeerStateFeatures.HERITRIX_RATIO,
                PeerStateFeatures.HERITRIX_DUE,
                PeerStateFeatures.MLE,
                PeerStateFeatures.LAMBDA,
                PeerStateFeatures.POSTERIOR));
        return List.copyOf(out);
    }
}
