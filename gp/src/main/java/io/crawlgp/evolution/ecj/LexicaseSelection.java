package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Individual;
import ec.SelectionMethod;
import ec.util.MersenneTwisterFast;
import ec.util.Parameter;
import io.crawlgp.evolution.Lexicase;

/**
 * Epsilon-lexicase parent selection, whole or down-sampled ({@link io.crawlgp.evolution.ParentSelection}), over the
 * case values an individual's {@link CaseFitness} holds. Once per generation it draws the generation's cases
 * ({@link Lexicase#sample}: from the run's seed and the generation, so every clone of this method in every breeding
 * thread draws the same ones) and computes their epsilons; each selection event shuffles those cases with ECJ's
 * seeded generator of the breeding thread and returns a random survivor.
 */
public final class LexicaseSelection extends SelectionMethod {
    public static final String P_LEXICASE = "lexicase";
    /** The fraction of cases each generation uses (1: plain lexicase). */
    public static final String P_SHARE = "share";

    private double share;
    private long runSeed;
    private int seenGeneration = -1;
    private double[][] values;
    private int[] cases;
    private double[] eps;

    @Override
    public Parameter defaultBase() {
        return new Parameter("select").push(P_LEXICASE);
    }

    @Override
    public void setup(EvolutionState state, Parameter base) {
        super.setup(state, base);
        share = state.parameters.getDouble(base.push(P_SHARE), defaultBase().push(P_SHARE), 0);
        if (!(share > 0 && share <= 1)) state.output.fatal("select.lexicase.share must be in (0, 1]");
        runSeed = state.parameters.getLong(new Parameter("seed.0"), null);
    }

    @Override
    public Object clone() {
        LexicaseSelection c = (LexicaseSelection) super.clone();
        c.seenGeneration = -1; // every clone computes the same generation tables from the same population
        return c;
    }

    @Override
    public void prepareToProduce(EvolutionState state, int subpopulation, int thread) {
        if (state.generation == seenGeneration) return;
        seenGeneration = state.generation;
        Individual[] inds = state.population.subpops[subpopulation].individuals;
        values = new double[inds.length][];
        for (int i = 0; i < inds.length; i++) {
            if (!(inds[i].fitness instanceof CaseFitness f) || f.cases == null)
                state.output.fatal("lexicase selection needs every individual's case values (CaseFitness)");
            values[i] = ((CaseFitness) inds[i].fitness).cases;
            if (values[i].length != values[0].length)
                state.output.fatal("individuals have different numbers of cases: " + values[0].length + " and "
                        + values[i].length);
        }
        cases = Lexicase.sample(values[0].length, share, runSeed, state.generation);
        eps = Lexicase.epsilons(values, cases);
    }

    @Override
    public int produce(int subpopulation, EvolutionState state, int thread) {
        MersenneTwisterFast r = state.random[thread];
        int[] order = new int[cases.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        for (int i = order.length - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        int[] left = Lexicase.survivors(values, cases, eps, order);
        return left[r.nextInt(left.length)];
    }
}
