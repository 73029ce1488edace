package io.crawlgp.policy;

import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.feature.Feature;
import io.crawlgp.gp.expr.Expr;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import java.util.List;

/**
 * A formula over registered features as a policy: every page's feature vector is filled at every cycle and the
 * compiled formula scores it. Formulas over n, X, t alone take the (n, X, t) score-function form instead
 * ({@link #of}), which is what the cohort fast path runs.
 */
public final class FormulaPolicy implements Policy {
    private final String name;
    private final Expr formula;
    private final List<Feature> features;
    private final boolean interpreted;

    private FormulaPolicy(String name, Expr formula, List<String> inputs, boolean interpreted) {
        this.name = name;
        this.formula = formula;
        this.features = CrawlFeatures.of(inputs);
        this.interpreted = interpreted;
    }

    /** The policy of a formula whose {@link Expr.Var}s index {@code inputs}: the n, X, t form when it reads nothing else. */
    public static Policy of(String name, Expr formula, List<String> inputs) {
        if (CrawlFeatures.withinGp4c(Expr.inputs(formula))) return new ScoreFunctionPolicy(name, ScoreFunctions.compile(formula));
        return new FormulaPolicy(name, formula, inputs, false);
    }

    /** The per-page vector form always, compiled ({@code interpreted = false}) or walking the tree (the reference). */
    public static FormulaPolicy perPage(String name, Expr formula, List<String> inputs, boolean interpreted) {
        return new FormulaPolicy(name, formula, inputs, interpreted);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Run start(CrawlState state, long seed) {
        Expr.VectorFunction f = interpreted ? formula::eval : Expr.compile(formula);
        Feature[] fs = features.toArray(Feature[]::new);
        double[] v = new double[fs.length];
        return (cycle, out) -> {
            for (int p = 0; p < out.length; p++) {
                for (int i = 0; i < fs.length; i++) v[i] = fs[i].value(state, p, cycle);
                out[p] = f.apply(v);
            }
        };
    }
}
