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
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** gaps.csv: each choice's validation score beside its test score, read back from the run's files. */
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
    void specialistsAreOneChoicePerFoldAndExcludeACommittee() throws Exception {
        Path exp = dir.resolve("tiny.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 12\ngenerations = 2\narchiveSize = 5\n");
        Path f = dir.resolve("s.suite");
        Files.writeString(
                f,
                "datasets = s=synthetic:pages=600;cycles=14\nmethods = GP=" + exp + ", SP=" + exp
                        + "[specialists=3]\nrepeats = 1\nbudget = 0.1\nseed = 4\n");
        Path out = dir.resolve("out");
        Benchmark.run(Suite.read(f), out, 2, false, RunContext.quiet("t"));
        int rows = 0;
        for (String line : lines(out.resolve("tuned.csv"))) {
            if (!line.contains(",SP,")) continue;
            rows++;
            assertTrue(line.contains("specialists of 3 (sites per function ["), line);
        }
        assertEquals(5, rows);
        UserError both = assertThrows(
                UserError.class,
                () -> Suite.read(Files.writeString(
                        f,
                        "datasets = s=synthetic:pages=600;cycles=14\nmethods = SP=" + exp
                                + "[specialists=3;committee=2]\nrepeats = 1\n")));
        assertTrue(
                both.getMessage()
                        .endsWith("committee = 2 and specialists = 3 are two ways to deploy the archive; set one"),
                both.getMessage());
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

    @Test
    void aCommitteeDeploysTheArchivesBestDistinctFunctionsAndIsScoredLikeEveryChoice() throws Exception {
        Path exp = dir.resolve("tiny.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 10\ngenerations = 2\narchiveSize = 6\n");
        Path f = dir.resolve("c.suite");
        Files.writeString(
                f,
                "datasets = s=synthetic:pages=400;cycles=14\nmethods = GP=" + exp + ", GP-c=" + exp
                        + "[committee=3], Age\nrepeats = 1\nbudget = 0.1\nseed = 4\n");
        Path out = dir.resolve("c");
        Benchmark.run(Suite.read(f), out, 2, false, RunContext.quiet("t"));
        // the same evolution: the two runs' archives are identical
        List<String> a = lines(out.resolve("runs/s/GP/r0/formulas.csv")),
                c = lines(out.resolve("runs/s/GP-c/r0/formulas.csv"));
        assertEquals(a, c);
        // each fold's committee starts with the archive's best validation, and its choice is in tuned.csv and gaps.csv
        String tuned = Files.readString(out.resolve("tuned.csv")), gaps = Files.readString(out.resolve("gaps.csv"));
        List<CSVRecord> archive;
        try (CSVParser p = CSVFormat.RFC4180
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .build()
                .parse(Files.newBufferedReader(out.resolve("runs/s/GP/r0/formulas.csv")))) {
            archive = p.getRecords();
        }
        for (int fold = 0; fold < 5; fold++) {
            String best = null;
            double v = Double.NEGATIVE_INFINITY;
            for (CSVRecord r : archive) {
                if (!r.get("fold").equals(Integer.toString(fold))
                        || !r.get("variant").startsWith("archive")) continue;
                double val = Double.parseDouble(r.get("validation"));
                if (val > v) {
                    v = val;
                    best = r.get("simplified");
                }
            }
            assertTrue(tuned.contains(",GP-c," + fold + ",\"committee of "), tuned);
            assertTrue(tuned.contains("first " + best), "fold " + fold + ": " + best + "\n" + tuned);
            assertTrue(gaps.contains(",GP-c," + fold + ","), gaps);
        }
        // committee = 1 is GP4C_Best: refused; a committee of a rule with memory: refused
        Files.writeString(f, Files.readString(f).replace("committee=3", "committee=1"));
        assertThrows(
                UserError.class,
                () -> Benchmark.run(Suite.read(f), dir.resolve("c1"), 1, false, RunContext.quiet("t")));
    }

    private static List<String> lines(Path p) throws Exception {
        List<String> all = Files.readAllLines(p);
        return all.subList(1, all.size());
    }
}
