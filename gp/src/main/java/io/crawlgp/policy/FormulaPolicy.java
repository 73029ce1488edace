package io.crawlgp.policy;

import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.Observations;
import io.crawlgp.expr.Expr;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import java.util.List;

/**
 * A formula over registered features as a policy: the features' trackers see every visit, every page's feature
 * vector is filled at every cycle and the compiled formula scores it. Formulas over n, X, t alone take the (n, X, t)
 * score-function form instead ({@link #of}), which is what the cohort fast path runs.
 */
public final class FormulaPolicy implements Policy {
    private final String name;
    private final Expr formula;
    private final List<Feature> features;
    private final boolean interpreted;

    private FormulaPolicy(String name, Expr formula, List<Feature> features, boolean interpreted) {
        this.name = name;
        this.formula = formula;
        this.features = List.copyOf(features);
        this.interpreted = interpreted;
    }

    /** The policy of a formula whose {@link Expr.Var}s index {@code inputs} (names in {@code set}): the n, X, t form when it reads nothing else. */
    public static Policy of(String name, Expr formula, List<String> inputs, FeatureSet set) {
        if (CrawlFeatures.withinGp4c(Expr.inputs(formula))) return new ScoreFunctionPolicy(name, ScoreFunctions.compile(formula));
        return new FormulaPolicy(name, formula, set.of(inputs), false);
    }

    /** {@link #of} over the crawl features. */
    public static Policy of(String name, Expr formula, List<String> inputs) {
        return of(name, formula, inputs, CrawlFeatures.SET);
    }

    /** The per-page vector form always, compiled ({@code interpreted = false}) or walking the tree (the reference). */
    public static FormulaPolicy perPage(String name, Expr formula, List<String> inputs, FeatureSet set, boolean interpreted) {
        return new FormulaPolicy(name, formula, set.of(inputs), interpreted);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        Expr.VectorFunction f = interpreted ? formula::eval : Expr.compile(formula);
        Observations obs = new Observations(state);
        // only the features the formula reads are started: an unread input (a content store, a trained model) costs
        // nothing and stays 0 in the page's vector
        java.util.Set<Integer> read = Expr.inputIndices(formula);
        List<Feature> used = new java.util.ArrayList<>();
        for (int i = 0; i < features.size(); i++) if (read.contains(i)) used.add(features.get(i));
        Feature.Tracker[] started = obs.start(used);
        int d = features.size();
        Feature.Tracker[] ts = new Feature.Tracker[d];
        for (int i = 0, j = 0; i < d; i++) ts[i] = read.contains(i) ? started[j++] : null;
        // the interpreted reference asks every feature every cycle; the compiled path keeps each page's vector and
        // refreshes the features that change only at visits when the page is visited (the same values: tested)
        int[] perCycle = java.util.stream.IntStream.range(0, d).filter(i -> ts[i] != null && (interpreted || !features.get(i).changesOnlyAtVisits())).toArray();
        int[] atVisits = java.util.stream.IntStream.range(0, d).filter(i -> ts[i] != null && !interpreted && features.get(i).changesOnlyAtVisits()).toArray();
        double[][] rows = new double[state.pages()][d];
        for (int p = 0; p < rows.length; p++) for (int i : atVisits) rows[p][i] = ts[i].value(p, 0);
        return new Run() {
            @Override
            public void score(int cycle, double[] out) {
                for (int p = 0; p < out.length; p++) {
                    double[] v = rows[p];
                    for (int i : perCycle) v[i] = ts[i].value(p, cycle);
                    out[p] = f.apply(v);
                }
            }

            @Override
            public void visited(int page, int cycle, boolean changed) {
                obs.visited(page, cycle, changed);
                for (int i : atVisits) rows[page][i] = ts[i].value(page, cycle);
            }
        };
    }
}
