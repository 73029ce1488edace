package io.crawlgp.metric;

import java.util.List;

/**
 * What a plug-in adds to the metric catalogue, found by {@link java.util.ServiceLoader} when {@link Metrics} is first
 * used ({@code META-INF/services/io.crawlgp.metric.MetricExtension}). A catalogued metric is a name for {@code fitness}
 * and {@code --metric}; runs record the columns {@link Metrics#RECORDED} spells out, so it changes no committed folder.
 */
public interface MetricExtension {
    List<Metric> metrics();
}
