package io.crawlgp.gp.evolution;

import io.crawlgp.expr.Expr;
import io.crawlgp.util.UserError;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * What an {@link Evolver} is asked to breed: the breeding settings, the terminal names (a tree holds input i as
 * {@link Expr.Var} i), how many trees an individual has, the objectives' names and the fitness of an individual (one
 * value per objective, each higher-is-better).
 *
 * <p>Today's problems breed one tree with one objective ({@link #single}); the shape is there for several trees (an
 * adaptive rule's score and update trees) and several objectives (a Pareto front of quality and cost). An engine that
 * cannot do what a task asks refuses it with a clear message rather than dropping trees or objectives.
 */
public record Task(Breeding breeding, List<String> inputs, int trees, List<String> objectives, Fitness fitness) {

    /** The fitness of one individual: its trees in order, one value per objective. */
    @FunctionalInterface
    public interface Fitness {
        double[] evaluate(List<Expr> trees);
    }

    public Task {
        if (breeding == null || fitness == null)
            throw new IllegalArgumentException("a task needs breeding settings and a fitness");
        inputs = List.copyOf(inputs);
        if (inputs.isEmpty()) throw new UserError("a GP task needs at least one input");
        if (trees < 1) throw new UserError("an individual needs at least one tree, got " + trees);
        objectives = List.copyOf(objectives);
        if (objectives.isEmpty()) throw new UserError("a GP task needs at least one objective");
    }

    /** One tree per individual scored by one higher-is-better value. */
    public static Task single(Breeding breeding, List<String> inputs, ToDoubleFunction<Expr> fitness) {
        return new Task(breeding, inputs, 1, List.of("fitness"), new SingleTree(fitness));
    }

    /** The single-tree, single-objective fitness, or a clear refusal for an engine that has only that. */
    public ToDoubleFunction<Expr> singleObjective(String engine) {
        if (trees != 1 || objectives.size() != 1)
            throw new UserError(engine + " breeds one tree per individual with one objective; this task asks for "
                    + trees + " tree(s) and objectives " + objectives + " (not implemented)");
        if (fitness instanceof SingleTree s) return s.fitness;
        return e -> fitness.evaluate(List.of(e))[0];
    }

    private record SingleTree(ToDoubleFunction<Expr> fitness) implements Fitness {
        @Override
        public double[] evaluate(List<Expr> trees) {
            return new double[] {fitness.applyAsDouble(trees.get(0))};
        }
    }
}
