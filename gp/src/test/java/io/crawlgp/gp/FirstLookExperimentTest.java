package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GP4C with the surrogate's first look: the same bytes on any thread count, and what it refuses. */
class FirstLookExperimentTest {
    @TempDir
    Path dir;

    private static GpSettings settings(Map<String, String> more) {
        Map<String, String> set = new HashMap<>(Map.of("seeds", "2", "generations", "4", "folds", "3"));
        set.putAll(more);
        return RecordOverrides.apply(Gp4cExperimentTest.tiny(), set);
    }

    @Test
    void aScreenedRunIsTheSameOnOneAndTwoThreadsAndRecordsWhatTheLookDid() throws Exception {
        GpSettings s = settings(Map.of("surrogate", "pages", "surrogateShare", "0.3"));
        Path one = dir.resolve("one"), two = dir.resolve("two");
        Gp4cExperiment.run(s, one, 1, false, "test");
        Gp4cExperiment.run(s, two, 2, false, "test");
        for (String f : List.of("formulas.csv", "generations.csv", "summary.csv", "surrogate.csv"))
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        List<String> rows = Files.readAllLines(one.resolve("surrogate.csv"));
        assertEquals(1 + 3 * 2 * 4, rows.size(), "a row per fold, seed and generation");
        for (String r : rows.subList(1, rows.size())) {
            String[] c = r.split(",");
            assertEquals((int) Math.ceil(0.3 * Integer.parseInt(c[3])), Integer.parseInt(c[4]), r);
        }
        assertTrue(Files.readString(one.resolve("settings.properties")).contains("surrogate = pages"));
    }

    @Test
    void aLookThatPassesEveryTreeChoosesAndTestsAsTheRunWithoutIt() throws Exception {
        Path all = dir.resolve("all"), none = dir.resolve("none");
        Gp4cExperiment.run(settings(Map.of("surrogate", "pages", "surrogateShare", "1")), all, 2, false, "test");
        Gp4cExperiment.run(settings(Map.of()), none, 2, false, "test");
        for (String f : List.of("formulas.csv", "generations.csv", "summary.csv"))
            assertArrayEquals(Files.readAllBytes(none.resolve(f)), Files.readAllBytes(all.resolve(f)), f);
        assertFalse(Files.exists(none.resolve("surrogate.csv")));
        assertFalse(Files.readString(none.resolve("settings.properties")).contains("surrogate"));
    }

    @Test
    void aLookAtTheLastCyclesOfATimeWindowIsTheSameOnAnyThreadCount() throws Exception {
        GpSettings s = settings(Map.of("surrogate", "pages", "surrogateCycles", "4", "split", "time"));
        Path one = dir.resolve("c1"), two = dir.resolve("c2");
        Gp4cExperiment.run(s, one, 1, false, "test");
        Gp4cExperiment.run(s, two, 2, false, "test");
        for (String f : List.of("formulas.csv", "generations.csv", "surrogate.csv"))
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        assertTrue(Files.readString(one.resolve("settings.properties")).contains("surrogateCycles = 4"));
    }

    @Test
    void whatTheLookCannotDoIsRefusedWhenTheSettingsAreRead() {
        for (Map<String, String> bad : List.of(
                Map.of("form", "adaptive"),
                Map.of("instances", "synthetic:pages=300,cycles=16,seed=4"),
                Map.of("surrogateShare", "0"),
                Map.of("surrogateSample", "1"),
                Map.of("surrogateCycles", "-1"))) {
            Map<String, String> set = new HashMap<>(bad);
            set.put("surrogate", "pages");
            UserError e = assertThrows(UserError.class, () -> settings(set), bad.toString());
            assertTrue(e.getMessage().contains("surrogate"), e.getMessage());
        }
    }

    @Test
    void aSampleTooSmallForTheBudgetIsRefusedInOneLine() {
        GpSettings s = settings(Map.of("surrogate", "pages", "surrogateSample", "0.01", "budget", "0.005"));
        UserError e = assertThrows(UserError.class, () -> Gp4cExperiment.run(s, dir.resolve("x"), 1, false, "t"));
        assertTrue(e.getMessage().startsWith("surrogateSample = 0.01 gives fold 0 a sample of"), e.getMessage());
    }
}
