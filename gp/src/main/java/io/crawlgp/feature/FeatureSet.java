package io.crawlgp.feature;

import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The features a dataset offers, by name: the crawl features everywhere ({@link CrawlFeatures}), plus content
 * features where the dataset has the text of its versions. Inputs, formulas and policies resolve names here.
 */
public final class FeatureSet {
    private final Map<String, Feature> byName = new LinkedHashMap<>();
    private final String missing;

    private FeatureSet(List<Feature> features, String missing) {
        for (Feature f : features) {
            if (byName.put(f.name(), f) != null)
                throw new IllegalArgumentException("feature '" + f.name() + "' registered twice");
        }
        this.missing = missing;
    }

    /** The crawl features alone; {@code missing} says why others are absent (shown when a name is unknown), or null. */
    public static FeatureSet of(List<Feature> features, String missing) {
        return new FeatureSet(features, missing);
    }

    /** Why features beyond these are absent (null when nothing is). */
    public String missing() {
        return missing;
    }

    public List<String> names() {
        return List.copyOf(byName.keySet());
    }

    public List<Feature> all() {
        return List.copyOf(byName.values());
    }

    /** The feature of a name; a one-line user error listing the known ones (and why others are missing) otherwise. */
    public Feature byName(String name) {
        Feature f = byName.get(name);
        if (f == null)
            throw new UserError("unknown feature '" + name + "'; known: " + String.join(", ", byName.keySet())
                    + (missing == null ? "" : " (" + missing + ")"));
        return f;
    }

    /** The features of these names, in order (each checked, none twice). */
    public List<Feature> of(List<String> names) {
        List<Feature> out = new ArrayList<>();
        for (String n : names) {
            Feature f = byName(n);
            if (out.contains(f)) throw new UserError("feature '" + n + "' is listed twice");
            out.add(f);
        }
        return out;
    }
}
