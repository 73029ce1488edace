package io.crawlgp.evolution.ecj;

import ec.util.Parameter;
import ec.util.ParameterDatabase;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.BreedingLoop;
import io.crawlgp.evolution.Task;
import io.crawlgp.expr.Operator;
import io.crawlgp.expr.Operators;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds ECJ's parameter database in code: the base file in resources plus every key the typed settings control. */
public final class EcjParameters {
    static final String BASE = "/io/crawlgp/evolution/ecj/gp4c-base.params";
    /** Node constraints nc0..nc2 are in the base file; an operator of higher arity gets its own, made here. */
    private static final int BASE_ARITIES = 3;
    /** The GP type of a constants block's root (every other node is of ECJ's type nil). */
    static final String BLOCK_TYPE = "block";

    private EcjParameters() {}

    /** The base parameter file's text (written beside results as part of the resolved parameters). */
    public static String baseFile() {
        try (InputStream in = EcjParameters.class.getResourceAsStream(BASE)) {
            if (in == null) throw new IllegalStateException("missing resource " + BASE);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The keys set from the settings, in a stable order (saved with the results as resolved parameters): functions
     * from the operator table, then one {@link InputNode} per input (index = position), then the constants.
     */
    public static Map<String, String> fromSettings(Breeding s, int ecjSeed, List<String> inputs) {
        if (inputs == null || inputs.isEmpty()) throw new IllegalArgumentException("inputs must not be empty");
        return forTrees(s, ecjSeed, List.of(new Task.Expression("score", inputs, List.of(), List.of())));
    }

    /**
     * The keys for an individual of several trees: tree k has tree constraints tck and function set fk; an
     * expression tree's set is the breeding's functions and constants plus its own extras, then its inputs; a
     * constants block's set is a {@link BlockNode} of its own type over one {@link BlockConstNode} (the block's
     * constants are drawn from its range). One tree writes exactly the keys it always did.
     */
    public static Map<String, String> forTrees(Breeding s, int ecjSeed, List<Task.Tree> trees) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("seed.0", Integer.toString(ecjSeed));
        p.put("generations", Integer.toString(s.generations()));
        p.put("pop.subpop.0.size", Integer.toString(s.population()));
        p.put("pop.subpop.0.duplicate-retries", Integer.toString(s.duplicateRetries()));
        if (s.parentSelection().lexicase()) {
            // lexicase: every breeding source picks parents by (down-sampled) epsilon-lexicase over case values
            String lexicase = LexicaseSelection.class.getName();
            p.put("pop.subpop.0.species.fitness", CaseFitness.class.getName());
            p.put(
                    "select." + LexicaseSelection.P_LEXICASE + "." + LexicaseSelection.P_SHARE,
                    Double.toString(s.caseShare()));
            for (String source : List.of(
                    "breed.reproduce.source.0",
                    "gp.koza.xover.source.0",
                    "gp.koza.mutate.source.0",
                    "gp.breed.mutate-swap.source.0")) p.put(source, lexicase);
        } else p.put("select.tournament.size", Integer.toString(s.tournamentSize()));
        if (s.elite() > 0) p.put("breed.elite.0", Integer.toString(s.elite()));
        if (s.surrogate().on()) {
            // the first look (Surrogate): ECJ's evaluator screens each generation, the fitness carries the mark
            p.put("eval", FirstLookEvaluator.class.getName());
            p.put("pop.subpop.0.species.fitness", ScreenedFitness.class.getName());
        }
        if (s.sizeObjective()) {
            // ECJ's NSGA-II (ec.multiobjective.nsga2, Deb et al. 2002): objective 0 the fitness, 1 minus the tree's
            // nodes, both maximised; the evaluator keeps the non-dominated archive, the breeder's tournaments compare
            // Pareto rank, then sparsity
            p.put("eval", "ec.multiobjective.nsga2.NSGA2Evaluator");
            p.put("breed", "ec.multiobjective.nsga2.NSGA2Breeder");
            p.put("pop.subpop.0.species.fitness", "ec.multiobjective.nsga2.NSGA2MultiObjectiveFitness");
            p.put("multi.fitness.num-objectives", "2");
            p.put("multi.fitness.maximize", "true");
        }
        double[] prob = s.breedingProbabilities();
        for (int i = 0; i < 4; i++) p.put("pop.subpop.0.species.pipe.source." + i + ".prob", Double.toString(prob[i]));
        if (s.loop() == BreedingLoop.PAPER) {
            // Listing 1.1, lines 11-12: parents from the N_b best across generations; crossover parents at random
            String pool = ArchivePoolSelection.class.getName();
            p.put(
                    "select." + ArchivePoolSelection.P_POOL + "." + ArchivePoolSelection.P_SIZE,
                    Integer.toString(s.archiveSize()));
            p.put("gp.koza.xover.source.0", pool);
            // the crossover pipeline is source 0 of the species pipe; its parent sources are read at this base
            p.put("pop.subpop.0.species.pipe.source.0.source.0." + ArchivePoolSelection.P_RANDOM, "true");
            p.put("breed.reproduce.source.0", pool);
            p.put("gp.koza.mutate.source.0", pool);
            p.put("gp.breed.mutate-swap.source.0", pool);
        }
        // §5.2: maximum tree depth d = 10, maximum depth for crossover = 9 (crossover offspring deeper than that are
        // rejected and a parent is reproduced instead); mutation offspring obey the overall maximum depth
        p.put("gp.koza.xover.maxdepth", Integer.toString(s.maxCrossoverDepth()));
        p.put("gp.koza.mutate.maxdepth", Integer.toString(s.maxDepth()));
        p.put("gp.koza.grow.min-depth", Integer.toString(s.mutationSubtreeDepth()));
        p.put("gp.koza.grow.max-depth", Integer.toString(s.mutationSubtreeDepth()));
        p.put("gp.koza.half.min-depth", Integer.toString(s.initMinDepth()));
        p.put("gp.koza.half.max-depth", Integer.toString(s.initMaxDepth()));
        p.put("gp.koza.half.growp", "0.5");
        int maxArity = 2;
        for (int t = 0; t < trees.size(); t++) {
            String fs = "gp.fs." + t;
            if (trees.size() > 1) {
                String tree = "pop.subpop.0.species.ind.tree." + t;
                p.put(tree, "ec.gp.GPTree");
                p.put(tree + ".tc", "tc" + t);
                String tc = "gp.tc." + t;
                p.put(tc, "ec.gp.GPTreeConstraints");
                p.put(tc + ".name", "tc" + t);
                p.put(tc + ".fset", "f" + t);
                p.put(tc + ".init", "ec.gp.koza.HalfBuilder");
                p.put(fs, "ec.gp.GPFunctionSet");
                p.put(fs + ".name", "f" + t);
                p.put(tc + ".returns", trees.get(t) instanceof Task.Constants ? BLOCK_TYPE : "nil");
            }
            int size;
            if (trees.get(t) instanceof Task.Expression e) {
                List<String> functions = functions(s, e);
                for (String f : functions)
                    maxArity = Math.max(maxArity, Operators.bySymbol(f).arity());
                size = expressionSet(p, fs, functions, s, e);
            } else size = constantsSet(p, fs, (Task.Constants) trees.get(t));
            p.put(fs + ".size", Integer.toString(size));
        }
        if (trees.size() > 1) {
            p.put("pop.subpop.0.species.ind.numtrees", Integer.toString(trees.size()));
            p.put("gp.tc.size", Integer.toString(trees.size()));
            p.put("gp.fs.size", Integer.toString(trees.size()));
        }
        int blockNcs = 0;
        for (Task.Tree t : trees) if (t instanceof Task.Constants) blockNcs++;
        int ncs = Math.max(BASE_ARITIES, maxArity + 1);
        if (maxArity >= BASE_ARITIES || blockNcs > 0) {
            p.put("gp.nc.size", Integer.toString(ncs + blockNcs));
            for (int a = BASE_ARITIES; a <= maxArity; a++) {
                String nc = "gp.nc." + a;
                p.put(nc, "ec.gp.GPNodeConstraints");
                p.put(nc + ".name", "nc" + a);
                p.put(nc + ".returns", "nil");
                p.put(nc + ".size", Integer.toString(a));
                for (int c = 0; c < a; c++) p.put(nc + ".child." + c, "nil");
            }
            int k = ncs;
            for (Task.Tree t : trees)
                if (t instanceof Task.Constants c) {
                    String nc = "gp.nc." + k++;
                    p.put(nc, "ec.gp.GPNodeConstraints");
                    p.put(nc + ".name", "nc-" + c.name());
                    p.put(nc + ".returns", BLOCK_TYPE);
                    p.put(nc + ".size", Integer.toString(c.width()));
                    for (int i = 0; i < c.width(); i++) p.put(nc + ".child." + i, "nil");
                }
        }
        if (blockNcs > 0) {
            p.put("gp.type.a.size", "2");
            p.put("gp.type.a.1.name", BLOCK_TYPE);
        }
        return p;
    }

    /** The expression tree's functions: the breeding's, then its extras not among them. */
    private static List<String> functions(Breeding s, Task.Expression e) {
        List<String> f = new ArrayList<>(s.functions());
        for (String x : e.extraFunctions()) if (!f.contains(x)) f.add(x);
        return f;
    }

    private static int expressionSet(
            Map<String, String> p, String fs, List<String> functions, Breeding s, Task.Expression e) {
        int i = 0;
        for (String f : functions) {
            Operator op = Operators.bySymbol(f);
            p.put(fs + ".func." + i, OpNode.class.getName());
            p.put(fs + ".func." + i + ".nc", "nc" + op.arity());
            p.put(fs + ".func." + i + "." + OpNode.P_OP, op.symbol());
            i++;
        }
        for (int k = 0; k < e.inputs().size(); k++) {
            p.put(fs + ".func." + i, InputNode.class.getName());
            p.put(fs + ".func." + i + ".nc", "nc0");
            p.put(fs + ".func." + i + "." + InputNode.P_INDEX, Integer.toString(k));
            p.put(fs + ".func." + i + "." + InputNode.P_NAME, e.inputs().get(k));
            i++;
        }
        List<Double> constants = new ArrayList<>();
        for (String k : s.constants()) constants.add(Double.parseDouble(k));
        for (double x : e.extraConstants()) if (!constants.contains(x)) constants.add(x);
        for (double k : constants) {
            p.put(fs + ".func." + i, ConstNode.class.getName());
            p.put(fs + ".func." + i + ".nc", "nc0");
            p.put(fs + ".func." + i + "." + ConstNode.P_VALUE, Double.toString(k));
            i++;
        }
        return i;
    }

    private static int constantsSet(Map<String, String> p, String fs, Task.Constants c) {
        p.put(fs + ".func.0", BlockNode.class.getName());
        p.put(fs + ".func.0.nc", "nc-" + c.name());
        p.put(fs + ".func.1", BlockConstNode.class.getName());
        p.put(fs + ".func.1.nc", "nc0");
        p.put(fs + ".func.1." + BlockConstNode.P_LOW, Double.toString(c.low()));
        p.put(fs + ".func.1." + BlockConstNode.P_HIGH, Double.toString(c.high()));
        return 2;
    }

    /** A fresh database: base file, then the settings' keys. */
    public static ParameterDatabase database(Map<String, String> keys) {
        ParameterDatabase db;
        try (InputStream in = EcjParameters.class.getResourceAsStream(BASE)) {
            if (in == null) throw new IllegalStateException("missing resource " + BASE);
            db = new ParameterDatabase(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (Map.Entry<String, String> e : keys.entrySet()) db.set(new Parameter(e.getKey()), e.getValue());
        return db;
    }
}
