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
import io.crawlgp.gp.CrawlFitness;
import io.crawlgp.gp.GpSettings;
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
import io.crawlgp.plot.CdDiagram;
import io.crawlgp.policy.KnownRatesPolicy;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.stats.BayesianSignedRank;
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
import java.util.Arrays;
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

    /** What a run collects over its units for the files it writes at the end. */
    private static final class Tally {
        final Scores scores = new Scores();
        final List<String> focus = new ArrayList<>(), bounds = new ArrayList<>();
        final List<Object[]> tunedRows = new ArrayList<>();
        // every choice with its test value (gaps.csv)
        final List<Object[]> gapRows = new ArrayList<>();
        // gaps.csv also on the held-out source's own validation window (a dataset under split = datasets)
        boolean homeGaps;
        final List<Cost> costs = new ArrayList<>();
        // per dataset: the known-rate bound's value on each (repeat, fold), and the dataset's split (power.csv)
        final Map<String, List<Double>> knownRates = new LinkedHashMap<>();
        final Map<String, String> splits = new LinkedHashMap<>();
        // per dataset under split = time: each fold's training, validation and test cycles
        final Map<String, Object> windows = new LinkedHashMap<>();
        // maskMassChanges: every method's scores without the dataset's mass-change cycles, and how many were masked
        final Scores masked = new Scores();
        final Map<String, boolean[]> masks = new LinkedHashMap<>(); // per dataset, computed once
        // every contender's scored cycles of the primary metric, in scores.csv's order (per_cycle/)
        final List<PerCycleFiles.Crawl> cycles = new ArrayList<>();
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
        Tally tally = new Tally();
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
        write(suite, out, first, tally, prov);
    }

    /** Every method's primary-metric value per fold without the mass-change cycles. */
    private static void addMasked(Tally tally, Unit u, Map<String, List<FoldRun>> byMethod, Metric metric) {
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
    private static void add(Tally tally, Unit u, Learned learned, Map<String, List<FoldRun>> byMethod, Metric primary) {
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
            Tally tally,
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
     * Each choice of this (dataset, repeat) beside what it scored on the test fold (issue 71, item 3): the fitness (the
     * metric, negated when lower is better) on validation and on test, and the gap between them. Under split = datasets
     * also on the held-out source's own validation window and that gap ({@link HomeValidation}; blank for a learner
     * that tests itself).
     */
    private static void addGaps(
            Tally tally,
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

    private static void write(Suite suite, Path out, GpSettings first, Tally tally, Provenance prov) {
        Scores scores = tally.scores;
        List<String> focus = tally.focus, bounds = tally.bounds;
        List<Object[]> tunedRows = tally.tunedRows;
        List<Cost> costs = tally.costs;
        ResultsCsv.write(out.resolve("scores.csv"), SCORES_HEADER, p -> {
            for (Scores.Row r : scores.rows())
                p.printRecord(r.dataset(), r.method(), r.repeat(), r.fold(), r.metric(), ResultsCsv.num(r.value()));
        });
        Metric primary = first.fitnessMetric();
        PerCycleFiles.write(out.resolve(PerCycleFiles.FOLDER), primary.name(), tally.cycles);
        int folds = first.protocol().folds();
        double rho = 1.0 / (folds - 1);
        String metric = primary.name();
        boolean hib = primary.higherIsBetter();
        List<BenchmarkStats.SummaryRow> summary = BenchmarkStats.summary(scores, metric, hib, rho, bounds);
        ResultsCsv.write(
                out.resolve("summary.csv"),
                new String[] {"dataset", "method", "metric", "n", "mean", "ci95_low", "ci95_high", "rank"},
                p -> {
                    for (BenchmarkStats.SummaryRow r : summary)
                        p.printRecord(
                                r.dataset(),
                                r.method(),
                                r.metric(),
                                r.n(),
                                ResultsCsv.num(r.mean()),
                                ResultsCsv.num(r.low()),
                                ResultsCsv.num(r.high()),
                                Double.isNaN(r.rank()) ? "" : ResultsCsv.num(r.rank()));
                });
        SignalSweep.write(out, suite, summary, metric); // only when the suite's datasets differ in signal quality
        if (suite.primary() != null) // a file of its own: suites without the question keep their files' bytes
        writeTests(
                    out.resolve("primary.csv"),
                    BenchmarkStats.primary(
                            scores,
                            metric,
                            hib,
                            rho,
                            suite.primary().a(),
                            suite.primary().b()));
        if (suite.maskMassChanges() > 0) // the primary comparison again, without the mass-change cycles
        writeTests(
                    out.resolve("primary-masked.csv"),
                    BenchmarkStats.primary(
                            tally.masked,
                            metric,
                            hib,
                            rho,
                            suite.primary().a(),
                            suite.primary().b()));
        if (suite.primary() != null)
            writeAcross(out.resolve("primary-across.csv"), suite, suite.primary(), scores, metric, hib, first.seed());
        for (int i = 0; i < suite.questions().size(); i++) { // the declared questions, each as the primary
            Suite.Primary q = suite.questions().get(i);
            writeTests(
                    out.resolve("question" + (i + 1) + ".csv"),
                    BenchmarkStats.primary(scores, metric, hib, rho, q.a(), q.b()));
            writeAcross(out.resolve("question" + (i + 1) + "-across.csv"), suite, q, scores, metric, hib, first.seed());
        }
        List<BenchmarkStats.TestRow> tests = BenchmarkStats.tests(scores, metric, hib, rho, focus, bounds);
        writeTests(out.resolve("tests.csv"), tests);
        BenchmarkPower.write(
                out,
                BenchmarkPower.rows(suite, scores, metric, hib, rho, tally.knownRates, tally.splits),
                scores,
                metric,
                hib);
        if (!tunedRows.isEmpty())
            ResultsCsv.write(
                    out.resolve("tuned.csv"),
                    new String[] {"dataset", "repeat", "method", "fold", "chosen", "grid_points", "train", "validation"
                    },
                    p -> {
                        for (Object[] row : tunedRows) p.printRecord(row);
                    });
        if (!tally.gapRows.isEmpty())
            ResultsCsv.write(
                    out.resolve("gaps.csv"),
                    tally.homeGaps
                            ? new String[] {
                                "dataset",
                                "repeat",
                                "method",
                                "fold",
                                "chosen",
                                "validation",
                                "home_validation",
                                "test",
                                "gap",
                                "home_gap"
                            }
                            : new String[] {"dataset", "repeat", "method", "fold", "chosen", "validation", "test", "gap"
                            },
                    p -> {
                        for (Object[] row : tally.gapRows)
                            if (tally.homeGaps) p.printRecord(row);
                            else p.printRecord(row[0], row[1], row[2], row[3], row[4], row[5], row[7], row[8]);
                    });
        Map<String, Object> rankInfo = writeRanking(out, "", ranked(suite, scores), metric, hib, bounds);
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("metric", metric);
        stats.put("repeats", suite.repeats());
        stats.put("folds", folds);
        stats.put("rho", rho);
        stats.put("test", "Nadeau-Bengio corrected resampled t-test over repeats x folds, Holm within each dataset");
        if (!tally.windows.isEmpty()) { // described only when a dataset runs under split = time
            stats.put(
                    "time_test",
                    "split = time: Diebold-Mariano over the test cycles (each the mean over repeats), Newey-West"
                            + " variance with Bartlett lag floor(4 (T/100)^(2/9)), Student t on T - 1 df, Holm within"
                            + " each dataset");
            stats.put("time_windows", tally.windows);
        }
        stats.put("focus", focus.isEmpty() ? "all pairs" : focus);
        stats.put("unranked_bounds", bounds);
        if (!suite.questions().isEmpty()) // question1.csv, ... in the suite's order
        stats.put(
                    "questions",
                    suite.questions().stream().map(Suite.Primary::toString).toList());
        stats.put("ranking", rankInfo);
        if (!suite.rankSites().isEmpty()) // the site entries ranked on their own (issue 59, item 6)
        stats.put(
                    "ranking_sites",
                    writeRanking(out, "-sites", ranked(suite.rank(), suite.rankSites(), scores), metric, hib, bounds));
        if (suite.maskMassChanges() > 0) {
            Map<String, Object> mask = new LinkedHashMap<>();
            mask.put("share", suite.maskMassChanges());
            Map<String, Integer> counts = new LinkedHashMap<>();
            tally.masks.forEach((d, m) -> {
                int n = 0;
                for (boolean b : m) if (b) n++;
                counts.put(d, n);
            });
            mask.put("masked_cycles", counts);
            stats.put("mask_mass_changes", mask);
        }
        Map<String, Object> seeds = SeedLabel.describe(first.seed(), List.of(REPEAT, Folds.SEED, Evaluation.TEST_FOLD));
        prov.put("suite", suite.file().toString())
                .put("statistics", stats)
                .put("seeds", seeds)
                .put("cost_seconds", costs)
                .write(out);
    }

    /** The seed of the Bayesian signed-rank test's posterior samples. */
    static final SeedLabel BAYES = new SeedLabel("bayes", "", "the Bayesian signed-rank test's posterior samples");

    /** The rope of the primary question across datasets: differences of the metric within it are equivalent. */
    static final double ROPE = 0.01;

    static final int POSTERIOR_SAMPLES = 50_000;

    /**
     * The primary question across the ranked datasets (issue 59, item 6): the Bayesian signed-rank test of the
     * per-dataset mean differences A - B (B - A when lower is better), rope 0.01 of the metric, in primary-across.csv.
     */
    private static void writeAcross(
            Path file, Suite suite, Suite.Primary question, Scores scores, String metric, boolean hib, long seed) {
        String a = question.a(), b = question.b();
        List<String> datasets = new ArrayList<>();
        List<Double> diffs = new ArrayList<>();
        for (String d : ranked(suite, scores).datasets()) {
            if (!scores.methods(d).contains(a) || !scores.methods(d).contains(b)) continue;
            double diff = BenchmarkStats.mean(scores, d, a, metric) - BenchmarkStats.mean(scores, d, b, metric);
            datasets.add(d);
            diffs.add(hib ? diff : -diff);
        }
        if (datasets.size() < 2) return;
        BayesianSignedRank.Result r = BayesianSignedRank.test(
                diffs.stream().mapToDouble(Double::doubleValue).toArray(), ROPE, POSTERIOR_SAMPLES, BAYES.derive(seed));
        ResultsCsv.write(
                file,
                new String[] {
                    "metric", "a", "b", "datasets", "rope", "samples", "p_b_better", "p_equivalent", "p_a_better"
                },
                p -> p.printRecord(
                        metric,
                        a,
                        b,
                        datasets.size(),
                        ResultsCsv.num(ROPE),
                        POSTERIOR_SAMPLES,
                        ResultsCsv.num(r.left()),
                        ResultsCsv.num(r.rope()),
                        ResultsCsv.num(r.right())));
    }

    /**
     * ranking{suffix}.csv and cd{suffix}.png from the ranked scores: mean ranks, Friedman's test, the cliques; what
     * the provenance says of them.
     */
    private static Map<String, Object> writeRanking(
            Path out, String suffix, Scores scores, String metric, boolean hib, List<String> bounds) {
        BenchmarkStats.Ranking ranking = BenchmarkStats.ranking(scores, metric, hib, bounds);
        Map<String, Object> rankInfo = new LinkedHashMap<>();
        if (ranking != null) {
            // best first; equal mean ranks in the suite's order
            Integer[] order = new Integer[ranking.methods().size()];
            for (int i = 0; i < order.length; i++) order[i] = i;
            Arrays.sort(order, Comparator.comparingDouble(i -> ranking.meanRanks()[i]));
            ResultsCsv.write(
                    out.resolve("ranking" + suffix + ".csv"), new String[] {"method", "mean_rank", "datasets"}, p -> {
                        for (int i : order)
                            p.printRecord(
                                    ranking.methods().get(i),
                                    ResultsCsv.num(ranking.meanRanks()[i]),
                                    ranking.datasets());
                    });
            rankInfo.put("datasets", ranking.datasets());
            if (ranking.datasets() < MIN_FRIEDMAN_DATASETS) {
                // Demsar 2006 §3.2.2: the Friedman statistic over so few datasets says nothing; mean ranks only
                rankInfo.put(
                        "note",
                        "fewer than " + MIN_FRIEDMAN_DATASETS + " datasets: mean ranks only, no Friedman test or CD"
                                + " diagram");
                return rankInfo;
            }
            rankInfo.put("friedman_chi2", ranking.friedman().chi2());
            rankInfo.put("friedman_p", ranking.friedman().pChi2());
            rankInfo.put("iman_davenport_f", ranking.friedman().f());
            rankInfo.put("iman_davenport_p", ranking.friedman().pF());
            rankInfo.put(
                    "nemenyi_cd",
                    Double.isNaN(ranking.friedman().cd())
                            ? "none (Demsar's table stops at 10 methods)"
                            : ranking.friedman().cd());
            rankInfo.put("cliques", "Holm-adjusted Wilcoxon signed-rank over datasets' means, alpha 0.05");
            CdDiagram.write(
                    out.resolve("cd" + suffix + ".png"),
                    ranking.methods(),
                    ranking.meanRanks(),
                    ranking.cliques(),
                    ranking.friedman().cd(),
                    "Mean rank by " + Metrics.byName(metric).label() + " over " + ranking.datasets()
                            + " datasets (Friedman p = "
                            + String.format(
                                    Locale.ROOT, "%.3g", ranking.friedman().pChi2()) + ")");
        } else rankInfo.put("note", "fewer than two datasets (or common methods): no ranking over datasets");
        return rankInfo;
    }

    /** The fewest datasets over which a Friedman test and a CD diagram are written. */
    static final int MIN_FRIEDMAN_DATASETS = 3;

    /** The scores the ranking reads: the suite's chosen contenders and datasets (all when it chose none). */
    static Scores ranked(Suite suite, Scores scores) {
        return ranked(suite.rank(), suite.rankDatasets(), scores);
    }

    /** The scores of the given methods and datasets (all of either when its list is empty). */
    static Scores ranked(List<String> methods, List<String> datasets, Scores scores) {
        if (methods.isEmpty() && datasets.isEmpty()) return scores;
        Scores out = new Scores();
        for (Scores.Row r : scores.rows())
            if ((methods.isEmpty() || methods.contains(r.method()))
                    && (datasets.isEmpty() || datasets.contains(r.dataset()))) out.add(r);
        return out;
    }

    /** tests.csv's columns: one corrected test per row. */
    private static void writeTests(Path file, List<BenchmarkStats.TestRow> tests) {
        ResultsCsv.write(
                file,
                new String[] {
                    "dataset", "metric", "a", "b", "n", "diff", "ci95_low", "ci95_high", "t", "p", "p_holm", "better"
                },
                p -> {
                    for (BenchmarkStats.TestRow r : tests)
                        p.printRecord(
                                r.dataset(),
                                r.metric(),
                                r.a(),
                                r.b(),
                                r.n(),
                                ResultsCsv.num(r.diff()),
                                ResultsCsv.num(r.low()),
                                ResultsCsv.num(r.high()),
                                ResultsCsv.num(r.t()),
                                ResultsCsv.num(r.p()),
                                ResultsCsv.num(r.pHolm()),
                                r.better());
                });
    }
}
