package io.crawlgp.gp;

import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.experiment.Choice;
import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.FoldTask;
import io.crawlgp.experiment.Learned;
import io.crawlgp.experiment.Learner;
import io.crawlgp.experiment.RunSettings;
import io.crawlgp.gp.GpResultsCsv.FormulaRow;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.RunContext;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * GP4C (any form) as a learner: its search (seeds, breeding, inputs, form) from an experiment file, the task's data,
 * simulation, folds and metric, so it meets every other contender on the same folds and seeds. Each task is a
 * resumable evolve run in the task's folder for its label; what it deploys is its Best variant, evaluated on the test
 * folds inside that run (the run folder holds its choices: formulas.csv, the archive, the logbook).
 */
public record Gp4cLearner(String label, GpSettings search, CrawlDataLoader loader, RunContext ctx) implements Learner {
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
                        run.choose()),
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
}
