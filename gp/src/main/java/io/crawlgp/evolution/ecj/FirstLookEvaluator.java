package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Individual;
import ec.gp.GPIndividual;
import ec.simple.SimpleEvaluator;
import io.crawlgp.evolution.Screening;
import io.crawlgp.expr.Expr;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * ECJ's evaluator with the surrogate's first look ({@link io.crawlgp.evolution.Surrogate}): each generation, the
 * individuals without a full crawl's value (new trees, and copies of trees that were only estimated) are scored on the
 * sample, the best share of them by that score get the full fitness, and the rest carry {@link Screening#fill}'s value,
 * marked ({@link ScreenedFitness}). One thread, in population order: the run's records and its line's sums do not
 * depend on how many runs share the machine.
 *
 * <p>ECJ's evaluated flag: a screened-out individual is marked evaluated (ECJ breeds from it like any other), and
 * its mark makes the next generation treat a copy of it as a candidate again; an individual crawled in full keeps its
 * value, as without the look.
 */
public final class FirstLookEvaluator extends SimpleEvaluator {
    /** The sample's score of a tree and the run's rule; set by {@link EcjEvolution} after ECJ's setup. */
    ToDoubleFunction<Expr> look;

    Screening screening;

    @Override
    public void evaluatePopulation(EvolutionState state) {
        ExprProblem problem = (ExprProblem) p_problem;
        Individual[] inds = state.population.subpops[0].individuals;
        List<Integer> candidates = new ArrayList<>();
        for (int i = 0; i < inds.length; i++)
            if (!inds[i].evaluated || ((ScreenedFitness) inds[i].fitness).estimated) candidates.add(i);
        double[] looks = new double[candidates.size()];
        for (int j = 0; j < looks.length; j++) looks[j] = ExprProblem.fitnessValue(look, tree(inds[candidates.get(j)]));
        int[] pass = screening.pass(looks, state.generation);
        boolean[] crawled = new boolean[looks.length];
        double[] passLook = new double[pass.length], passFull = new double[pass.length];
        for (int p = 0; p < pass.length; p++) {
            Individual ind = inds[candidates.get(pass[p])];
            ind.evaluated = false;
            problem.evaluate(state, ind, 0, 0);
            ((ScreenedFitness) ind.fitness).estimated = false;
            crawled[pass[p]] = true;
            passLook[p] = looks[pass[p]];
            passFull[p] = ExprProblem.primary(ind.fitness);
            screening.learn(passLook[p], passFull[p]);
        }
        // the generation's measured range: every individual with a full crawl's value now
        double worst = Double.POSITIVE_INFINITY, best = Double.NEGATIVE_INFINITY;
        for (Individual ind : inds)
            if (ind.evaluated && !((ScreenedFitness) ind.fitness).estimated) {
                double f = ExprProblem.primary(ind.fitness);
                worst = Math.min(worst, f);
                best = Math.max(best, f);
            }
        for (int j = 0; j < looks.length; j++) {
            if (crawled[j]) continue;
            ScreenedFitness f = (ScreenedFitness) inds[candidates.get(j)].fitness;
            f.setFitness(state, screening.fill(looks[j], worst, best), false);
            f.estimated = true;
            inds[candidates.get(j)].evaluated = true;
        }
        ((RunRecorder) state.statistics).screen = screening.generation(looks.length, passLook, passFull);
    }

    private static Expr tree(Individual ind) {
        return ScoreNode.toExpr(((GPIndividual) ind).trees[0].child);
    }
}
