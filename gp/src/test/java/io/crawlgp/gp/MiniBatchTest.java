package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.evolution.InstanceBatches;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Several datasets in one run, and a mini-batch of them per generation. */
class MiniBatchTest {
    @TempDir
    Path dir;

    private String dataset(String name, long seed) throws Exception {
        Path d = dir.resolve(name);
        Files.createDirectories(d);
        ChangeHistoryCsv.write(
                SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 24, seed)),
                d.resolve(ChangeHistoryCsv.FILE_NAME));
        Files.writeString(d.resolve("dataset.properties"), "cycleDays = 7\nstartDate = 2024-01-01\n");
        return d.toString();
    }

    private GpSettings settings(String miniBatch) throws Exception {
        return RecordOverrides.apply(
                GpSettings.paper(),
                Map.of(
                        "dataset", dataset("a", 1),
                        "instances", dataset("b", 2) + "," + dataset("c", 3) + "," + dataset("d", 4),
                        "split", "time",
                        "folds", "3",
                        "seeds", "1",
                        "population", "16",
                        "generations", "3",
                        "archiveSize", "4",
                        "budget", "0.1",
                        "miniBatch", miniBatch));
    }

    @Test
    void theBatchDrawIsTheRunsAndTheGenerationsAndOfTheStatedSize() {
        int[] a = InstanceBatches.draw(16, 4, 9, 2);
        assertArrayEquals(a, InstanceBatches.draw(16, 4, 9, 2));
        assertEquals(4, a.length);
        assertNotEquals(Arrays.toString(a), Arrays.toString(InstanceBatches.draw(16, 4, 9, 3)));
        assertArrayEquals(new int[] {0, 1, 2}, InstanceBatches.draw(3, 0, 9, 2), "0: every dataset");
        assertArrayEquals(new int[] {0, 1, 2}, InstanceBatches.draw(3, 5, 9, 2), "more than there are: every one");
    }

    @Test
    void aMiniBatchRunIsTheSameOnAnyThreadCountAndDiffersFromTheFullRun() throws Exception {
        Path one = dir.resolve("one"), three = dir.resolve("three"), full = dir.resolve("full");
        Gp4cExperiment.run(settings("2"), one, 1, false, "test");
        Gp4cExperiment.run(settings("2"), three, 3, false, "test");
        for (String f : Gp4cExperimentTest.FILES)
            if (Files.exists(one.resolve(f)))
                assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(three.resolve(f)), f);
        Gp4cExperiment.run(settings("0"), full, 2, false, "test");
        assertNotEquals(
                Files.readString(one.resolve("generations.csv")), Files.readString(full.resolve("generations.csv")));
        assertTrue(Files.readString(one.resolve("settings.properties")).contains("miniBatch = 2"));
    }

    @Test
    void aMiniBatchWithoutInstancesIsRefused() {
        GpSettings s = RecordOverrides.apply(
                Gp4cExperimentTest.tiny(), Map.of("miniBatch", "2", "seeds", "1", "generations", "1"));
        UserError e = assertThrows(UserError.class, () -> Gp4cExperiment.run(s, dir.resolve("x"), 1, false, "t"));
        assertEquals(
                "miniBatch = 2 draws among several datasets; this run's fitness is over one (set instances)",
                e.getMessage());
        assertTrue(!Files.exists(dir.resolve("x")), "refused before the folder is claimed");
    }
}
