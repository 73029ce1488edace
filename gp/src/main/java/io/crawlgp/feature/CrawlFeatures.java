package io.crawlgp.feature;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The registered features of a page's crawl record. GP4C's terminals n, X, t (Santos et al. 2013, §4) are three of
 * them; the others are statistics a crawler keeps about its own visits. Register a feature by adding one line here.
 */
public final class CrawlFeatures {
    public static final Feature N =
            Feature.atVisits("n", "visits so far, warm-up included (Santos et al. 2013, §4)", (s, p, c) -> s.n(p));
    public static final Feature X = Feature.atVisits(
            "X", "visits that found a change since the previous visit (Santos et al. 2013, §4)", (s, p, c) -> s.x(p));
    public static final Feature T =
            Feature.of("t", "cycles since the last visit (Santos et al. 2013, §4)", (s, p, c) -> c - s.lastVisit(p));
    public static final Feature SINCE_CHANGE = Feature.of(
            "tc",
            "cycles since the last visit that found a change, from cycle 0 if none did (the recency of change that "
                    + "Radinsky & Bennett 2013 §4.2.1 item 5 encode as change(A(t-1..t-l)), as the crawler observes it)",
            (s, p, c) -> c - s.lastChange(p));
    public static final Feature LAST_CHANGED = Feature.atVisits(
            "lc",
            "1 if the last visit found a change, else 0 (the indicator I_n of SAD; Tan & Mitra via Santos et al. 2013, §5.1)",
            (s, p, c) -> s.n(p) > 0 && s.outcome(p, s.n(p)) ? 1.0 : 0.0);

    public static final Feature MEAN_INTERVAL = Feature.atVisits(
            "mi",
            "observed cycles per change, (last visit + 1) / (X + 1): the mean interval between changes the crawler found, "
                    + "the inverse of the naive rate estimator X/T (Cho & Garcia-Molina 2003), add-one smoothed so it is finite before any change",
            (s, p, c) -> (s.lastVisit(p) + 1.0) / (s.x(p) + 1.0));
    public static final Feature RELATED_RECENT = new Shared(
            "rs",
            "share of related pages (same site, crawled set) whose latest change-finding visit lies within the last 7 cycles "
                    + "(Radinsky & Bennett 2013, §4.2.2: related pages' changes, as the crawler observed them)",
            false);
    public static final Feature RELATED_RATE = new Shared(
            "rx",
            "mean observed change rate X/n of related pages (same site, crawled set; Radinsky & Bennett 2013, §4.2.2 item 1 as observed)",
            true);

    /** The two related-page features, reading one shared per-cycle pass. */
    private record Shared(String name, String description, boolean rate) implements Feature {
        @Override
        public Need needs() {
            return Need.HISTORY;
        }

        @Override
        public Range range() {
            return Range.NON_NEGATIVE; // a share and a mean rate
        }

        @Override
        public Tracker start(Observations run) {
            RelatedPages r = run.shared(RelatedPages.class, () -> new RelatedPages(run.state()));
            return new Tracker() {
                public double value(int page, int cycle) {
                    return rate ? r.meanRate(page, cycle) : r.recentShare(page, cycle);
                }

                public void values(int cycle, double[] out) {
                    r.values(rate, cycle, out);
                }
            };
        }
    }

    /** GP4C's terminals: the inputs of the cohort fast path. */
    public static final List<String> GP4C = List.of("n", "X", "t");

    /** The crawl features, in registry order. Register one by adding it here. */
    public static final List<Feature> ALL = withExtensions(List.of(
            N,
            X,
            T,
            SINCE_CHANGE,
            LAST_CHANGED,
            MEAN_INTERVAL,
            RELATED_RECENT,
            RELATED_RATE,
            SiteFeatures.FOUND,
            SiteFeatures.SHARE,
            SiteFeatures.DAYS,
            SiteFeatures.RATE,
            SiteFeatures.WAVE,
            EstimatorFeatures.CHO,
            EstimatorFeatures.CHO_PROBABILITY,
            EstimatorFeatures.CHO_NUMERATOR,
            EstimatorFeatures.CHO_DENOMINATOR,
            EstimatorFeatures.NAD,
            EstimatorFeatures.SAD,
            EstimatorFeatures.AAD,
            EstimatorFeatures.GAD,
            EstimatorFeatures.NADP,
            EstimatorFeatures.SADP,
            EstimatorFeatures.AADP,
            EstimatorFeatures.GADP,
            EstimatorFeatures.WNAD,
            EstimatorFeatures.WAAD,
            EstimatorFeatures.WGAD,
            SignalFeatures.SINCE,
            SignalFeatures.ANY,
            SignalFeatures.AGE,
            SignalFeatures.PRECISION,
            SignalFeatures.RECALL,
            SignalFeatures.BURST,
            SignalFeatures.BURST_SINCE));

    /** The workbench's crawl features, then those of every {@link FeatureExtension} on the class path. */
    private static List<Feature> withExtensions(List<Feature> own) {
        List<Feature> out = new ArrayList<>(own);
        for (FeatureExtension e : ServiceLoader.load(FeatureExtension.class)) out.addAll(e.features());
        return List.copyOf(out);
    }

    /** The crawl features of every dataset. */
    public static final FeatureSet SET = FeatureSet.of(ALL, "content features need a dataset with versions.jsonl.gz");

    private CrawlFeatures() {}

    /** The crawl features' names, in registry order (lookups go through {@link #SET}). */
    public static List<String> names() {
        return SET.names();
    }

    /** True when every name is one of GP4C's n, X, t: such formulas run on the cohort fast path. */
    public static boolean withinGp4c(List<String> names) {
        return GP4C.containsAll(names);
    }

    /**
     * The terminals that are functions of n, X and t, as formulas over them, computing the features' values bit for
     * bit (the same operations in the same order; protected division, log and exp agree with Java's on these
     * arguments: positive, and at most 1 after the division). A tree over these and n, X, t is rewritten into n, X, t
     * and runs on the cohort fast path (they must not leave it).
     */
    public static final Map<String, String> OVER_NXT = Map.of(
            "cho", "0 - log((n - X + 0.5) / (n + 0.5))",
            "chop", "1 - exp((0 - (0 - log((n - X + 0.5) / (n + 0.5)))) * t)",
            "chonum", "n - X + 0.5",
            "choden", "n + 0.5");

    /** {@link #OVER_NXT} parsed once (trees are immutable: one instance serves every substitution). */
    private static final Map<String, Expr> OVER_NXT_TREES = parsed();

    private static Map<String, Expr> parsed() {
        Map<String, Expr> out = new HashMap<>();
        OVER_NXT.forEach((name, formula) -> out.put(name, ExprParser.parse(formula, GP4C)));
        return Map.copyOf(out);
    }

    /** True when every name is n, X, t or one of {@link #OVER_NXT}. */
    public static boolean expressibleOverGp4c(List<String> names) {
        for (String n : names) if (!GP4C.contains(n) && !OVER_NXT.containsKey(n)) return false;
        return true;
    }

    /** The tree with every terminal of {@link #OVER_NXT} replaced by its formula over n, X, t. */
    public static Expr overGp4c(Expr e) {
        if (e instanceof Expr.Var v && OVER_NXT.containsKey(v.name()))
            return ExprParser.parse(OVER_NXT.get(v.name()), GP4C);
        if (e instanceof Expr.Call c) {
            Expr[] args = new Expr[c.args().size()];
            for (int i = 0; i < args.length; i++) args[i] = overGp4c(c.args().get(i));
            return Expr.call(c.op(), args);
        }
        return e;
    }
}
