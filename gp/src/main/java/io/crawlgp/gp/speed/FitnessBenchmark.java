package io.crawlgp.gp.speed;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.Task;
import io.crawlgp.evolution.ecj.Evolvers;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.experiment.DataLoader;
import io.crawlgp.experiment.Folds;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.AdaptiveForm;
import io.crawlgp.gp.Form;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.RunSeeds;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.gp.fitness.CrawlFitness.Engine;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.PosteriorPolicy;
import io.crawlgp.policy.Terminals;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.TextTable;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Time per GP4C fitness evaluation (a simulated crawl of the training pages of one fold) with the reference,
 * per-page and cohort engines on a generated dataset, with trees from an ECJ initial population or an archive, and
 * the projected cost of the paper protocol next to a measured run's provenance. All engines must agree (checked).
 */
public final class FitnessBenchmark {
    /** What to time: see the 'bench fitness' options. */
    public record Options(
            int pages,
            int cycles,
            int trees,
            int referenceTrees,
            int repeats,
            Path formulas,
            Path measured,
            String dataset,
            List<String> inputs,
            int warmup,
            DataLoader loader,
            Form form) {}

    private final Options o;
    private final PrintWriter out;

    private FitnessBenchmark(Options o, PrintWriter out) {
        this.o = o;
        this.out = out;
    }

    public static void run(Options o, PrintWriter out) {
        if (o.repeats() < 1) throw new UserError("--repeats must be >= 1, got " + o.repeats());
        if (o.pages() < 10) throw new UserError("--pages must be >= 10, got " + o.pages());
        if (o.cycles() < 3) throw new UserError("--cycles must be >= 3, got " + o.cycles());
        if (o.trees() < 1 || o.referenceTrees() < 0)
            throw new UserError("--trees must be >= 1 and --reference-trees >= 0");
        new FitnessBenchmark(o, out).run();
    }

    private static double mean(double[] v, int n) {
        double sum = 0;
        for (int i = 0; i < n; i++) sum += v[i];
        return sum / n;
    }

    private void run() {
        int pages = o.pages(),
                cycles = o.cycles(),
                trees = o.trees(),
                referenceTrees = o.referenceTrees(),
                repeats = o.repeats();
        Path formulas = o.formulas(), measured = o.measured();
        GpSettings s = GpSettings.paper();
        s = RecordOverrides.apply(
                s, Map.of("inputs", String.join(",", o.inputs()), "warmup", Integer.toString(o.warmup())));
        ChangeHistory h;
        FeatureSet features;
        if (o.dataset() == null) {
            h = SyntheticChangeGenerator.generate(GeneratorSettings.of(pages, cycles, 1));
            features = Terminals.SET;
        } else {
            GpSettings withData = RecordOverrides.apply(s, Map.of("dataset", o.dataset()));
            CrawlData data = o.loader().load(withData.dataset(), withData.needs());
            h = data.history();
            features = data.features();
            out.printf("dataset %s: %d pages x %d cycles%n", o.dataset(), h.pages(), h.cycles());
        }
        TerminalSet terminals = s.terminals(features); // checked once, before any timing
        Folds folds = s.protocol().foldsOf(h, s.seed(), s.simulation().warmup());
        int[] trainRows = IntStream.concat(Arrays.stream(folds.rows(1)), Arrays.stream(folds.rows(2)))
                .sorted()
                .toArray();
        ChangeHistory train = h.subset(trainRows);
        List<Expr> exprs = new ArrayList<>();
        String source;
        if (formulas != null) {
            for (var r : GpResultsCsv.readFormulas(formulas))
                if (r.variant().equals("archive") && exprs.size() < trees)
                    exprs.add(ExprParser.parse(r.formula(), s.inputs()));
            source = "evolved archive trees of " + formulas;
        } else {
            boolean tx = s.inputs().containsAll(List.of("t", "X"));
            if (tx) exprs.add(ExprParser.parse("t*X", s.inputs()));
            exprs.addAll(ecjSample(s.breeding(), s.inputs(), Math.max(0, trees - exprs.size())));
            source = (tx ? "t*X and " : "") + "an ECJ ramped half-and-half sample over " + s.inputs();
        }
        if (exprs.isEmpty()) throw new UserError("no trees to time");
        if (repeats < 1) throw new UserError("--repeats must be >= 1, got " + repeats);
        out.printf(
                "training set of fold 0: %d pages x %d cycles (k = %d, warm-up %d); %d trees (%s), mean size %.1f%n",
                train.pages(),
                train.cycles(),
                s.simulation().k(train.pages()),
                s.simulation().warmup(),
                exprs.size(),
                source,
                exprs.stream().mapToInt(Expr::size).average().orElse(0));
        Engine[] engines = {Engine.REFERENCE, Engine.PER_PAGE, Engine.COHORT};
        int refCount = Math.min(referenceTrees, exprs.size());
        double[][] ms = new double[engines.length][exprs.size()];
        double[] values = new double[exprs.size()];
        for (int e = 0; e < engines.length; e++) {
            // no ranking memo: every timed evaluation is a full simulation (the memo would answer the repeated trees)
            CrawlFitness f = new CrawlFitness(
                    train, RunSeeds.trainingSimulation(s, 0), s.fitnessMetric(), terminals, engines[e], 0);
            int count = engines[e] == Engine.REFERENCE ? refCount : exprs.size();
            // warm-up of the JIT (and of the shared tie order): as in a GP run after its first generation
            int warm = switch (engines[e]) {
                case REFERENCE -> 1;
                case PER_PAGE -> Math.min(5, exprs.size());
                case COHORT -> exprs.size();
            };
            for (int i = 0; i < warm; i++) f.simulate(exprs.get(i));
            int times = engines[e] == Engine.COHORT ? repeats : 1;
            double[] runs = new double[times];
            for (int i = 0; i < count; i++) {
                double v = Double.NaN;
                for (int r = 0; r < times; r++) {
                    long t0 = System.nanoTime();
                    v = f.simulate(exprs.get(i));
                    runs[r] = (System.nanoTime() - t0) / 1e6;
                }
                Arrays.sort(runs);
                ms[e][i] = runs[times / 2];
                if (e == 0 || (e == 1 && i >= refCount)) values[i] = v;
                else if (v != values[i]) throw new IllegalStateException("engines disagree on tree " + i);
            }
        }
        double[] perEval = new double[engines.length];
        TextTable t = new TextTable(
                "engine",
                "ms per evaluation (all trees)",
                "ms on the reference's " + refCount + " trees",
                "speed-up vs reference (same trees)");
        double refMean = mean(ms[0], refCount);
        for (int e = 0; e < engines.length; e++) {
            int count = engines[e] == Engine.REFERENCE ? refCount : exprs.size();
            perEval[e] = mean(ms[e], count);
            double same = mean(ms[e], refCount);
            // with --reference-trees 0 nothing is compared with the reference: a dash, not NaN
            t.row(
                    engines[e].name().toLowerCase(),
                    count == 0 ? "- (0 trees)" : String.format("%.2f (%d trees)", perEval[e], count),
                    refCount == 0 ? "-" : String.format("%.2f", same),
                    refCount == 0 ? "-" : String.format("%.0fx", refMean / same));
        }
        out.print(t.render());
        out.println("all engines returned identical fitness on every tree timed by more than one engine");
        if (!CrawlFeatures.expressibleOverGp4c(s.inputs())) compareWithGp4c(s, train, terminals, exprs, ms[2]);
        if (o.form() == Form.ADAPTIVE) timeRules(s, train, perEval[1], perEval[2]);
        printMemory(train, s);
        // heap the data, the prepared page set and the engines' workspaces hold (after a collection), and the JVM's cap
        Runtime rt = Runtime.getRuntime();
        System.gc();
        out.printf(
                "heap in use after the timings: %,d MB (of at most %,d MB)%n",
                (rt.totalMemory() - rt.freeMemory()) >> 20, rt.maxMemory() >> 20);
        long evaluations = (long) s.protocol().folds()
                * s.protocol().seeds()
                * s.breeding().population()
                * s.breeding().generations();
        int cores = Runtime.getRuntime().availableProcessors();
        out.printf(
                "paper protocol: %d folds x %d seeds x %d x %d = %,d fitness evaluations before caching%n",
                s.protocol().folds(),
                s.protocol().seeds(),
                s.breeding().population(),
                s.breeding().generations(),
                evaluations);
        out.printf(
                "projected wall time on %d cores, no cache: reference %s, per-page %.1f min%s%n",
                cores,
                refCount == 0 ? "not timed" : String.format("%.1f h", evaluations * perEval[0] / 1000 / cores / 3600),
                evaluations * perEval[1] / 1000 / cores / 60,
                String.format(", cohort %.1f min", evaluations * perEval[2] / 1000 / cores / 60));
        if (o.dataset() == null && CrawlFeatures.withinGp4c(s.inputs()))
            MeasuredRun.print(o.measured(), perEval[2], cores, out);
    }

    /**
     * Issue 45's figure: one fitness evaluation of an adaptive rule (a per-page crawl with per-page state) against the
     * score engines' times on the same pages, over the production rules and rules of an ECJ initial population of the
     * adaptive form; and where its time goes: the same rules with the update tree replaced by I (no update work) and
     * with the score tree replaced by t (a cheap score), the rest being the simulator's own work.
     */
    private void timeRules(GpSettings s, ChangeHistory train, double perPageMs, double cohortMs) {
        Breeding b = s.breeding()
                .resized(
                        Math.max(s.breeding().population(), o.trees()),
                        s.breeding().generations(),
                        s.breeding().archiveSize(),
                        s.breeding().maxDepth(),
                        s.breeding().maxCrossoverDepth());
        b = RecordOverrides.apply(b, Map.of("seedFormulas", "peers"));
        List<List<Expr>> rules = Evolvers.ecj()
                .initialIndividuals(AdaptiveForm.task(b, trees -> 0), 12345)
                .subList(0, Math.max(o.trees(), AdaptiveForm.seeds("peers").size()));
        AdaptiveForm.RuleFitness f =
                new AdaptiveForm.RuleFitness(train, RunSeeds.trainingSimulation(s, 0), s.fitnessMetric());
        Expr trivialUpdate = ExprParser.parse("I", IntervalRule.UPDATE_INPUTS);
        Expr trivialScore = ExprParser.parse("t", IntervalRule.SCORE_INPUTS);
        String[] what = {"the rules as bred", "update tree replaced by I", "score tree replaced by t"};
        double[] meanMs = new double[what.length];
        for (int w = 0; w < what.length; w++) {
            List<IntervalRule> timed = new ArrayList<>();
            for (List<Expr> r : rules) {
                IntervalRule rule = AdaptiveForm.rule("timed", r);
                if (w == 1)
                    rule = new IntervalRule(
                            "timed", trivialUpdate, rule.score(), rule.initial(), rule.min(), rule.max());
                if (w == 2)
                    rule = new IntervalRule(
                            "timed", rule.update(), trivialScore, rule.initial(), rule.min(), rule.max());
                timed.add(rule);
            }
            for (int i = 0; i < Math.min(5, timed.size()); i++) f.simulate(timed.get(i)); // JIT warm-up
            double[] ms = new double[timed.size()];
            for (int i = 0; i < timed.size(); i++) {
                long t0 = System.nanoTime();
                f.simulate(timed.get(i));
                ms[i] = (System.nanoTime() - t0) / 1e6;
            }
            meanMs[w] = mean(ms, ms.length);
        }
        TextTable t = new TextTable(
                "adaptive rules (form = adaptive, cohort engine by visit history)",
                "ms per evaluation",
                "x cohort n, X, t",
                "x per-page score");
        for (int w = 0; w < what.length; w++)
            t.row(
                    what[w],
                    String.format("%.2f (%d rules)", meanMs[w], rules.size()),
                    String.format("%.1fx", meanMs[w] / cohortMs),
                    String.format("%.1fx", meanMs[w] / perPageMs));
        out.print(t.render());
        out.printf(
                "rules: the %d production rules as pairs, then an ECJ initial population of the adaptive form (mean size %.1f nodes); "
                        + "update work about %.2f ms, score-tree work about %.2f ms beyond t, the rest the simulator's%n",
                AdaptiveForm.seeds("peers").size(),
                rules.stream()
                        .mapToInt(r -> r.get(0).size() + r.get(1).size())
                        .average()
                        .orElse(0),
                meanMs[0] - meanMs[1],
                meanMs[0] - meanMs[2]);
    }

    /**
     * The first {@code count} trees of an ECJ ramped half-and-half population over {@code inputs} (seed 12345), from a
     * population at least that large (ECJ's default 300 would cap the sample).
     */
    public static List<Expr> ecjSample(Breeding b, List<String> inputs, int count) {
        Breeding sampled = b.resized(
                Math.max(b.population(), count), b.generations(), b.archiveSize(), b.maxDepth(), b.maxCrossoverDepth());
        return Evolvers.ecj()
                .initialPopulation(Task.single(sampled, inputs, e -> 0), 12345)
                .subList(0, count);
    }

    /** GP4C's fitness over n, X, t on the cohort engine, no ranking memo (every evaluation simulates). */
    private static CrawlFitness gp4cCohort(ChangeHistory train, GpSettings s) {
        return new CrawlFitness(
                train, RunSeeds.trainingSimulation(s, 0), s.fitnessMetric(), CrawlFeatures.GP4C, Engine.COHORT, 0);
    }

    /**
     * The n, X, t fitness state per training page, itemised (the memory budget: about 128 bytes a page beyond the
     * bit-packed history and the page ids), on this machine's thread count.
     */
    private void printMemory(ChangeHistory train, GpSettings s) {
        Map<String, Long> bytes = gp4cCohort(train, s).cohortBytes();
        int threads = Runtime.getRuntime().availableProcessors();
        double pages = train.pages(), total = 0;
        StringBuilder b = new StringBuilder("cohort engine state per training page (n, X, t):");
        long fixed = 0;
        for (Map.Entry<String, Long> e : bytes.entrySet()) {
            if (e.getKey().startsWith("fixed")) { // independent of the page count: not a per-page cost
                fixed += e.getValue();
                continue;
            }
            double per = e.getValue() / pages;
            total += e.getKey().startsWith("workspace per thread") ? per * threads : per;
            b.append(String.format("%n  %-60s %7.1f B", e.getKey(), per));
        }
        b.append(String.format(
                "%n  %-60s %7.1f B a page (history: %.1f B, bit-packed; and %.1f MB per thread whatever the page count: "
                        + "state key and target tables)",
                "total with " + threads + " workspace(s), one per thread",
                total,
                8.0 * ((train.cycles() + 63) / 64),
                fixed / 1e6));
        out.println(b);
    }

    /**
     * Beyond n, X, t: how the cohort engine keyed each tree, and its time against the n, X, t cohort time on the same
     * pages (an ECJ sample of as many trees over n, X, t).
     */
    private void compareWithGp4c(
            GpSettings s, ChangeHistory train, TerminalSet terminals, List<Expr> exprs, double[] cohortMs) {
        CrawlFitness f = new CrawlFitness(
                train, RunSeeds.trainingSimulation(s, 0), s.fitnessMetric(), terminals, Engine.COHORT, 0);
        Map<CrawlFitness.Keying, Integer> keyed = new EnumMap<>(CrawlFitness.Keying.class);
        double historyMs = 0, perPageMs = 0;
        for (int i = 0; i < exprs.size(); i++) {
            CrawlFitness.Keying k = f.cohortKeying(exprs.get(i));
            keyed.merge(k, 1, Integer::sum);
            if (k == CrawlFitness.Keying.HISTORY) historyMs += cohortMs[i];
            if (k == CrawlFitness.Keying.NONE) perPageMs += cohortMs[i];
        }
        int byHistory = keyed.getOrDefault(CrawlFitness.Keying.HISTORY, 0);
        int perPage = keyed.getOrDefault(CrawlFitness.Keying.NONE, 0);
        historyMs /= Math.max(1, byHistory);
        perPageMs /= Math.max(1, perPage);
        out.printf(
                "cohort engine keying: %d trees by visit history, %d by (n, X, t), %d per page (they read beyond the page's own visits)%n",
                keyed.getOrDefault(CrawlFitness.Keying.HISTORY, 0),
                keyed.getOrDefault(CrawlFitness.Keying.STATE, 0),
                keyed.getOrDefault(CrawlFitness.Keying.NONE, 0));
        List<Expr> nxt = new ArrayList<>(List.of(ExprParser.parse("t*X", CrawlFeatures.GP4C)));
        nxt.addAll(ecjSample(s.breeding(), CrawlFeatures.GP4C, exprs.size() - 1));
        CrawlFitness g = gp4cCohort(train, s);
        for (Expr e : nxt) g.simulate(e); // JIT warm-up, as above
        double[] ms = new double[nxt.size()];
        double[] runs = new double[o.repeats()];
        for (int i = 0; i < nxt.size(); i++) {
            for (int r = 0; r < runs.length; r++) {
                long t0 = System.nanoTime();
                g.simulate(nxt.get(i));
                runs[r] = (System.nanoTime() - t0) / 1e6;
            }
            Arrays.sort(runs);
            ms[i] = runs[runs.length / 2];
        }
        double gp4c = mean(ms, ms.length);
        out.printf(
                "n, X, t cohort time on the same pages: %.2f ms per evaluation (t*X and an ECJ sample of %d trees); "
                        + "the trees keyed by visit history: %s (bound: 10x)%n",
                gp4c,
                ms.length - 1,
                byHistory == 0
                        ? "none in this sample"
                        : String.format("%.2f ms, %.1fx it (%d trees)", historyMs, historyMs / gp4c, byHistory));
        if (perPage > 0)
            out.printf(
                    "the trees run per page (they read beyond the page's own visits): %.2f ms per evaluation, %.1fx the n, X, t cohort time (%d trees)%n",
                    perPageMs, perPageMs / gp4c, perPage);
        if (train.signals() == null) return;
        // the signal model's own rule on the same pages, one crawl per repeat after one to warm up
        Policy posterior = Policies.byName(PosteriorPolicy.FAMILY);
        CrawlSimulator.run(train, posterior, s.simulation());
        for (int r = 0; r < runs.length; r++) {
            long t0 = System.nanoTime();
            CrawlSimulator.run(train, posterior, s.simulation());
            runs[r] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(runs);
        out.printf(
                "the signal model's rule (Posterior) on the same pages: %.2f ms per crawl, %.1fx the n, X, t cohort time%n",
                runs[runs.length / 2], runs[runs.length / 2] / gp4c);
    }
}
