package io.crawlgp.gp;

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
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.GpResultsCsv.FormulaRow;
import io.crawlgp.metric.Metric;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.RankAveragePolicy;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * GP4C (any form) as a learner: its search (seeds, breeding, inputs, form) from an experiment file, the task's data,
 * simulation, folds and metric, so it meets every other contender on the same folds and seeds. Each task is a
 * resumable evolve run in the task's folder for its label; what it deploys is its Best variant, evaluated on the test
 * folds inside that run (the run folder holds its choices: formulas.csv, the archive, the logbook).
 */
public record Gp4cLearner(String label, GpSettings search, CrawlDataLoader loader, RunContext ctx) implements Learner {
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
                        run.split(),
                        run.choose(),
                        e.protocol().committee(),
                        run.instances()),
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
        Gp4cExperiment.Outcome o = Gp4cExperiment.run(
                settings(search, task.settings()),
                loader,
                runDir,
                task.threads(),
                false,
                ctx.withCommand(ctx.command() + " [" + runDir + "]"),
                null);
        GpSettings s = settings(search, task.settings());
        if (s.protocol().committee() != Protocol.NO_COMMITTEE) return committee(task, s, o, t0);
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
        return new Learned(List.of(), best, choices, List.of(), Map.of(label, (System.nanoTime() - t0) / 1e9));
    }

    /**
     * The committee this run deploys instead of GP4C_Best (issue 71, item 5): per fold, the archive's m best distinct
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
            int fold = f;
            List<FormulaRow> archive = new ArrayList<>(o.formulas().stream()
                    .filter(r -> r.fold() == fold && r.variant().startsWith("archive"))
                    .toList());
            archive.sort(Comparator.comparingDouble(FormulaRow::validation).reversed()); // stable: ties keep order
            List<Expr> chosen = new ArrayList<>();
            Set<String> forms = new HashSet<>();
            for (FormulaRow r : archive)
                if (chosen.size() < m && forms.add(r.simplified()))
                    chosen.add(ExprParser.parse(r.simplified(), terminals.names()));
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

    private Policy policy(List<Expr> members, TerminalSet terminals) {
        List<Policy> ps = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) ps.add(FormulaPolicy.of(label + "#" + i, members.get(i), terminals));
        return new RankAveragePolicy(label, ps);
    }
}
