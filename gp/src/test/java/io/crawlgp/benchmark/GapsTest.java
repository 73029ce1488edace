package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** gaps.csv (issue 71, item 3): each choice's validation score beside its test score, read back from the run's files. */
class GapsTest {
    @TempDir
    Path dir;

    @Test
    void everyChoiceHasItsValidationItsTestValueAndTheGap() throws Exception {
        Path exp = dir.resolve("tiny.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 8\ngenerations = 1\narchiveSize = 3\n");
        Path f = dir.resolve("g.suite");
        Files.writeString(
                f,
                "datasets = s=synthetic:pages=600;cycles=14\nmethods = GP=" + exp
                        + ", ChoGM-tuned, Heritrix-ratio-tuned, BestRule-tuned\nrepeats = 1\nbudget = 0.1\nseed = 4\n");
        Path out = dir.resolve("out");
        Benchmark.run(Suite.read(f), out, 2, false, RunContext.quiet("t"));
        // test values: scores.csv's changerate per (method, fold); validation: tuned.csv, or GP's formulas.csv
        Map<String, String> test = new HashMap<>(), validation = new HashMap<>();
        for (String line : lines(out.resolve("scores.csv"))) {
            String[] c = line.split(",");
            if (c[4].equals("changerate")) test.put(c[1] + "/" + c[3], c[5]);
        }
        for (String line : lines(out.resolve("tuned.csv"))) {
            String[] c = line.split(",");
            validation.put(c[2] + "/" + c[3], c[c.length - 1]);
        }
        for (String line : lines(out.resolve("runs/s/GP/r0/formulas.csv"))) {
            String[] c = line.split(",");
            if (c[2].equals("GP4C_Best")) validation.put("GP/" + c[0], c[c.length - 2]);
        }
        Set<String> methods = new TreeSet<>();
        for (String line : lines(out.resolve("gaps.csv"))) {
            String[] c = line.split(",");
            String key = c[2] + "/" + c[3];
            methods.add(c[2]);
            double v = Double.parseDouble(c[c.length - 3]), t = Double.parseDouble(c[c.length - 2]);
            assertEquals(Double.parseDouble(validation.get(key)), v, 1e-12, key);
            assertEquals(Double.parseDouble(test.get(key)), t, 1e-12, key);
            assertEquals(v - t, Double.parseDouble(c[c.length - 1]), 1e-12, key);
        }
        assertEquals(Set.of("BestRule-tuned", "ChoGM-tuned", "GP", "Heritrix-ratio-tuned"), methods);
        // the Markdown shows the gaps per method: 5 folds each
        assertTrue(BenchmarkMarkdown.brief(out).contains("| GP | 5 | "), BenchmarkMarkdown.brief(out));
        assertTrue(BenchmarkMarkdown.table(out).contains("| BestRule-tuned | 5 | "));
        assertFalse(
                Files.readString(out.resolve("tuned.csv")).contains(",GP,"),
                "tuned.csv keeps the choices the benchmark evaluates; GP's stay in its run folder");
    }

    @Test
    void choosingOnAllWindowsChangesNothingOnTheFirstFoldAndWidensTheLaterFoldsEvidence() throws Exception {
        Path exp = dir.resolve("tiny.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 8\ngenerations = 1\narchiveSize = 3\n");
        Map<String, List<String>> tuned = new HashMap<>();
        for (String choose : List.of("last-window", "all-windows")) {
            Path f = dir.resolve(choose + ".suite");
            Files.writeString(
                    f,
                    "datasets = s=synthetic:pages=300;cycles=30[split=time]\nmethods = GP=" + exp
                            + ", ChoGM-tuned\nrepeats = 1\nbudget = 0.1\nseed = 4\nchoose = " + choose + "\n");
            Path out = dir.resolve(choose);
            Benchmark.run(Suite.read(f), out, 2, false, RunContext.quiet("t"));
            tuned.put(choose, lines(out.resolve("tuned.csv")));
            String settings = Files.readString(out.resolve("runs/s/GP/r0/settings.properties"));
            assertEquals(!choose.equals("last-window"), settings.contains("choose = all-windows"), settings);
        }
        // fold 0 has one window before its test window: the same choice; later folds validate on more cycles
        assertEquals(tuned.get("last-window").get(0), tuned.get("all-windows").get(0));
        assertFalse(tuned.get("last-window").equals(tuned.get("all-windows")));
        // a page or site split has no windows to choose on: refused when the suite is read
        Path bad = dir.resolve("bad.suite");
        Files.writeString(bad, "datasets = synthetic\nmethods = Age\nrepeats = 1\nchoose = all-windows\n");
        assertThrows(UserError.class, () -> Suite.read(bad));
    }

    private static List<String> lines(Path p) throws Exception {
        List<String> all = Files.readAllLines(p);
        return all.subList(1, all.size());
    }
}
