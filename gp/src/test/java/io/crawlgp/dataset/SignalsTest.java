package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.io.InputFiles;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Change signals beside a history: carried through every transformation, drawn by a model, read from a file. */
class SignalsTest {
    @TempDir
    Path dir;

    private static final ChangeHistory H =
            ChangeHistory.of(new String[] {"a", "b", "c", "d"}, new String[] {"s1", "s1", "s2", "s2"}, new String[] {
                "10010000", "00000001", "01000000", "00000000"
            });

    @Test
    void signalsFollowTheirPagesAndCyclesThroughSubsetRestrictAndCoarsen() {
        ChangeHistory h = H.withSignals(Signals.of(8, new int[][] {{1, 4}, {8, 3}, {}, {2, 5, 6}}));
        assertArrayEquals(new int[] {3, 8}, h.signals().of(1), "sorted");
        ChangeHistory sub = h.subset(new int[] {3, 0});
        assertArrayEquals(new int[] {2, 5, 6}, sub.signals().of(0));
        assertArrayEquals(new int[] {1, 4}, sub.signals().of(1));
        // cycles 3..6 renumbered 1..4
        ChangeHistory r = h.restrict(3, 6);
        assertArrayEquals(new int[] {2}, r.signals().of(0));
        assertArrayEquals(new int[] {1}, r.signals().of(1));
        assertArrayEquals(new int[] {3, 4}, r.signals().of(3));
        // coarse cycles of 3: 1..3 -> 1, 4..6 -> 2; fine cycles 7..8 dropped with the partial group
        ChangeHistory c = h.coarsen(3);
        assertEquals(2, c.cycles());
        assertArrayEquals(new int[] {1, 2}, c.signals().of(0));
        assertArrayEquals(new int[] {1}, c.signals().of(1));
        assertArrayEquals(new int[] {1, 2}, c.signals().of(3), "two fine signals in one coarse cycle are one");
        // counting what arrived between a visit and a cycle
        assertEquals(1, h.signals().countBetween(3, 2, 5));
        assertEquals(2, h.signals().countBetween(3, 2, 6));
        assertEquals(5, h.signals().latestAtOrBefore(3, 5));
        assertEquals(0, h.signals().latestAtOrBefore(2, 8));
        assertNull(H.signals(), "a history without a channel has none");
    }

    @Test
    void anAccurateModelWithFullRecallSignalsEachChangeInItsCycleAndADelayShiftsAndLosesThem() {
        ChangeHistory one = H.subset(new int[] {0, 1}); // one site: modes per page
        Signals s = new SignalModel("accurate:1", 1, 0, 0, 7).draw(one);
        assertArrayEquals(new int[] {1, 4}, s.of(0));
        assertArrayEquals(new int[] {8}, s.of(1));
        Signals late = new SignalModel("accurate:1", 1, 0, 2, 7).draw(one);
        assertArrayEquals(new int[] {3, 6}, late.of(0));
        assertArrayEquals(new int[] {}, late.of(1), "a signal past the last cycle is lost");
        assertEquals(0, new SignalModel("accurate:1", 0, 0, 0, 7).draw(one).total(), "recall 0, no false positives");
        assertEquals(16, new SignalModel("accurate:1", 0, 1, 0, 7).draw(one).total(), "false positives at rate 1");
        assertEquals(0, new SignalModel("none:1", 1, 1, 0, 7).draw(H).total());
    }

    @Test
    void aDeploySiteSignalsEveryPageInEachCycleAnyOfItsPagesChanged() {
        Signals s = new SignalModel("deploy:1", 1, 0, 0, 3).draw(H);
        // site s1 changed at 1, 4 (a) and 8 (b); site s2 at 2 (c)
        assertArrayEquals(new int[] {1, 4, 8}, s.of(0));
        assertArrayEquals(new int[] {1, 4, 8}, s.of(1));
        assertArrayEquals(new int[] {2}, s.of(2));
        assertArrayEquals(new int[] {2}, s.of(3), "a page that never changed is signalled with its site");
        // with one site, any change of the dataset
        Signals oneSite = new SignalModel("deploy:1", 1, 0, 0, 3).draw(ChangeHistory.of("1000", "0010"));
        assertArrayEquals(new int[] {1, 3}, oneSite.of(0));
    }

    @Test
    void aMixtureIsDrawnPerSiteWithItsSeedAndBadMixturesAreRefused() {
        SignalModel m = new SignalModel("accurate:0.5/deploy:0.25/none:0.25", 0.8, 0.05, 0, 11);
        SignalModel.Mode[] modes = m.modes(H);
        assertEquals(modes[0], modes[1], "one site, one mode");
        assertEquals(modes[2], modes[3]);
        assertEquals(m.draw(H), m.draw(H), "the same seed, the same signals");
        for (String bad : new String[] {"accurate:0.5", "accurate:1/accurate:0", "sitemap:1", "accurate:x"})
            assertThrows(UserError.class, () -> new SignalModel(bad, 0.8, 0.05, 0, 1), bad);
        assertThrows(UserError.class, () -> new SignalModel("accurate:1", 1.5, 0.05, 0, 1));
    }

    @Test
    void aSignalsFileIsReadWithThePagesFilesChecksAndASpecDeclaringAModelDrawsOne() throws Exception {
        Path d = Files.createDirectories(dir.resolve("data"));
        ChangeHistoryCsv.write(H, d.resolve("pages.csv"));
        Files.writeString(d.resolve("signals.csv"), "page,cycle\na,1\nd,5\nb,8\n");
        ChangeHistory h = DatasetSpec.of(d.toString()).load().history();
        assertArrayEquals(new int[] {1}, h.signals().of(0));
        assertArrayEquals(new int[] {5}, h.signals().of(3));
        assertTrue(InputFiles.of(d.toString()).containsKey("signals.csv"), "the signals are part of a run's identity");
        for (String[] bad : new String[][] {
            {"page,cycle\na,1\nzz,2\n", "signals.csv:3: page 'zz' is not in the dataset's pages file"},
            {"page,cycle\na,9\n", "signals.csv:2: cycle 9 is outside the history's cycles 1..8"},
            {"page,cycle\na,1\na,1\n", "signals.csv:3: page 'a' has a signal at cycle 1 listed twice"},
            {"page,cycle\na,1.5\n", "signals.csv:2: cycle '1.5' is not a whole number"}
        }) {
            Files.writeString(d.resolve("signals.csv"), bad[0]);
            UserError e = assertThrows(
                    UserError.class, () -> DatasetSpec.of(d.toString()).load());
            assertTrue(e.getMessage().contains(bad[1]), e.getMessage());
        }
        // a model and a file at once: refused, one line
        Files.writeString(d.resolve("signals.csv"), "page,cycle\na,1\n");
        DatasetSpec withModel =
                new DatasetSpec(d.toString(), 1, 0, 0, 0, Integer.MAX_VALUE, new SignalModel("accurate:1", 1, 0, 0, 1));
        assertThrows(UserError.class, withModel::load);
        Files.delete(d.resolve("signals.csv"));
        DatasetSpec.Loaded l = withModel.load();
        assertArrayEquals(new int[] {1, 4}, l.history().signals().of(0));
        assertTrue(l.provenance().get("signal_model") instanceof Map<?, ?>, "the model is recorded");
    }
}
