package io.crawlgp.feature;

import java.util.List;

/**
 * What a plug-in adds to the crawl features, found by {@link java.util.ServiceLoader} when {@link CrawlFeatures} is
 * first used ({@code META-INF/services/io.crawlgp.feature.FeatureExtension}): inputs a formula or {@code inputs = ...}
 * may name; a run's inputs are spelled out, so an added one changes no committed folder.
 */
public interface FeatureExtension {
    List<Feature> features();
}
