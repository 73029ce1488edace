package io.crawlgp.gp;

import io.crawlgp.cluster.ClusterOptions;
import io.crawlgp.cluster.Gate;
import io.crawlgp.cluster.RunOffer;
import io.crawlgp.cluster.WorkerInfo;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.Evaluation.Contender;
import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.PairedComparison;
import io.crawlgp.experiment.ResultsFolder;
import io.crawlgp.experiment.Summary;
import io.crawlgp.experiment.Trials;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.RankSimplifier;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.GpResultsCsv.FormulaRow;
import io.crawlgp.gp.GpResultsCsv.GenerationRow;
import io.crawlgp.gp.Selection.Candidate;
import io.crawlgp.gp.Selection.Variant;
import io.crawlgp.gp.ecj.EcjCluster;
import io.crawlgp.gp.ecj.EcjEvolution;
import io.crawlgp.gp.ecj.EcjParameters;
import io.crawlgp.gp.evolution.ArchiveEntry;
import io.crawlgp.gp.evolution.Breeding;
import io.crawlgp.gp.evolution.ConstantTuning;
import io.crawlgp.gp.evolution.Evolution;
import io.crawlgp.gp.evolution.Evolver;
import io.crawlgp.gp.evolution.GenerationStats;
import io.crawlgp.gp.evolution.Task;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.InputFiles;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.policy.AdaptiveIntervalPolicy;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.IntervalRulePolicy;
import io.crawlgp.policy.IntervalRules;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.simulation.CohortSimulator;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.MemoryBudget;
import io.crawlgp.util.Oracles;
import io.crawlgp.util.Parallel;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntConsumer;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * GP4C's protocol (Santos et al. §5.2, Listing 1.1): F folds over pages; for each test fold the other F-1 folds are
 * split equally into training folds (the next floor((F-1)/2) folds in cyclic order) and validation folds (the rest).
 * Each of N seeds evolves on the training pages; every archive member is scored on the validation pages; Best, Sum and
 * Avg are chosen (see {@link Selection}) and simulated on the test fold next to the baselines, through the same
 * evaluation contract. Each (fold, seed) run is saved as it finishes, and a rerun skips saved runs, so an interrupted
 * experiment resumes and ends with exactly the results of an uninterrupted one.
 */
public final class Gp4cExperiment {
    private Gp4cExperiment() {}

    public record Outcome(
            List<Summary> summary,
            List<FoldRun> testRuns,
            List<FormulaRow> formulas,
            List<PairedComparison.Row> comparisons,
            int unitsRun,
            int unitsReused) {}

    /**
     * The archive with the constants of its {@code tuneConstants} best trees tuned by CMA-ES on the training fitness
     * (issue 44): each tuned tree that is better than its source joins as a new entry, marked {@link ArchiveEntry#TUNED}
     * (formulas.csv: variant archive-tuned), so validation chooses among evolved and tuned trees alike.
     */
    static List<ArchiveEntry> withTunedConstants(
            List<ArchiveEntry> archive, List<String> inputs, ToDoubleFunction<Expr> fit, Breeding b, int ecjSeed) {
        if (b.tuneConstants() == 0) return archive;
        List<ArchiveEntry> out = new ArrayList<>(archive);
        for (int i = 0; i < Math.min(b.tuneConstants(), archive.size()); i++) {
            Expr e = archive.get(i).evolvedExpr(inputs);
            Expr t = ConstantTuning.tune(e, fit, b.constantEvaluations(), ((long) ecjSeed << 8) + i);
            if (t != e) out.add(ArchiveEntry.of(t, fit.applyAsDouble(t), ArchiveEntry.TUNED));
        }
        return out;
    }

    /** Training and validation rows of a test fold. */
    static int[][] trainValidation(Folds folds, int test) {
        int f = folds.count();
        int trainCount = (f - 1) / 2;
        List<Integer> train = new ArrayList<>(), val = new ArrayList<>();
        for (int j = 1; j < f; j++) {
            int[] rows = folds.rows((test + j) % f);
            for (int r : rows) (j <= trainCount ? train : val).add(r);
        }
        return new int[][] {
            train.stream().mapToInt(Integer::intValue).sorted().toArray(),
            val.stream().mapToInt(Integer::intValue).sorted().toArray()
        };
    }

    /** The fitness of a page set under these settings: their metric, the run's terminals, the fastest engine that fits. */
    public static CrawlFitness fitness(
            ChangeHistory pages, SimulationSettings sim, GpSettings s, TerminalSet terminals) {
        return new CrawlFitness(
                pages, sim, s.fitnessMetric(), terminals, CrawlFitness.Engine.COHORT, CohortSimulator.DEFAULT_MEMO);
    }

    public static final SeedLabel ECJ =
            new SeedLabel("ecj", "f, r", "ECJ's seed of GP run r on test fold f (low 31 bits)");
    public static final SeedLabel TRAIN =
            new SeedLabel("train", "f", "the simulation seed of fold f's training pages (tie-break)");
    public static final SeedLabel VALIDATION =
            new SeedLabel("validation", "f", "the simulation seed of fold f's validation pages (tie-break)");

    public static int ecjSeed(long seed, int fold, int seedIndex) {
        return (int) (ECJ.derive(seed, fold, seedIndex) & 0x7fffffff);
    }

    public static SimulationSettings trainingSimulation(GpSettings s, int fold) {
        return s.simulation().withSeed(TRAIN.derive(s.seed(), fold));
    }

    public static SimulationSettings validationSimulation(GpSettings s, int fold) {
        return s.simulation().withSeed(VALIDATION.derive(s.seed(), fold));
    }

    /** The settings as a stable text (also their hash ties unit files to them). */
    /** The settings as a user writes them (lower-case choices, "unlimited"): settings.properties, read back the same. */
    public static String writtenSettingsText(GpSettings s) {
        StringBuilder sb = new StringBuilder();
        RecordOverrides.asWritten(s)
                .forEach((k, v) -> sb.append(k).append(" = ").append(v).append('\n'));
        return sb.toString();
    }

    /** The canonical settings text the run's hash is made of (unchanged since runs were first committed, so they resume). */
    public static String settingsText(GpSettings s) {
        StringBuilder sb = new StringBuilder();
        RecordOverrides.describe(s)
                .forEach((k, v) -> sb.append(k).append(" = ").append(v).append('\n'));
        return sb.toString();
    }

    /** Opens the data of an experiment (a plain change history, or one with the text of its versions). */
    @FunctionalInterface
    public interface DataLoader {
        CrawlData load(GpSettings s);
    }

    /** The data of a plain change history: its crawl features only. */
    public static CrawlData plainData(GpSettings s) {
        return CrawlData.plain(s.dataset().load(), s.dataset().source());
    }

    public static Outcome run(GpSettings s, Path out, int threads, boolean withBaselines, String command) {
        return run(s, Gp4cExperiment::plainData, out, threads, withBaselines, command);
    }

    public static Outcome run(
            GpSettings s, DataLoader loader, Path out, int threads, boolean withBaselines, String command) {
        return run(s, loader, out, threads, withBaselines, command, null);
    }

    /**
     * The protocol with the training runs' fitness evaluated by workers when {@code cluster} is given (one GP run at a
     * time, each spread over every connected worker); results are those of the single-process run.
     */
    public static Outcome run(
            GpSettings s,
            DataLoader loader,
            Path out,
            int threads,
            boolean withBaselines,
            String command,
            ClusterOptions cluster) {
        Provenance prov = Provenance.start(command); // git commit and start time as the run begins
        Trials.refuseOver(out, s.dataset());
        if (cluster != null && s.form() == Form.ADAPTIVE)
            throw new UserError(
                    "form = adaptive does not run distributed (ECJ's master problem carries one tree); run without --distribute");
        if (cluster != null && s.breeding().sizeObjective())
            throw new UserError(
                    "objectives = " + s.breeding().objectives()
                            + " does not run distributed: ECJ's master problem carries one fitness per tree; run without --distribute");
        int parallelRuns = Math.max(
                1,
                Math.min(
                        cluster == null ? threads : 1,
                        s.protocol().folds() * s.protocol().seeds()));
        MemoryBudget.require(
                "population = " + s.breeding().population() + " in " + parallelRuns + " GP run(s) at once (--threads)",
                (double) s.breeding().population() * MemoryBudget.INDIVIDUAL_BYTES * parallelRuns);
        CrawlData data = loader.load(s);
        int pageCount = data.history().pages(), foldCount = s.protocol().folds();
        MemoryBudget.require(
                "GP4C over " + pageCount + " pages (" + foldCount
                        + " folds' training, validation and test sets, and the " + "fitness state of " + parallelRuns
                        + " GP run(s) at once)",
                pageCount * MemoryBudget.gp4cPageBytes(foldCount, parallelRuns));
        TerminalSet terminals;
        try {
            terminals = s.terminals(data.features());
        } catch (UserError e) {
            throw new UserError("inputs: " + e.getMessage());
        }
        Folds folds = Folds.of(data.history().pages(), s.protocol().folds(), s.seed());
        checkFoldsCrawl(s, folds);
        String settingsHash = Hashing.sha256(
                settingsText(s) + "dataset-sha256=" + data.provenance().get("sha256"));
        RunIdentity identity = RunIdentity.of(
                "evolve",
                settingsHash,
                String.valueOf(data.provenance().get("sha256")),
                CrawlData.inputs(data),
                RecordOverrides.describe(s));
        Context c = new Context(s, terminals, data, folds, settingsHash, out, threads);
        // until a file besides run.json is written, a refusal (a busy --distribute port) withdraws the claim
        return identity.claim(out).run(() -> claimedRun(c, withBaselines, cluster, prov));
    }

    /** What every phase of one run reads. */
    private record Context(
            GpSettings s,
            TerminalSet terminals,
            CrawlData data,
            Folds folds,
            String settingsHash,
            Path out,
            int threads) {
        List<String> inputs() {
            return terminals.names();
        }
    }

    /** Before any long work: every training, validation and test fold crawls at least one page per cycle. */
    private static void checkFoldsCrawl(GpSettings s, Folds folds) {
        for (int f = 0; f < s.protocol().folds(); f++) {
            int[][] tv = trainValidation(folds, f);
            int[] sizes = {tv[0].length, tv[1].length, folds.rows(f).length};
            String[] what = {"training", "validation", "test"};
            for (int i = 0; i < 3; i++) {
                try {
                    s.simulation().k(sizes[i]);
                } catch (UserError e) {
                    throw new UserError("fold " + f + "'s " + what[i] + " pages: " + e.getMessage());
                }
            }
        }
    }

    /** The protocol's phases in order: train, select on validation, test, write. */
    private static Outcome claimedRun(Context c, boolean withBaselines, ClusterOptions cluster, Provenance prov) {
        Training training = train(c, cluster);
        Selected selected = select(c, training.units());
        Tested tested = test(c, selected, withBaselines);
        return write(c, training, selected, tested, cluster, prov);
    }

    /** The training phase's result: each (fold, seed) GP run, how many were computed here, and its fitness functions. */
    private record Training(
            UnitResult[][] units,
            int computed,
            int reused,
            CrawlFitness[] fitness,
            AdaptiveForm.RuleFitness[] ruleFitness,
            List<IntervalRule> fold0TunedSeeds,
            Gate gate) {}

    /**
     * {@code seedFormulas = tuned} (form = adaptive): per fold, the production rules at the settings their tuned peers
     * choose on that fold's training and validation pages (the test phase's tuning, the same deterministic choice), as
     * pairs.
     */
    private static List<List<IntervalRule>> tunedRules(Context c) {
        GpSettings s = c.s();
        PeerTuning.Tuned tuned = PeerTuning.tune(
                s,
                c.data().history(),
                c.folds(),
                AdaptiveForm.TUNED_FAMILIES,
                s.protocol().tuneEvaluations(),
                c.threads());
        List<List<IntervalRule>> out = new ArrayList<>();
        for (int f = 0; f < c.folds().count(); f++) out.add(new ArrayList<>());
        for (PeerTuning.Choice ch : tuned.choices())
            out.get(ch.fold()).add(IntervalRules.of(ch.chosen() + " as a pair", (AdaptiveIntervalPolicy)
                    Policies.byName(ch.chosen())));
        return out;
    }

    /** The fitness of adaptive rules on a fold's training pages (same pages and seed as the score form's). */
    private static AdaptiveForm.RuleFitness ruleFitness(Context c, int[] rows, SimulationSettings sim) {
        return new AdaptiveForm.RuleFitness(c.data().history().subset(rows), sim, c.s().fitnessMetric());
    }

    /**
     * Training (Listing 1.1, lines 1-13): N seeds per fold evolve on the fold's training pages, in parallel, each ECJ
     * run single-threaded and isolated; a run saved by an earlier invocation of the same settings is reused.
     */
    private static Training train(Context c, ClusterOptions cluster) {
        GpSettings s = c.s();
        int foldCount = s.protocol().folds(), seeds = s.protocol().seeds();
        Path unitsDir = c.out().resolve("units");
        CrawlFitness[] trainFit = new CrawlFitness[foldCount];
        for (int f = 0; f < foldCount; f++)
            trainFit[f] = fitness(
                    c.data().history().subset(trainValidation(c.folds(), f)[0]),
                    trainingSimulation(s, f),
                    s,
                    c.terminals());
        boolean adaptive = s.form() == Form.ADAPTIVE;
        List<List<IntervalRule>> tunedSeeds =
                adaptive && AdaptiveForm.wantsTuned(s.breeding().seedFormulas()) ? tunedRules(c) : null;
        AdaptiveForm.RuleFitness[] ruleFit = new AdaptiveForm.RuleFitness[adaptive ? foldCount : 0];
        for (int f = 0; f < ruleFit.length; f++)
            ruleFit[f] = ruleFitness(c, trainValidation(c.folds(), f)[0], trainingSimulation(s, f));
        UnitResult[][] units = new UnitResult[foldCount][seeds];
        int reused = 0;
        List<int[]> todo = new ArrayList<>();
        for (int f = 0; f < foldCount; f++) {
            for (int r = 0; r < seeds; r++) {
                units[f][r] = UnitResult.load(unitsDir, f, r, c.settingsHash(), ecjSeed(s.seed(), f, r));
                if (units[f][r] == null) todo.add(new int[] {f, r});
                else reused++;
            }
        }
        if (reused > 0)
            System.err.println(
                    "resuming: " + reused + " of " + (foldCount * seeds) + " GP runs already done in " + unitsDir);
        Gate gate = cluster == null || todo.isEmpty()
                ? null
                : Distribution.open(
                        cluster,
                        new RunOffer(
                                settingsText(s),
                                c.settingsHash(),
                                String.valueOf(c.data().provenance().get("sha256")),
                                InputFiles.text(CrawlData.inputs(c.data()))));
        AtomicFiles.writeString(
                c.out().resolve("settings.properties"), "# resolved settings of this run\n" + writtenSettingsText(s));
        EcjCluster ecjCluster = gate == null ? null : Distribution.ecj(cluster, gate);
        Evolver local = Evolvers.ecj();
        // the workers whose values each GP run of this invocation rests on (cluster only)
        Map<Integer, Set<WorkerInfo>> contributors = new ConcurrentHashMap<>();
        try (Progress progress =
                Progress.start("evolve", todo.size() * s.breeding().generations())) {
            Logbook logbook = new Logbook(System.err, s.breeding().generations());
            IntConsumer compute = i -> {
                int f = todo.get(i)[0], r = todo.get(i)[1];
                int ecjSeed = ecjSeed(s.seed(), f, r);
                Set<WorkerInfo> by = ConcurrentHashMap.newKeySet();
                GenerationStats.Listener log = logbook.forRun(f, r, progress);
                Task task = adaptive
                        ? AdaptiveForm.task(
                                s.breeding(), ruleFit[f], tunedSeeds == null ? List.of() : tunedSeeds.get(f))
                        : Task.single(s.breeding(), c.inputs(), trainFit[f]);
                Evolution o = gate == null
                        ? local.evolve(task, ecjSeed, log)
                        : EcjEvolution.runDistributed(
                                s.breeding(),
                                ecjSeed,
                                c.inputs(),
                                trainFit[f],
                                log,
                                ecjCluster,
                                f,
                                c.settingsHash(),
                                by);
                List<ArchiveEntry> archive = adaptive
                        ? o.archive()
                        : withTunedConstants(o.archive(), c.inputs(), trainFit[f], s.breeding(), ecjSeed);
                UnitResult u = new UnitResult(
                        f,
                        r,
                        ecjSeed,
                        c.settingsHash(),
                        archive,
                        o.generations(),
                        o.front().isEmpty() ? null : o.front());
                u.save(unitsDir);
                units[f][r] = u;
                contributors.put(i, by);
            };
            // on a cluster one GP run at a time: every worker serves it, and a run never waits for workers another
            // holds
            Parallel.run(gate == null ? c.threads() : 1, todo.size(), compute);
            // a worker dropped late may have served earlier runs unnoticed (only a share is re-evaluated): redo those
            for (List<Integer> redo = Distribution.servedByDropped(contributors);
                    !redo.isEmpty();
                    redo = Distribution.servedByDropped(contributors)) {
                cluster.log()
                        .println("recomputing " + redo.size() + " GP run(s) that a dropped worker contributed to: "
                                + redo.stream()
                                        .map(i -> "fold " + todo.get(i)[0] + " seed " + todo.get(i)[1])
                                        .collect(Collectors.joining(", ")));
                for (int i : redo) compute.accept(i);
            }
        } finally {
            if (gate != null) gate.close();
        }
        return new Training(
                units,
                todo.size(),
                reused,
                trainFit,
                ruleFit,
                tunedSeeds == null ? List.of() : tunedSeeds.get(0),
                gate);
    }

    /** Every archive member of a fold scored on its validation pages, and the formula each variant chose. */
    private record Selected(
            List<List<Candidate>> candidates, Map<Variant, Candidate[]> chosen, CrawlFitness[] validation) {
        Expr formula(Variant v, int fold, List<String> inputs) {
            return chosen.get(v)[fold].entry().simplifiedExpr(inputs);
        }

        /** The adaptive rule a variant chose on a fold, named as the variant. */
        IntervalRule rule(Variant v, int fold) {
            return AdaptiveForm.rule(v.method, chosen.get(v)[fold].entry().simplified());
        }
    }

    /** Validation and selection (Listing 1.1, lines 14-17): GP4C_Best, Sum and Avg per fold ({@link Selection}). */
    private static Selected select(Context c, UnitResult[][] units) {
        GpSettings s = c.s();
        int foldCount = s.protocol().folds();
        List<List<Candidate>> candidatesByFold = new ArrayList<>();
        for (int f = 0; f < foldCount; f++) candidatesByFold.add(null);
        // kept for the front only (its members are validated by the same fitness): otherwise freed after selection
        CrawlFitness[] validation = s.breeding().sizeObjective() ? new CrawlFitness[foldCount] : null;
        Parallel.run(c.threads(), foldCount, f -> {
            CrawlFitness valFit = fitness(
                    c.data().history().subset(trainValidation(c.folds(), f)[1]),
                    validationSimulation(s, f),
                    s,
                    c.terminals());
            if (validation != null) validation[f] = valFit;
            ToDoubleFunction<ArchiveEntry> score = s.form() == Form.ADAPTIVE
                    ? validatedRule(ruleFitness(c, trainValidation(c.folds(), f)[1], validationSimulation(s, f)))
                    : e -> valFit.applyAsDouble(e.simplifiedExpr(c.inputs()));
            List<Candidate> candidates = new ArrayList<>();
            for (int r = 0; r < s.protocol().seeds(); r++)
                for (ArchiveEntry e : units[f][r].archive())
                    candidates.add(new Candidate(r, e, score.applyAsDouble(e)));
            candidatesByFold.set(f, candidates);
        });
        Map<Variant, Candidate[]> chosen = new LinkedHashMap<>();
        for (Variant v : Variant.values()) {
            Candidate[] perFold = new Candidate[foldCount];
            for (int f = 0; f < foldCount; f++)
                perFold[f] = Selection.choose(
                        v, candidatesByFold.get(f), s.protocol().sdKind());
            chosen.put(v, perFold);
        }
        return new Selected(candidatesByFold, chosen, validation);
    }

    private static ToDoubleFunction<ArchiveEntry> validatedRule(AdaptiveForm.RuleFitness fit) {
        return e -> fit.applyAsDouble(AdaptiveForm.trees(e.simplified()));
    }

    /** The test phase's result: every contender's run on every test fold, and which contenders were compared. */
    private record Tested(List<FoldRun> runs, List<String> compared, PeerTuning.Tuned tuned) {}

    /** Test: the chosen functions and the baselines on each test fold, same contract, same fold seeds. */
    private static Tested test(Context c, Selected selected, boolean withBaselines) {
        GpSettings s = c.s();
        List<Contender> contenders = new ArrayList<>();
        boolean adaptive = s.form() == Form.ADAPTIVE;
        for (Variant v : Variant.values())
            contenders.add(new Contender(
                    v.method,
                    adaptive
                            ? f -> new IntervalRulePolicy(selected.rule(v, f))
                            : f -> FormulaPolicy.of(v.method, selected.formula(v, f, c.inputs()), c.terminals())));
        List<String> names = withBaselines ? Policies.names() : List.of();
        if (withBaselines && adaptive) { // the production rules as pairs: the seeds' own points of the search space
            names = new ArrayList<>(names);
            names.addAll(IntervalRules.names());
        }
        List<String> tunable = new ArrayList<>();
        if (s.protocol().tunePeers()) for (String f : TuningSpace.families()) if (names.contains(f)) tunable.add(f);
        long t0 = System.nanoTime();
        PeerTuning.Tuned tuned = PeerTuning.tune(
                s, c.data().history(), c.folds(), tunable, s.protocol().tuneEvaluations(), c.threads());
        if (!tunable.isEmpty())
            System.err.printf(
                    Locale.ROOT,
                    "tuned %d peers on each fold's training and validation pages: %d simulations, %.1fs%n",
                    tunable.size(),
                    tuned.simulations(),
                    (System.nanoTime() - t0) / 1e9);
        List<String> compared = new ArrayList<>();
        for (String b : names) {
            contenders.add(Contender.of(Policies.byName(b)));
            compared.add(b);
            int t = tunable.indexOf(b);
            if (t >= 0) { // side by side: the default rule, then its tuned variant
                contenders.add(tuned.contenders().get(t));
                compared.add(tuned.contenders().get(t).name());
            }
        }
        if (withBaselines)
            for (Policy p : c.data().policies()) {
                contenders.add(Contender.of(p));
                compared.add(p.name());
            }
        try (Progress progress =
                Progress.start("test", contenders.size() * s.protocol().folds())) {
            return new Tested(
                    Evaluation.run(c.data().history(), c.folds(), contenders, s.simulation(), c.threads(), progress),
                    compared,
                    tuned);
        }
    }

    /** Writing: formulas, generations, paired comparisons, ECJ parameters, provenance and the summary. */
    private static Outcome write(
            Context c, Training training, Selected selected, Tested tested, ClusterOptions cluster, Provenance prov) {
        GpSettings s = c.s();
        int foldCount = s.protocol().folds();
        Map<String, Double> testByMethodFold = new HashMap<>();
        // a GP evolved for a metric is judged on it: the formulas' test values (on the fitness scale of the training
        // and
        // validation columns: negated for a lower-is-better metric) and the paired tests use the fitness metric
        for (FoldRun r : tested.runs())
            testByMethodFold.put(r.method() + "#" + r.fold(), CrawlFitness.score(s.fitnessMetric(), r.result()));
        List<FormulaRow> formulas = new ArrayList<>();
        for (int f = 0; f < foldCount; f++) {
            for (Variant v : Variant.values())
                formulas.add(
                        row(f, selected.chosen().get(v)[f], c, v.method, testByMethodFold.get(v.method + "#" + f)));
            for (Candidate cand : selected.candidates().get(f))
                formulas.add(row(
                        f,
                        cand,
                        c,
                        cand.entry().generation() == ArchiveEntry.TUNED ? "archive-tuned" : "archive",
                        Double.NaN));
        }
        List<GenerationRow> generations = new ArrayList<>();
        for (int f = 0; f < foldCount; f++)
            for (int r = 0; r < s.protocol().seeds(); r++)
                for (GenerationStats g : training.units()[f][r].generations())
                    generations.add(new GenerationRow(
                            f, r, g.generation(), g.best(), g.mean(), g.meanSize(), g.sd(), g.bestFormula()));
        List<PairedComparison.Row> comparisons = new ArrayList<>();
        for (String b : tested.compared())
            if (!Oracles.isOracle(b))
                comparisons.add(
                        PairedComparison.compare(tested.runs(), Variant.BEST.method, b, 0.05, s.fitnessMetric()));

        Path out = c.out();
        GpResultsCsv.writeFormulas(out.resolve(GpResultsCsv.FORMULAS), formulas);
        GpResultsCsv.writeGenerations(out.resolve(GpResultsCsv.GENERATIONS), generations);
        EcjStatistics.write(out.resolve(EcjStatistics.FILE), generations);
        comparisons = PairedComparison.holm(comparisons);
        GpResultsCsv.writeComparisons(out.resolve(GpResultsCsv.COMPARISONS), comparisons);
        if (s.breeding().sizeObjective())
            GpResultsCsv.writeFront(out.resolve(GpResultsCsv.FRONT), front(c, training.units(), selected.validation()));
        if (!tested.tuned().choices().isEmpty())
            GpResultsCsv.writeTuned(
                    out.resolve(GpResultsCsv.TUNED), tested.tuned().choices());
        writeEcjParameters(out.resolve("ecj.params"), s, training.fold0TunedSeeds());
        if (s.form() == Form.ADAPTIVE) writeTrajectories(c, selected);
        Map<String, Object> seeds = SeedLabel.describe(
                s.seed(), List.of(Folds.SEED, Evaluation.TEST_FOLD, CrawlSimulator.TIE_BREAK, TRAIN, VALIDATION, ECJ));
        Map<String, Integer> ecjSeeds = new LinkedHashMap<>();
        for (int f = 0; f < foldCount; f++)
            for (int r = 0; r < s.protocol().seeds(); r++)
                ecjSeeds.put("fold" + f + "-seed" + r, ecjSeed(s.seed(), f, r));
        seeds.put("ecj", ecjSeeds);
        prov.put("dataset", c.data().provenance())
                .put("settings", RecordOverrides.describe(s))
                .put("breeding_probabilities", s.breeding().breedingProbabilities())
                .put("seeds", seeds)
                .put("units", new TreeMap<>(Map.of("computed", training.computed(), "reused", training.reused())))
                .put(
                        "fitness_work",
                        s.form() == Form.ADAPTIVE
                                ? ruleWork(training.ruleFitness())
                                : fitnessWork(training.fitness(), training.gate() != null));
        if (training.gate() != null) prov.put("cluster", Distribution.describe(cluster, training.gate()));
        List<Summary> summary = ResultsFolder.write(out, tested.runs(), prov);
        return new Outcome(summary, tested.runs(), formulas, comparisons, training.computed(), training.reused());
    }

    /**
     * How many fitness lookups the training runs of this invocation made, how many the formula cache could not answer,
     * and how many of those the ranking memo answered without simulating.
     */
    private static Map<String, Object> fitnessWork(CrawlFitness[] trainFit, boolean distributed) {
        Map<String, Object> out = new LinkedHashMap<>();
        long lookups = 0, misses = 0, memo = 0;
        for (int f = 0; f < trainFit.length; f++) {
            lookups += trainFit[f].lookups();
            misses += trainFit[f].simulations();
            memo += trainFit[f].rankingMemoHits();
        }
        out.put("training_lookups", lookups);
        out.put("training_formula_cache_misses", misses);
        out.put("training_ranking_memo_hits", memo);
        out.put("training_simulations", misses - memo);
        out.put(
                "note",
                distributed
                        ? "counts cover this machine only: on a cluster the workers evaluate, and these are the master's re-evaluations of their results"
                        : "counts cover the GP runs computed by this invocation, not reused ones");
        return out;
    }

    /**
     * Issue 45's trajectories: on test fold 0, GP4C_Best's rule and the production rule (as a pair) that crawls that
     * fold best, traced on its most, median and least changed pages ({@link RuleTrajectories}).
     */
    private static void writeTrajectories(Context c, Selected selected) {
        ChangeHistory test = c.data().history().subset(c.folds().rows(0));
        SimulationSettings sim = c.s().simulation()
                .withSeed(Evaluation.foldSeed(c.s().simulation().seed(), 0));
        AdaptiveForm.RuleFitness fit = new AdaptiveForm.RuleFitness(test, sim, c.s().fitnessMetric());
        IntervalRule best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (String name : IntervalRules.names()) { // in order: ties go to the first
            double v = fit.simulate(IntervalRules.byName(name));
            if (v > bestScore) {
                bestScore = v;
                best = IntervalRules.byName(name);
            }
        }
        RuleTrajectories.write(
                c.out().resolve(RuleTrajectories.FILE),
                RuleTrajectories.trace(0, test, sim, List.of(selected.rule(Variant.BEST, 0), best)));
    }

    /** How many rule fitness lookups the training runs of this invocation made, and how many the cache could not answer. */
    private static Map<String, Object> ruleWork(AdaptiveForm.RuleFitness[] trainFit) {
        Map<String, Object> out = new LinkedHashMap<>();
        long lookups = 0, misses = 0;
        for (AdaptiveForm.RuleFitness f : trainFit) {
            lookups += f.lookups();
            misses += f.simulations();
        }
        out.put("training_lookups", lookups);
        out.put("training_simulations", misses);
        out.put("engine", "per-page crawl of each rule (form = adaptive)");
        out.put("note", "counts cover the GP runs computed by this invocation, not reused ones");
        return out;
    }

    /**
     * Every front member of every run (issue 44, item 5) scored on its fold's validation pages by selection's own
     * fitness (members also in the archive are cached there) and on its test pages (with the test phase's fold seed, so a member that is also GP4C_Best's formula has
     * its test value in formulas.csv).
     */
    private static List<GpResultsCsv.FrontRow> front(Context c, UnitResult[][] units, CrawlFitness[] validation) {
        GpSettings s = c.s();
        int foldCount = s.protocol().folds();
        List<List<GpResultsCsv.FrontRow>> byFold = Parallel.map(c.threads(), foldCount, f -> {
            CrawlFitness valFit = validation[f];
            CrawlFitness testFit = fitness(
                    c.data().history().subset(c.folds().rows(f)),
                    s.simulation().withSeed(Evaluation.foldSeed(s.simulation().seed(), f)),
                    s,
                    c.terminals());
            List<GpResultsCsv.FrontRow> rows = new ArrayList<>();
            for (int r = 0; r < s.protocol().seeds(); r++)
                for (ArchiveEntry e : units[f][r].frontOrEmpty()) {
                    Expr simplified = e.simplifiedExpr(c.inputs());
                    rows.add(new GpResultsCsv.FrontRow(
                            f,
                            r,
                            e.size(),
                            e.trainFitness(),
                            valFit.applyAsDouble(simplified),
                            testFit.applyAsDouble(simplified),
                            e.evolved(),
                            ExprFormat.infix(simplified)));
                }
            return rows;
        });
        List<GpResultsCsv.FrontRow> out = new ArrayList<>();
        byFold.forEach(out::addAll);
        return out;
    }

    private static FormulaRow row(int fold, Candidate c, Context ctx, String variant, double test) {
        ArchiveEntry e = c.entry();
        if (ctx.s().form() == Form.ADAPTIVE) {
            IntervalRule rule = AdaptiveForm.rule(variant, e.evolved());
            return new FormulaRow(
                    fold,
                    c.seedIndex(),
                    variant,
                    e.evolved(),
                    AdaptiveForm.infix(rule),
                    AdaptiveForm.rankInfix(rule),
                    e.size(),
                    e.depth(),
                    e.trainFitness(),
                    c.validation(),
                    test);
        }
        List<String> inputs = ctx.inputs();
        List<String> nonNegative = ctx.terminals().nonNegative();
        // the rank form from the evolved tree, as the reports and 'inspect formulas' derive it
        Expr rank = RankSimplifier.rankEquivalent(ExprParser.parse(e.evolved(), inputs), Set.copyOf(nonNegative));
        return new FormulaRow(
                fold,
                c.seedIndex(),
                variant,
                e.evolved(),
                ExprFormat.infix(e.simplifiedExpr(inputs)),
                ExprFormat.infix(rank),
                e.size(),
                e.depth(),
                e.trainFitness(),
                c.validation(),
                test);
    }

    /**
     * The resolved ECJ parameters: the base file, then the keys set from the settings (seed.0 of fold 0, seed 0);
     * {@code tuned}: fold 0's tuned seed rules (seedFormulas = tuned), whose constants join its trees' sets.
     */
    static void writeEcjParameters(Path file, GpSettings s, List<IntervalRule> tuned) {
        AtomicFiles.writeText(file, w -> {
            w.write(EcjParameters.baseFile());
            w.write("\n# ---- set from the typed settings (seed.0 differs per run: see provenance.json) ----\n");
            Map<String, String> keys = s.form() == Form.ADAPTIVE
                    ? EcjParameters.forTrees(
                            s.breeding(),
                            ecjSeed(s.seed(), 0, 0),
                            AdaptiveForm.task(s.breeding(), trees -> 0, tuned).trees())
                    : EcjParameters.fromSettings(s.breeding(), ecjSeed(s.seed(), 0, 0), s.inputs());
            for (Map.Entry<String, String> e : keys.entrySet()) w.write(e.getKey() + " = " + e.getValue() + "\n");
        });
    }
}
