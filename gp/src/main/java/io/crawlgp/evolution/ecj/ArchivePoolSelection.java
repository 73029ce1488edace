package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Individual;
import ec.SelectionMethod;
import ec.gp.GPIndividual;
import ec.util.Parameter;
import io.crawlgp.evolution.Archive;
import io.crawlgp.evolution.ArchiveEntry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parents from the N_b best distinct individuals seen so far (GP4C's Listing 1.1, lines 11-12; {@code loop = paper}):
 * the pool is the same archive the validation phase reads (best distinct simplified formulas across all generations,
 * {@link Archive}), refreshed from the evaluated population before each breeding. With {@code random = true} a parent is
 * drawn uniformly from the pool (crossover: "randomly among the top best individuals"); otherwise by tournament of
 * {@code select.tournament.size} within it. Draws use ECJ's seeded generator, so runs are reproducible.
 */
public final class ArchivePoolSelection extends SelectionMethod {
    public static final String P_POOL = "archive-pool";
    public static final String P_RANDOM = "random";
    public static final String P_SIZE = "size";

    private boolean random;
    private int tournament;
    private int capacity;
    private Archive archive;
    private Map<String, Individual> members;
    private List<Individual> pool = List.of();
    private int seenGeneration = -1;

    @Override
    public Parameter defaultBase() {
        return new Parameter("select").push(P_POOL);
    }

    @Override
    public void setup(EvolutionState state, Parameter base) {
        super.setup(state, base);
        random = state.parameters.getBoolean(base.push(P_RANDOM), defaultBase().push(P_RANDOM), false);
        tournament = state.parameters.getInt(new Parameter("select.tournament.size"), null, 1);
        capacity = state.parameters.getInt(base.push(P_SIZE), defaultBase().push(P_SIZE), 1);
        if (tournament < 1 || capacity < 1)
            state.output.fatal("archive-pool selection needs select.tournament.size and select.archive-pool.size >= 1");
        archive = new Archive(capacity);
        members = new HashMap<>();
    }

    @Override
    public Object clone() {
        ArchivePoolSelection c = (ArchivePoolSelection) super.clone();
        // every clone keeps its own pool; each sees every generation, so all pools stay equal
        c.archive = new Archive(capacity);
        c.members = new HashMap<>();
        c.pool = List.of();
        c.seenGeneration = -1;
        return c;
    }

    @Override
    public void prepareToProduce(EvolutionState state, int subpopulation, int thread) {
        if (state.generation == seenGeneration) return;
        seenGeneration = state.generation;
        for (Individual ind : state.population.subpops[subpopulation].individuals) {
            double f = ExprProblem.primary(ind.fitness);
            ArchiveEntry e = ArchiveEntry.of(Individuals.flat((GPIndividual) ind), f, state.generation);
            archive.offer(e);
            if (archive.get(e.simplified()) == e) members.put(e.simplified(), (Individual) ind.clone());
        }
        List<Individual> next = new ArrayList<>();
        for (ArchiveEntry e : archive.entries()) next.add(members.get(e.simplified()));
        members.keySet()
                .retainAll(
                        archive.entries().stream().map(ArchiveEntry::simplified).toList());
        pool = next;
    }

    private Individual pick(EvolutionState state, int thread) {
        if (random) return pool.get(state.random[thread].nextInt(pool.size()));
        Individual best = pool.get(state.random[thread].nextInt(pool.size()));
        for (int i = 1; i < tournament; i++) {
            Individual other = pool.get(state.random[thread].nextInt(pool.size()));
            if (other.fitness.betterThan(best.fitness)) best = other;
        }
        return best;
    }

    @Override
    public int produce(
            int min, int max, int start, int subpopulation, Individual[] inds, EvolutionState state, int thread) {
        int n = Math.max(1, min);
        for (int q = 0; q < n; q++) inds[start + q] = pick(state, thread);
        return n;
    }

    @Override
    public int produce(int subpopulation, EvolutionState state, int thread) {
        throw new UnsupportedOperationException(
                "archive-pool selection hands out pool members, not population indices");
    }
}
