package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.Progress;
import io.crawlgp.util.Stats;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EvaluationDeterminismTest {
    @TempDir
    Path dir;

    @Test
    void sameSeedGivesByteIdenticalFilesOnAnyThreadCount() throws Exception {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(1000, 30, 4));
        List<Policy> ps = Policies.names().stream().map(Policies::byName).toList();
        Folds f = Folds.of(h.pages(), 5, 3);
        SimulationSettings s = SimulationSettings.defaults().withSeed(3);
        ResultsFolder.write(dir.resolve("a"), Evaluation.onTestFolds(h, f, ps, s, 1, Progress.silent()), null);
        ResultsFolder.write(dir.resolve("b"), Evaluation.onTestFolds(h, f, ps, s, 4, Progress.silent()), null);
        for (String file : List.of(ResultTables.PER_CYCLE, ResultTables.SUMMARY))
            assertArrayEquals(
                    Files.readAllBytes(dir.resolve("a").resolve(file)),
                    Files.readAllBytes(dir.resolve("b").resolve(file)),
                    file);
        ResultsFolder.write(
                dir.resolve("c"), Evaluation.onTestFolds(h, f, ps, s.withSeed(4), 2, Progress.silent()), null);
        assertFalse(
                Arrays.equals(
                        Files.readAllBytes(dir.resolve("a").resolve(ResultTables.PER_CYCLE)),
                        Files.readAllBytes(dir.resolve("c").resolve(ResultTables.PER_CYCLE))),
                "another seed draws other ties and Rand scores");
    }

    @Test
    void csvRoundTripGivesTheSameNumbers() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(500, 20, 4));
        var runs = Evaluation.onTestFolds(
                h,
                Folds.of(500, 5, 1),
                List.of(Policies.byName("NAD"), Policies.byName("Rand")),
                SimulationSettings.defaults(),
                2,
                Progress.silent());
        ResultsFolder.write(dir, runs, null);
        List<CycleRow> rows = ResultTables.readPerCycle(dir.resolve(ResultTables.PER_CYCLE));
        List<String> recorded = Metrics.recorded(
                        Metrics.RECORDED, runs.stream().map(FoldRun::result).toList())
                .stream()
                .map(Metric::name)
                .toList();
        assertTrue(
                recorded.containsAll(List.of("changerate", "age")),
                "the evaluation records what every metric needs: " + recorded);
        assertEquals(recorded, List.copyOf(rows.get(0).values().keySet()), "a column per recorded metric");
        int i = 0;
        for (FoldRun r : runs)
            for (int c = 0; c < r.result().scheduledCycles(); c++, i++) {
                CycleRow row = rows.get(i);
                assertEquals(r.result().found()[c] / (double) r.result().k(), row.value("changerate"));
                assertEquals(
                        1.0 - r.result().staleAfter()[c] / (double) r.result().pages(), row.value("freshness"));
                assertEquals(r.result().ageAfter()[c], row.value("age"));
                assertEquals(r.result().harmonicAfter()[c], row.value("harmonic"));
                assertEquals(r.result().firstCycle() + c, row.cycle());
            }
        assertEquals(i, rows.size());
        assertEquals(Summary.of(runs), ResultTables.readSummary(dir.resolve(ResultTables.SUMMARY)));
        // summary = mean of the folds' means, interval from Student's t with 4 degrees of freedom
        double[] nad = runs.stream()
                .filter(r -> r.method().equals("NAD"))
                .mapToDouble(r -> Metrics.CHANGERATE.mean(r.result()))
                .toArray();
        Summary s = Summary.of(runs).get(0);
        assertEquals(Stats.mean(nad), s.mean(), 1e-15);
        assertEquals(2.7764451051977987 * Stats.sd(nad) / Math.sqrt(5), s.ci95High() - s.mean(), 1e-9);
    }
}
