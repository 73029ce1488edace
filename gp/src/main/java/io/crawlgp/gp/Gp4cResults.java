package io.crawlgp.gp;

import io.crawlgp.cluster.ClusterOptions;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.ecj.EcjParameters;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.PairedComparison;
import io.crawlgp.experiment.ResultsFolder;
import io.crawlgp.experiment.Summary;
import io.crawlgp.experiment.TestFoldProtocol;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.gp.Selection.Candidate;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.gp.results.EcjStatistics;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.gp.results.GpResultsCsv.GenerationRow;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.Provenance;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.SeedLabel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** GP4C's results folder: formulas, generations, paired comparisons, ECJ parameters, provenance and the summary. */
final class Gp4cResults {
    private Gp4cResults() {}

    static Gp4cExperiment.Outcome write(
            Gp4cRun c,
            FormRun form,
            Gp4cTraining.Result training,
            Gp4cExperiment.Selected selected,
            Gp4cExperiment.Tested tested,
            ClusterOptions cluster,
            Provenance prov) {
        GpSettings s = c.s();
        List<FormulaRow> formulas = formulas(c, form, selected, tested);
        List<GenerationRow> generations = new ArrayList<>();
        for (int f = 0; f < s.protocol().folds(); f++)
            for (int r = 0; r < s.protocol().seeds(); r++)
                for (GenerationStats g : training.units()[f][r].generations())
                    generations.add(new GenerationRow(
                            f, r, g.generation(), g.best(), g.mean(), g.meanSize(), g.sd(), g.bestFormula()));
        List<PairedComparison.Row> comparisons = new ArrayList<>();
        for (String b : tested.compared())
            if (!MethodId.isOracle(b))
                comparisons.add(
                        PairedComparison.compare(tested.runs(), GpVariant.BEST.method, b, 0.05, s.fitnessMetric()));

        Path out = c.out();
        GpResultsCsv.writeFormulas(out.resolve(GpResultsCsv.FORMULAS), formulas);
        GpResultsCsv.writeGenerations(out.resolve(GpResultsCsv.GENERATIONS), generations);
        EcjStatistics.write(out.resolve(EcjStatistics.FILE), generations);
        GpResultsCsv.writeScreening(out.resolve(GpResultsCsv.SCREENING), training.units());
        comparisons = PairedComparison.holm(comparisons);
        GpResultsCsv.writeComparisons(out.resolve(GpResultsCsv.COMPARISONS), comparisons);
        if (!tested.tuned().choices().isEmpty())
            GpResultsCsv.writeTuned(
                    out.resolve(GpResultsCsv.TUNED), tested.tuned().choices());
        writeEcjParameters(out.resolve("ecj.params"), form.ecjParameters(RunSeeds.ecjSeed(s.seed(), 0, 0)));
        form.writeExtras(training.units(), selected.chosen());
        prov.put("dataset", c.data().provenance())
                .put("settings", RecordOverrides.describe(s))
                .put("breeding_probabilities", s.breeding().breedingProbabilities())
                .put("seeds", seeds(s))
                .put("folds", TestFoldProtocol.foldsOf(c.s().protocol().split(), c.folds()))
                .put("units", new TreeMap<>(Map.of("computed", training.computed(), "reused", training.reused())))
                .put("fitness_work", form.fitnessWork(training.gate() != null))
                // what the run compared and recorded, resolved once: later steps read these, not registries
                .put("compared", tested.compared())
                .put("metrics", Metrics.RECORDED.stream().map(Metric::name).toList());
        if (training.gate() != null) prov.put("cluster", Distribution.describe(cluster, training.gate()));
        if (!c.foldSeeds().isEmpty()) // a home phase continuing an archive learnt elsewhere: what each fold began from
        prov.put(
                    "fold_seeds",
                    c.foldSeeds().stream()
                            .map(l -> l.stream().map(ExprFormat::lisp).toList())
                            .toList());
        List<Summary> summary = ResultsFolder.write(out, tested.runs(), prov);
        return new Gp4cExperiment.Outcome(
                summary, tested.runs(), formulas, comparisons, training.computed(), training.reused());
    }

    /**
     * Per fold: each variant's choice with its test value, then every archive member. A GP evolved for a metric is
     * judged on it: the test values (on the fitness scale of the training and validation columns: negated for a
     * lower-is-better metric) use the fitness metric.
     */
    private static List<FormulaRow> formulas(
            Gp4cRun c, FormRun form, Gp4cExperiment.Selected selected, Gp4cExperiment.Tested tested) {
        Map<String, Double> testByMethodFold = new HashMap<>();
        for (FoldRun r : tested.runs())
            testByMethodFold.put(r.method() + "#" + r.fold(), CrawlFitness.score(c.s().fitnessMetric(), r.result()));
        List<FormulaRow> formulas = new ArrayList<>();
        for (int f = 0; f < c.s().protocol().folds(); f++) {
            for (GpVariant v : GpVariant.values())
                formulas.add(
                        form.row(f, selected.chosen().get(v)[f], v.method, testByMethodFold.get(v.method + "#" + f)));
            for (Candidate cand : selected.candidates().get(f))
                formulas.add(form.row(
                        f,
                        cand,
                        cand.entry().generation() == ArchiveEntry.TUNED ? "archive-tuned" : "archive",
                        Double.NaN));
        }
        return formulas;
    }

    private static Map<String, Object> seeds(GpSettings s) {
        Map<String, Object> seeds = SeedLabel.describe(
                s.seed(),
                List.of(
                        Folds.SEED,
                        Evaluation.TEST_FOLD,
                        CrawlSimulator.TIE_BREAK,
                        RunSeeds.TRAIN,
                        RunSeeds.VALIDATION,
                        RunSeeds.ECJ));
        Map<String, Integer> ecjSeeds = new LinkedHashMap<>();
        for (int f = 0; f < s.protocol().folds(); f++)
            for (int r = 0; r < s.protocol().seeds(); r++)
                ecjSeeds.put("fold" + f + "-seed" + r, RunSeeds.ecjSeed(s.seed(), f, r));
        seeds.put("ecj", ecjSeeds);
        return seeds;
    }

    /** The resolved ECJ parameters: the base file, then the keys set from the settings (seed.0 of fold 0, seed 0). */
    static void writeEcjParameters(Path file, Map<String, String> keys) {
        AtomicFiles.writeText(file, w -> {
            w.write(EcjParameters.baseFile());
            w.write("\n# ---- set from the typed settings (seed.0 differs per run: see provenance.json) ----\n");
            for (Map.Entry<String, String> e : keys.entrySet()) w.write(e.getKey() + " = " + e.getValue() + "\n");
        });
    }
}
