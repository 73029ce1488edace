package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 49: a generated dataset is written page by page, the same bytes as the history built in memory. */
class StreamedGenerationTest {
    @TempDir
    Path dir;

    @Test
    void streamedCsvEqualsTheInMemoryHistorysCsv() throws Exception {
        for (long seed = 1; seed <= 3; seed++) {
            GeneratorSettings g = GeneratorSettings.of(1500, 70, seed); // 70 cycles: histories of two words
            ChangeHistory h = SyntheticChangeGenerator.generate(g);
            ByteArrayOutputStream want = new ByteArrayOutputStream();
            ChangeHistoryCsv.write(h, want);
            Path file = dir.resolve("pages-" + seed + ".csv");
            long changes = ChangeHistoryCsv.writeGenerated(g, file);
            assertArrayEquals(want.toByteArray(), Files.readAllBytes(file), "seed " + seed);
            assertEquals(h.totalChanges(), changes);
        }
    }
}
