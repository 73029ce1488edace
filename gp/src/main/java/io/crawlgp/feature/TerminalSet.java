package io.crawlgp.feature;

import java.util.ArrayList;
import java.util.List;

/**
 * A GP run's inputs, resolved once against the data's features: an ordered list of {@link Feature}s, where a tree's
 * {@code Var} i reads feature i. Fitness, formula policies, the ECJ parameters (by name) and the archive (by name)
 * take this one list, so the order is written down here, not agreed upon by each.
 */
public record TerminalSet(List<Feature> features) {
    public TerminalSet {
        features = List.copyOf(features);
        if (features.isEmpty()) throw new IllegalArgumentException("a terminal set needs at least one feature");
    }

    /** The features of these names in the data's set, in order (unknown or repeated names are a one-line user error). */
    public static TerminalSet resolve(FeatureSet set, List<String> names) {
        return new TerminalSet(set.of(names));
    }

    /** The same terminals with the windowed rates over {@code window} cycles ({@link EstimatorFeatures#withWindow}). */
    public TerminalSet withWindow(int window) {
        List<Feature> out = new ArrayList<>(features.size());
        for (Feature f : features) out.add(EstimatorFeatures.withWindow(f, window));
        return new TerminalSet(out);
    }

    /** GP4C's n, X, t over the crawl features. */
    public static TerminalSet gp4c() {
        return resolve(CrawlFeatures.SET, CrawlFeatures.GP4C);
    }

    /** The names, in order (what a formula's text and the GP engine read). */
    public List<String> names() {
        List<String> out = new ArrayList<>(features.size());
        for (Feature f : features) out.add(f.name());
        return out;
    }

    /** The names of the inputs that are never negative (what the simplifier may rely on). */
    public List<String> nonNegative() {
        List<String> out = new ArrayList<>();
        for (Feature f : features) if (f.range() == Feature.Range.NON_NEGATIVE) out.add(f.name());
        return out;
    }

    /** True when every input is one of n, X, t: the formulas run on the cohort fast path. */
    public boolean withinGp4c() {
        return CrawlFeatures.withinGp4c(names());
    }

    /** True when every terminal is n, X, t or a function of them ({@link CrawlFeatures#OVER_NXT}). */
    public boolean expressibleOverGp4c() {
        return CrawlFeatures.expressibleOverGp4c(names());
    }

    public int size() {
        return features.size();
    }
}
