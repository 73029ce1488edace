package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.io.RunLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A results folder is one run: the lock, --force, and outputs the operating system refuses. */
class ResultsFolderSafetyTest {
    @TempDir
    Path dir;

    private static final String[] TINY = {
        "--set",
        "dataset=synthetic:pages=300,cycles=12,seed=2",
        "--set",
        "population=12",
        "--set",
        "generations=2",
        "--set",
        "seeds=1",
        "--set",
        "archiveSize=3",
        "--no-baselines",
        "--threads",
        "1"
    };

    /** evolve with TINY's settings, an extra {@code --set NAME=V} replacing TINY's value of NAME (each given once). */
    static CliTest.Outcome evolve(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("evolve"));
        List<String> names = new ArrayList<>();
        for (int i = 0; i + 1 < extra.length; i++)
            if (extra[i].equals("--set")) names.add(extra[i + 1].substring(0, extra[i + 1].indexOf('=')));
        for (int i = 0; i < TINY.length; i++) {
            if (TINY[i].equals("--set") && names.contains(TINY[i + 1].substring(0, TINY[i + 1].indexOf('=')))) {
                i++;
                continue;
            }
            args.add(TINY[i]);
        }
        args.addAll(List.of(extra));
        args.addAll(List.of("--out", out.toString()));
        return CliTest.run(args.toArray(String[]::new));
    }

    @Test
    void aFolderLockedByALiveProcessIsRefusedAtOnce() throws Exception {
        Path out = dir.resolve("run");
        Files.createDirectories(out);
        // this test's own JVM is alive: its lock line stands for a concurrent run
        long me = ProcessHandle.current().pid();
        Files.writeString(out.resolve(".lock"), RunLock.describe(ProcessHandle.current()) + "\n");
        CliTest.Outcome o = evolve(out);
        assertEquals(2, o.code());
        assertEquals(
                "error: " + out + " is in use by another crawlgp run (pid " + me
                        + "); wait for it or choose another --out",
                o.err().strip());
        assertEquals(List.of(".lock"), List.of(out.toFile().list()), "nothing was written");
    }

    @Test
    void aLockLeftByAKilledProcessIsTakenOverAndReleased() throws Exception {
        Path out = dir.resolve("run");
        Files.createDirectories(out);
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Files.writeString(out.resolve(".lock"), gone.pid() + "\n");
        CliTest.Outcome o = evolve(out);
        assertEquals(0, o.code(), o.err());
        assertTrue(Files.exists(out.resolve("summary.csv")));
        assertFalse(Files.exists(out.resolve(".lock")), "released at the end");
    }

    @Test
    void forceReplacesAnotherRunButNeverAFolderOfOtherFiles() throws Exception {
        Path out = dir.resolve("run");
        assertEquals(0, evolve(out).code());
        Files.createDirectories(out.resolve("units"));
        Files.writeString(out.resolve("units/.fold-9-seed-9.json.123.tmp"), "a write a killed run left");
        CliTest.Outcome other = evolve(out, "--set", "generations=3");
        assertEquals(2, other.code());
        assertTrue(other.err().contains("holds another run (generations 2 vs 3)"), other.err());
        CliTest.Outcome forced = evolve(out, "--set", "generations=3", "--force");
        assertEquals(0, forced.code(), forced.err());
        assertFalse(
                Files.exists(out.resolve("units/.fold-9-seed-9.json.123.tmp")),
                "crawlgp's temporary files are removed with its files");
        assertTrue(Files.readString(out.resolve("settings.properties")).contains("generations = 3"));

        Path notResults = dir.resolve("home");
        Files.createDirectories(notResults);
        Files.writeString(notResults.resolve("thesis.tex"), "precious");
        CliTest.Outcome refused = evolve(notResults, "--force");
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains("--force only replaces a folder crawlgp wrote"), refused.err());
        assertEquals("precious", Files.readString(notResults.resolve("thesis.tex")));
    }

    @Test
    void anUnwritableOutputSaysWhyInTheSystemsWords() {
        // /proc refuses new files even to root (ENOENT), so this holds on any Linux machine
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self")), "needs Linux /proc");
        CliTest.Outcome o = CliTest.run(
                "simulate",
                "--dataset",
                "synthetic:pages=100,cycles=10",
                "--policy",
                "Age",
                "--out",
                "/proc/crawlgp-test.csv");
        assertEquals(2, o.code());
        assertEquals(
                "error: cannot write /proc/crawlgp-test.csv: no such file or directory",
                o.err().strip());
    }

    @Test
    void baselinesClaimTheirFolderToo() throws Exception {
        Path evolved = dir.resolve("evolved");
        assertEquals(0, evolve(evolved).code());
        byte[] formulas = Files.readAllBytes(evolved.resolve("formulas.csv"));
        CliTest.Outcome into = CliTest.run(
                "baselines", "--dataset", "synthetic:pages=300,cycles=12,seed=2", "--out", evolved.toString());
        assertEquals(2, into.code());
        assertTrue(
                into.err().startsWith("error: " + evolved + " holds another run (command evolve vs baselines"),
                into.err());
        assertTrue(
                Arrays.equals(formulas, Files.readAllBytes(evolved.resolve("formulas.csv"))),
                "the GP files are untouched");

        Path b = dir.resolve("b");
        String[] args = {
            "baselines",
            "--dataset",
            "synthetic:pages=300,cycles=12,seed=2",
            "--methods",
            "Age,Nutch",
            "--out",
            b.toString()
        };
        assertEquals(0, CliTest.run(args).code());
        byte[] first = Files.readAllBytes(b.resolve("per_cycle.csv"));
        assertEquals(0, CliTest.run(args).code(), "the same run again is allowed");
        assertTrue(Arrays.equals(first, Files.readAllBytes(b.resolve("per_cycle.csv"))));
        CliTest.Outcome other = CliTest.run(
                "baselines",
                "--dataset",
                "synthetic:pages=300,cycles=12,seed=2",
                "--methods",
                "Age",
                "--out",
                b.toString());
        assertEquals(2, other.code());
        assertTrue(other.err().contains("methods [Age, Nutch] vs [Age]"), other.err());
        assertEquals(
                0,
                CliTest.run(
                                "baselines",
                                "--dataset",
                                "synthetic:pages=300,cycles=12,seed=2",
                                "--methods",
                                "Age",
                                "--force",
                                "--out",
                                b.toString())
                        .code());
        assertFalse(
                Files.readString(b.resolve("per_cycle.csv")).contains("Nutch"), "nothing of the replaced run is left");
    }

    @Test
    void threadsNewpagesAndContentCommandsClaimTheirFolders() throws Exception {
        Path b = dir.resolve("b");
        assertEquals(
                0,
                CliTest.run(
                                "baselines",
                                "--dataset",
                                "synthetic:pages=300,cycles=12,seed=2",
                                "--methods",
                                "Age",
                                "--out",
                                b.toString())
                        .code());
        byte[] summary = Files.readAllBytes(b.resolve("summary.csv"));
        CliTest.Outcome threads = CliTest.run(
                "threads",
                "run",
                "--set",
                "syntheticThreads=120",
                "--set",
                "gpPopulation=10",
                "--set",
                "gpGenerations=2",
                "--out",
                b.toString());
        assertEquals(2, threads.code());
        assertTrue(
                threads.err().startsWith("error: " + b + " holds another run (command baselines vs threads run"),
                threads.err());
        assertTrue(
                Arrays.equals(summary, Files.readAllBytes(b.resolve("summary.csv"))),
                "the baselines' files are untouched");
        CliTest.Outcome forced = CliTest.run(
                "threads",
                "run",
                "--set",
                "syntheticThreads=120",
                "--set",
                "gpPopulation=10",
                "--set",
                "gpGenerations=2",
                "--force",
                "--out",
                b.toString());
        assertEquals(0, forced.code(), forced.err());
        assertTrue(Files.exists(b.resolve("per_thread.csv")));
        assertFalse(Files.exists(b.resolve("per_cycle.csv")), "the old run's files were removed first");
    }
}
