package io.crawlgp.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.content.crawl.ContentCrawlData;
import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.content.crawl.CrawlPredictorSettings;
import io.crawlgp.content.prediction.ContentFolders;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SignalModel;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.experiment.CycleRow;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.ResultTables;
import io.crawlgp.experiment.ResultsFolder;
import io.crawlgp.expr.Expr;
import io.crawlgp.feature.Feature;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.Terminals;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.Progress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoublePredicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The contract of everything registered, run over the registries themselves (so adding a feature, metric or policy
 * adds its checks and breaks no list): finite values in the declared range on every page and cycle, a description
 * that cites its source, metric columns that round-trip through per_cycle.csv, policies whose names round-trip and
 * whose scores are finite.
 */
class RegistryContractTest {
    @TempDir
    Path dir;

    private static final ChangeHistory HISTORY = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 24, 7));
    private static final SimulationSettings SIM = new SimulationSettings(0.1, 2, TieBreak.RANDOM, 3);
    /** The same history with signals drawn from a model: every registered policy runs on it (signal rules and bounds). */
    private static final ChangeHistory SIGNALLED =
            HISTORY.withSignals(new SignalModel("accurate:0.4/deploy:0.3/none:0.3", 0.8, 0.05, 0, 5).draw(HISTORY));

    /** Every registered feature (crawl features, content features, RB's predictors) over a content fixture. */
    private CrawlData everyFeature() throws Exception {
        Path folder = ContentFolders.periodic(dir.resolve("content"), 40, 30, 3);
        return new CrawlDataLoader(1, System.err)
                .all(
                        // with a signal channel, so the signal inputs are checked too
                        new DatasetSpec(
                                folder.toString(),
                                1,
                                0,
                                0,
                                0,
                                Integer.MAX_VALUE,
                                new SignalModel("accurate:0.5/deploy:0.5", 0.8, 0.05, 1, 2)),
                        CrawlPredictorSettings.of(12, 0, "any", 3),
                        14);
    }

    @Test
    void everyFeatureIsFiniteInItsRangeAndSaysWhatItNeeds() throws Exception {
        CrawlData data = everyFeature();
        List<String> names = data.features().names();
        assertTrue(
                names.containsAll(
                        ContentCrawlData.catalogue().stream().map(Feature::name).toList()),
                "the fixture offers the whole catalogue: " + names);
        SimulationSettings sim = new SimulationSettings(0.2, 14, TieBreak.RANDOM, 5);
        for (Feature f : data.features().all()) {
            assertFalse(f.description().isBlank(), f.name());
            assertTrue(
                    f.description().matches(".*(\\(|§).*"),
                    f.name() + ": the description names its source: " + f.description());
            assertEquals(
                    f.needs() == Feature.Need.HISTORY,
                    Terminals.SET.names().contains(f.name()),
                    f.name() + " needs " + f.needs());
            Policy read =
                    FormulaPolicy.perPage(f.name(), new Expr.Var(0, f.name()), new TerminalSet(List.of(f)), false);
            List<String> bad = new ArrayList<>();
            CrawlSimulator.run(
                    data.history(),
                    checked(read, v -> Double.isFinite(v) && (f.range() == Feature.Range.ANY || v >= 0), bad),
                    sim);
            assertTrue(bad.isEmpty(), f.name() + " (" + f.range() + "): " + bad);
        }
    }

    @Test
    void everyMetricIsInItsRangeAndItsColumnRoundTrips() {
        List<Policy> policies = List.of(Policies.byName("Rand"), Policies.byName("Age"), Policies.byName("ChoGM"));
        List<FoldRun> runs =
                Evaluation.onTestFolds(HISTORY, Folds.of(HISTORY.pages(), 5, 1), policies, SIM, 2, Progress.silent());
        List<SimulationResult> results = runs.stream().map(FoldRun::result).toList();
        assertEquals(
                Metrics.RECORDED,
                Metrics.recorded(Metrics.RECORDED, results),
                "the evaluation records what every metric a run records needs");
        ResultsFolder.write(dir, runs, null);
        List<CycleRow> rows = ResultTables.readPerCycle(dir.resolve(ResultTables.PER_CYCLE));
        for (Metric m : Metrics.ALL) { // the catalogue's contract: each entry cites its source and is found by name
            assertTrue(m.description().matches(".*(\\(|§).*"), m.name() + ": the description names its source");
            assertEquals(
                    m, Metrics.byName(m.name().toUpperCase(Locale.ROOT)), "names are looked up case-insensitively");
        }
        for (Metric m : Metrics.RECORDED) { // what runs record: in range, and round trips through per_cycle.csv
            int i = 0;
            for (FoldRun r : runs)
                for (int c = 0; c < r.result().scheduledCycles(); c++, i++) {
                    double v = m.value(r.result(), c);
                    assertTrue(
                            Double.isFinite(v) && m.range().contains(v),
                            m.name() + " = " + v + " outside " + m.range());
                    assertEquals(v, rows.get(i).value(m.name()), 0, m.name() + " per_cycle.csv round trip");
                }
        }
    }

    @Test
    void everyPolicyRoundTripsItsNameAndScoresFinitely() {
        for (String name : Policies.names()) {
            Policy p = Policies.byName(name);
            assertEquals(name, p.name());
            assertEquals(
                    name,
                    Policies.byName(name.toLowerCase(Locale.ROOT)).name(),
                    "names are looked up case-insensitively");
            List<String> bad = new ArrayList<>();
            SimulationResult r = CrawlSimulator.run(SIGNALLED, checked(p, v -> !Double.isNaN(v), bad), SIM);
            assertTrue(bad.isEmpty(), name + ": " + bad);
            for (int c = 0; c < r.scheduledCycles(); c++)
                assertTrue(r.found()[c] <= r.k(), name + " crawls at most k pages a cycle");
        }
    }

    /** The policy, with every score it gives checked; failures (up to 5) are collected. */
    private static Policy checked(Policy inner, DoublePredicate ok, List<String> bad) {
        return new Policy() {
            public String name() {
                return inner.name();
            }

            public Run start(CrawlState state, long seed) {
                Run run = inner.start(state, seed);
                return new Run() {
                    public void score(int cycle, double[] out) {
                        run.score(cycle, out);
                        for (int p = 0; p < out.length && bad.size() < 5; p++)
                            if (!ok.test(out[p])) bad.add("page " + p + " cycle " + cycle + ": " + out[p]);
                    }

                    public void visited(int page, int cycle, boolean changed) {
                        run.visited(page, cycle, changed);
                    }
                };
            }
        };
    }
}
