package io.crawlgp.gp.learn;

import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.experiment.Choice;
import io.crawlgp.experiment.Evaluation.Contender;
import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.FoldSplit;
import io.crawlgp.experiment.FoldTask;
import io.crawlgp.experiment.Learned;
import io.crawlgp.experiment.Learner;
import io.crawlgp.experiment.RunSettings;
import io.crawlgp.experiment.Split;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.AdaptiveForm;
import io.crawlgp.gp.Form;
import io.crawlgp.gp.Gp4cExperiment;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.PeerTuning;
import io.crawlgp.gp.Protocol;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.metric.Metric;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.RankAveragePolicy;
import io.crawlgp.policy.SiteAssignedPolicy;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * GP4C (any form) as a learner: its search (seeds, breeding, inputs, form) from an experiment file, the task's data,
 * simulation, folds and metric, so it meets every other contender on the same folds and seeds. Each task is a
 * resumable evolve run in the task's folder for its label; what it deploys is its Best variant, evaluated on the test
 * folds inside that run (the run folder holds its choices: formulas.csv, the archive, the logbook).
 */
public record Gp4cLearner(String label, GpSettings search, CrawlDataLoader loader, RunContext ctx, Where where)
        implements Learner {
    /**
     * Where a GP method learns: as the suite's split says, at home (the fold's own training windows, as under
     * split = time; the same test windows), on the other sources (split = datasets' instances), or first on the other
     * sources and then at home, half the generations each, the home phase starting from fold f's archive learnt
     * elsewhere.
     */
    public enum Where {
        SUITE("as the suite's split says"),
        HOME("at home: the fold's own training windows"),
        OTHERS("on the other sources"),
        SEEDED("first on the other sources, then at home from that archive (half the generations each)");

        public final String described;

        Where(String described) {
            this.described = described;
        }
    }

    public Gp4cLearner(String label, GpSettings search, CrawlDataLoader loader, RunContext ctx) {
        this(label, search, loader, ctx, Where.SUITE);
    }

    public Gp4cLearner {
        if (search.protocol().committee() != Protocol.NO_COMMITTEE && search.form() != Form.SCORE)
            throw new UserError(label + ": committee = " + search.protocol().committee() + " combines score trees by"
                    + " rank; form = " + search.form().written() + " is not one (use form = score)");
    }

    /**
     * The run's settings for this search: the experiment's search (seeds, breeding, inputs, form) on the run's data,
     * simulation, folds, metric and content settings. A search seeded with tuned rules tunes them as the run does.
     */
    public static GpSettings settings(GpSettings e, RunSettings run) {
        return settings(e, run, Where.SUITE);
    }

    /**
     * As above, learning where {@code where} says: at home a run under split = datasets becomes the same time windows
     * without instances (split = time tests on the same windows), so only the fold's own training and validation
     * windows are read.
     */
    public static GpSettings settings(GpSettings e, RunSettings run, Where where) {
        boolean home = where == Where.HOME;
        Split split = home && run.split() == Split.DATASETS ? Split.TIME : run.split();
        return new GpSettings(
                run.dataset(),
                run.simulation(),
                new Protocol(
                        run.folds(),
                        e.protocol().seeds(),
                        run.fitness(),
                        e.protocol().sdKind(),
                        false, // the run tunes the peers itself
                        AdaptiveForm.wantsTuned(e.breeding().seedFormulas()) ? run.tuneEvaluations() : 1,
                        split,
                        run.choose(),
                        e.protocol().committee(),
                        home ? List.of() : run.instances(),
                        e.protocol().specialists(),
                        run.homeCycles()),
                e.breeding(),
                e.inputs(),
                run.content(),
                e.estimatorWindow(),
                e.form(),
                e.residualBase());
    }

    @Override
    public Learned learn(FoldTask task) {
        long t0 = System.nanoTime();
        Path runDir = task.folder(label);
        GpSettings s;
        Gp4cExperiment.Outcome o;
        if (where == Where.SEEDED) {
            // first on the other sources for half the generations, then at home for the rest from fold f's archive
            int g = search.breeding().generations(), first = g / 2;
            Path othersDir = runDir.resolveSibling(runDir.getFileName() + "-others");
            Gp4cExperiment.Outcome others = evolve(
                    settings(generations(search, first), task.settings(), Where.OTHERS), task, othersDir, List.of());
            s = settings(generations(search, g - first), task.settings(), Where.HOME);
            o = evolve(s, task, runDir, archives(others, s.terminals(task.data().features())));
        } else {
            s = settings(search, task.settings(), where);
            o = evolve(s, task, runDir, List.of());
        }
        if (s.protocol().committee() != Protocol.NO_COMMITTEE) return committee(task, s, o, t0);
        if (s.protocol().specialists() != Protocol.NO_SPECIALISTS) return specialists(task, s, o, t0);
        List<FoldRun> best = new ArrayList<>();
        for (FoldRun fr : o.testRuns())
            if (fr.method().equals(GpVariant.BEST.method)) best.add(new FoldRun(label, fr.fold(), fr.result()));
        // the choice per fold: GP4C_Best's function, among the members validated on the fold, with its scores
        List<Choice> choices = new ArrayList<>();
        for (FormulaRow r : o.formulas())
            if (r.variant().equals(GpVariant.BEST.method)) {
                int members = (int) o.formulas().stream()
                        .filter(x -> x.fold() == r.fold() && x.variant().startsWith("archive"))
                        .count();
                choices.add(new Choice(label, r.fold(), r.formula(), members, r.train(), r.validation()));
            }
        return new Learned(
                List.of(),
                best,
                choices,
                List.of(),
                Map.of(label, (System.nanoTime() - t0) / 1e9),
                rescorable(s, task, o));
    }

    /** One resumable evolve run of this method in {@code dir}, fold f seeded with {@code foldSeeds} (none: empty). */
    private Gp4cExperiment.Outcome evolve(GpSettings s, FoldTask task, Path dir, List<List<Expr>> foldSeeds) {
        return Gp4cExperiment.run(
                s,
                loader,
                dir,
                task.threads(),
                false,
                ctx.withCommand(ctx.command() + " [" + dir + "]"),
                null,
                foldSeeds);
    }

    /** The search with {@code g} generations (a phase of seedFrom = others). */
    private static GpSettings generations(GpSettings search, int g) {
        return RecordOverrides.apply(search, Map.of("generations", Integer.toString(g)));
    }

    /**
     * Fold f's archive of a finished run, every seed's distinct members in formulas.csv's order: the seeds of fold f's
     * home phase, learnt on the other sources' fold-f windows only (nothing of the held-out fold's test window or later).
     */
    private static List<List<Expr>> archives(Gp4cExperiment.Outcome o, TerminalSet terminals) {
        Map<Integer, List<Expr>> byFold = new TreeMap<>();
        Map<Integer, Set<String>> seen = new TreeMap<>();
        for (FormulaRow r : o.formulas())
            if (r.variant().startsWith("archive")
                    && seen.computeIfAbsent(r.fold(), k -> new HashSet<>()).add(r.formula()))
                byFold.computeIfAbsent(r.fold(), k -> new ArrayList<>())
                        .add(ExprParser.parse(r.formula(), terminals.names()));
        return new ArrayList<>(byFold.values());
    }

    /**
     * GP4C_Best's function per fold as a policy (the score form's: a formula ranks pages), to be scored elsewhere; its
     * inputs are resolved only when it is scored (a content input needs data a benchmark loads for evolve alone).
     */
    private List<Contender> rescorable(GpSettings s, FoldTask task, Gp4cExperiment.Outcome o) {
        if (s.form() != Form.SCORE) return List.of();
        Map<Integer, String> byFold = new TreeMap<>();
        for (FormulaRow r : o.formulas())
            if (r.variant().equals(GpVariant.BEST.method)) byFold.put(r.fold(), r.formula());
        return List.of(new Contender(label, f -> {
            TerminalSet terminals = s.terminals(task.data().features());
            return FormulaPolicy.of(label, ExprParser.parse(byFold.get(f), terminals.names()), terminals);
        }));
    }

    /**
     * The committee this run deploys instead of GP4C_Best: per fold, the archive's m best distinct
     * functions by validation (formulas.csv's order on a tie), combined by rank averaging; its choice scored as every
     * choice is, on the fold's training and validation parts with their seeds.
     */
    private Learned committee(FoldTask task, GpSettings s, Gp4cExperiment.Outcome o, long t0) {
        int m = s.protocol().committee();
        if (!task.settings().instances().isEmpty())
            throw new UserError(label + ": committee = " + m + " is chosen and scored on the run's own dataset; with "
                    + "instances (split = datasets) it is not implemented: deploy GP4C_Best (no committee)");
        TerminalSet terminals = s.terminals(task.data().features());
        List<List<Expr>> members = new ArrayList<>();
        List<Choice> choices = new ArrayList<>();
        ChangeHistory h = task.data().history();
        Metric metric = task.settings().fitnessMetric();
        for (int f = 0; f < task.folds().count(); f++) {
            List<FormulaRow> archive = archive(o, f);
            List<Expr> chosen = bestDistinct(archive, m, terminals);
            members.add(chosen);
            Policy p = policy(chosen, terminals);
            FoldSplit split = FoldSplit.of(task.folds(), f);
            double train = PeerTuning.score(
                    split.train().history(h), p, task.settings().trainingSimulation(f), metric, 1);
            double validation = PeerTuning.score(
                    split.validation().history(h),
                    policy(chosen, terminals),
                    task.settings().validationSimulation(f),
                    metric,
                    split.validation().firstScored());
            choices.add(new Choice(
                    label,
                    f,
                    "committee of " + chosen.size() + ", first " + ExprFormat.infix(chosen.get(0)),
                    archive.size(),
                    train,
                    validation));
        }
        return new Learned(
                List.of(new Contender(label, f -> policy(members.get(f), terminals))),
                List.of(),
                choices,
                List.of(),
                Map.of(label, (System.nanoTime() - t0) / 1e9));
    }

    /** Fold f's archive members, best validation first (formulas.csv's order on a tie). */
    private static List<FormulaRow> archive(Gp4cExperiment.Outcome o, int fold) {
        List<FormulaRow> archive = new ArrayList<>(o.formulas().stream()
                .filter(r -> r.fold() == fold && r.variant().startsWith("archive"))
                .toList());
        archive.sort(Comparator.comparingDouble(FormulaRow::validation).reversed()); // stable: ties keep order
        return archive;
    }

    /** The first m distinct simplified functions of an archive in its order. */
    private static List<Expr> bestDistinct(List<FormulaRow> archive, int m, TerminalSet terminals) {
        List<Expr> chosen = new ArrayList<>();
        Set<String> forms = new HashSet<>();
        for (FormulaRow r : archive)
            if (chosen.size() < m && forms.add(r.simplified()))
                chosen.add(ExprParser.parse(r.simplified(), terminals.names()));
        return chosen;
    }

    /**
     * The specialists this run deploys instead of GP4C_Best: per fold, the archive's k best distinct
     * functions by validation and an assignment of sites to them learnt on the fold's training part (every site starts
     * with the best; then, site by site, largest first, a site moves to another function when the training crawl's
     * fitness strictly rises), deployed by {@link SiteAssignedPolicy}; its choice scored on the fold's training and
     * validation parts with their seeds.
     */
    private Learned specialists(FoldTask task, GpSettings s, Gp4cExperiment.Outcome o, long t0) {
        int k = s.protocol().specialists();
        if (!task.settings().instances().isEmpty())
            throw new UserError(label + ": specialists = " + k + " learn a site assignment on the run's own dataset; "
                    + "with instances (split = datasets) the held-out sites are never seen: deploy GP4C_Best");
        TerminalSet terminals = s.terminals(task.data().features());
        ChangeHistory h = task.data().history();
        Metric metric = task.settings().fitnessMetric();
        List<Policy> deployed = new ArrayList<>();
        List<Choice> choices = new ArrayList<>();
        for (int f = 0; f < task.folds().count(); f++) {
            List<FormulaRow> archive = archive(o, f);
            List<Expr> members = bestDistinct(archive, k, terminals);
            FoldSplit split = FoldSplit.of(task.folds(), f);
            ChangeHistory train = split.train().history(h);
            Map<String, Integer> assign = new TreeMap<>();
            double best = PeerTuning.score(
                    train, assigned(members, assign, terminals), task.settings().trainingSimulation(f), metric, 1);
            List<String> sites = sitesLargestFirst(train);
            for (String site : sites)
                for (int j = 1; j < members.size(); j++) {
                    Map<String, Integer> trial = new TreeMap<>(assign);
                    trial.put(site, j);
                    double v = PeerTuning.score(
                            train,
                            assigned(members, trial, terminals),
                            task.settings().trainingSimulation(f),
                            metric,
                            1);
                    if (v > best) {
                        best = v;
                        assign = trial;
                    }
                }
            Policy chosen = assigned(members, assign, terminals); // a policy starts afresh for every crawl
            double validation = PeerTuning.score(
                    split.validation().history(h),
                    chosen,
                    task.settings().validationSimulation(f),
                    metric,
                    split.validation().firstScored());
            deployed.add(chosen);
            int[] sitesOf = new int[members.size()];
            for (String site : sites) sitesOf[assign.getOrDefault(site, 0)]++;
            choices.add(new Choice(
                    label,
                    f,
                    "specialists of " + members.size() + " (sites per function " + Arrays.toString(sitesOf)
                            + "), first " + ExprFormat.infix(members.get(0)),
                    archive.size(),
                    best,
                    validation));
        }
        return new Learned(
                List.of(new Contender(label, deployed::get)),
                List.of(),
                choices,
                List.of(),
                Map.of(label, (System.nanoTime() - t0) / 1e9));
    }

    /** The distinct sites of a history, most pages first, then by name. */
    private static List<String> sitesLargestFirst(ChangeHistory h) {
        Map<String, Integer> count = new TreeMap<>();
        for (int p = 0; p < h.pages(); p++) count.merge(h.site(p), 1, Integer::sum);
        List<String> out = new ArrayList<>(count.keySet());
        out.sort(Comparator.comparingInt((String x) -> -count.get(x)).thenComparing(x -> x));
        return out;
    }

    private Policy assigned(List<Expr> members, Map<String, Integer> assign, TerminalSet terminals) {
        List<Policy> ps = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) ps.add(FormulaPolicy.of(label + "#" + i, members.get(i), terminals));
        return new SiteAssignedPolicy(label, ps, assign);
    }

    private Policy policy(List<Expr> members, TerminalSet terminals) {
        List<Policy> ps = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) ps.add(FormulaPolicy.of(label + "#" + i, members.get(i), terminals));
        return new RankAveragePolicy(label, ps);
    }
}
