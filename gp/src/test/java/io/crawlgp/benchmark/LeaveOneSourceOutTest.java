package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.experiment.Split;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * split = datasets (issue 71, item 4): a held-out source's cycles never reach what GP or a pooled rule learns. Twin
 * data: two runs whose suites differ only in the held-out dataset's history make the same choices for it.
 */
class LeaveOneSourceOutTest {
    @TempDir
    Path dir;

    private Path dataset(String name, long seed) {
        Path d = dir.resolve(name);
        try {
            Files.createDirectories(d);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChangeHistoryCsv.write(
                SyntheticChangeGenerator.generate(GeneratorSettings.of(400, 30, seed)),
                d.resolve(ChangeHistoryCsv.FILE_NAME));
        return d;
    }

    private Path suite(String name, Path heldOut, Path exp) throws Exception {
        Path b = dataset("b-weekly", 12), c = dataset("c-daily", 13);
        Path f = dir.resolve(name + ".suite");
        Files.writeString(
                f,
                "datasets = a-weekly=" + heldOut + ", b-weekly=" + b + ", c-daily=" + c + "\nmethods = GP=" + exp
                        + ", ChoGM-pooled, ChoGM-tuned\nrepeats = 1\nbudget = 0.1\nseed = 4\nfolds = 3\n"
                        + "split = datasets\n");
        return f;
    }

    /** Rows of a CSV whose first column (or given one) is the held-out dataset, the test-value column cut off. */
    private static List<String> choices(Path file, int cut) throws Exception {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            String[] c = line.split(",", -1);
            out.add(String.join(",", Arrays.copyOf(c, c.length - cut)));
        }
        return out;
    }

    @Test
    void theHeldOutSourceNeverReachesGpOrThePooledRule() throws Exception {
        Path exp = dir.resolve("tiny.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 12\ngenerations = 2\narchiveSize = 4\n");
        Suite one = Suite.read(suite("one", dataset("a1", 10), exp));
        Suite twin = Suite.read(suite("twin", dataset("a2", 11), exp));
        // the suite lists every other source's folder as the held-out dataset's instances
        assertEquals(Split.DATASETS, one.datasets().get(0).settings().protocol().split());
        assertEquals(
                List.of(
                        dir.resolve("b-weekly").toString(),
                        dir.resolve("c-daily").toString()),
                one.datasets().get(0).settings().protocol().instances());
        Path o1 = dir.resolve("o1"), o2 = dir.resolve("o2");
        Benchmark.run(one, o1, 2, false, RunContext.quiet("t"));
        Benchmark.run(twin, o2, 2, false, RunContext.quiet("t"));
        // GP's archive, its validation and its choice per fold: formulas.csv without its test column
        Path gp1 = o1.resolve("runs/a-weekly/GP/r0/formulas.csv"), gp2 = o2.resolve("runs/a-weekly/GP/r0/formulas.csv");
        assertEquals(choices(gp1, 1), choices(gp2, 1), "GP learnt the same on either twin");
        assertNotEquals(Files.readString(gp1), Files.readString(gp2), "while the held-out test values differ");
        // the pooled rule's choices for the held-out dataset are the same; the rule tuned on it is free to differ
        List<String> p1 = new ArrayList<>(), p2 = new ArrayList<>();
        for (String l : Files.readAllLines(o1.resolve("tuned.csv")))
            if (l.startsWith("a-weekly,") && l.contains(",ChoGM-pooled,")) p1.add(l);
        for (String l : Files.readAllLines(o2.resolve("tuned.csv")))
            if (l.startsWith("a-weekly,") && l.contains(",ChoGM-pooled,")) p2.add(l);
        assertEquals(3, p1.size(), String.join("\n", p1));
        assertEquals(p1, p2);
    }

    @Test
    void trainOnLearnsFromOneGroupOnlyAndLeavesTheOwnSourceOut() throws Exception {
        Path a = dataset("a-weekly", 1),
                b = dataset("b-weekly", 2),
                c = dataset("c-weekly", 3),
                ad = dataset("a-daily", 4);
        Path f = dir.resolve("m.suite");
        Files.writeString(
                f,
                "datasets = a-weekly=" + a + ", b-weekly=" + b + ", c-weekly=" + c + ", a-daily=" + ad
                        + "\nmethods = ChoGM-pooled\nrepeats = 1\nsplit = datasets\n"
                        + "groups = cat: a-weekly, b-weekly, a-daily; docs: c-weekly\ntrainOn = cat\n");
        Suite s = Suite.read(f);
        // a-weekly: the cat group without its own source (a-daily is the same repository)
        assertEquals(
                List.of(b.toString()), s.datasets().get(0).settings().protocol().instances());
        // c-weekly (docs) learns from every cat dataset
        assertEquals(
                List.of(a.toString(), b.toString(), ad.toString()),
                s.datasets().get(2).settings().protocol().instances());
        Files.writeString(
                f,
                "datasets = a-weekly=" + a + ", b-weekly=" + b + "\nmethods = ChoGM\nrepeats = 1\nsplit = datasets\n"
                        + "groups = cat: a-weekly, b-weekly\ntrainOn = docs\n");
        UserError e = assertThrows(UserError.class, () -> Suite.read(f));
        assertEquals(f + ":6: trainOn: no group 'docs'; groups: cat", e.getMessage());
    }

    @Test
    void anInstanceKeepsItsOwnBudgetAndCycleLength() throws Exception {
        Path a = dataset("a-weekly", 1), b = dataset("b-daily", 2);
        Path f = dir.resolve("b.suite");
        Files.writeString(
                f,
                "datasets = a-weekly=" + a + ", b-daily=" + b + "[budget=0.2;cycleLength=2]\nmethods = ChoGM-pooled\n"
                        + "repeats = 1\nbudget = 0.1\nfolds = 3\nsplit = datasets\n");
        Suite s = Suite.read(f);
        assertEquals(
                List.of(b + "@budget=0.2@cycleLength=2"),
                s.datasets().get(0).settings().protocol().instances());
        assertEquals(
                List.of(a.toString()), s.datasets().get(1).settings().protocol().instances());
        // the pooled rule tunes on b at b's own budget: the run goes through
        Benchmark.run(s, dir.resolve("o"), 2, false, RunContext.quiet("t"));
        assertTrue(Files.readString(dir.resolve("o/tuned.csv")).contains("a-weekly,0,ChoGM-pooled,"));
        UserError bad = assertThrows(
                UserError.class,
                () -> Suite.read(Files.writeString(
                        f,
                        "datasets = a-weekly=" + a + ", b-daily=" + b
                                + "[minChanges=3]\nmethods = ChoGM-pooled\nrepeats = 1\nsplit = datasets\n")));
        assertEquals(
                f + ": dataset b-daily sets minChanges, which it cannot carry as another dataset's instance under split"
                        + " = datasets (only budget and cycleLength)",
                bad.getMessage());
    }

    @Test
    void aDerivedSetAndASuiteOfOneSourceAreRefused() throws Exception {
        Path mix = dataset("web-mix-weekly", 3), a = dataset("x-weekly", 4), a2 = dataset("x-daily", 5);
        Path f = dir.resolve("d.suite");
        Files.writeString(
                f, "datasets = mix=" + mix + ", x-weekly=" + a + "\nmethods = ChoGM\nrepeats = 1\nsplit = datasets\n");
        UserError e = assertThrows(UserError.class, () -> Suite.read(f));
        assertEquals(
                f
                        + ": dataset mix: web-mix-weekly is the weekly web sets as one crawl, so no source is held out of it; "
                        + "split = datasets excludes it",
                e.getMessage());
        Files.writeString(
                f,
                "datasets = x-weekly=" + a + ", x-daily=" + a2 + "\nmethods = ChoGM\nrepeats = 1\nsplit = datasets\n");
        UserError one = assertThrows(UserError.class, () -> Suite.read(f));
        assertEquals(
                f + ": dataset x-weekly: split = datasets needs a dataset of another source in the suite to learn from",
                one.getMessage());
        assertTrue(Sources.of("Scoop-Main-Daily").equals(Sources.of("scoop-main-weekly")));
    }
}
