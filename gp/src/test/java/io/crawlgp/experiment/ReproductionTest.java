package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 62, item 1: a folder's recorded command rerun into scratch and its CSV files compared byte for byte. */
class ReproductionTest {
    @TempDir
    Path dir;

    @Test
    void aRecordedCommandIsSplitAsAShellWouldAndItsOutputReplaced() {
        assertEquals(
                List.of("datasets", "import", "git", "--glob", "releases/*.json", "--out", "x y"),
                Reproduction.split("datasets import git --glob 'releases/*.json' --out \"x y\""));
        assertEquals(
                List.of("evolve", "--experiment", "e.properties", "--out", dir.toString()),
                Reproduction.into(
                        List.of("evolve", "--experiment", "e.properties", "--out", "results/r", "--force"), dir));
        assertEquals(
                List.of("baselines", "--out=" + dir), Reproduction.into(List.of("baselines", "--out=results/r"), dir));
        assertNull(Reproduction.into(List.of("inspect", "formulas"), dir));
    }

    /** reproduce --threads N: the recorded count replaced, in either spelling; a command without one as recorded. */
    @Test
    void aRerunOnOtherThreadsReplacesOnlyTheRecordedCount() {
        assertEquals(
                List.of("benchmark", "--suite", "s", "--out", "o", "--threads", "0"),
                Reproduction.onThreads(List.of("benchmark", "--suite", "s", "--out", "o", "--threads", "1"), 0));
        assertEquals(
                List.of("evolve", "--threads=2", "--out", "o"),
                Reproduction.onThreads(List.of("evolve", "--threads=1", "--out", "o"), 2));
        assertEquals(
                List.of("report", "--results", "r"), Reproduction.onThreads(List.of("report", "--results", "r"), 2));
        assertEquals(
                List.of("evolve", "--threads", "1"), Reproduction.onThreads(List.of("evolve", "--threads", "1"), null));
        assertThrows(UserError.class, () -> Reproduction.onThreads(List.of("evolve"), -1));
        // a value that merely follows another option is not a thread count
        assertEquals(
                List.of("evolve", "--set", "threads=1", "--out", "o"),
                Reproduction.onThreads(List.of("evolve", "--set", "threads=1", "--out", "o"), 2));
    }

    private Path folder(String command, String csv) throws Exception {
        Path f = Files.createDirectories(dir.resolve("results/r"));
        Files.writeString(f.resolve("provenance.json"), "{\"command\": \"" + command + "\"}");
        Files.writeString(f.resolve("summary.csv"), csv);
        return f;
    }

    @Test
    void sameBytesReproduceOtherBytesDifferAndAFailedRerunSaysWhy() throws Exception {
        Path f = folder("crawlgp baselines --dataset d --out results/r", "method,mean\nAge,0.5\n");
        Path scratch = dir.resolve("scratch");
        // a rerun writing the same bytes
        Reproduction.Outcome same = Reproduction.check(f, scratch, args -> {
            write(Path.of(args.get(args.indexOf("--out") + 1)), "method,mean\nAge,0.5\n");
            return null;
        });
        assertEquals("reproduced", same.status());
        Reproduction.Outcome other = Reproduction.check(f, dir.resolve("scratch2"), args -> {
            write(Path.of(args.get(args.indexOf("--out") + 1)), "method,mean\nAge,0.51\n");
            return null;
        });
        assertEquals("differs", other.status());
        assertEquals("summary.csv (first at line 2, column mean: 0.5 committed, 0.51 rerun)", other.detail());
        // a table that only gained a column differs (bytes), and says that none of its values moved
        Reproduction.Outcome wider = Reproduction.check(f, dir.resolve("scratch5"), args -> {
            write(Path.of(args.get(args.indexOf("--out") + 1)), "method,metric,mean\nAge,changerate,0.5\n");
            return null;
        });
        assertEquals("differs", wider.status());
        assertEquals("summary.csv (columns added: metric; every shared value equal)", wider.detail());
        Reproduction.Outcome failed = Reproduction.check(f, dir.resolve("scratch3"), args -> "error: no such dataset");
        assertEquals("cannot rerun", failed.status());
        assertEquals("error: no such dataset", failed.detail());
        Path timing = folder("crawlgp speed jmh --out results/r", "x\n");
        assertEquals(
                "timing only",
                Reproduction.check(timing, dir.resolve("s4"), args -> null).status());
    }

    @Test
    void aRecipeRebuildsTheInputsBeforeItsLastCommandWritesTheFolder() throws Exception {
        Path f = folder("crawlgp baselines --dataset /tmp/gone --out results/r", "method,mean\nAge,0.5\n");
        Files.writeString(
                f.resolve(Reproduction.RECIPE),
                "# the input, then the run\ncrawlgp datasets generate --pages 50 --out {inputs}/d\n"
                        + "crawlgp baselines --dataset {inputs}/d --out {out}\n");
        List<List<String>> seen = new ArrayList<>();
        Path scratch = dir.resolve("s5");
        Reproduction.Outcome o = Reproduction.check(f, scratch, args -> {
            seen.add(args);
            if (args.get(0).equals("baselines"))
                write(Path.of(args.get(args.indexOf("--out") + 1)), "method,mean\nAge,0.5\n");
            return null;
        });
        assertEquals("reproduced", o.status());
        Path inputs = dir.resolve("s5-inputs");
        assertEquals(
                List.of(
                        List.of("datasets", "generate", "--pages", "50", "--out", inputs + "/d"),
                        List.of("baselines", "--dataset", inputs + "/d", "--out", scratch.toString())),
                seen);
    }

    /**
     * Issue 68: a recipe or recorded command runs only when every output it names lies in the scratch folders; anything
     * else is refused before any step runs (a recipe had replaced another results folder and rewritten a dataset).
     */
    @Test
    void aStepThatCouldWriteOutsideTheScratchFoldersIsRefusedBeforeAnythingRuns() throws Exception {
        Path f = folder("crawlgp baselines --dataset d --out results/r", "method,mean\nAge,0.5\n");
        Path other = Files.createDirectories(dir.resolve("results/other"));
        List<String> recipes = List.of(
                "crawlgp baselines --dataset d --out " + other
                        + " --force\ncrawlgp baselines --dataset d --out {out}\n",
                "crawlgp datasets generate --pages 5 --out {inputs}/../escape\ncrawlgp baselines --dataset d --out {out}\n",
                "crawlgp reproduce results/other\ncrawlgp baselines --dataset d --out {out}\n",
                "crawlgp evolve --experiment e --out {out} --distribute 127.0.0.1:1\n",
                "crawlgp report --results " + other + "\ncrawlgp baselines --dataset d --out {out}\n",
                "crawlgp plot --results {out} --out " + other + "\n");
        List<String> why = List.of(
                "lies outside the scratch folders",
                "lies outside the scratch folders",
                "may not run reproduce",
                "--distribute runs on other machines",
                "names no output",
                "lies outside the scratch folders");
        for (int i = 0; i < recipes.size(); i++) {
            Files.writeString(f.resolve(Reproduction.RECIPE), recipes.get(i));
            List<List<String>> ran = new ArrayList<>();
            Path scratch = dir.resolve("r" + i);
            UserError e = assertThrows(
                    UserError.class,
                    () -> Reproduction.check(f, scratch, args -> {
                        ran.add(args);
                        return null;
                    }));
            assertTrue(e.getMessage().contains(why.get(i)), e.getMessage());
            assertEquals(List.of(), ran, "nothing ran: " + recipes.get(i));
        }
        Files.delete(f.resolve(Reproduction.RECIPE));
        // a recorded command's figures are redirected into the scratch folder; its output was already
        assertEquals(
                List.of(
                        "evolve",
                        "--out",
                        dir.toString(),
                        "--plots",
                        dir.resolve("plots").toString()),
                Reproduction.into(List.of("evolve", "--out", "results/r", "--plots", "plots/r", "--force"), dir));
        // a command stored as an array is one line, not an internal error
        Files.writeString(f.resolve("provenance.json"), "{\"command\": [\"crawlgp\", \"baselines\"]}");
        UserError e = assertThrows(UserError.class, () -> Reproduction.command(f));
        assertTrue(
                e.getMessage().endsWith("provenance.json: command: expected the command line as one string"),
                e.getMessage());
    }

    private static void write(Path out, String csv) {
        try {
            Files.createDirectories(out);
            Files.writeString(out.resolve("summary.csv"), csv);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
