package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.io.Hashing;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Outputs are replaced only when asked, and only what crawlgp wrote; a reproduction says only what it compared
 *. After each case, every file of a neighbouring results folder is as it was (by SHA-256).
 */
class OutputsOnlyWhenAskedTest {
    @TempDir
    Path dir;

    private Path neighbour;
    private Map<String, String> before;

    private static final String DATA = "synthetic:pages=300,cycles=12";

    @BeforeEach
    void aNeighbour() throws Exception {
        neighbour = dir.resolve("neighbour");
        assertEquals(
                0,
                CliTest.run("baselines", "--dataset", DATA, "--out", neighbour.toString())
                        .code());
        before = sums(neighbour);
    }

    private static Map<String, String> sums(Path folder) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(folder)) {
            for (Path p : s.filter(Files::isRegularFile).toList())
                out.put(folder.relativize(p).toString(), Hashing.sha256(p));
        }
        return out;
    }

    private CliTest.Outcome refused(String... args) throws Exception {
        CliTest.Outcome o = CliTest.run(args);
        assertEquals(2, o.code(), o.out() + o.err());
        assertEquals(before, sums(neighbour), "the neighbouring folder is untouched");
        return o;
    }

    @Test
    void forceReplacesOnlyAFileCrawlgpWrote() throws Exception {
        Path notes = dir.resolve("notes.txt");
        Files.writeString(notes, "my notes\n");
        assertTrue(refused("simulate", "--dataset", DATA, "--policy", "Age", "--out", notes.toString(), "--force")
                .err()
                .contains("crawlgp did not write it"));
        assertEquals("my notes\n", Files.readString(notes));
        Path table = dir.resolve("age.csv");
        assertEquals(
                0,
                CliTest.run("simulate", "--dataset", DATA, "--policy", "Age", "--out", table.toString())
                        .code());
        assertEquals(
                0,
                CliTest.run("simulate", "--dataset", DATA, "--policy", "CG", "--out", table.toString(), "--force")
                        .code(),
                "its own table is replaced when asked");
    }

    @Test
    void aFinishedDatasetIsWrittenAgainOnlyWithForce() throws Exception {
        Path s1 = dir.resolve("s1");
        String[] args = {"datasets", "signals", "--dataset", DATA, "--signals", "accurate:1", "--out", s1.toString()};
        assertEquals(0, CliTest.run(args).code());
        Files.writeString(s1.resolve("signals.csv"), "page,cycle\n"); // the user's edit
        assertTrue(refused(args).err().contains("holds this dataset, finished"));
        assertEquals("page,cycle\n", Files.readString(s1.resolve("signals.csv")));
    }

    @Test
    void aReadOnlyFolderIsKeptEvenWithForceAsRoot() throws Exception {
        Path other = dir.resolve("other");
        assertEquals(
                0,
                CliTest.run("baselines", "--dataset", DATA, "--out", other.toString())
                        .code());
        Map<String, String> kept = sums(other);
        try (Stream<Path> s = Files.walk(other)) {
            for (Path p : s.toList())
                Files.setPosixFilePermissions(
                        p, PosixFilePermissions.fromString(Files.isDirectory(p) ? "r-xr-xr-x" : "r--r--r--"));
        }
        try {
            assertTrue(refused(
                            "baselines",
                            "--dataset",
                            "synthetic:pages=300,cycles=14",
                            "--out",
                            other.toString(),
                            "--force")
                    .err()
                    .contains("read-only"));
            assertEquals(kept, sums(other));
        } finally {
            try (Stream<Path> s = Files.walk(other)) {
                for (Path p : s.toList())
                    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
    }

    @Test
    void aReproductionSaysWhatItCompared() throws Exception {
        Path tiny = dir.resolve("tiny");
        assertEquals(
                0,
                CliTest.run("baselines", "--dataset", DATA, "--out", tiny.toString())
                        .code());
        Files.delete(tiny.resolve("summary.csv"));
        CliTest.Outcome gone = CliTest.run("reproduce", tiny.toString());
        assertEquals(1, gone.code(), gone.out());
        assertTrue(gone.out().contains("summary.csv (listed in run.json, missing)"), gone.out());
        Files.delete(tiny.resolve("per_cycle.csv"));
        CliTest.Outcome none = CliTest.run("reproduce", tiny.toString());
        assertEquals(1, none.code(), none.out());
        assertTrue(none.out().contains("nothing compared: the folder holds no CSV file"), none.out());
        Path link = Files.createSymbolicLink(dir.resolve("linked"), neighbour);
        assertTrue(refused("reproduce", link.toString()).err().contains("is a link to a folder"));
        // a command that cannot run again is a failure a script can see
        Files.writeString(tiny.resolve("provenance.json"), "{\"tool\": \"crawlgp\", \"command\": \"crawlgp nosuch\"}");
        CliTest.Outcome cannot = CliTest.run("reproduce", tiny.toString());
        assertEquals(1, cannot.code(), cannot.out());
        assertTrue(cannot.out().contains(": cannot rerun ("), cannot.out());
    }
}
