package io.crawlgp.gp;

import io.crawlgp.cluster.ClusterOptions;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.experiment.DataLoader;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.Evaluation.Contender;
import io.crawlgp.experiment.FoldPart;
import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.FoldSplit;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.Instances;
import io.crawlgp.experiment.PairedComparison;
import io.crawlgp.experiment.SmallCrawl;
import io.crawlgp.experiment.Split;
import io.crawlgp.experiment.Summary;
import io.crawlgp.experiment.Trials;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.feature.SiteFeatures;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.Selection.Candidate;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.gp.results.UnitResult;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.simulation.CohortSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.MemoryBudget;
import io.crawlgp.util.Parallel;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

/**
 * GP4C's protocol (Santos et al. §5.2, Listing 1.1): F folds over pages; for each test fold the other F-1 folds are
 * split into training and validation folds ({@link FoldSplit}). Each of N seeds evolves on the training pages
 * ({@link Gp4cTraining}); every archive member is scored on the validation pages; Best, Sum and Avg are chosen (see
 * {@link Selection}) and simulated on the test fold next to the baselines, through the same evaluation contract; the
 * folder is written by {@link Gp4cResults}. What the form breeds is its {@link FormRun}. Each (fold, seed) run is
 * saved as it finishes, and a rerun skips saved runs, so an interrupted experiment resumes and ends with exactly the
 * results of an uninterrupted one.
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

    /** The fitness of a page set under these settings: their metric, the run's terminals, the fastest engine that fits. */
    public static CrawlFitness fitness(
            ChangeHistory pages, SimulationSettings sim, GpSettings s, TerminalSet terminals) {
        return new CrawlFitness(
                pages, sim, s.fitnessMetric(), terminals, CrawlFitness.Engine.COHORT, CohortSimulator.DEFAULT_MEMO);
    }

    /**
     * The fitness of one part of a fold's split of {@code h}: its pages, crawled through its window, scored on it; with
     * a {@code base} (the residual form's, else null) a tree crawls as the base's score times exp(its value).
     */
    public static CrawlFitness fitness(
            FoldPart part, ChangeHistory h, SimulationSettings sim, GpSettings s, TerminalSet terminals, Policy base) {
        return new CrawlFitness(
                part.history(h),
                sim,
                s.fitnessMetric(),
                terminals,
                CrawlFitness.Engine.COHORT,
                CohortSimulator.DEFAULT_MEMO,
                part.firstScored(),
                base);
    }

    /** The run's folds of its data: its split, fold count, seed and warm-up (what every phase reads). */
    static Folds folds(GpSettings s, CrawlData data) {
        return s.protocol().foldsOf(data.history(), s.seed(), s.simulation().warmup());
    }

    public static Outcome run(GpSettings s, Path out, int threads, boolean withBaselines, String command) {
        return run(s, DataLoader.PLAIN, out, threads, withBaselines, command);
    }

    public static Outcome run(
            GpSettings s, DataLoader loader, Path out, int threads, boolean withBaselines, String command) {
        return run(s, loader, out, threads, withBaselines, RunContext.of(command), null);
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
            RunContext ctx,
            ClusterOptions cluster) {
        return run(s, Forms.kind(s.form()), loader, out, threads, withBaselines, ctx, cluster, List.of());
    }

    /**
     * As above, fold f's first individuals seeded with {@code foldSeeds.get(f)} as well (a home phase continuing an
     * archive learnt elsewhere); the seeds join the run's identity.
     */
    public static Outcome run(
            GpSettings s,
            DataLoader loader,
            Path out,
            int threads,
            boolean withBaselines,
            RunContext ctx,
            ClusterOptions cluster,
            List<List<Expr>> foldSeeds) {
        return run(s, Forms.kind(s.form()), loader, out, threads, withBaselines, ctx, cluster, foldSeeds);
    }

    /** The protocol with {@code kind} breeding (a form's variant, which a test builds from a form's run). */
    static Outcome run(
            GpSettings s,
            FormKind kind,
            DataLoader loader,
            Path out,
            int threads,
            boolean withBaselines,
            RunContext ctx,
            ClusterOptions cluster) {
        return run(s, kind, loader, out, threads, withBaselines, ctx, cluster, List.of());
    }

    private static Outcome run(
            GpSettings s,
            FormKind kind,
            DataLoader loader,
            Path out,
            int threads,
            boolean withBaselines,
            RunContext ctx,
            ClusterOptions cluster,
            List<List<Expr>> foldSeeds) {
        if (!foldSeeds.isEmpty() && (foldSeeds.size() != s.protocol().folds() || s.form() != Form.SCORE))
            throw new IllegalArgumentException("fold seeds: one list per fold, for the score form");
        Provenance prov = Provenance.start(ctx.command()); // git commit and start time as the run begins
        Trials.refuseOver(out, s.dataset());
        int parallelRuns = Math.max(
                1,
                Math.min(
                        cluster == null ? threads : 1,
                        s.protocol().folds() * s.protocol().seeds()));
        MemoryBudget.require(
                "population = " + s.breeding().population() + " in " + parallelRuns + " GP run(s) at once (--threads)",
                (double) s.breeding().population() * MemoryBudget.INDIVIDUAL_BYTES * parallelRuns);
        CrawlData data = loader.load(s.dataset(), s.needs());
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
        String siteNote = SiteFeatures.note(
                terminals.names(), data.history(), s.protocol().split() == Split.PAGES);
        if (siteNote != null) ctx.log().println(siteNote);
        Folds folds = folds(s, data);
        checkFoldsCrawl(s.simulation(), s.protocol().folds(), f -> FoldSplit.of(folds, f), "");
        List<Instances.Instance> instances = instances(s, loader, cluster, data, folds);
        for (Instances.Instance i : instances)
            checkFoldsCrawl(i.simulation(s.simulation()), s.protocol().folds(), i::split, i.source() + ": ");
        for (String note : Instances.notes(instances)) ctx.log().println(note);
        String small = SmallCrawl.note(folds, s.simulation());
        if (small != null) ctx.log().println(small);
        StringBuilder others = new StringBuilder(); // the instances' data are part of the run's identity too
        for (Instances.Instance i : instances)
            others.append(";instance-sha256=").append(i.data().provenance().get("sha256"));
        for (List<Expr> seeds : foldSeeds) // a home phase's seeds are part of what it is
        others.append(";fold-seeds=")
                    .append(String.join(
                            " ", seeds.stream().map(ExprFormat::lisp).toList()));
        String settingsHash = Hashing.sha256(SettingsText.canonical(s) + "dataset-sha256="
                + data.provenance().get("sha256") + others);
        RunIdentity identity = RunIdentity.of(
                "evolve",
                settingsHash,
                String.valueOf(data.provenance().get("sha256")),
                CrawlData.inputs(data),
                RecordOverrides.describe(s));
        Gp4cRun c = new Gp4cRun(s, terminals, data, folds, settingsHash, out, threads, ctx, instances, foldSeeds);
        FormRun form = kind.in(c);
        if (cluster != null) form.refuseDistributed();
        // until a file besides run.json is written, a refusal (a busy --distribute port) withdraws the claim
        return identity.claim(out).run(() -> claimedRun(c, form, withBaselines, cluster, prov));
    }

    /**
     * The run's other datasets, loaded once; refused in one line for what does not train on them yet (a form
     * other than score, a cluster) and when an instance's features cannot express the run's inputs.
     */
    private static List<Instances.Instance> instances(
            GpSettings s, DataLoader loader, ClusterOptions cluster, CrawlData data, Folds folds) {
        if (s.protocol().instances().isEmpty()) {
            if (s.breeding().miniBatch() > 0) // before the folder is claimed (the engine refuses it too)
            throw new UserError("miniBatch = " + s.breeding().miniBatch() + " draws among several datasets; this "
                    + "run's fitness is over one (set instances)");
            return List.of();
        }
        if (s.form() != Form.SCORE)
            throw new UserError("instances: form = " + s.form().written() + " trains on its own dataset only; "
                    + "several datasets train form = score (not implemented for the others)");
        if (cluster != null)
            throw new UserError("instances: a run over several datasets does not run distributed yet; run without "
                    + "--distribute");
        List<Instances.Instance> out = Instances.load(s.run(), loader, s.needs(), data, folds);
        for (Instances.Instance i : out) {
            try {
                s.terminals(i.data().features());
            } catch (UserError e) {
                throw new UserError("instances: " + i.source() + ": " + e.getMessage());
            }
        }
        return out;
    }

    /** Before any long work: every training, validation and test fold crawls at least one page per cycle. */
    private static void checkFoldsCrawl(
            SimulationSettings sim, int foldCount, IntFunction<FoldSplit> splits, String which) {
        for (int f = 0; f < foldCount; f++) {
            FoldSplit split = splits.apply(f);
            if (split == null) continue; // an instance left out of this fold
            int[] sizes = {
                split.train().rows().length,
                split.validation().rows().length,
                split.test().rows().length
            };
            String[] what = {"training", "validation", "test"};
            for (int i = 0; i < 3; i++) {
                try {
                    sim.k(sizes[i]);
                } catch (UserError e) {
                    throw new UserError(which + "fold " + f + "'s " + what[i] + " pages: " + e.getMessage());
                }
            }
        }
    }

    /** The protocol's phases in order: train, select on validation, test, write. */
    private static Outcome claimedRun(
            Gp4cRun c, FormRun form, boolean withBaselines, ClusterOptions cluster, Provenance prov) {
        Gp4cTraining.Result training = Gp4cTraining.run(c, form, cluster);
        Selected selected = select(c, form, training.units());
        Tested tested = test(c, form, selected, withBaselines);
        return Gp4cResults.write(c, form, training, selected, tested, cluster, prov);
    }

    /** Every archive member of a fold scored on its validation pages, and the member each variant chose per fold. */
    record Selected(List<List<Candidate>> candidates, Map<GpVariant, Candidate[]> chosen) {}

    /** Validation and selection (Listing 1.1, lines 14-17): GP4C_Best, Sum and Avg per fold ({@link Selection}). */
    private static Selected select(Gp4cRun c, FormRun form, UnitResult[][] units) {
        GpSettings s = c.s();
        int foldCount = s.protocol().folds();
        List<List<Candidate>> candidatesByFold = new ArrayList<>();
        for (int f = 0; f < foldCount; f++) candidatesByFold.add(null);
        Parallel.run(c.threads(), foldCount, f -> {
            ToDoubleFunction<ArchiveEntry> score = form.validation(f);
            List<Candidate> candidates = new ArrayList<>();
            for (int r = 0; r < s.protocol().seeds(); r++)
                for (ArchiveEntry e : units[f][r].archive())
                    candidates.add(new Candidate(r, e, score.applyAsDouble(e)));
            candidatesByFold.set(f, candidates);
        });
        Map<GpVariant, Candidate[]> chosen = new LinkedHashMap<>();
        for (GpVariant v : GpVariant.values()) {
            Candidate[] perFold = new Candidate[foldCount];
            for (int f = 0; f < foldCount; f++)
                perFold[f] = Selection.choose(
                        v, candidatesByFold.get(f), s.protocol().sdKind());
            chosen.put(v, perFold);
        }
        return new Selected(candidatesByFold, chosen);
    }

    /** The test phase's result: every contender's run on every test fold, and which contenders were compared. */
    record Tested(List<FoldRun> runs, List<String> compared, PeerTuning.Tuned tuned) {}

    /** Test: the chosen functions and the baselines on each test fold, same contract, same fold seeds. */
    private static Tested test(Gp4cRun c, FormRun form, Selected selected, boolean withBaselines) {
        GpSettings s = c.s();
        List<Contender> contenders = new ArrayList<>();
        for (GpVariant v : GpVariant.values())
            contenders.add(new Contender(
                    v.method, form.policy(v.method, selected.chosen().get(v))));
        List<String> names = new ArrayList<>();
        if (withBaselines) {
            names.addAll(Policies.lineUp());
            names.addAll(form.ownBaselines());
        }
        List<String> tunable = new ArrayList<>();
        if (s.protocol().tunePeers()) for (String f : TuningSpace.families()) if (names.contains(f)) tunable.add(f);
        long t0 = System.nanoTime();
        PeerTuning.Tuned tuned = PeerTuning.tune(
                s, c.data().history(), c.folds(), tunable, s.protocol().tuneEvaluations(), c.threads());
        if (!tunable.isEmpty())
            c.ctx()
                    .log()
                    .printf(
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
                c.ctx().progress("test", contenders.size() * s.protocol().folds())) {
            return new Tested(
                    Evaluation.run(c.data().history(), c.folds(), contenders, s.simulation(), c.threads(), progress),
                    compared,
                    tuned);
        }
    }
}
