package io.crawlgp.gp.ecj;

import io.crawlgp.expr.Expr;
import io.crawlgp.gp.evolution.Evolution;
import io.crawlgp.gp.evolution.Evolver;
import io.crawlgp.gp.evolution.GenerationStats;
import io.crawlgp.gp.evolution.Task;
import java.util.List;

/** The ECJ engine behind the {@link Evolver} seam: one tree per individual, one objective (ECJ 22's koza GP). */
public final class EcjEvolver implements Evolver {
    private static final String NAME = "the ECJ engine";

    @Override
    public Evolution evolve(Task task, int seed, GenerationStats.Listener onGeneration) {
        return EcjEvolution.run(task.breeding(), seed, task.inputs(), task.singleObjective(NAME), onGeneration);
    }

    @Override
    public List<Expr> initialPopulation(Task task, int seed) {
        task.singleObjective(NAME);
        return EcjEvolution.initialPopulation(task.breeding(), seed, task.inputs());
    }
}
