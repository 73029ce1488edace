package io.crawlgp.gp.ecj;

import ec.EvolutionState;
import ec.Individual;
import ec.Statistics;
import ec.gp.GPIndividual;
import ec.simple.SimpleFitness;
import io.crawlgp.gp.evolution.Archive;
import io.crawlgp.gp.evolution.ArchiveEntry;
import io.crawlgp.gp.evolution.GenerationStats;
import java.util.ArrayList;
import java.util.List;

/** ECJ statistics hook: after each generation's evaluation, records its figures and updates the N_b archive. */
public final class RunRecorder extends Statistics {
    Archive archive;
    final List<GenerationStats> generations = new ArrayList<>();
    Runnable onGeneration = () -> {};

    @Override
    public void postEvaluationStatistics(EvolutionState state) {
        super.postEvaluationStatistics(state);
        Individual[] inds = state.population.subpops[0].individuals;
        double best = Double.NEGATIVE_INFINITY, sum = 0, size = 0;
        for (Individual ind : inds) {
            double f = ((SimpleFitness) ind.fitness).fitness();
            best = Math.max(best, f);
            sum += f;
            GPIndividual g = (GPIndividual) ind;
            size += g.size();
            archive.offer(ArchiveEntry.of(ScoreNode.toExpr(g.trees[0].child), f, state.generation));
        }
        generations.add(new GenerationStats(state.generation, best, sum / inds.length, size / inds.length));
        onGeneration.run();
    }
}
