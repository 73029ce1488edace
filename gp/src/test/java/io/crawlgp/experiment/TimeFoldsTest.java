package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.stats.CorrectedResampledTTest;
import io.crawlgp.stats.DieboldMariano;
import io.crawlgp.util.Progress;
import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** split = time by hand: which pages and cycles each fold trains, validates and tests on, and what its crawl reads. */
class TimeFoldsTest {
    private static ChangeHistory twentyCycles() {
        return DatasetSpec.of("synthetic:pages=60,cycles=20").load().history();
    }

    @Test
    void choicesOnMoreWindowsValidateOnTheLastNWindowsUpToTheTestAndOnlyUnderTime() {
        // the windows above (training to 8, windows of 3): fold 2 validates on 15..17 alone, on the last two windows
        // 12..17 with choose = last-2, on every window from the first, 9..17, with all-windows; fold 0 has one window
        Folds f = Split.TIME.folds(twentyCycles(), 3, 99, 2);
        assertEquals("15..17", FoldSplit.of(f, 2).validation().window().toString());
        assertEquals(
                "12..17",
                FoldSplit.of(f.withEvidence(Evidence.windows("last-2")), 2)
                        .validation()
                        .window()
                        .toString());
        Folds all = f.withEvidence(Evidence.windows("all-windows"));
        assertEquals("9..17", FoldSplit.of(all, 2).validation().window().toString());
        assertEquals("9..11", FoldSplit.of(all, 0).validation().window().toString());
        // training and test are untouched; the validation crawl starts at cycle 1 and is scored from the first window
        assertEquals("1..14", FoldSplit.of(all, 2).train().window().toString());
        assertEquals("18..20", FoldSplit.of(all, 2).test().window().toString());
        assertEquals(9, FoldSplit.of(all, 2).validation().firstScored());
        assertEquals("last-window", Evidence.check(null, Split.PAGES));
        for (String bad : new String[] {"last-0", "latest", "last-x"})
            assertThrows(UserError.class, () -> Evidence.check(bad, Split.TIME), bad);
        UserError pages = assertThrows(UserError.class, () -> Evidence.check("all-windows", Split.SITES));
        assertTrue(pages.getMessage().contains("set split = time"), pages.getMessage());
    }

    @Test
    void windowsByHandOnTwentyCyclesAndThreeFolds() {
        // C = 20, W = 2: the first training part is at least max(ceil(20/4), 2 + 2) = 5 cycles; the other 15 make
        // F + 1 = 4 windows of floor(15/4) = 3 cycles, the remainder (3) going to training: it ends at 20 - 12 = 8
        Folds f = Split.TIME.folds(twentyCycles(), 3, 99, 2);
        assertEquals(new Folds.TimeWindows(8, 3, 3), f.windows());
        String[][] expected = {{"1..8", "9..11", "12..14"}, {"1..11", "12..14", "15..17"}, {"1..14", "15..17", "18..20"}
        };
        for (int k = 0; k < 3; k++) {
            FoldSplit s = FoldSplit.of(f, k);
            assertEquals(expected[k][0], s.train().window().toString());
            assertEquals(expected[k][1], s.validation().window().toString());
            assertEquals(expected[k][2], s.test().window().toString());
            // every page in every part
            int[] all = new int[60];
            Arrays.setAll(all, p -> p);
            assertArrayEquals(all, s.train().rows());
            assertArrayEquals(all, s.validation().rows());
            assertArrayEquals(all, s.test().rows());
        }
        // the test windows tile the end of the timeline: 12..20, each cycle tested once
        assertEquals(
                List.of("12..14", "15..17", "18..20"),
                List.of(
                        f.windows().test(0).toString(),
                        f.windows().test(1).toString(),
                        f.windows().test(2).toString()));
        // the seed draws nothing: a repeat of a time split re-draws seeds only
        assertEquals(f.windows(), Split.TIME.folds(twentyCycles(), 3, 1, 2).windows());
    }

    @Test
    void noTestOrValidationCycleIsEverReadInTraining() {
        ChangeHistory h = twentyCycles();
        Folds f = Split.TIME.folds(h, 3, 1, 2);
        for (int k = 0; k < 3; k++) {
            FoldSplit s = FoldSplit.of(f, k);
            // the training crawl's history stops before the validation window, the validation crawl's before the test
            ChangeHistory train = s.train().history(h),
                    val = s.validation().history(h),
                    test = s.test().history(h);
            assertEquals(s.validation().window().from() - 1, train.cycles());
            assertEquals(s.test().window().from() - 1, val.cycles());
            assertEquals(s.test().window().to(), test.cycles());
            assertEquals(h.restrict(1, train.cycles()), train);
            assertTrue(s.train().window().to() < s.validation().window().from());
            assertTrue(s.validation().window().to() < s.test().window().from());
        }
    }

    @Test
    void aTestWindowIsTheDeployedCrawlsCyclesNotAFreshStart() {
        // the crawl runs from cycle 0 and only the window is scored: the window's values are the full crawl's values at
        // those cycles (the state carried over), for a deterministic rule and for a seeded random one
        ChangeHistory h = twentyCycles();
        Folds f = Split.TIME.folds(h, 3, 1, 2);
        SimulationSettings s = SimulationSettings.defaults().withBudget(0.1);
        for (String name : List.of("ChoGM", "Rand")) {
            Policy p = Policies.byName(name);
            List<FoldRun> runs = Evaluation.onTestFolds(h, f, List.of(p), s, 2, Progress.silent());
            for (FoldRun fr : runs) {
                SimulationResult full = CrawlSimulator.run(
                        h,
                        p,
                        s.withSeed(Evaluation.foldSeed(s.seed(), fr.fold())),
                        Metrics.needs(Metrics.ALL),
                        Metrics.observers(Metrics.ALL));
                CycleWindow w = f.windows().test(fr.fold());
                assertEquals(w.from(), fr.result().firstCycle());
                assertEquals(w.length(), fr.result().scheduledCycles());
                int skip = w.from() - full.firstCycle();
                assertArrayEquals(
                        Arrays.copyOfRange(full.found(), skip, skip + w.length()),
                        fr.result().found(),
                        name);
                assertArrayEquals(
                        Arrays.copyOfRange(full.staleAfter(), skip, skip + w.length()),
                        fr.result().staleAfter());
            }
        }
    }

    @Test
    void evolvesComparisonUnderATimeSplitIsDieboldMarianoOverTheWindowsCycles() {
        ChangeHistory h = twentyCycles();
        Folds f = Split.TIME.folds(h, 3, 1, 2);
        SimulationSettings s = SimulationSettings.defaults().withBudget(0.1);
        List<FoldRun> runs = Evaluation.onTestFolds(
                h, f, List.of(Policies.byName("ChoGM"), Policies.byName("Rand")), s, 1, Progress.silent());
        // by hand: the 9 test cycles 12..20 in time order, ChoGM minus Rand
        double[] d = new double[9];
        int at = 0;
        for (int k = 0; k < 3; k++) {
            SimulationResult a = runs.get(k).result(), b = runs.get(3 + k).result();
            for (int i = 0; i < 3; i++) d[at++] = (double) a.found()[i] / a.k() - (double) b.found()[i] / b.k();
        }
        CorrectedResampledTTest.Result dm = DieboldMariano.test(d, 0.95);
        PairedComparison.Row row = PairedComparison.compare(runs, "ChoGM", "Rand", 0.05);
        assertEquals(dm.mean(), row.diff(), 1e-12);
        assertEquals(dm.p(), row.p(), 1e-12);
        assertEquals(dm.low(), row.low(), 1e-12);
    }

    @Test
    void aTimelineTooShortForItsWindowsIsRefusedInOneLine() {
        // C = 10, W = 2, 5 folds: training >= 4 cycles leaves 6 for 6 windows of 1 cycle: refused
        ChangeHistory h = DatasetSpec.of("synthetic:pages=60,cycles=10").load().history();
        UserError e = assertThrows(UserError.class, () -> Split.TIME.folds(h, 5, 1, 2));
        assertEquals(
                "split = time: 10 cycles leave 6 after the first 4 for training (a quarter of the timeline, at least"
                        + " warm-up 2 + 2), too few for 5 test windows and a validation window of at least 2 cycles"
                        + " each; use fewer folds or split = pages",
                e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }
}
