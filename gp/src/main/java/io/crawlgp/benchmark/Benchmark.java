package io.crawlgp.benchmark;

import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetDescription;
import io.crawlgp.experiment.Choice;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.Evaluation.Contender;
import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.FoldTask;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.Instances;
import io.crawlgp.experiment.Learned;
import io.crawlgp.experiment.Learner;
import io.crawlgp.experiment.SmallCrawl;
import io.crawlgp.experiment.Split;
import io.crawlgp.experiment.TestFoldProtocol;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.InputFiles;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.io.StrictText;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.KnownRatesPolicy;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * `crawlgp benchmark`: every method of a suite on every dataset, R repeats of the fold protocol, one long table of
 * scores and the tests and ranking drawn from it ({@link BenchmarkStats}). Repeat r re-draws the fold assignment, the
 * GP seeds and the tie-breaks from its own master seed ({@link #REPEAT}; repeat 0 keeps the suite's seed, so an
 * evolve run of the same settings is repeat 0). Every method of a (dataset, repeat) meets the same folds and the same
 * test-fold seeds, so its values pair with every other's. Each GP run is a resumable evolve folder in runs/, reused by a
 * rerun; the policies (cheap beside the GP) are run again, with the same results.
 */
public final class Benchmark {
    public static final SeedLabel REPEAT = new SeedLabel(
            "repeat",
            "r",
            "the master seed of repeat r > 0 (repeat 0 keeps the suite's seed): its folds, GP seeds, tie-breaks");

    static final String[] SCORES_HEADER = {"dataset", "method", "repeat", "fold", "metric", "value"};

    private Benchmark() {}

    /** What one (dataset, repeat) cost, in seconds per part: the policies, the tuning (and per tuned peer), each GP. */
    record Cost(String dataset, int repeat, Map<String, Double> seconds) {}

    /** The master seed of repeat r. */
    public static long repeatSeed(long seed, int r) {
        return r == 0 ? seed : REPEAT.derive(seed, r);
    }

    /** The settings of one dataset of the suite at repeat r: the dataset's, with repeat r's master seed. */
    static GpSettings settings(Suite.DatasetEntry d, int r) {
        GpSettings s = d.settings();
        return RecordOverrides.apply(s, Map.of("seed", Long.toString(repeatSeed(s.seed(), r))));
    }

    /** The folder's identity: the suite's text, its experiment files' texts and the datasets' files. */
    static RunIdentity identity(Suite suite) {
        Map<String, String> described = new TreeMap<>();
        described.put("suite", StrictText.read(suite.file()).text());
        Map<String, String> inputs = new TreeMap<>();
        for (Suite.Method m : suite.methods()) described.putAll(m.described());
        for (Suite.DatasetEntry d : suite.datasets())
            if (!d.spec().isSynthetic())
                InputFiles.of(d.source()).forEach((k, v) -> inputs.put(d.label() + "/" + k, v));
        String hash = Hashing.sha256("benchmark" + described + inputs);
        return RunIdentity.of("benchmark", hash, null, inputs, described).comparing(methods(suite), metrics());
    }

    /** What a benchmark compares, as ids: its methods in the suite's order. */
    static List<MethodId> methods(Suite suite) {
        return suite.methods().stream().map(Suite.Method::id).toList();
    }

    /** The metrics a benchmark's tables record (scores.csv, per_cycle), by name. */
    static List<String> metrics() {
        return Metrics.RECORDED.stream().map(Metric::name).toList();
    }

    /** Runs the suite into OUT (claimed like evolve's folders: resumable, another run refused unless force). */
    public static void run(Suite suite, Path out, int threads, boolean force, RunContext ctx) {
        Provenance prov =
                Provenance.start(ctx.command()).put("methods", methods(suite)).put("metrics", metrics());
        Map<String, Map<String, String>> models = new TreeMap<>(); // the signal model each dataset declares
        for (Suite.DatasetEntry d : suite.datasets())
            if (d.spec().signals().declared())
                models.put(d.label(), RecordOverrides.describe(d.spec().signals()));
        if (!models.isEmpty()) prov.put("signal_models", models);
        CrawlDataLoader loader = new CrawlDataLoader(threads, ctx.log()); // each dataset read once, here and in the run
        // every refusal before any work or deletion: bad settings, an output over a dataset, a fold crawling k < 5
        for (Suite.DatasetEntry d : suite.datasets()) {
            GpSettings s = settings(d, 0);
            if (!s.dataset().isSynthetic()) OutputPaths.refuseOver(out, Path.of(d.source()));
            ChangeHistory h = loader.history(s.dataset()).history();
            for (int r = 0; r < suite.repeats(); r++) {
                GpSettings sr = settings(d, r);
                checkK(
                        suite,
                        d,
                        sr,
                        sr.protocol().foldsOf(h, sr.seed(), sr.simulation().warmup()));
            }
        }
        RunIdentity identity = identity(suite);
        ResultsFolders.locked(out, false, identity.kind(), () -> {
            if (force) clearUnderLock(out);
            identity.claim(out).run(() -> {
                claimedRun(suite, loader, out, threads, ctx, prov);
                return null;
            });
            return null;
        });
    }

    /**
     * --force on a benchmark folder, under its lock: what its GP runs (runs/DATASET/LABEL/rR, each a run of its own)
     * and the folder itself hold is planned first, every refusal decided, and only then deleted.
     */
    private static void clearUnderLock(Path out) {
        List<Path> runs = gpRuns(out);
        List<List<Path>> plans = new ArrayList<>();
        for (Path p : runs) plans.add(ResultsFolders.planClear(p, "evolve"));
        ResultsFolders.planClear(out, "benchmark"); // the folder's own refusal, decided before any deletion
        for (int i = 0; i < runs.size(); i++) ResultsFolders.delete(runs.get(i), plans.get(i));
        Path dir = out.resolve("runs");
        if (Files.isDirectory(dir))
            try (Stream<Path> s = Files.walk(dir)) { // deepest first: a folder is emptied before its parent is tried
                for (Path p : s.sorted(Comparator.reverseOrder()).toList())
                    if (Files.isDirectory(p)) ResultsFolders.removeIfEmpty(p);
            } catch (IOException e) {
                throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
            }
        // planned again now that its runs are gone (the plan above listed paths inside them)
        ResultsFolders.clearForNewRun(out, "benchmark");
    }

    /** The GP runs a benchmark folder holds (runs/DATASET/LABEL/rR with a run.json); none in another kind of folder. */
    private static List<Path> gpRuns(Path out) {
        RunIdentity old = RunIdentity.read(out);
        Path runs = out.resolve("runs");
        if (old == null || !old.kind().equals("benchmark") || !Files.isDirectory(runs)) return List.of();
        try (Stream<Path> s = Files.walk(runs, 3)) {
            return s.filter(p -> Files.isRegularFile(p.resolve(RunIdentity.FILE)))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserError("cannot read " + runs + ": " + IoReasons.of(e));
        }
    }

    /**
     * The cycles (1-based) in which more than {@code share} of the dataset's pages changed: re-extractions and bot
     * sweeps, which a sensitivity check scores without.
     */
    static boolean[] massChangeCycles(ChangeHistory h, double share) {
        int[] changed = DatasetDescription.of(h).changedPerCycle();
        boolean[] out = new boolean[h.cycles() + 1];
        for (int c = 1; c <= h.cycles(); c++) out[c] = changed[c - 1] > share * h.pages();
        return out;
    }

    /** One (dataset, repeat) of the suite: its settings, data and folds, on the run's threads, and its learning task. */
    private record Unit(
            Suite suite,
            Suite.DatasetEntry d,
            int r,
            GpSettings s,
            CrawlData data,
            Folds folds,
            int threads,
            FoldTask task) {}

    /** Each method's learner, made once per run, the same object however often asked. */
    private record RunLearners(
            List<Suite.Method> methods, CrawlDataLoader loader, RunContext ctx, Map<Suite.Method, Learner> made)
            implements Suite.Learners {
        RunLearners(Suite suite, CrawlDataLoader loader, RunContext ctx) {
            this(suite.methods(), loader, ctx, new LinkedHashMap<>());
            for (Suite.Method m : methods) of(m); // every experiment file read before any work
        }

        @Override
        public Learner of(Suite.Method m) {
            Learner l = made.get(m);
            if (l == null) {
                l = m.learner(this);
                made.put(m, l);
            }
            return l;
        }
    }

    private static void claimedRun(
            Suite suite, CrawlDataLoader loader, Path out, int threads, RunContext ctx, Provenance prov) {
        BenchmarkTally tally = new BenchmarkTally();
        GpSettings first = settings(suite.datasets().get(0), 0);
        Metric primary = first.fitnessMetric();
        RunLearners learners = new RunLearners(suite, loader, ctx);
        for (Suite.Method m : suite.methods()) if (m.focus()) tally.focus.add(m.label());
        for (Suite.DatasetEntry d : suite.datasets()) {
            GpSettings s0 = settings(d, 0);
            if (!s0.fitnessMetric().name().equals(primary.name()))
                throw new UserError(suite.file() + ": dataset " + d.label() + " sets another metric ("
                        + s0.fitnessMetric().name() + "); one suite, one metric");
            long t0 = System.nanoTime();
            CrawlData data = loader.load(s0.dataset(), s0.needs());
            for (int r = 0; r < suite.repeats(); r++) {
                GpSettings s = settings(d, r);
                Folds folds = s.protocol()
                        .foldsOf(data.history(), s.seed(), s.simulation().warmup());
                int repeat = r;
                FoldTask task = new FoldTask(
                        s.run(),
                        data,
                        folds,
                        threads,
                        label -> out.resolve("runs")
                                .resolve(d.label())
                                .resolve(label)
                                .resolve("r" + repeat),
                        () -> {
                            List<Instances.Instance> in = Instances.load(s.run(), loader, s.needs(), data, folds);
                            for (String note : Instances.notes(in)) ctx.log().println(d.label() + ": " + note);
                            return in;
                        });
                Unit u = new Unit(suite, d, r, s, data, folds, threads, task);
                Map<String, Double> seconds = new LinkedHashMap<>();
                Map<Suite.Method, Learned> learned = new LinkedHashMap<>();
                Map<String, List<FoldRun>> byMethod = learnAndEvaluate(u, learners, learned, tally, seconds);
                for (Suite.Method m : suite.methods()) add(tally, u, learned.get(m), byMethod, primary);
                if (suite.maskMassChanges() > 0) addMasked(tally, u, byMethod, primary);
                tally.costs.add(new Cost(d.label(), r, seconds));
            }
            loader.forget(s0.dataset());
            ctx.log().printf(Locale.ROOT, "benchmark: %s done in %.1fs%n", d.label(), (System.nanoTime() - t0) / 1e9);
        }
        BenchmarkFiles.write(suite, out, first, tally, prov);
    }

    /** Every method's primary-metric value per fold without the mass-change cycles. */
    private static void addMasked(BenchmarkTally tally, Unit u, Map<String, List<FoldRun>> byMethod, Metric metric) {
        boolean[] masked = tally.masks.computeIfAbsent(
                u.d().label(),
                k -> massChangeCycles(u.data().history(), u.suite().maskMassChanges()));
        for (Map.Entry<String, List<FoldRun>> e : byMethod.entrySet())
            for (FoldRun fr : e.getValue()) {
                tally.masked.add(new Scores.Row(
                        u.d().label(),
                        e.getKey(),
                        u.r(),
                        fr.fold(),
                        metric.name(),
                        metric.meanWithout(fr.result(), masked)));
                if (u.folds().windows() != null) addCycles(tally.masked, u.d().label(), e.getKey(), metric, fr, masked);
            }
    }

    /** A time split's per-cycle scores of one run (its tests read them), without the {@code masked} cycles (or null). */
    private static void addCycles(
            Scores scores, String dataset, String method, Metric m, FoldRun fr, boolean[] masked) {
        SimulationResult r = fr.result();
        for (int i = 0; i < r.scheduledCycles(); i++) {
            int c = r.firstCycle() + i;
            if (masked == null || !masked[c]) scores.addCycle(dataset, method, m.name(), c, m.value(r, i));
        }
    }

    /**
     * Adds a method's rows (every metric the runs recorded) in suite order, and its runs' scored cycles of the primary
     * metric: one name for most methods, each of the data's RB experts for rb.
     */
    private static void add(
            BenchmarkTally tally, Unit u, Learned learned, Map<String, List<FoldRun>> byMethod, Metric primary) {
        Scores scores = tally.scores;
        String dataset = u.d().label();
        int r = u.r();
        for (String name : learned.names()) {
            List<FoldRun> runs = byMethod.get(name);
            if (runs == null) continue;
            List<Metric> metrics = Metrics.recorded(
                    Metrics.RECORDED, runs.stream().map(FoldRun::result).toList());
            boolean perCycle = u.folds().windows() != null; // a time split's tests read its cycles
            for (FoldRun fr : runs) {
                for (Metric mt : metrics) {
                    scores.add(new Scores.Row(dataset, name, r, fr.fold(), mt.name(), mt.mean(fr.result())));
                    if (perCycle) addCycles(scores, dataset, name, mt, fr, null);
                }
                SimulationResult res = fr.result();
                double[] v = new double[res.scheduledCycles()];
                for (int i = 0; i < v.length; i++) v[i] = primary.value(res, i);
                tally.cycles.add(new PerCycleFiles.Crawl(dataset, name, r, fr.fold(), res.firstCycle(), v));
            }
        }
    }

    /**
     * Every method of one (dataset, repeat) learns on its folds ({@link Learner}), in suite order; what they deploy is
     * evaluated on the test folds together: their runs by name (the evaluated ones first, then the runs learners
     * evaluated in folders of their own). The choices go to tuned.csv, the bounds and seconds to the tally.
     */
    private static Map<String, List<FoldRun>> learnAndEvaluate(
            Unit u,
            RunLearners learners,
            Map<Suite.Method, Learned> learned,
            BenchmarkTally tally,
            Map<String, Double> seconds) {
        GpSettings s = u.s();
        checkK(u.suite(), u.d(), s, u.folds());
        List<Contender> contenders = new ArrayList<>();
        List<FoldRun> tested = new ArrayList<>();
        Map<String, Double> learning = new LinkedHashMap<>();
        for (Suite.Method m : u.suite().methods()) {
            Learned l = u.task().learned(learners.of(m));
            learned.put(m, l);
            contenders.addAll(l.deployed());
            tested.addAll(l.tested());
            for (String b : l.bounds()) if (!tally.bounds.contains(b)) tally.bounds.add(b);
            learning.putAll(l.seconds());
            // tuned.csv: the choices of what the benchmark evaluates; a learner evaluating itself keeps its own
            // (a GP run's formulas.csv); every choice's gap goes to gaps.csv
            if (!l.deployed().isEmpty())
                for (Choice c : l.choices())
                    tally.tunedRows.add(new Object[] {
                        u.d().label(),
                        u.r(),
                        c.method(),
                        c.fold(),
                        c.chosen(),
                        c.points(),
                        ResultsCsv.num(c.train()),
                        ResultsCsv.num(c.validation())
                    });
        }
        long t1 = System.nanoTime();
        List<FoldRun> runs;
        try (Progress progress = Progress.start(
                u.d().label() + " r" + u.r(), contenders.size() * u.folds().count())) {
            runs = Evaluation.run(u.data().history(), u.folds(), contenders, s.simulation(), u.threads(), progress);
        }
        // the known-rate bound, for power.csv only (an oracle: never in scores.csv, ranked or tested)
        Metric metric = s.fitnessMetric();
        for (FoldRun fr : Evaluation.run(
                u.data().history(),
                u.folds(),
                List.of(Contender.of(new KnownRatesPolicy())),
                s.simulation(),
                u.threads(),
                Progress.silent()))
            tally.knownRates
                    .computeIfAbsent(u.d().label(), k -> new ArrayList<>())
                    .add(metric.mean(fr.result()));
        tally.splits.put(u.d().label(), s.protocol().split().written());
        if (u.folds().windows() != null)
            tally.windows.put(
                    u.d().label(),
                    TestFoldProtocol.foldsOf(s.protocol().split(), u.folds()).get("windows"));
        Map<String, List<FoldRun>> byMethod = new LinkedHashMap<>();
        for (FoldRun fr : runs)
            byMethod.computeIfAbsent(fr.method(), k -> new ArrayList<>()).add(fr);
        for (FoldRun fr : tested)
            byMethod.computeIfAbsent(fr.method(), k -> new ArrayList<>()).add(fr);
        addGaps(tally, u, learned.values(), byMethod, metric, contenders);
        seconds.put("policies", (System.nanoTime() - t1) / 1e9);
        double tuning = learning.entrySet().stream()
                .filter(e -> e.getKey().startsWith("tuning "))
                .mapToDouble(Map.Entry::getValue)
                .sum();
        if (tuning > 0) seconds.put("tuning", tuning);
        seconds.putAll(learning);
        return byMethod;
    }

    /**
     * Each choice of this (dataset, repeat) beside what it scored on the test fold: the fitness (the
     * metric, negated when lower is better) on validation and on test, and the gap between them. Under split = datasets
     * also on the held-out source's own validation window and that gap ({@link HomeValidation}; blank for a learner
     * that tests itself).
     */
    private static void addGaps(
            BenchmarkTally tally,
            Unit u,
            Collection<Learned> learned,
            Map<String, List<FoldRun>> byMethod,
            Metric metric,
            List<Contender> deployed) {
        boolean home = u.s().protocol().split() == Split.DATASETS;
        tally.homeGaps |= home;
        List<Contender> scored = new ArrayList<>(deployed);
        for (Learned l : learned) scored.addAll(l.rescorable());
        Map<String, Double> own = home
                ? HomeValidation.of(scored, u.data().history(), u.folds(), u.s().run(), metric, u.threads())
                : Map.of();
        for (Learned l : learned)
            for (Choice c : l.choices()) {
                FoldRun test = null;
                for (FoldRun fr : byMethod.getOrDefault(c.method(), List.of())) if (fr.fold() == c.fold()) test = fr;
                if (test == null) continue;
                double t = CrawlFitness.score(metric, test.result());
                Double h = own.get(c.method() + "|" + c.fold());
                List<Object> row = new ArrayList<>(List.of(
                        u.d().label(), u.r(), c.method(), c.fold(), c.chosen(), ResultsCsv.num(c.validation())));
                row.add(h == null ? "" : ResultsCsv.num(h));
                row.add(ResultsCsv.num(t));
                row.add(ResultsCsv.num(c.validation() - t));
                row.add(h == null ? "" : ResultsCsv.num(h - t));
                tally.gapRows.add(row.toArray());
            }
    }

    /** A test fold crawling fewer than 5 pages a cycle makes ChangeRate a count of one or two pages: refused. */
    private static void checkK(Suite suite, Suite.DatasetEntry d, GpSettings s, Folds folds) {
        for (int f = 0; f < folds.count(); f++) {
            int k;
            try {
                k = s.simulation().k(folds.rows(f).length);
            } catch (UserError e) { // a fold too small for any crawl: which dataset and fold, and why
                throw new UserError(suite.file() + ": dataset " + d.label() + ": test fold " + f + " ("
                        + folds.rows(f).length + " pages, split "
                        + s.protocol().split().written() + "): "
                        + e.getMessage());
            }
            if (k < SmallCrawl.MIN_K)
                throw new UserError(suite.file() + ": dataset " + d.label() + ": test fold " + f + " crawls " + k
                        + " pages a cycle at budget " + s.simulation().budget() + "; raise its budget (k >= "
                        + SmallCrawl.MIN_K + ")");
        }
    }
}
