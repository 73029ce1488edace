package io.crawlgp.evolution;

import io.crawlgp.expr.Expr;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * What an {@link Evolver} is asked to breed: the breeding settings, the trees of an individual ({@link Tree}), the
 * objectives' names, the fitness of an individual (one value per objective, each higher-is-better) and the
 * individuals the initial population starts from besides random ones.
 *
 * <p>An individual reaches the fitness as a flat list of expressions, one per expression tree and one
 * {@link Expr.Const} per constant of a constants block, in the order of {@link #trees}; seeds are written the same way.
 * GP4C's score is one tree ({@link #single}); the adaptive rule is an update tree, a score tree and a block of
 * three constants. An engine that cannot do what a task asks refuses it with a clear message rather than dropping trees
 * or objectives. With {@code breeding.surrogate} on, {@link #firstLook} scores a tree cheaply before its full fitness
 * ({@link Surrogate}); an engine refuses a task that asks for one without it.
 */
public record Task(
        Breeding breeding,
        List<Tree> trees,
        List<String> objectives,
        Fitness fitness,
        List<List<Expr>> seeds,
        ToDoubleFunction<Expr> firstLook) {

    /** A task without a first look (every tree crawled in full). */
    public Task(Breeding breeding, List<Tree> trees, List<String> objectives, Fitness fitness, List<List<Expr>> seeds) {
        this(breeding, trees, objectives, fitness, seeds, null);
    }

    /**
     * This task with the surrogate's cheap score of a tree ({@link Surrogate}: the crawl of a sample of the training
     * pages), on the same scale direction as the fitness (higher is better).
     */
    public Task withFirstLook(ToDoubleFunction<Expr> look) {
        return new Task(breeding, trees, objectives, fitness, seeds, look);
    }

    /** The fitness of one individual: its trees (flattened as above), one value per objective. */
    @FunctionalInterface
    public interface Fitness {
        double[] evaluate(List<Expr> trees);
    }

    /** One tree of an individual. */
    public sealed interface Tree permits Expression, Constants {
        /** Its name in messages and parameter files ("score", "update", "interval"). */
        String name();

        /** How many entries of the flat list it fills. */
        int width();
    }

    /**
     * An expression over {@code inputs} (a tree holds input i as {@link Expr.Var} i) built from the breeding's
     * functions and constants plus {@code extraFunctions} and {@code extraConstants}.
     */
    public record Expression(String name, List<String> inputs, List<String> extraFunctions, List<Double> extraConstants)
            implements Tree {
        public Expression {
            inputs = List.copyOf(inputs);
            if (inputs.isEmpty()) throw new UserError("the GP tree '" + name + "' needs at least one input");
            extraFunctions = List.copyOf(extraFunctions);
            extraConstants = List.copyOf(extraConstants);
        }

        @Override
        public int width() {
            return 1;
        }
    }

    /**
     * A block of {@code count} numeric constants of the individual, each drawn log-uniformly from [low, high] when a
     * random individual is made or a constant is mutated, and exchanged by crossover.
     */
    public record Constants(String name, List<String> labels, double low, double high) implements Tree {
        public Constants {
            labels = List.copyOf(labels);
            if (labels.isEmpty()) throw new IllegalArgumentException("a constants block needs at least one constant");
            if (!(low > 0 && low < high && Double.isFinite(high)))
                throw new IllegalArgumentException("a constants block needs 0 < low < high, got " + low + ", " + high);
        }

        @Override
        public int width() {
            return labels.size();
        }
    }

    public Task {
        if (breeding == null || fitness == null)
            throw new IllegalArgumentException("a task needs breeding settings and a fitness");
        trees = List.copyOf(trees);
        if (trees.isEmpty()) throw new UserError("an individual needs at least one tree");
        if (!(trees.get(0) instanceof Expression))
            throw new IllegalArgumentException("an individual's first tree must be an expression");
        objectives = List.copyOf(objectives);
        if (objectives.isEmpty()) throw new UserError("a GP task needs at least one objective");
        seeds = List.copyOf(seeds);
        int width = trees.stream().mapToInt(Tree::width).sum();
        for (List<Expr> s : seeds)
            if (s.size() != width)
                throw new IllegalArgumentException("a seed has " + s.size() + " entries, the individual " + width);
    }

    /** One tree over {@code inputs} per individual scored by one higher-is-better value; seeds from the breeding's {@code seedFormulas}. */
    public static Task single(Breeding breeding, List<String> inputs, ToDoubleFunction<Expr> fitness) {
        return single(breeding, inputs, fitness, List.of());
    }

    /** As {@link #single(Breeding, List, ToDoubleFunction)}, with {@code extraSeeds} after the breeding's own. */
    public static Task single(
            Breeding breeding, List<String> inputs, ToDoubleFunction<Expr> fitness, List<Expr> extraSeeds) {
        List<List<Expr>> seeds = new ArrayList<>();
        for (Expr e : SeedFormulas.of(breeding, inputs)) seeds.add(List.of(e));
        for (Expr e : extraSeeds) seeds.add(List.of(e));
        return new Task(
                breeding,
                List.of(new Expression("score", inputs, List.of(), List.of())),
                List.of("fitness"),
                new SingleTree(fitness),
                seeds);
    }

    /** The single-tree, single-objective fitness, or a clear refusal for an engine that has only that. */
    public ToDoubleFunction<Expr> singleObjective(String engine) {
        if (trees.size() != 1 || objectives.size() != 1)
            throw new UserError(engine + " breeds one tree per individual with one objective; this task asks for "
                    + trees.size() + " tree(s) and objectives " + objectives + " (not implemented)");
        if (fitness instanceof SingleTree s) return s.fitness;
        return e -> fitness.evaluate(List.of(e))[0];
    }

    /** The first objective of an individual given as its flat list of trees. */
    public double primary(List<Expr> individual) {
        return fitness.evaluate(individual)[0];
    }

    private record SingleTree(ToDoubleFunction<Expr> fitness) implements Fitness {
        @Override
        public double[] evaluate(List<Expr> trees) {
            return new double[] {fitness.applyAsDouble(trees.get(0))};
        }
    }
}
