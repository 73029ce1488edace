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
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * split = datasets: a held-out source's cycles never reach what GP or a pooled rule learns. Twin
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
        try { // pages of a source of its own (the generator names pages alike), on one calendar
            Path pages = d.resolve(ChangeHistoryCsv.FILE_NAME);
            List<String> lines = Files.readAllLines(pages);
            for (int i = 1; i < lines.size(); i++) lines.set(i, name + "/" + lines.get(i));
            Files.write(pages, lines);
            Files.writeString(d.resolve("dataset.properties"), "cycleDays = 7\nstartDate = 2024-01-01\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
        // gaps.csv scores every choice on the held-out source's own validation window too: a rule tuned there
        // scores there what it was chosen on (the same window and seed), a pooled rule was chosen elsewhere
        List<String> gaps = Files.readAllLines(o1.resolve("gaps.csv"));
        assertEquals("dataset,repeat,method,fold,chosen,validation,home_validation,test,gap,home_gap", gaps.get(0));
        int tuned = 0, pooled = 0;
        for (String l : gaps.subList(1, gaps.size())) {
            String[] c = l.split(",", -1);
            if (c[2].equals("ChoGM-tuned")) {
                tuned++;
                assertEquals(c[5], c[6], l);
                assertEquals(Double.parseDouble(c[6]) - Double.parseDouble(c[7]), Double.parseDouble(c[9]), 1e-12);
            } else if (c[2].equals("ChoGM-pooled")) {
                pooled++;
                assertTrue(!c[6].isEmpty(), l);
            }
        }
        assertEquals(9, tuned, "three datasets x three folds");
        assertEquals(9, pooled);
    }

    @Test
    void oneSuiteLearnsTheSameSearchAtHomeOnTheOtherSourcesAndFirstThereThenAtHome() throws Exception {
        Path exp = dir.resolve("tiny.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 12\ngenerations = 3\narchiveSize = 4\n");
        Path a = dataset("a-weekly", 1), b = dataset("b-weekly", 2);
        Path f = dir.resolve("h.suite");
        Files.writeString(
                f,
                "datasets = a-weekly=" + a + ", b-weekly=" + b + "\nmethods = GP-others=" + exp + ", GP-home=" + exp
                        + "[trainOn=home], GP-seeded=" + exp + "[seedFrom=others]\nrepeats = 1\nbudget = 0.1\n"
                        + "seed = 4\nfolds = 3\nsplit = datasets\n");
        Suite s = Suite.read(f);
        Path o = dir.resolve("o");
        Benchmark.run(s, o, 2, false, RunContext.quiet("t"));
        Path runs = o.resolve("runs/a-weekly");
        // at home: the same time windows without the other sources (split = time, no instances)
        String home = Files.readString(runs.resolve("GP-home/r0/settings.properties"));
        assertTrue(home.contains("split = time"), home);
        assertTrue(!home.contains("instances"), home);
        assertTrue(Files.readString(runs.resolve("GP-others/r0/settings.properties"))
                .contains("instances"));
        // seeded: the other sources for floor(3/2) = 1 generation, then at home for 2 from that archive
        assertTrue(Files.readString(runs.resolve("GP-seeded/r0-others/settings.properties"))
                .contains("generations = 1"));
        assertTrue(Files.readString(runs.resolve("GP-seeded/r0-others/settings.properties"))
                .contains("instances"));
        assertTrue(Files.readString(runs.resolve("GP-seeded/r0/settings.properties"))
                .contains("generations = 2"));
        // fold f's home phase began from fold f's archive learnt elsewhere (formulas.csv's archive rows of that run)
        String prov = Files.readString(runs.resolve("GP-seeded/r0/provenance.json"));
        for (String l : Files.readAllLines(runs.resolve("GP-seeded/r0-others/formulas.csv")))
            if (l.contains(",archive,")) assertTrue(prov.contains("\"" + l.split(",")[3] + "\""), l);
        assertTrue(prov.contains("\"fold_seeds\""), prov);
        // a choice made at home scores on the home validation window what it was chosen on (same window, same seed)
        int checked = 0;
        for (String l : Files.readAllLines(o.resolve("gaps.csv"))) {
            String[] c = l.split(",", -1);
            if (c[2].equals("GP-home") || c[2].equals("GP-seeded")) {
                assertEquals(Double.parseDouble(c[5]), Double.parseDouble(c[6]), 1e-12, l);
                checked++;
            } else if (c[2].equals("GP-others")) assertTrue(!c[6].isEmpty(), l);
        }
        assertEquals(2 * 2 * 3, checked, "two methods x two datasets x three folds");
        // where a method learns is the suite's to refuse before any work
        Files.writeString(
                f,
                "datasets = a-weekly=" + a + ", b-weekly=" + b + "\nmethods = GP=" + exp + "[trainOn=there]\n"
                        + "repeats = 1\nsplit = datasets\n");
        UserError bad = assertThrows(UserError.class, () -> Suite.read(f));
        assertEquals(
                f + ":2: method 'GP': trainOn: expected home or others (a method's own; the suite's trainOn line names"
                        + " a group), got 'there'",
                bad.getMessage());
        Files.writeString(
                f,
                "datasets = a-weekly=" + a + "\nmethods = GP=" + exp + "[seedFrom=others]\nrepeats = 1\n"
                        + "split = time\n");
        UserError time = assertThrows(UserError.class, () -> Suite.read(f));
        assertEquals(
                f + ":2: method 'GP' learns first on the other sources, which split = datasets lists; dataset a-weekly"
                        + " runs under split = time",
                time.getMessage());
    }

    @Test
    void bestRuleChoosesAmongPooledAndTunedRulesOnTheHeldOutValidationWindow() throws Exception {
        Path a = dataset("a-weekly", 1), b = dataset("b-weekly", 2);
        Path f = dir.resolve("br.suite");
        Files.writeString(
                f,
                "datasets = a-weekly=" + a + ", b-weekly=" + b + "\nmethods = ChoGM-pooled, StormCrawler-ratio-pooled, "
                        + "ChoGM-tuned, BestRule-tuned\nbestRuleFrom = tuned, pooled\nrepeats = 1\nbudget = 0.1\n"
                        + "seed = 4\nfolds = 3\nsplit = datasets\n");
        Path o = dir.resolve("o");
        Benchmark.run(Suite.read(f), o, 2, false, RunContext.quiet("t"));
        Map<String, Double> best = new HashMap<>(), chose = new HashMap<>();
        try (var r = Files.newBufferedReader(o.resolve("gaps.csv"));
                var p = CSVFormat.RFC4180
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .build()
                        .parse(r)) {
            for (var c : p) {
                String key = c.get("dataset") + "|" + c.get("fold");
                if (c.get("method").equals("BestRule-tuned")) chose.put(key, Double.parseDouble(c.get("validation")));
                else best.merge(key, Double.parseDouble(c.get("home_validation")), Math::max);
            }
        }
        assertEquals(6, chose.size());
        for (String key : chose.keySet())
            assertEquals(best.get(key), chose.get(key), 0, key + ": the best candidate on the held-out window");
        Files.writeString(f, Files.readString(f).replace("tuned, pooled", "pooled"));
        UserError bad = assertThrows(UserError.class, () -> Suite.read(f));
        assertEquals(f + ":3: bestRuleFrom: expected tuned or tuned, pooled, got 'pooled'", bad.getMessage());
    }

    @Test
    void aShortHomeHistoryChangesWhatLearnsAtHomeAndNothingLearntElsewhere() throws Exception {
        Path a = dataset("a-weekly", 1), b = dataset("b-weekly", 2);
        Path f = dir.resolve("c.suite");
        String suite = "datasets = a-weekly=" + a + ", b-weekly=" + b + "\nmethods = ChoGM-pooled, ChoGM-tuned\n"
                + "repeats = 1\nbudget = 0.1\nseed = 4\nfolds = 3\nsplit = datasets\n";
        Files.writeString(f, suite);
        Benchmark.run(Suite.read(f), dir.resolve("all"), 2, false, RunContext.quiet("t"));
        Files.writeString(f, suite + "homeCycles = 4\n");
        Benchmark.run(Suite.read(f), dir.resolve("four"), 2, false, RunContext.quiet("t"));
        List<String> pooledAll = new ArrayList<>(),
                pooledFour = new ArrayList<>(),
                tunedAll = new ArrayList<>(),
                tunedFour = new ArrayList<>();
        for (String l : Files.readAllLines(dir.resolve("all/scores.csv")))
            (l.contains(",ChoGM-pooled,") ? pooledAll : tunedAll).add(l);
        for (String l : Files.readAllLines(dir.resolve("four/scores.csv")))
            (l.contains(",ChoGM-pooled,") ? pooledFour : tunedFour).add(l);
        assertEquals(pooledAll, pooledFour, "a rule learnt on the other sources tests the same");
        assertNotEquals(tunedAll, tunedFour, "a rule tuned on four weeks of its own history is another rule");
        // the curve reads the two side by side: four cycles first, all last, each cell the mean over the datasets
        StringWriter text = new StringWriter();
        ColdStartCurve.show(
                List.of(dir.resolve("all"), dir.resolve("four")),
                false,
                null,
                dir.resolve("plots"),
                new PrintWriter(text));
        String table = text.toString();
        assertTrue(table.contains("| method | 4 | all |"), table);
        double[] tuned = new double[2];
        String[] folders = {"four", "all"};
        for (int i = 0; i < 2; i++)
            for (String l : Files.readAllLines(dir.resolve(folders[i]).resolve("summary.csv")))
                if (l.contains(",ChoGM-tuned,")) tuned[i] += Double.parseDouble(l.split(",")[4]) / 2;
        assertTrue(
                table.contains(String.format(Locale.ROOT, "| ChoGM-tuned | %.4f | %.4f |", tuned[0], tuned[1])), table);
        assertTrue(Files.isRegularFile(dir.resolve("plots/cold-start.png")));
        assertTrue(Files.isRegularFile(dir.resolve("plots/cold-start-a-weekly.png")));
        UserError same = assertThrows(
                UserError.class,
                () -> ColdStartCurve.show(
                        List.of(dir.resolve("all"), dir.resolve("all")), false, null, null, new PrintWriter(text)));
        assertTrue(same.getMessage().contains("have the same homeCycles = 0"), same.getMessage());
        Files.writeString(f, suite.replace("datasets\n", "pages\n") + "homeCycles = 4\n");
        UserError pages = assertThrows(UserError.class, () -> Suite.read(f));
        assertTrue(
                pages.getMessage().contains("homeCycles = 4 shortens a time split's home history"), pages.getMessage());
    }

    private Path copyOf(Path from, String name, int renamed) throws IOException {
        Path d = Files.createDirectories(dir.resolve(name));
        List<String> lines = Files.readAllLines(from.resolve(ChangeHistoryCsv.FILE_NAME));
        for (int i = 1; i <= renamed; i++) lines.set(i, "other/" + lines.get(i));
        Files.write(d.resolve(ChangeHistoryCsv.FILE_NAME), lines);
        Files.copy(from.resolve("dataset.properties"), d.resolve("dataset.properties"));
        return d;
    }

    @Test
    void twinsByContentAreRefusedUnlessGroupedAsOneSourceHeldOutTogether() throws Exception {
        Path a = dataset("a-weekly", 1), b = dataset("b-weekly", 2);
        Path copy = copyOf(a, "copy", 0), most = copyOf(a, "most", 100);
        Path f = dir.resolve("t.suite");
        String rest = "\nmethods = ChoGM-pooled\nrepeats = 1\nsplit = datasets\n";
        Files.writeString(f, "datasets = a-weekly=" + a + ", copy=" + copy + ", b-weekly=" + b + rest);
        UserError equal = assertThrows(UserError.class, () -> Suite.read(f));
        assertEquals(
                f + ":1: datasets a-weekly and copy have equal pages files: under split = datasets one would learn from"
                        + " its twin; give both the same [source=NAME] to hold them out together, or list one",
                equal.getMessage());
        Files.writeString(f, "datasets = a-weekly=" + a + ", most=" + most + ", b-weekly=" + b + rest);
        UserError shared = assertThrows(UserError.class, () -> Suite.read(f));
        assertTrue(
                shared.getMessage().contains("datasets a-weekly and most share 300 of the 400 page ids of the smaller"),
                shared.getMessage());
        // grouped: the two are one source, held out together; the third learns from both
        Files.writeString(
                f, "datasets = a-weekly=" + a + "[source=fx], copy=" + copy + "[source=fx], b-weekly=" + b + rest);
        Suite s = Suite.read(f);
        assertEquals(
                List.of(b.toString()), s.datasets().get(0).settings().protocol().instances());
        assertEquals(
                List.of(b.toString()), s.datasets().get(1).settings().protocol().instances());
        assertEquals(
                List.of(a.toString(), copy.toString()),
                s.datasets().get(2).settings().protocol().instances());
    }

    @Test
    void aDatasetWithoutADateIsRefusedAndSoIsAFoldNothingCanLearnFor() throws Exception {
        Path a = dataset("a-weekly", 1), b = dataset("b-weekly", 2);
        Files.writeString(b.resolve("dataset.properties"), "cycleDays = 7\n");
        Path f = dir.resolve("u.suite");
        Files.writeString(
                f,
                "datasets = a-weekly=" + a + ", b-weekly=" + b + "\nmethods = ChoGM-pooled\nrepeats = 1\n"
                        + "split = datasets\n");
        UserError undated = assertThrows(UserError.class, () -> Suite.read(f));
        assertEquals(
                f + ": dataset b-weekly: split = datasets cuts the other sources' windows on the calendar; "
                        + b.toAbsolutePath().resolve("dataset.properties") + " has no startDate (write startDate = "
                        + "YYYY-MM-DD, the first day of cycle 1)",
                undated.getMessage());
        // b begins after a ends: a's folds have nothing before their test windows to learn from
        Files.writeString(b.resolve("dataset.properties"), "cycleDays = 7\nstartDate = 2030-01-01\n");
        Suite s = Suite.read(f);
        UserError none = assertThrows(
                UserError.class, () -> Benchmark.run(s, dir.resolve("o"), 1, false, RunContext.quiet("t")));
        assertTrue(
                none.getMessage()
                        .contains("split = datasets: no other source has a window before fold 0's test " + "window of "
                                + a + " (from 2024-"),
                none.getMessage());
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
