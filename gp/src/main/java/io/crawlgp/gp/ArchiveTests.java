package io.crawlgp.gp;

import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.FoldPart;
import io.crawlgp.experiment.Folds;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.UserError;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Test values of archive members, computed when a reader asks ({@code inspect formulas --test}): evolve runs
 * only the selected functions on the test pages, so formulas.csv leaves the archive's test column empty. The run's
 * settings.properties rebuilds its data and folds; each member crawls fold f's test pages with the evaluation
 * contract's fold seed, as GP4C_Best did, so a member that is also GP4C_Best gets formulas.csv's test value back
 * (the test checks that). Shown for reading: the selection stays on validation.
 */
public final class ArchiveTests {
    private ArchiveTests() {}

    /**
     * The test value of each given archive row of the folder, as its form crawls the test fold: a score tree (with the
     * fold's tuned base under the residual form), or a rule with memory.
     */
    public static Map<FormulaRow, Double> of(Path results, Collection<FormulaRow> rows, PrintStream log) {
        Path file = results.resolve("settings.properties");
        if (!Files.isRegularFile(file))
            throw new UserError("--test: " + file + ": no such file (the run's settings rebuild its test folds)");
        GpSettings s = SettingsFile.load(file, GpSettings.paper(), Map.of());
        CrawlData data = new CrawlDataLoader(1, log).load(s.dataset(), s.needs());
        TerminalSet terminals = s.terminals(data.features());
        Folds folds = Gp4cExperiment.folds(s, data);
        List<String> inputs = terminals.names();
        Map<Integer, CrawlFitness> byFold = new HashMap<>();
        Map<FormulaRow, Double> out = new HashMap<>();
        if (s.form() == Form.ADAPTIVE) {
            for (FormulaRow r : rows) {
                FoldPart test = folds.test(r.fold());
                out.put(
                        r,
                        new AdaptiveForm.RuleFitness(
                                        test.history(data.history()),
                                        s.simulation()
                                                .withSeed(Evaluation.foldSeed(
                                                        s.simulation().seed(), r.fold())),
                                        s.fitnessMetric(),
                                        test.firstScored())
                                .applyAsDouble(AdaptiveForm.trees(r.formula())));
            }
            return out;
        }
        // the residual form crawls each fold as its tuned base's score times exp(g): the bases its run chose
        Policy[] bases = s.form() == Form.RESIDUAL ? ResidualBase.bases(s, data, folds, 1) : null;
        for (FormulaRow r : rows) {
            CrawlFitness fit = byFold.computeIfAbsent(
                    r.fold(),
                    f -> Gp4cExperiment.fitness(
                            folds.test(f),
                            data.history(),
                            s.simulation()
                                    .withSeed(Evaluation.foldSeed(s.simulation().seed(), f)),
                            s,
                            terminals,
                            bases == null ? null : bases[f]));
            out.put(r, fit.applyAsDouble(ExprParser.parse(r.formula(), inputs)));
        }
        return out;
    }
}
