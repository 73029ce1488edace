package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.io.Provenance;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.Progress;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Merging results folders: shared methods must agree, own methods are labelled, summaries equal the originals'. */
class ResultsMergeTest {
    @TempDir
    Path dir;

    void run(String name, List<String> methods, long seed) {
        runPolicies(name, methods.stream().map(Policies::byName).toList(), seed);
    }

    void runPolicies(String name, List<Policy> ps, long seed) {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 15, 2));
        ResultsFolder.write(
                dir.resolve(name),
                Evaluation.onTestFolds(
                        h,
                        Folds.of(300, 3, seed),
                        ps,
                        SimulationSettings.defaults().withSeed(seed),
                        1,
                        Progress.silent()),
                null);
    }

    @Test
    void oneTableFromTwoFolders() {
        run("a", List.of("Age", "NAD"), 1);
        run("b", List.of("Age", "CG"), 1);
        StringWriter console = new StringWriter();
        ResultsMerge.run(
                List.of(new ResultsMerge.Source(dir.resolve("a"), "A"), new ResultsMerge.Source(dir.resolve("b"), "B")),
                "A:NAD",
                dir.resolve("m"),
                Provenance.start("test"),
                new PrintWriter(console));
        List<Summary> merged = ResultTables.readSummary(dir.resolve("m/summary.csv"));
        assertEquals(
                List.of("Age", "A:NAD", "B:CG"),
                merged.stream().map(Summary::method).toList());
        // each merged summary row equals its folder's own, number for number
        List<Summary> a = ResultTables.readSummary(dir.resolve("a/summary.csv")),
                b = ResultTables.readSummary(dir.resolve("b/summary.csv"));
        assertEquals(a.get(0), merged.get(0));
        assertEquals(a.get(1).mean(), merged.get(1).mean());
        assertEquals(a.get(1).ci95High(), merged.get(1).ci95High());
        assertEquals(b.get(1).others(), merged.get(2).others());
        assertTrue(console.toString().contains("A:NAD vs"), console.toString());
        assertEquals(
                3 * 13,
                ResultTables.readPerCycle(dir.resolve("m/per_cycle.csv")).stream()
                        .filter(r -> r.method().equals("B:CG"))
                        .count(),
                "3 folds x 13 scheduled cycles");
    }

    @Test
    void gpMethodsOfTheSameNameBecomeEachFoldersOwn() {
        runPolicies("a", List.of(Policies.byName("Age"), new ScoreFunctionPolicy("GP4C_Best", Policies.CG)), 1);
        runPolicies("b", List.of(Policies.byName("Age"), new ScoreFunctionPolicy("GP4C_Best", (n, x, t) -> t * x)), 1);
        ResultsMerge.run(
                List.of(
                        new ResultsMerge.Source(dir.resolve("a"), "GP4C-nXt"),
                        new ResultsMerge.Source(dir.resolve("b"), "GP4C-content")),
                "GP4C-content_Best",
                dir.resolve("m"),
                Provenance.start("test"),
                new PrintWriter(new StringWriter()));
        assertEquals(
                List.of("Age", "GP4C-nXt_Best", "GP4C-content_Best"),
                ResultTables.readSummary(dir.resolve("m/summary.csv")).stream()
                        .map(Summary::method)
                        .toList());
    }

    @Test
    void foldersOfOtherSeedsAreRefused() {
        run("a", List.of("Age", "NAD"), 1);
        run("c", List.of("Age", "CG"), 2);
        UserError e = assertThrows(
                UserError.class,
                () -> ResultsMerge.run(
                        List.of(
                                new ResultsMerge.Source(dir.resolve("a"), "A"),
                                new ResultsMerge.Source(dir.resolve("c"), "C")),
                        "Age",
                        dir.resolve("m"),
                        Provenance.start("test"),
                        new PrintWriter(new StringWriter())));
        assertTrue(e.getMessage().contains("method Age differs between the folders"), e.getMessage());
    }
}
