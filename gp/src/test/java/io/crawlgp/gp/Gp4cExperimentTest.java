package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import com.google.gson.JsonParser;
import io.crawlgp.experiment.Choice;
import io.crawlgp.experiment.DataLoader;
import io.crawlgp.experiment.FoldSplit;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.PairedComparison;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.UnitResult;
import io.crawlgp.policy.AdaptiveIntervalPolicy;
import io.crawlgp.policy.IntervalRules;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.report.RunReport;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The protocol end to end on a tiny dataset: determinism across threads, resume equals uninterrupted. */
class Gp4cExperimentTest {
    @TempDir
    Path dir;

    static final List<String> FILES = List.of(
            "per_cycle.csv",
            "summary.csv",
            "formulas.csv",
            "generations.csv",
            "comparisons.csv",
            "ecj.params",
            "settings.properties");

    static GpSettings tiny() {
        return RecordOverrides.apply(
                GpSettings.paper(),
                Map.of(
                        "dataset",
                        "synthetic:pages=600,cycles=16,seed=3",
                        "population",
                        "24",
                        "generations",
                        "3",
                        "seeds",
                        "2",
                        "archiveSize",
                        "6",
                        "budget",
                        "0.1"));
    }

    @Test
    void sameSeedSameBytesOnAnyThreadCountAndResumeEqualsUninterrupted() throws Exception {
        Path a = dir.resolve("a"), b = dir.resolve("b");
        Gp4cExperiment.Outcome oa = Gp4cExperiment.run(tiny(), a, 1, true, "test");
        assertEquals(10, oa.unitsRun());
        Gp4cExperiment.run(tiny(), b, 3, true, "test");
        assertSameFiles(a, b);

        // interrupt: two runs and every final file are lost; a rerun computes just those two
        Files.delete(UnitResult.file(b.resolve("units"), 2, 1));
        Files.delete(UnitResult.file(b.resolve("units"), 4, 0));
        for (String f : FILES) Files.delete(b.resolve(f));
        Files.writeString(
                b.resolve("units/.fold-0-seed-0.json.123.tmp"), "{half a fi"); // a killed write leaves only this
        Gp4cExperiment.Outcome ob = Gp4cExperiment.run(tiny(), b, 2, true, "test");
        assertEquals(2, ob.unitsRun());
        assertEquals(8, ob.unitsReused());
        assertSameFiles(a, b);
    }

    @Test
    void aLexicaseRunIsTheSameOnAnyThreadCountAndBreedsOtherwiseThanTournaments() throws Exception {
        // issue 71, item 2: down-sampled lexicase over two-cycle cases; the draw is the run's, not a thread's
        GpSettings lex = RecordOverrides.apply(
                tiny(), Map.of("parentSelection", "lexicase-down", "caseCycles", "2", "downsample", "0.5"));
        Path a = dir.resolve("a"), b = dir.resolve("b"), t = dir.resolve("t");
        Gp4cExperiment.run(lex, a, 1, false, "test");
        Gp4cExperiment.run(lex, b, 3, false, "test");
        assertSameFiles(a, b);
        String settings = Files.readString(a.resolve("settings.properties"));
        assertTrue(settings.contains("parentSelection = lexicase-down"), settings);
        assertTrue(settings.contains("caseCycles = 2"), settings);
        Gp4cExperiment.run(tiny(), t, 2, false, "test");
        assertFalse(
                Files.readString(a.resolve("generations.csv")).equals(Files.readString(t.resolve("generations.csv"))),
                "lexicase breeds other generations than the tournament from the same seeds");
        assertFalse(
                Files.readString(t.resolve("settings.properties")).contains("parentSelection"),
                "a tournament run's settings text is as before (committed runs keep their identity)");
    }

    @Test
    void aFolderHoldsOneRunAndRefusesAnother() throws Exception {
        Path a = dir.resolve("a");
        Gp4cExperiment.run(tiny(), a, 2, false, "test");
        byte[] before = Files.readAllBytes(a.resolve("formulas.csv"));
        UserError e = assertThrows(
                UserError.class,
                () -> Gp4cExperiment.run(
                        RecordOverrides.apply(tiny(), Map.of("generations", "2")), a, 2, false, "test"));
        assertEquals(
                a + " holds another run (generations 3 vs 2): choose another --out, or --force to replace it",
                e.getMessage());
        assertArrayEquals(
                before, Files.readAllBytes(a.resolve("formulas.csv")), "nothing of the first run was touched");
        // the same settings resume: every unit reused
        assertEquals(10, Gp4cExperiment.run(tiny(), a, 2, false, "test").unitsReused());
    }

    @Test
    void aFoldWithoutAPagePerCycleStopsBeforeAnyWork() {
        Path a = dir.resolve("k0");
        // 600 pages in 5 folds: training and validation 240 pages (k = 1), test 120 pages: k = floor(0.005 x 120) = 0
        UserError e = assertThrows(
                UserError.class,
                () -> Gp4cExperiment.run(
                        RecordOverrides.apply(tiny(), Map.of("budget", "0.005")), a, 2, false, "test"));
        assertTrue(
                e.getMessage().startsWith("fold 0's test pages: budget 0.005 of 120 pages crawls no page per cycle"),
                e.getMessage());
        assertFalse(Files.exists(a), "nothing written");
    }

    @Test
    void settingsAcceptTheCommandLineSpelling() {
        assertEquals(
                7,
                RecordOverrides.apply(GpSettings.paper(), Map.of("cycle-length", "7"))
                        .dataset()
                        .cycleLength());
        assertEquals(
                "n",
                RecordOverrides.apply(GpSettings.paper(), Map.of("inputs", "n"))
                        .inputs()
                        .get(0));
    }

    @Test
    void chosenFunctionsAndTablesAreConsistent() throws Exception {
        Path a = dir.resolve("a");
        Gp4cExperiment.Outcome o = Gp4cExperiment.run(tiny(), a, 2, true, "test");
        List<GpResultsCsv.FormulaRow> rows = GpResultsCsv.readFormulas(a.resolve(GpResultsCsv.FORMULAS));
        for (int f = 0; f < 5; f++) {
            final int fold = f;
            double bestVal = rows.stream()
                    .filter(r -> r.fold() == fold && r.variant().equals("archive"))
                    .mapToDouble(GpResultsCsv.FormulaRow::validation)
                    .max()
                    .orElseThrow();
            GpResultsCsv.FormulaRow best = rows.stream()
                    .filter(r -> r.fold() == fold && r.variant().equals("GP4C_Best"))
                    .findFirst()
                    .orElseThrow();
            assertEquals(bestVal, best.validation(), "Best has the highest validation fitness of its fold");
            assertFalse(Double.isNaN(best.test()));
        }
        assertEquals(
                5 * 2 * 3,
                GpResultsCsv.readGenerations(a.resolve(GpResultsCsv.GENERATIONS))
                        .size());
        assertEquals(
                Policies.paperBaselines().size()
                        + Policies.peers().size()
                        + TuningSpace.families().stream()
                                .filter(Policies.lineUp()::contains)
                                .count(),
                o.comparisons().size(),
                "GP4C_Best against every baseline and peer, default and tuned");
        for (PairedComparison.Row r : o.comparisons()) assertEquals(16 - 2, r.superior() + r.tied() + r.inferior());
        String prov = Files.readString(a.resolve("provenance.json"));
        assertTrue(prov.contains("\"ecj\""));
        assertTrue(prov.contains("\"training_simulations\""));
    }

    @Test
    void aSizeObjectiveWritesTheFrontScoredLikeTheChosenFormulas() throws Exception {
        GpSettings s = RecordOverrides.apply(tiny(), Map.of("objectives", "changerate,size"));
        Path a = dir.resolve("a"), b = dir.resolve("b");
        Gp4cExperiment.Outcome o = Gp4cExperiment.run(s, a, 1, false, "test");
        List<GpResultsCsv.FrontRow> front = GpResultsCsv.readFront(a.resolve(GpResultsCsv.FRONT));
        assertFalse(front.isEmpty());
        for (int f = 0; f < 5; f++) {
            int fold = f;
            assertTrue(front.stream().anyMatch(r -> r.fold() == fold), "fold " + f + " has a front");
        }
        // a front member that is also a fold's chosen formula has the test value the test phase measured
        int matched = 0;
        for (GpResultsCsv.FormulaRow chosen : o.formulas())
            if (chosen.variant().equals("GP4C_Best"))
                for (GpResultsCsv.FrontRow r : front)
                    if (r.fold() == chosen.fold() && r.simplified().equals(chosen.simplified())) {
                        assertEquals(chosen.test(), r.test(), 0, r.simplified());
                        assertEquals(chosen.validation(), r.validation(), 0, r.simplified());
                        matched++;
                    }
        assertTrue(matched > 0, "no chosen formula on a front: the check above checked nothing");
        // same bytes on another thread count
        Gp4cExperiment.run(s, b, 3, false, "test");
        assertEquals(Files.readString(a.resolve(GpResultsCsv.FRONT)), Files.readString(b.resolve(GpResultsCsv.FRONT)));
        // a one-objective run writes none
        Gp4cExperiment.run(tiny(), dir.resolve("c"), 2, false, "test");
        assertFalse(Files.exists(dir.resolve("c").resolve(GpResultsCsv.FRONT)));
    }

    @Test
    void provenanceSpansTheWholeRun() throws Exception {
        // ordered, not timed (a ratio of durations fails on a loaded machine): the run starts its provenance before
        // it claims the folder (run.json) and finishes it after its last table (summary.csv)
        Path a = dir.resolve("a");
        Gp4cExperiment.run(tiny(), a, 1, true, "test");
        var json = JsonParser.parseString(Files.readString(a.resolve("provenance.json")))
                .getAsJsonObject();
        Instant started = Instant.parse(json.get("started_utc").getAsString());
        Instant finished = Instant.parse(json.get("finished_utc").getAsString());
        Instant claimed = Files.getLastModifiedTime(a.resolve("run.json")).toInstant();
        Instant lastTable = Files.getLastModifiedTime(a.resolve("summary.csv")).toInstant();
        assertFalse(started.isAfter(claimed), "provenance starts before the claim: " + started + " vs " + claimed);
        assertFalse(finished.isBefore(lastTable), "provenance ends after the tables: " + finished + " vs " + lastTable);
    }

    @Test
    void anAdaptiveRunIsTheSameOnAnyThreadCountChoosesRulesAndReportsBothTreesAndTrajectories() throws Exception {
        GpSettings s = RecordOverrides.apply(tiny(), Map.of("form", "adaptive", "seedFormulas", "peers"));
        Path a = dir.resolve("a"), b = dir.resolve("b");
        Gp4cExperiment.Outcome oa = Gp4cExperiment.run(s, a, 1, false, "test");
        Gp4cExperiment.run(s, b, 2, false, "test");
        assertSameFiles(a, b);
        assertArrayEquals(
                Files.readAllBytes(a.resolve(RuleTrajectories.FILE)),
                Files.readAllBytes(b.resolve(RuleTrajectories.FILE)));
        // every chosen rule decodes from its text, and its test value is its own crawl of the test fold
        for (GpResultsCsv.FormulaRow r : oa.formulas()) {
            assertTrue(AdaptiveForm.isRule(r.formula()), r.formula());
            assertTrue(r.simplified().startsWith("I' = ") && r.simplified().contains(" ; s = "), r.simplified());
            AdaptiveForm.rule(r.variant(), r.formula());
        }
        assertTrue(Files.readString(a.resolve("settings.properties")).contains("form = adaptive"));
        // the trajectories trace GP4C_Best and one production rule on three pages
        List<RuleTrajectories.Row> traced = RuleTrajectories.read(a.resolve(RuleTrajectories.FILE));
        assertEquals(
                2, traced.stream().map(RuleTrajectories.Row::method).distinct().count());
        assertEquals(
                3, traced.stream().map(RuleTrajectories.Row::role).distinct().count());
        Path html = dir.resolve("report.html");
        RunReport.write(a, html);
        String report = Files.readString(html);
        assertTrue(report.contains("I&#39; = ") || report.contains("I' = "), "both trees shown");
        assertTrue(report.contains("Revisit gaps on test fold 0"), "the trajectories figure");
    }

    @Test
    void tunedSeedsStartEveryRunFromItsFoldsTunedProductionRules() throws Exception {
        GpSettings s = RecordOverrides.apply(
                tiny(), Map.of("form", "adaptive", "seedFormulas", "tuned", "generations", "1", "seeds", "1"));
        Gp4cExperiment.Outcome o = Gp4cExperiment.run(s, dir.resolve("t"), 2, false, "test");
        var data = DataLoader.PLAIN.load(s.dataset(), s.needs());
        Folds folds = Folds.of(data.history().pages(), 5, s.seed());
        PeerTuning.Tuned tuned = PeerTuning.tune(
                s,
                data.history(),
                folds,
                AdaptiveForm.TUNED_FAMILIES,
                s.protocol().tuneEvaluations(),
                1);
        for (int f = 0; f < 5; f++) {
            AdaptiveForm.RuleFitness train = new AdaptiveForm.RuleFitness(
                    FoldSplit.of(folds, f).train().history(data.history()),
                    RunSeeds.trainingSimulation(s, f),
                    s.fitnessMetric());
            double bestTuned = Double.NEGATIVE_INFINITY;
            for (Choice ch : tuned.choices())
                if (ch.fold() == f)
                    bestTuned = Math.max(
                            bestTuned,
                            train.applyAsDouble(AdaptiveForm.flat(
                                    IntervalRules.of("t", (AdaptiveIntervalPolicy) Policies.byName(ch.chosen())))));
            // the first generation holds the fold's tuned rules: the archive's best is at least as fit on training
            int fold = f;
            double archiveBest = o.formulas().stream()
                    .filter(r -> r.fold() == fold && r.variant().equals("archive"))
                    .mapToDouble(GpResultsCsv.FormulaRow::train)
                    .max()
                    .orElseThrow();
            assertTrue(archiveBest >= bestTuned, "fold " + f + ": " + archiveBest + " < " + bestTuned);
        }
    }

    static void assertSameFiles(Path a, Path b) throws Exception {
        for (String f : FILES) assertArrayEquals(Files.readAllBytes(a.resolve(f)), Files.readAllBytes(b.resolve(f)), f);
    }
}
