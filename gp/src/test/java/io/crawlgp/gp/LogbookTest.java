package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.evolution.GenerationStats;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 46, item 5: the per-generation logbook on stderr and the columns generations.csv gained. */
class LogbookTest {
    @TempDir
    Path dir;

    static GenerationStats gen(int g) {
        return new GenerationStats(g, 0.25, 0.125, 9.5, 0.0625, 120L * (g + 1), "t / storm");
    }

    @Test
    void aLineSaysWhereTheRunIsAndWhatItFound() {
        assertEquals(
                "fold 2 seed 1  gen   4/15  evals      480  best 0.2500  mean 0.1250  sd 0.0625  size   9.5  t / storm",
                Logbook.format(2, 1, gen(3), 15));
        String longFormula = "x".repeat(100);
        String line = Logbook.format(0, 0, new GenerationStats(0, 1, 1, 1, 0, 1, longFormula), 1);
        assertTrue(line.endsWith("x".repeat(77) + "..."), line);
    }

    @Test
    void atMostAboutOneLineASecondButEveryRunsLastGeneration() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Logbook log = new Logbook(new PrintStream(bytes, true, StandardCharsets.UTF_8), 15);
        long s = Logbook.INTERVAL_NANOS;
        log.line(0, 0, gen(0), 0); // first: shown
        log.line(0, 0, gen(1), s / 2); // half a second later: not
        log.line(1, 0, gen(0), s / 2 + 1); // another run, still within the second: not
        log.line(0, 0, gen(2), s); // a second after the last line: shown
        log.line(1, 0, gen(14), s + 1); // a run's last generation: always shown
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(3, lines.length, String.join("\n", lines));
        assertTrue(lines[0].startsWith("fold 0 seed 0  gen   1/15"), lines[0]);
        assertTrue(lines[1].startsWith("fold 0 seed 0  gen   3/15"), lines[1]);
        assertTrue(lines[2].startsWith("fold 1 seed 0  gen  15/15"), lines[2]);
    }

    @Test
    void generationsCsvKeepsSdAndTheBestTreeAndReadsOldFiles() throws Exception {
        Path file = dir.resolve("generations.csv");
        GpResultsCsv.writeGenerations(
                file, List.of(new GpResultsCsv.GenerationRow(0, 1, 2, 0.5, 0.25, 7.0, 0.125, "X * t")));
        assertEquals(
                "fold,seed,generation,best,mean,mean_size,sd,best_formula\n0,1,2,0.5,0.25,7.0,0.125,X * t\n",
                Files.readString(file));
        assertEquals(
                List.of(new GpResultsCsv.GenerationRow(0, 1, 2, 0.5, 0.25, 7.0, 0.125, "X * t")),
                GpResultsCsv.readGenerations(file));
        Files.writeString(file, "fold,seed,generation,best,mean,mean_size\n0,1,2,0.5,0.25,7.0\n"); // before the logbook
        GpResultsCsv.GenerationRow old = GpResultsCsv.readGenerations(file).get(0);
        assertTrue(Double.isNaN(old.sd()));
        assertNull(old.bestFormula());
    }
}
