package io.crawlgp.evolution;

import io.crawlgp.expr.Expr;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.PointValuePair;
import org.apache.commons.math3.optim.SimpleBounds;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.CMAESOptimizer;
import org.apache.commons.math3.random.MersenneTwister;

/**
 * Tunes the numeric constants of a tree on a fitness with Commons Math's CMA-ES (Hansen's covariance matrix adaptation
 * evolution strategy). ChangeRate is piecewise constant in a tree's constants (a small change moves no page across
 * the k-th score), so a gradient or a simplex stalls on its plateaus; CMA-ES samples a population around the current
 * mean with a step size of its own and moves on rank information, which crosses them. The step starts at a third of
 * each constant's magnitude (at least 0.1); the population is CMA-ES's default, 4 + 3 ln(d). The best point seen is
 * kept (CMA-ES's own best-so-far), and the tree is returned unchanged unless that point is strictly better.
 */
public final class ConstantTuning {
    private ConstantTuning() {}

    /** The constants of {@code e}, left to right. */
    public static List<Double> constants(Expr e) {
        List<Double> out = new ArrayList<>();
        collect(e, out);
        return out;
    }

    private static void collect(Expr e, List<Double> out) {
        if (e instanceof Expr.Const c) out.add(c.value());
        else if (e instanceof Expr.Call call) for (Expr a : call.args()) collect(a, out);
    }

    /** {@code e} with its constants replaced, left to right, by {@code values}. */
    public static Expr withConstants(Expr e, double[] values) {
        int[] next = {0};
        return replace(e, values, next);
    }

    private static Expr replace(Expr e, double[] values, int[] next) {
        if (e instanceof Expr.Const) return Expr.c(values[next[0]++]);
        if (e instanceof Expr.Call call) {
            Expr[] args = new Expr[call.args().size()];
            for (int i = 0; i < args.length; i++) args[i] = replace(call.args().get(i), values, next);
            return Expr.call(call.op(), args);
        }
        return e;
    }

    /**
     * The tree with its constants tuned to maximise {@code fitness}, within {@code evaluations} fitness evaluations,
     * seeded; {@code e} itself when it has no constant or nothing better is found.
     */
    public static Expr tune(Expr e, ToDoubleFunction<Expr> fitness, int evaluations, long seed) {
        List<Double> c0 = constants(e);
        if (c0.isEmpty()) return e;
        int d = c0.size();
        double[] start = new double[d], sigma = new double[d];
        for (int i = 0; i < d; i++) {
            start[i] = c0.get(i);
            sigma[i] = Math.max(0.1, Math.abs(start[i]) / 3);
        }
        double base = fitness.applyAsDouble(e);
        double[] best = {base};
        double[][] bestPoint = {start.clone()};
        int population = 4 + (int) (3 * Math.log(d));
        // stopFitness +infinity: when maximising, Commons Math stops as soon as the best value exceeds it
        CMAESOptimizer cma = new CMAESOptimizer(
                evaluations, Double.POSITIVE_INFINITY, true, 0, 0, new MersenneTwister(seed), false, null);
        ObjectiveFunction f = new ObjectiveFunction(x -> {
            double v = fitness.applyAsDouble(withConstants(e, x));
            if (!Double.isFinite(v)) v = -Double.MAX_VALUE;
            if (v > best[0]) {
                best[0] = v;
                bestPoint[0] = x.clone();
            }
            return v;
        });
        try {
            PointValuePair p = cma.optimize(
                    new MaxEval(evaluations),
                    f,
                    GoalType.MAXIMIZE,
                    new InitialGuess(start),
                    SimpleBounds.unbounded(d),
                    new CMAESOptimizer.Sigma(sigma),
                    new CMAESOptimizer.PopulationSize(population));
            if (p.getValue() > best[0]) {
                best[0] = p.getValue();
                bestPoint[0] = p.getPoint();
            }
        } catch (TooManyEvaluationsException stop) {
            // the budget is spent: the best point seen stands
        }
        return best[0] > base ? withConstants(e, bestPoint[0]) : e;
    }
}
