package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.gp.results.GpResultsCsv;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 46, item 5: the per-generation logbook on stderr and the columns generations.csv gained. */
class LogbookTest {
    @TempDir
    Path dir;

    static GenerationStats gen(int g) {
        return new GenerationStats(g, 0.25, 0.125, 9.5, 0.0625, 120L * (g + 1), "t / storm", 0.1875, 0.0078125, null);
    }

    @Test
    void aLineSaysWhichRunWhichGenerationAndWhatItFound() {
        // generation 3 of 0..14, numbered as generations.csv and generations.png number it
        assertEquals(
                "fold 2 seed 1    3 of 0-14        480   0.2500   0.1875   0.0078   0.1250  0.0625    9.5  t / storm",
                Logbook.format(2, 1, gen(3), 15));
        String longFormula = "x".repeat(100);
        String line = Logbook.format(0, 0, new GenerationStats(0, 1, 1, 1, 0, 1, longFormula), 1);
        assertTrue(line.endsWith("x".repeat(77) + "..."), line);
        assertTrue(line.contains("NaN"), "a run saved before the median was kept says so: " + line);
    }

    @Test
    void theBestTreeIsShownAsInspectFormulasShowsIt() {
        var shown = Logbook.readable(List.of("n", "X", "t"), List.of("n", "X", "t"));
        assertEquals("t + 2.303 * n", shown.apply("log(exp(t)) + 2.302585092994046 * n"));
        assertEquals("not a formula (", shown.apply("not a formula ("), "what does not parse is shown as written");
    }

    @Test
    void aLogGetsAHeaderAndEveryGeneration() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Logbook log = new Logbook(new PrintStream(bytes, true, StandardCharsets.UTF_8), 3);
        for (int g = 0; g < 3; g++) log.line(0, 0, gen(g), g); // within one nanosecond of each other: all shown
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(4, lines.length, String.join("\n", lines));
        assertEquals(Logbook.HEADER, lines[0]);
        assertTrue(lines[3].startsWith("fold 0 seed 0    2 of 0-2 "), lines[3]);
    }

    @Test
    void onATerminalAtMostAboutOneLineASecondButEveryRunsLastGeneration() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Logbook log =
                new Logbook(new PrintStream(bytes, true, StandardCharsets.UTF_8), 15, true, UnaryOperator.identity());
        long s = Logbook.INTERVAL_NANOS;
        log.line(0, 0, gen(0), 0); // first: shown
        log.line(0, 0, gen(1), s / 2); // half a second later: not
        log.line(1, 0, gen(0), s / 2 + 1); // another run, still within the second: not
        log.line(0, 0, gen(2), s); // a second after the last line: shown
        log.line(1, 0, gen(14), s + 1); // a run's last generation: always shown
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(4, lines.length, String.join("\n", lines));
        assertEquals(Logbook.HEADER, lines[0]);
        assertTrue(lines[1].startsWith("fold 0 seed 0    0 of 0-14"), lines[1]);
        assertTrue(lines[2].startsWith("fold 0 seed 0    2 of 0-14"), lines[2]);
        assertTrue(lines[3].startsWith("fold 1 seed 0   14 of 0-14"), lines[3]);
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
