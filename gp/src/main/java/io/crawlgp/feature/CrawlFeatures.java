package io.crawlgp.feature;

import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The registered features of a page's crawl record. GP4C's terminals n, X, t (Santos et al. 2013, §4) are three of
 * them; the others are statistics a crawler keeps about its own visits. Register a feature by adding one line here.
 */
public final class CrawlFeatures {
    public static final Feature N = Feature.of("n", "visits so far, warm-up included (Santos et al. 2013, §4)",
            (s, p, c) -> s.n(p));
    public static final Feature X = Feature.of("X", "visits that found a change since the previous visit (Santos et al. 2013, §4)",
            (s, p, c) -> s.x(p));
    public static final Feature T = Feature.of("t", "cycles since the last visit (Santos et al. 2013, §4)",
            (s, p, c) -> c - s.lastVisit(p));
    public static final Feature SINCE_CHANGE = Feature.of("tc",
            "cycles since the last visit that found a change, from cycle 0 if none did (the recency of change that "
                    + "Radinsky & Bennett 2013 §4.2.1 item 5 encode as change(A(t-1..t-l)), as the crawler observes it)",
            (s, p, c) -> c - s.lastChange(p));
    public static final Feature LAST_CHANGED = Feature.of("lc",
            "1 if the last visit found a change, else 0 (the indicator I_n of SAD; Tan & Mitra via Santos et al. 2013, §5.1)",
            (s, p, c) -> s.n(p) > 0 && s.outcome(p, s.n(p)) ? 1.0 : 0.0);

    private static final Map<String, Feature> REGISTRY = new LinkedHashMap<>();

    static {
        for (Feature f : List.of(N, X, T, SINCE_CHANGE, LAST_CHANGED)) REGISTRY.put(f.name(), f);
    }

    private CrawlFeatures() {}

    /** GP4C's terminals: the inputs of the cohort fast path. */
    public static final List<String> GP4C = List.of("n", "X", "t");

    public static List<Feature> all() {
        return List.copyOf(REGISTRY.values());
    }

    public static List<String> names() {
        return List.copyOf(REGISTRY.keySet());
    }

    /** The feature of a name; a one-line user error listing the known ones otherwise. */
    public static Feature byName(String name) {
        Feature f = REGISTRY.get(name);
        if (f == null) throw new UserError("unknown feature '" + name + "'; known: " + String.join(", ", REGISTRY.keySet()));
        return f;
    }

    /** The features of these names, in order (each checked, none twice). */
    public static List<Feature> of(List<String> names) {
        List<Feature> out = new ArrayList<>();
        for (String n : names) {
            Feature f = byName(n);
            if (out.contains(f)) throw new UserError("feature '" + n + "' is listed twice");
            out.add(f);
        }
        return out;
    }

    /** True when every name is one of GP4C's n, X, t: such formulas run on the cohort fast path. */
    public static boolean withinGp4c(List<String> names) {
        return GP4C.containsAll(names);
    }
}
