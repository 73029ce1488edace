package io.crawlgp.evolution;

import io.crawlgp.expr.Expr;
import java.util.List;

/**
 * A GP engine: breeds individuals for a {@link Task} from a seed and returns what the run leaves. The problems (GP4C,
 * thread intervals, new-page priorities) see only this; the ECJ engine (package gp.ecj) implements it. The same task
 * and seed give the same evolution.
 */
public interface Evolver {
    /** One run; {@code onGeneration} is told of each generation (progress, logbook). */
    Evolution evolve(Task task, int seed, GenerationStats.Listener onGeneration);

    /** The individuals of a freshly initialised population, e.g. as realistic benchmark inputs (one tree each). */
    List<Expr> initialPopulation(Task task, int seed);

    /** The individuals of a freshly initialised population of any task, each as its flat list of trees ({@link Task}). */
    List<List<Expr>> initialIndividuals(Task task, int seed);
}
