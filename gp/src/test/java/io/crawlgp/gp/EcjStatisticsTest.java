package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.gp.results.EcjStatistics;
import io.crawlgp.gp.results.GpResultsCsv.GenerationRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EcjStatisticsTest {
    @TempDir
    Path dir;

    @Test
    void eachRunIsWrittenInEcjsSimpleStatisticsLayoutWithItsBestOfRun() throws Exception {
        Path f = dir.resolve("ecj.stat");
        EcjStatistics.write(
                f,
                List.of(
                        new GenerationRow(0, 1, 0, 0.25, 0.1, 7, 0.05, "t"),
                        new GenerationRow(0, 1, 1, 0.5, 0.2, 9, 0.1, "t * X")));
        String expected = "# GP run: fold 0, seed 1\n"
                + "Generation: 0\nBest Individual:\nSubpopulation 0:\nEvaluated: T\nFitness: 0.25\n"
                + "# mean 0.1  sd 0.05  mean size 7.0\nTree 0:\n t\n\n"
                + "Generation: 1\nBest Individual:\nSubpopulation 0:\nEvaluated: T\nFitness: 0.5\n"
                + "# mean 0.2  sd 0.1  mean size 9.0\nTree 0:\n t * X\n\n"
                + "Best Individual of Run:\nSubpopulation 0:\nEvaluated: T\nFitness: 0.5\nTree 0:\n t * X\n\n";
        assertEquals(expected, Files.readString(f));
    }
}
