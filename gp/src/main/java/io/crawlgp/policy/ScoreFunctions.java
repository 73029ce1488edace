package io.crawlgp.policy;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.Operator;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.simulation.ScoreFunction;
import io.crawlgp.util.UserError;

/**
 * Compiles a formula over GP4C's inputs n, X, t into a {@link ScoreFunction} of three doubles (a tree of closures,
 * immutable and thread-safe), the form the cohort fast path and the per-page simulator call. Bit-for-bit equal to
 * {@link Expr#eval} with v = {n, X, t} (tested): the same operator functions in the same order.
 */
public final class ScoreFunctions {
    private ScoreFunctions() {}

    public static ScoreFunction compile(Expr e) {
        if (e instanceof Expr.Const k) {
            double v = k.value();
            return (n, x, t) -> v;
        }
        if (e instanceof Expr.Var v) {
            return switch (v.name()) {
                case "n" -> (n, x, t) -> n;
                case "X" -> (n, x, t) -> x;
                case "t" -> (n, x, t) -> t;
                default ->
                    throw new UserError(
                            "input '" + v.name() + "' is not one of " + CrawlFeatures.GP4C + ": use a FormulaPolicy");
            };
        }
        Expr.Call c = (Expr.Call) e;
        Operator op = c.op();
        int arity = c.args().size();
        ScoreFunction[] a = new ScoreFunction[arity];
        for (int i = 0; i < arity; i++) a[i] = compile(c.args().get(i));
        if (arity == 1) {
            ScoreFunction f = a[0];
            return (n, x, t) -> op.apply1(f.score(n, x, t));
        }
        if (arity == 2) {
            ScoreFunction f = a[0], g = a[1];
            return (n, x, t) -> op.apply2(f.score(n, x, t), g.score(n, x, t));
        }
        return (n, x, t) -> {
            double[] v = new double[arity];
            for (int i = 0; i < arity; i++) v[i] = a[i].score(n, x, t);
            return op.apply(v);
        };
    }
}
