package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Testing one's own formula against a baselines folder with paired tests takes one command. */
class InspectAgainstTest {
    @TempDir
    Path dir;

    private static final String DATA = "synthetic:pages=300,cycles=16,seed=4";

    private static List<String> column(Path csv, int i) throws Exception {
        List<String> out = new ArrayList<>();
        for (String line :
                Files.readAllLines(csv).subList(1, Files.readAllLines(csv).size())) out.add(line.split(",")[i]);
        return out;
    }

    @Test
    void aFormulaIsTestedAgainstEveryMethodOfTheFolderInOneStep() throws Exception {
        Path base = dir.resolve("base");
        CliTest.Outcome b = CliTest.run(
                "baselines",
                "--dataset",
                DATA,
                "--folds",
                "3",
                "--methods",
                "Age,NAD,CG,Oracle",
                "--out",
                base.toString());
        assertEquals(0, b.code(), b.err());
        Path mine = dir.resolve("mine");
        CliTest.Outcome r = CliTest.run(
                "inspect",
                "run",
                "--dataset",
                DATA,
                "--folds",
                "3",
                "--formula",
                "t * X",
                "--name",
                "tX",
                "--against",
                base.toString(),
                "--out",
                mine.toString());
        assertEquals(0, r.code(), r.err());
        // the merged table: the formula and every method of the folder, the witness (Age) once and equal to the
        // folder's
        assertEquals(List.of("tX", "Age", "NAD", "CG", "Oracle"), column(mine.resolve("summary.csv"), 0));
        assertEquals(
                Files.readAllLines(base.resolve("summary.csv")).get(1),
                Files.readAllLines(mine.resolve("summary.csv")).get(2));
        // paired tests of the formula against every fair contender (the oracle is a bound, not tested)
        assertEquals(List.of("Age", "NAD", "CG"), column(mine.resolve("comparisons.csv"), 1));
        assertTrue(r.out().contains("tX vs"), r.out());
    }

    @Test
    void aFolderOfOtherDataIsRefusedInOneLine() throws Exception {
        Path base = dir.resolve("base");
        assertEquals(
                0,
                CliTest.run(
                                "baselines",
                                "--dataset",
                                DATA,
                                "--folds",
                                "3",
                                "--methods",
                                "Age",
                                "--out",
                                base.toString())
                        .code());
        CliTest.Outcome r = CliTest.run(
                "inspect",
                "run",
                "--dataset",
                DATA,
                "--folds",
                "3",
                "--seed",
                "9",
                "--formula",
                "t",
                "--against",
                base.toString(),
                "--out",
                dir.resolve("mine").toString());
        assertEquals(2, r.code());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("method Age differs between the folders"), r.err());
    }
}
