package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Fitness;
import ec.Individual;
import ec.gp.GPIndividual;
import ec.gp.GPProblem;
import ec.multiobjective.MultiObjectiveFitness;
import ec.simple.SimpleFitness;
import ec.simple.SimpleProblemForm;
import io.crawlgp.evolution.CaseScores;
import io.crawlgp.evolution.InstanceBatches;
import io.crawlgp.evolution.Surrogate;
import io.crawlgp.expr.Expr;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The fitness of every crawlgp GP problem (GP4C §4, thread intervals, new-page priorities): the individual's tree
 * leaves ECJ as an immutable {@link Expr} and is scored by the injected fitness function (for GP4C a simulated crawl
 * of the training pages). The input vector only serves ECJ's own tree evaluation, which tests compare against the
 * compiled expression.
 */
public final class ExprProblem extends GPProblem implements SimpleProblemForm {
    /** Values read by {@link InputNode}s during {@code tree.eval}. */
    public double[] inputs;
    /** Set by {@link EcjEvolution} after ECJ's setup; shared (thread-safe) by the clones ECJ makes per thread. */
    ToDoubleFunction<Expr> fitness;
    /** For an individual of several trees: its fitness over the flat list of its trees ({@link Individuals#flat}). */
    ToDoubleFunction<List<Expr>> individualFitness;
    /** With lexicase parent selection: each tree's values per case, grouped {@link #caseCycles} to a case. */
    CaseScores caseScores;

    int caseCycles = 1;
    /** With {@code miniBatch}: the fitness by datasets, the batch size, and the run's seed the batches are drawn from. */
    InstanceBatches batches;

    int miniBatch;
    long runSeed;
    /** With the surrogate's first look: a tree's sample score ({@link FirstLookEvaluator}); null otherwise. */
    ToDoubleFunction<Expr> firstLook;

    Surrogate surrogate;
    // the batch of the generation last evaluated, drawn once per generation (per clone of the problem)
    private int batchGeneration = -1;
    private int[] batch;

    @Override
    public void evaluate(EvolutionState state, Individual ind, int subpopulation, int threadnum) {
        if (ind.evaluated) return;
        GPIndividual g = (GPIndividual) ind;
        if (g.trees.length > 1 ? individualFitness == null : fitness == null)
            state.output.fatal("the problem has no fitness function (it must be run through EcjEvolution)");
        Expr tree = g.trees.length > 1 ? null : ScoreNode.toExpr(g.trees[0].child);
        if (batches != null && batchGeneration != state.generation) {
            batch = InstanceBatches.draw(batches.instanceCount(), miniBatch, runSeed, state.generation);
            batchGeneration = state.generation;
        }
        if (caseScores != null) {
            // before the fitness, so the crawl the cases come from is the one the fitness cache then answers from
            // over several datasets, each dataset's own blocks (a case never spans two); over one, blocks of cycles
            double[] v = caseScores instanceof InstanceBatches several
                    ? several.cases(tree, batch == null ? allInstances(several) : batch, caseCycles)
                    : CaseScores.blocks(caseScores.cases(tree), caseCycles).clone();
            for (int i = 0; i < v.length; i++) v[i] = finite(v[i]);
            ((CaseFitness) g.fitness).cases = v;
        }
        double f = g.trees.length > 1
                ? finite(individualFitness.applyAsDouble(Individuals.flat(g)))
                : batch == null ? fitnessValue(fitness, tree) : finite(batches.fitness(tree, batch));
        if (g.fitness instanceof MultiObjectiveFitness m) m.setObjectives(state, new double[] {f, -g.size()});
        else ((SimpleFitness) g.fitness).setFitness(state, f, false);
        g.evaluated = true;
    }

    // every dataset, drawn once per problem rather than at every evaluation
    private int[] allInstances;

    private int[] allInstances(InstanceBatches several) {
        if (allInstances == null) allInstances = InstanceBatches.draw(several.instanceCount(), 0, 0, 0);
        return allInstances;
    }

    /** The fitness of an evaluated individual: the first objective when there are several (the size is the second). */
    static double primary(Fitness f) {
        return f instanceof MultiObjectiveFitness m ? m.getObjective(0) : ((SimpleFitness) f).fitness();
    }

    /** The fitness ECJ stores for a tree (also how a master checks a worker's value). */
    static double fitnessValue(ToDoubleFunction<Expr> fitness, Expr tree) {
        return finite(fitness.applyAsDouble(tree));
    }

    private static double finite(double f) {
        // ECJ replaces a non-finite fitness by 0 (with a warning), which could rank a broken tree above good ones
        if (Double.isNaN(f) || f == Double.NEGATIVE_INFINITY) return -Double.MAX_VALUE;
        if (f == Double.POSITIVE_INFINITY) return Double.MAX_VALUE;
        return f;
    }
}
