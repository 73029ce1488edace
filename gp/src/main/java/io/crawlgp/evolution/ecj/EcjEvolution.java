package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Evolve;
import ec.eval.MasterProblem;
import ec.gp.GPIndividual;
import ec.util.Output;
import ec.util.ParameterDatabase;
import io.crawlgp.cluster.UnitListener;
import io.crawlgp.cluster.WorkerInfo;
import io.crawlgp.evolution.Archive;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.CaseScores;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.InstanceBatches;
import io.crawlgp.evolution.Screening;
import io.crawlgp.evolution.SeedFormulas;
import io.crawlgp.evolution.Task;
import io.crawlgp.expr.Expr;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.ToDoubleFunction;

/**
 * One GP run (the training phase of Listing 1.1) on ECJ: a fresh parameter database and evolution state per run, so
 * nothing carries over between runs; ECJ's output goes to a private buffer and its fatal errors become
 * {@link EcjException}s; keys that ECJ never read are an error, so a misspelt setting cannot pass silently.
 */
public final class EcjEvolution {
    private EcjEvolution() {}

    /**
     * One run: terminals are the named inputs (trees hold {@link Expr.Var}s, input i at index i) and the settings'
     * constants; functions are the settings' operators; {@code fitness} scores each tree (higher is better).
     */
    public static Evolution run(
            Breeding settings,
            int ecjSeed,
            List<String> inputs,
            ToDoubleFunction<Expr> fitness,
            GenerationStats.Listener onGeneration) {
        return run(Task.single(settings, inputs, fitness), ecjSeed, onGeneration);
    }

    /**
     * The same run with every fitness evaluated by the cluster's workers through ECJ's master problem (see
     * {@link DistributedProblem}); {@code fitness} is the master's own, used to re-evaluate a share of each worker's
     * results. A worker caught returning a wrong value is dropped and the run starts again from its seed without it,
     * so the result is the one a single process computes. {@code contributors} receives the workers whose values the
     * returned result rests on, so that runs finished earlier can be redone when one of them is dropped later.
     */
    public static Evolution runDistributed(
            Breeding settings,
            int ecjSeed,
            List<String> inputs,
            ToDoubleFunction<Expr> fitness,
            GenerationStats.Listener onGeneration,
            EcjCluster cluster,
            int fold,
            String settingsHash,
            Set<WorkerInfo> contributors) {
        if (settings.surrogate().on())
            throw new UserError("surrogate = pages does not run distributed: the first look ranks a generation on the "
                    + "master before any tree is shipped (not implemented); run without --distribute");
        for (int attempt = 0; ; attempt++) {
            String id = DistributedProblem.newId(fold, ecjSeed, attempt);
            Map<String, String> keys = new LinkedHashMap<>(EcjParameters.fromSettings(settings, ecjSeed, inputs));
            keys.put("eval.masterproblem", DistributedProblem.class.getName());
            keys.put("eval.masterproblem." + DistributedProblem.P_UNIT, id);
            keys.put(
                    "eval.masterproblem.job-size",
                    Integer.toString(cluster.options().jobSize()));
            keys.put(
                    "eval.masterproblem.max-jobs-per-slave",
                    Integer.toString(cluster.options().jobsPerWorker()));
            keys.put("eval.masterproblem.reschedule-lost-jobs", "true");
            keys.put(
                    "eval.master.port",
                    "0"); // ECJ's own listener: an ephemeral port, closed at once (DistributedProblem)
            keys.put("eval.compression", "false");
            keys.put("pop.subpop.0.species.fitness", AttributedFitness.class.getName());
            UnitListener listener;
            try {
                listener = cluster.gate().unitListener();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Set<WorkerInfo> these = ConcurrentHashMap.newKeySet();
            DistributedProblem.register(
                    id,
                    new DistributedProblem.Unit(
                            listener, fold, settingsHash, cluster, ecjSeed, cluster.results(fold), these));
            try {
                Evolution e =
                        run(keys, settings.archiveSize(), fitness, onGeneration, SeedFormulas.of(settings, inputs));
                contributors.addAll(these); // the workers whose values this run's result rests on
                return e;
            } catch (WorkerCaught e) {
                if (attempt >= MAX_RESTARTS)
                    throw new EcjException(
                            "gave up after " + (attempt + 1) + " restarts caused by wrong worker results; last: "
                                    + e.getMessage(),
                            e);
                cluster.gate()
                        .log()
                        .println("restarting the GP run of fold " + fold + " (ECJ seed " + ecjSeed + ") without worker "
                                + e.worker.name() + ": " + e.getMessage());
            } finally {
                DistributedProblem.unregister(id);
                try {
                    listener.close();
                } catch (IOException ignored) {
                    // binds nothing
                }
            }
        }
    }

    /** Restarts of one run after wrong worker results before the experiment stops (each restart drops a worker). */
    static final int MAX_RESTARTS = 20;

    /** Runs ECJ on exactly these keys over the base file (tests use it to feed ECJ bad parameters). */
    static Evolution run(
            Map<String, String> keys,
            int archiveSize,
            ToDoubleFunction<Expr> fitness,
            GenerationStats.Listener onGeneration) {
        return run(keys, archiveSize, fitness, onGeneration, List.of());
    }

    /** As above, the initial population's first individuals replaced by {@code seeds}. */
    static Evolution run(
            Map<String, String> keys,
            int archiveSize,
            ToDoubleFunction<Expr> fitness,
            GenerationStats.Listener onGeneration,
            List<Expr> seeds) {
        return run(
                keys,
                archiveSize,
                problem -> problem.fitness = fitness,
                onGeneration,
                state -> Seeding.inject(state, seeds));
    }

    /**
     * The run of a task, one objective, on this machine: one tree as GP4C's score (seeds and fitness from the task; a
     * size objective through the breeding settings, as above), or several trees (the adaptive rule: update
     * tree, score tree, constants block) as ECJ's multi-tree individuals, crossover and mutation within one tree at a
     * time (a tree is only ever crossed with the same tree of the other parent).
     */
    public static Evolution run(Task task, int ecjSeed, GenerationStats.Listener onGeneration) {
        Consumer<ExprProblem> fitness;
        if (task.trees().size() == 1) {
            ToDoubleFunction<Expr> one = task.singleObjective(ENGINE); // refuses several objectives
            Breeding b = task.breeding();
            if (b.parentSelection().lexicase() && !(one instanceof CaseScores))
                throw new UserError("parentSelection = " + b.parentSelection().written()
                        + " needs a fitness scored case by case; this problem's has no cases (not implemented)");
            CaseScores cases = b.parentSelection().lexicase() ? (CaseScores) one : null;
            if (b.miniBatch() > 0 && !(one instanceof InstanceBatches))
                throw new UserError("miniBatch = " + b.miniBatch() + " draws among several datasets; this run's "
                        + "fitness is over one (set instances)");
            InstanceBatches batches = b.miniBatch() > 0 ? (InstanceBatches) one : null;
            if (b.surrogate().on() && task.firstLook() == null)
                throw new UserError("surrogate = pages needs a sample of the training pages to look at; this problem "
                        + "has none (not implemented)");
            fitness = problem -> {
                problem.firstLook = b.surrogate().on() ? task.firstLook() : null;
                problem.fitness = one;
                problem.caseScores = cases;
                problem.caseCycles = b.caseCycles();
                problem.batches = batches;
                problem.miniBatch = b.miniBatch();
                problem.runSeed = ecjSeed;
                problem.surrogate = b.surrogate();
            };
        } else {
            if (task.breeding().parentSelection().lexicase())
                throw new UserError(
                        "parentSelection = " + task.breeding().parentSelection().written()
                                + " breeds one tree per individual; this task's individuals have "
                                + task.trees().size()
                                + " trees (form = adaptive): use parentSelection = tournament");
            if (task.objectives().size() != 1 || task.breeding().sizeObjective())
                throw new UserError("an individual of " + task.trees().size()
                        + " trees is bred for one objective; this task asks for " + task.objectives()
                        + (task.breeding().sizeObjective()
                                ? " and objectives = " + task.breeding().objectives()
                                : "")
                        + " (not implemented)");
            fitness = problem -> problem.individualFitness = task::primary;
        }
        return run(
                EcjParameters.forTrees(task.breeding(), ecjSeed, task.trees()),
                task.breeding().archiveSize(),
                fitness,
                onGeneration,
                state -> Seeding.injectIndividuals(state, task.seeds()));
    }

    /** The engine's name in refusals. */
    static final String ENGINE = "the ECJ engine";

    private static Evolution run(
            Map<String, String> keys,
            int archiveSize,
            Consumer<ExprProblem> fitness,
            GenerationStats.Listener onGeneration,
            Consumer<EvolutionState> seeding) {
        ParameterDatabase db = EcjParameters.database(keys);
        StringWriter log = new StringWriter();
        RunRecorder recorder;
        EvolutionState state = null;
        boolean finished = false;
        try {
            state = prepare(db, log);
            seeding.accept(state);
            ec.Problem p = state.evaluator.p_problem;
            ExprProblem problem = (ExprProblem) (p instanceof MasterProblem m ? m.problem : p);
            fitness.accept(problem);
            if (state.evaluator instanceof FirstLookEvaluator screen) {
                screen.look = problem.firstLook;
                screen.screening = new Screening(problem.surrogate, problem.runSeed);
            }
            recorder = (RunRecorder) state.statistics;
            recorder.archive = new Archive(archiveSize);
            recorder.onGeneration = onGeneration;
            recorder.rescoreEachGeneration =
                    problem.batches != null && problem.miniBatch < problem.batches.instanceCount();
            if (recorder.rescoreEachGeneration) recorder.fullFitness = problem.fitness;
            int result;
            do {
                result = state.evolve();
            } while (result == EvolutionState.R_NOTDONE);
            finished = true;
            state.finish(result);
            state.output.flush();
        } catch (WorkerCaught | UserError e) {
            throw e;
        } catch (RuntimeException e) {
            throw wrap(e, log);
        } finally {
            // a run that stopped early still releases its workers (ECJ's finish does it otherwise)
            if (!finished
                    && state != null
                    && state.evaluator != null
                    && state.evaluator.p_problem instanceof MasterProblem m
                    && m.monitor != null) m.closeContacts(state, EvolutionState.R_FAILURE);
        }
        List<String> unread = unread(db);
        if (!unread.isEmpty())
            throw new EcjException("ECJ never read these parameters (misspelt or unused): " + unread, null);
        return new Evolution(
                recorder.archive.entries(), List.copyOf(recorder.generations), keys, recorder.front(state));
    }

    /**
     * The individuals of a freshly initialised population (ramped half-and-half), seeds first, each as its flat list of
     * trees: e.g. realistic benchmark inputs.
     */
    public static List<List<Expr>> initialIndividuals(Task task, int ecjSeed) {
        EvolutionState state = prepare(
                EcjParameters.database(EcjParameters.forTrees(task.breeding(), ecjSeed, task.trees())),
                new StringWriter());
        Seeding.injectIndividuals(state, task.seeds());
        List<List<Expr>> out = new ArrayList<>();
        for (ec.Individual ind : state.population.subpops[0].individuals) out.add(Individuals.flat((GPIndividual) ind));
        return out;
    }

    /** A fresh state, set up, with its initial population built but not evaluated. */
    static EvolutionState prepare(ParameterDatabase db, StringWriter log) {
        Output out = new Output(true);
        out.setThrowsErrors(true);
        PrintWriter pw = new PrintWriter(log);
        out.addLog(pw, null, false, false); // log 0: ECJ's "stdout"
        out.addLog(pw, null, false, false); // log 1: ECJ's "stderr"
        try {
            EvolutionState state = Evolve.initialize(db, 0, out);
            state.startFresh();
            return state;
        } catch (RuntimeException e) {
            throw wrap(e, log);
        }
    }

    private static EcjException wrap(RuntimeException e, StringWriter log) {
        if (e instanceof EcjException x) return x;
        String msg = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new EcjException("ECJ failed: " + msg + tail(log), e);
    }

    /** Keys present in the database that ECJ never accessed. */
    static List<String> unread(ParameterDatabase db) {
        StringWriter w = new StringWriter();
        db.listNotAccessed(new PrintWriter(w, true));
        TreeSet<String> out = new TreeSet<>();
        for (String line : w.toString().split("\\R")) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) continue;
            int eq = l.indexOf('=');
            out.add((eq > 0 ? l.substring(0, eq) : l).strip());
        }
        return new ArrayList<>(out);
    }

    private static String tail(StringWriter log) {
        String s = log.toString().strip();
        if (s.isEmpty()) return "";
        String[] lines = s.split("\\R");
        int from = Math.max(0, lines.length - 6);
        return "\nECJ said:\n  " + String.join("\n  ", Arrays.copyOfRange(lines, from, lines.length));
    }
}
