package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.content.prediction.ContentFolders;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.Split;
import io.crawlgp.gp.Gp4cExperiment;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.SettingsFile;
import io.crawlgp.gp.SettingsText;
import io.crawlgp.gp.learn.Gp4cLearner;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark's contract on a tiny suite: paired units, repeat 0 as evolve's draw, bad suites refused up front. */
class BenchmarkTest {
    @TempDir
    Path dir;

    private Path suite(String datasets, String methods, int repeats) throws Exception {
        Path f = dir.resolve("s.suite");
        Files.writeString(
                f,
                "# a tiny suite\ndatasets = " + datasets + "\nmethods = " + methods + "\nrepeats = " + repeats
                        + "\nbudget = 0.05\nseed = 3\n");
        return f;
    }

    @Test
    void theProvenanceRecordsEachDatasetsSignalModel() throws Exception {
        Path f = dir.resolve("signals.suite");
        Files.writeString(
                f,
                "datasets = a=synthetic:pages=600;cycles=12, b=synthetic:pages=600;cycles=12;seed=4[signals=none:1]\n"
                        + "methods = Age, Age-signal\nrepeats = 1\nbudget = 0.05\nsignals = accurate:1\n");
        Path out = dir.resolve("sig");
        Benchmark.run(Suite.read(f), out, 2, false, RunContext.quiet("test"));
        JsonObject models = JsonParser.parseString(Files.readString(out.resolve("provenance.json")))
                .getAsJsonObject()
                .getAsJsonObject("signal_models");
        assertEquals("accurate:1", models.getAsJsonObject("a").get("mixture").getAsString());
        assertEquals("none:1", models.getAsJsonObject("b").get("mixture").getAsString());
    }

    @Test
    void everyMethodMeetsTheSameFoldsAndRepeatZeroIsTheSuitesSeed() throws Exception {
        Path s = suite("a=synthetic:pages=600;cycles=16, b=synthetic:pages=500;cycles=14;seed=9", "Age, CG, Oracle", 2);
        Path out = dir.resolve("out");
        Benchmark.run(Suite.read(s), out, 2, false, RunContext.quiet("test"));
        List<String> rows = Files.readAllLines(out.resolve("scores.csv"));
        int metrics = RunIdentity.read(out).metrics().size(); // what the run says it records
        assertEquals(
                Metrics.RECORDED.stream().map(Metric::name).toList(),
                RunIdentity.read(out).metrics());
        assertEquals(
                List.of("Age", "CG", "Oracle"),
                RunIdentity.read(out).methods().stream().map(MethodId::name).toList());
        assertEquals(1 + 2 * 3 * 2 * 5 * metrics, rows.size(), "datasets x methods x repeats x folds x metrics");
        // repeat 0 of dataset a: the baselines protocol with the suite's settings and seed, value for value
        GpSettings g = Benchmark.settings(Suite.read(s).datasets().get(0), 0);
        assertEquals(3, g.seed());
        ChangeHistory h = DatasetSpec.of("synthetic:pages=600,cycles=16").load().history();
        Folds folds = Folds.of(h.pages(), 5, 3);
        List<FoldRun> runs =
                Evaluation.onTestFolds(h, folds, List.of(Policies.byName("CG")), g.simulation(), 1, Progress.silent());
        for (FoldRun r : runs) {
            String expected = "a,CG,0," + r.fold() + ",changerate,"
                    + Metrics.fitness("changerate").mean(r.result());
            assertTrue(rows.contains(expected), expected);
        }
        // repeat 1 draws other folds: its CG values are not repeat 0's
        Scores sc = new Scores();
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            sc.add(new Scores.Row(
                    f[0], f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]), f[4], Double.parseDouble(f[5])));
        }
        Map<String, Double> cg = sc.values("a", "CG", "changerate");
        assertEquals(10, cg.size());
        assertFalse(List.of(cg.get("0/0"), cg.get("0/1")).equals(List.of(cg.get("1/0"), cg.get("1/1"))));
        // the oracle is a bound: in summary.csv without a rank, in no test
        assertTrue(Files.readString(out.resolve("summary.csv")).contains(",Oracle,changerate,10,"));
        assertFalse(Files.readString(out.resolve("tests.csv")).contains("Oracle"));
        // two datasets: mean ranks, best first, but no Friedman test or CD diagram
        assertFalse(Files.exists(out.resolve("cd.png")) || Files.exists(out.resolve("cd.svg")));
        assertTrue(Files.readString(out.resolve("provenance.json")).contains("no Friedman test or CD diagram"));
        List<String> ranking = Files.readAllLines(out.resolve("ranking.csv"));
        for (int i = 2; i < ranking.size(); i++)
            assertTrue(
                    Double.parseDouble(ranking.get(i - 1).split(",")[1])
                            <= Double.parseDouble(ranking.get(i).split(",")[1]),
                    "ranking.csv best first: " + ranking);
        // every contender's per-cycle values, a file per dataset: each test crawl's mean is its scores.csv value
        Map<String, double[]> sums = new LinkedHashMap<>(); // dataset,method,repeat,fold -> {sum, n}
        for (String d : List.of("a", "b")) {
            Path file = out.resolve("per_cycle").resolve(d + ".csv");
            ResultsCsv.forEachRecord(
                    file, new String[] {"repeat", "fold", "cycle", "metric", "Age", "CG", "Oracle"}, (rec, line) -> {
                        assertEquals("changerate", rec.get("metric"));
                        for (String m : List.of("Age", "CG", "Oracle")) {
                            double[] a = sums.computeIfAbsent(
                                    String.join(",", d, m, rec.get("repeat"), rec.get("fold")), k -> new double[2]);
                            a[0] += Double.parseDouble(rec.get(m));
                            a[1]++;
                        }
                    });
        }
        assertEquals(2 * 3 * 2 * 5, sums.size(), "datasets x methods (the Oracle too) x repeats x folds");
        for (Scores.Row r : sc.rows())
            if (r.metric().equals("changerate")) {
                double[] a = sums.get(String.join(",", r.dataset(), r.method(), "" + r.repeat(), "" + r.fold()));
                assertEquals(r.value(), a[0] / a[1], 1e-12, r.toString());
            }
        // the same suite on another thread count: the same files
        Path one = dir.resolve("one");
        Benchmark.run(Suite.read(s), one, 1, false, RunContext.quiet("test"));
        for (String f : List.of("scores.csv", "summary.csv", "tests.csv", "ranking.csv"))
            assertEquals(Files.readString(out.resolve(f)), Files.readString(one.resolve(f)), f);
        assertTrue(
                Arrays.equals(
                        Files.readAllBytes(out.resolve("per_cycle/a.csv.gz")),
                        Files.readAllBytes(one.resolve("per_cycle/a.csv.gz"))),
                "per_cycle/a.csv.gz byte-identical on 1 and 2 threads");
        // a folder holding this suite's run refuses another suite
        Path other = suite("synthetic:pages=600;cycles=16", "Age", 1);
        UserError e = assertThrows(
                UserError.class, () -> Benchmark.run(Suite.read(other), out, 1, false, RunContext.quiet("test")));
        assertTrue(e.getMessage().contains(out.toString()), e.getMessage());
    }

    @Test
    void unknownMethodsAndDatasetsAreOneLineBeforeAnyWork() throws Exception {
        UserError m = assertThrows(UserError.class, () -> Suite.read(suite("synthetic", "Age, Nuthc", 1)));
        assertTrue(
                m.getMessage()
                        .startsWith(dir.resolve("s.suite") + ":3: method 'Nuthc': unknown policy 'Nuthc'; known: Rand"),
                m.getMessage());
        assertTrue(
                m.getMessage()
                        .endsWith("groups: baselines, peers, tuned, rb; BestRule-tuned; GP4C: [LABEL=]FILE.properties"),
                m.getMessage());
        UserError d = assertThrows(UserError.class, () -> Suite.read(suite("nowhere/data", "Age", 1)));
        assertTrue(
                d.getMessage()
                        .startsWith(dir.resolve("s.suite") + ":2: dataset 'nowhere/data' is no folder here; known: "),
                d.getMessage());
        UserError t = assertThrows(UserError.class, () -> Suite.read(suite("synthetic", "Age-tuned", 1)));
        assertTrue(t.getMessage().contains("no tuned variant of 'Age'"), t.getMessage());
        UserError twice =
                assertThrows(UserError.class, () -> Suite.read(suite("synthetic, synthetic[budget=0.1]", "Age", 1)));
        assertTrue(twice.getMessage().contains("two datasets are labelled 'synthetic'"), twice.getMessage());
        UserError k = assertThrows(
                UserError.class,
                () -> Benchmark.run(
                        Suite.read(suite("synthetic:pages=200;cycles=10", "Age", 1)),
                        dir.resolve("k"),
                        1,
                        false,
                        RunContext.quiet("t")));
        assertTrue(
                k.getMessage().contains("crawls 2 pages a cycle at budget 0.05; raise its budget (k >= 5)"),
                k.getMessage());
        for (String line : List.of(m.getMessage(), d.getMessage(), t.getMessage(), k.getMessage()))
            assertFalse(line.contains("\n"), line);
    }

    /** Any dataset DatasetSpec accepts, a suite accepts: the second synthetic family too, labelled by its name. */
    @Test
    void aSuiteTakesEitherGenerator() throws Exception {
        Suite s = Suite.read(suite("gamma-poisson:pages=600;cycles=12, synthetic:pages=600;cycles=12", "Age, CG", 1));
        assertEquals(
                List.of("gamma-poisson", "synthetic"),
                s.datasets().stream().map(Suite.DatasetEntry::label).toList());
        assertEquals("gamma-poisson:pages=600,cycles=12", s.datasets().get(0).source());
        Path out = dir.resolve("gp");
        Benchmark.run(s, out, 1, false, RunContext.quiet("t"));
        assertTrue(Files.readString(out.resolve("summary.csv")).contains("gamma-poisson,Age,changerate"));
    }

    @Test
    void groupsExpandAndListsSplitOutsideBrackets() throws Exception {
        assertEquals(
                List.of("a=x[p=1;q=2]", "synthetic:pages=3;cycles=4", "Nutch(max=30,I0=2)"),
                Suite.split("a=x[p=1;q=2], synthetic:pages=3;cycles=4, Nutch(max=30,I0=2)"));
        Suite s = Suite.read(suite("synthetic", "baselines, tuned, Nutch, Oracle", 1));
        assertEquals(
                Policies.paperBaselines().size() + TuningSpace.group().size() + 2,
                s.methods().size());
    }

    @Test
    void theMarkdownTableGoesBetweenTheMarkersAndNowhereElse() throws Exception {
        Path out = dir.resolve("md");
        Benchmark.run(
                Suite.read(
                        suite("a=synthetic:pages=600;cycles=12, b=synthetic:pages=600;cycles=12;seed=5", "Age, CG", 1)),
                out,
                1,
                false,
                RunContext.quiet("t"));
        String table = BenchmarkMarkdown.table(out);
        assertTrue(table.contains("| method | a | b | mean rank |"), table);
        assertTrue(table.contains("from `md` (crawlgp commit"), table);
        Path readme = dir.resolve("README.md");
        Files.writeString(
                readme, "before\n" + BenchmarkMarkdown.START + "\nold table\n" + BenchmarkMarkdown.END + "\nafter\n");
        BenchmarkMarkdown.into(readme, table);
        String text = Files.readString(readme);
        assertEquals("before\n" + BenchmarkMarkdown.START + "\n" + table + BenchmarkMarkdown.END + "\nafter\n", text);
        // a named block is chosen over the unnamed one
        Files.writeString(
                readme,
                BenchmarkMarkdown.START + "\nA\n" + BenchmarkMarkdown.END + "\n<!-- benchmark-table:start md -->\nB\n"
                        + BenchmarkMarkdown.END + "\n");
        BenchmarkMarkdown.into(readme, "md", "T\n");
        assertEquals(
                BenchmarkMarkdown.START + "\nA\n" + BenchmarkMarkdown.END + "\n<!-- benchmark-table:start md -->\nT\n"
                        + BenchmarkMarkdown.END + "\n",
                Files.readString(readme));
        Path none = dir.resolve("none.md");
        Files.writeString(none, "no markers\n");
        assertThrows(UserError.class, () -> BenchmarkMarkdown.into(none, table));
        assertEquals("no markers\n", Files.readString(none));
    }

    @Test
    void aGpMethodMeetsTheSameFoldsAndForceReplacesItsRuns() throws Exception {
        Path exp = dir.resolve("tiny.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 12\ngenerations = 2\narchiveSize = 4\n");
        Path s = suite("synthetic:pages=600;cycles=12", "GP=" + exp + ", Age", 1);
        Path out = dir.resolve("gp");
        Benchmark.run(Suite.read(s), out, 1, false, RunContext.quiet("t"));
        Path run = out.resolve("runs/synthetic/GP/r0");
        assertTrue(Files.exists(run.resolve("run.json")) && Files.exists(run.resolve("formulas.csv")));
        // GP's rows: one per fold and metric, paired with Age's (same keys)
        String scores = Files.readString(out.resolve("scores.csv"));
        for (int f = 0; f < 5; f++) assertTrue(scores.contains("synthetic,GP,0," + f + ",changerate,"), scores);
        // a rerun reuses the GP run: the same files
        String before = Files.readString(out.resolve("summary.csv"));
        Benchmark.run(Suite.read(s), out, 2, false, RunContext.quiet("t"));
        assertEquals(before, Files.readString(out.resolve("summary.csv")));
        // another suite with --force replaces the folder, GP runs included
        Files.writeString(exp, "seeds = 1\npopulation = 12\ngenerations = 3\narchiveSize = 4\n");
        Benchmark.run(Suite.read(s), out, 1, true, RunContext.quiet("t"));
        assertTrue(Files.readString(run.resolve("settings.properties")).contains("generations = 3"));
    }

    @Test
    void aGpMethodReadingContentRunsOnTheSameLoadAsEvolve() throws Exception {
        // issue 58: a suite GP method with a content input was refused (the benchmark loaded the history alone)
        Path data = ContentFolders.periodic(dir.resolve("content"), 100, 16, 3);
        Path exp = dir.resolve("churn.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 8\ngenerations = 1\narchiveSize = 3\ninputs = n,X,t,churn\n");
        Path f = dir.resolve("c.suite");
        Files.writeString(
                f, "datasets = c=" + data + "\nmethods = GP=" + exp + ", Age\nrepeats = 1\nbudget = 0.25\nseed = 3\n");
        Suite suite = Suite.read(f);
        Path out = dir.resolve("out");
        Benchmark.run(suite, out, 1, false, RunContext.quiet("t"));
        Path run = out.resolve("runs/c/GP/r0");
        assertTrue(Files.readString(run.resolve("provenance.json")).contains("\"versions\""), "the versions were read");
        // the run is evolve's with the same settings and loader: the same GP4C_Best test values, fold for fold
        GpSettings g = Gp4cLearner.settings(
                SettingsFile.load(exp, Map.of()),
                Benchmark.settings(suite.datasets().get(0), 0).run());
        Gp4cExperiment.Outcome o = Gp4cExperiment.run(
                g, new CrawlDataLoader(1, System.err), dir.resolve("evolve"), 1, false, RunContext.quiet("t"), null);
        String scores = Files.readString(out.resolve("scores.csv"));
        for (FoldRun r : o.testRuns())
            if (r.method().equals(GpVariant.BEST.method))
                assertTrue(
                        scores.contains("c,GP,0," + r.fold() + ",changerate,"
                                + Metrics.fitness("changerate").mean(r.result()) + "\n"),
                        "fold " + r.fold());
    }

    @Test
    void aSiteSplitSuiteIsTheSameOnOneAndTwoThreadsAndTestsWholeSites() throws Exception {
        Path exp = dir.resolve("tiny.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 8\ngenerations = 1\narchiveSize = 3\n");
        Path f = dir.resolve("sites.suite");
        Files.writeString(
                f,
                "datasets = s=synthetic:pages=900;cycles=12[split=sites]\nmethods = GP=" + exp
                        + ", Age, ChoGM-tuned\nrepeats = 1\nbudget = 0.05\nseed = 5\n");
        Suite suite = Suite.read(f);
        assertEquals(Split.SITES, suite.datasets().get(0).settings().protocol().split());
        Path one = dir.resolve("one"), two = dir.resolve("two");
        Benchmark.run(suite, one, 1, false, RunContext.quiet("t"));
        Benchmark.run(suite, two, 2, false, RunContext.quiet("t"));
        for (String file : List.of("scores.csv", "summary.csv", "tests.csv", "tuned.csv"))
            assertEquals(Files.readString(one.resolve(file)), Files.readString(two.resolve(file)), file);
        // the GP run is a sites run, and it says so; its folds hold whole sites
        Path run = one.resolve("runs/s/GP/r0");
        assertTrue(Files.readString(run.resolve("settings.properties")).contains("split = sites"));
        GpSettings g = Gp4cLearner.settings(
                SettingsFile.load(exp, Map.of()),
                Benchmark.settings(suite.datasets().get(0), 0).run());
        ChangeHistory h = g.dataset().load().history();
        Folds folds = g.protocol().split().folds(h, 5, g.seed(), 2);
        for (int a = 0; a < 5; a++)
            for (int b = a + 1; b < 5; b++)
                for (int p : folds.rows(a))
                    for (int q : folds.rows(b)) assertFalse(h.site(p).equals(h.site(q)), "a site in two folds");
        // a run that does not set it keeps its identity: the canonical settings text names no split
        assertFalse(SettingsText.canonical(GpSettings.paper()).contains("split"));
        assertTrue(SettingsText.canonical(g).contains("split = SITES"), SettingsText.canonical(g));
    }

    @Test
    void aTimeSplitSuiteIsTheSameOnOneAndTwoThreadsAndTestsOverItsCycles() throws Exception {
        Path exp = dir.resolve("tiny.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 8\ngenerations = 1\narchiveSize = 3\n");
        Path f = dir.resolve("time.suite");
        // 24 cycles, 3 folds, W = 2: training 1..8 first, then windows of 4; the test cycles are 13..24
        Files.writeString(
                f,
                "datasets = t=synthetic:pages=300;cycles=24[split=time]\nmethods = GP=" + exp
                        + ", Age, ChoGM-tuned, BestRule-tuned\nrepeats = 2\nfolds = 3\nbudget = 0.05\nseed = 5\n"
                        + "primary = GP vs BestRule-tuned\n");
        Suite suite = Suite.read(f);
        assertEquals(Split.TIME, suite.datasets().get(0).settings().protocol().split());
        Path one = dir.resolve("one"), two = dir.resolve("two"), again = dir.resolve("again");
        Benchmark.run(suite, one, 1, false, RunContext.quiet("t"));
        Benchmark.run(suite, two, 2, false, RunContext.quiet("t"));
        Benchmark.run(suite, again, 1, false, RunContext.quiet("t"));
        for (String file : List.of("scores.csv", "summary.csv", "tests.csv", "tuned.csv", "primary.csv", "power.csv")) {
            assertEquals(Files.readString(one.resolve(file)), Files.readString(two.resolve(file)), file);
            assertEquals(Files.readString(one.resolve(file)), Files.readString(again.resolve(file)), file);
        }
        assertTrue(Files.readString(one.resolve("runs/t/GP/r0/settings.properties"))
                .contains("split = time"));
        // the tests pair the 12 test cycles (each the mean over the 2 repeats), not the 6 repeat x fold values
        List<String> tests = Files.readAllLines(one.resolve("tests.csv"));
        int n = List.of(tests.get(0).split(",")).indexOf("n");
        for (String line : tests.subList(1, tests.size())) assertEquals("12", line.split(",")[n], line);
        String prov = Files.readString(one.resolve("provenance.json"));
        assertTrue(
                prov.contains("Diebold-Mariano") && prov.contains("train 1..8, validation 9..12, test 13..16"), prov);
    }

    @Test
    void aGpMethodTakesOverridesSoAblationsAreOneSuite() throws Exception {
        Path exp = dir.resolve("tiny.properties");
        Files.writeString(exp, "seeds = 1\npopulation = 8\ngenerations = 1\narchiveSize = 3\n");
        Path f = dir.resolve("abl.suite");
        Files.writeString(
                f,
                "datasets = s=synthetic:pages=900;cycles=12[split=sites]\nmethods = all=" + exp
                        + "[inputs=n,X,t,scs,wave], own=" + exp + "[inputs=n,X,t], res=" + exp
                        + "[form=residual;residualBase=ChoGM-tuned], Age\nrepeats = 1\nbudget = 0.05\nseed = 5\n");
        Suite suite = Suite.read(f);
        assertEquals(
                Map.of("inputs", "n,X,t,scs,wave"),
                ((Suite.GpMethod) suite.methods().get(0)).overrides());
        Path out = dir.resolve("out");
        Benchmark.run(suite, out, 2, false, RunContext.quiet("t"));
        assertTrue(Files.readString(out.resolve("runs/s/all/r0/settings.properties"))
                .contains("inputs = n,X,t,scs,wave"));
        assertTrue(Files.readString(out.resolve("runs/s/res/r0/settings.properties"))
                .contains("form = residual"));
        assertTrue(Files.readString(out.resolve("scores.csv")).contains("s,own,0,0,changerate,"));
        // a bad override is refused when the suite is read, naming the method
        Files.writeString(f, "datasets = synthetic\nmethods = bad=" + exp + "[form=nope]\nrepeats = 1\n");
        UserError e = assertThrows(UserError.class, () -> Suite.read(f));
        assertTrue(e.getMessage().contains("method 'bad': --set form=nope"), e.getMessage());
    }

    @Test
    void cliquesJoinRunsOfMethodsNoTestSeparates() {
        // ranks 1..4; 0 differs from 2 and 3; 1 differs from 3: cliques {0,1} and {1,2} and {2,3}
        boolean[][] differ = new boolean[4][4];
        differ[0][2] = differ[2][0] = differ[0][3] = differ[3][0] = differ[1][3] = differ[3][1] = true;
        List<int[]> c = BenchmarkStats.cliques(new double[] {1, 2, 3, 4}, differ);
        assertEquals(3, c.size());
        assertEquals(List.of(0, 1), List.of(c.get(0)[0], c.get(0)[1]));
        assertEquals(List.of(1, 2), List.of(c.get(1)[0], c.get(1)[1]));
        assertEquals(List.of(2, 3), List.of(c.get(2)[0], c.get(2)[1]));
        // nothing differs: one clique of all
        assertEquals(
                1,
                BenchmarkStats.cliques(new double[] {2, 1, 3}, new boolean[3][3])
                        .size());
    }
}
