package io.crawlgp.evolution.ecj;

import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.Evolver;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.Task;
import io.crawlgp.expr.Expr;
import java.util.List;

/** The ECJ engine behind the {@link Evolver} seam: ECJ 22's koza GP, one objective, one tree or several. */
public final class EcjEvolver implements Evolver {
    @Override
    public Evolution evolve(Task task, int seed, GenerationStats.Listener onGeneration) {
        return EcjEvolution.run(task, seed, onGeneration);
    }

    @Override
    public List<Expr> initialPopulation(Task task, int seed) {
        task.singleObjective(EcjEvolution.ENGINE); // one tree each
        return EcjEvolution.initialIndividuals(task, seed).stream()
                .map(trees -> trees.get(0))
                .toList();
    }

    @Override
    public List<List<Expr>> initialIndividuals(Task task, int seed) {
        return EcjEvolution.initialIndividuals(task, seed);
    }
}
