package io.crawlgp.gp.ecj;

import io.crawlgp.expr.Expr;
import io.crawlgp.gp.evolution.Evolution;
import io.crawlgp.gp.evolution.Evolver;
import io.crawlgp.gp.evolution.GenerationStats;
import io.crawlgp.gp.evolution.Task;
import java.util.List;

/** The ECJ engine behind the {@link Evolver} seam: ECJ 22's koza GP, one objective, one tree or several (issue 45). */
public final class EcjEvolver implements Evolver {
    private static final String NAME = "the ECJ engine";

    @Override
    public Evolution evolve(Task task, int seed, GenerationStats.Listener onGeneration) {
        if (!task.isSingle()) return EcjEvolution.run(task, seed, onGeneration);
        return EcjEvolution.run(task.breeding(), seed, task.inputs(), task.singleObjective(NAME), onGeneration);
    }

    @Override
    public List<Expr> initialPopulation(Task task, int seed) {
        task.singleObjective(NAME);
        return EcjEvolution.initialPopulation(task.breeding(), seed, task.inputs());
    }

    @Override
    public List<List<Expr>> initialIndividuals(Task task, int seed) {
        return EcjEvolution.initialIndividuals(task, seed);
    }
}
