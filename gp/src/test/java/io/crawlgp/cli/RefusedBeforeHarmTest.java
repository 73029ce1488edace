package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.CycleDays;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 68, item 5: the probes that failed, each refused in one line (exit 2) before anything is lost, overwritten,
 * read wrongly or left behind.
 */
class RefusedBeforeHarmTest {
    @TempDir
    Path dir;

    record Outcome(int code, String out, String err) {
        /** The error as the user sees it: one line, starting "error: ". */
        String line() {
            List<String> lines = err.lines().filter(l -> !l.startsWith("try '")).toList();
            assertEquals(1, lines.size(), err);
            assertTrue(lines.get(0).startsWith("error: "), err);
            return lines.get(0);
        }
    }

    static Outcome run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(new PrintWriter(out), new PrintWriter(err), args);
        return new Outcome(code, out.toString(), err.toString());
    }

    private static final String TINY = "synthetic:pages=400,cycles=12";

    @Test
    void aResultsFolderHoldingItsInputDatasetIsRefusedBeforeForceDeletesAnything() throws Exception {
        Path f3 = dir.resolve("f3");
        assertEquals(
                0, run("baselines", "--dataset", TINY, "--out", f3.toString()).code());
        assertEquals(
                0,
                run(
                                "datasets",
                                "generate",
                                "--pages",
                                "300",
                                "--cycles",
                                "10",
                                "--out",
                                f3.resolve("gen").toString())
                        .code());
        byte[] summary = Files.readAllBytes(f3.resolve("summary.csv"));
        for (String[] args : List.of(
                new String[] {"baselines", "--dataset", f3.resolve("gen").toString(), "--out", f3.toString(), "--force"
                },
                new String[] {
                    "evolve",
                    "--experiment",
                    "../experiments/gp4c-quick.properties",
                    "--set",
                    "dataset=" + f3.resolve("gen"),
                    "--out",
                    f3.toString(),
                    "--force"
                })) {
            Outcome o = run(args);
            assertEquals(2, o.code(), o.err());
            assertTrue(o.line().contains("holds the input"), o.err());
            assertTrue(
                    Arrays.equals(summary, Files.readAllBytes(f3.resolve("summary.csv"))), "the run's files are kept");
            assertTrue(Files.isRegularFile(f3.resolve("gen/pages.csv")), "the dataset is kept");
        }
    }

    @Test
    void anEmptyOutputPathIsAValueErrorNotTheWorkingFolder() {
        Outcome o = run("baselines", "--dataset", TINY, "--out", "", "--force");
        assertEquals(2, o.code());
        assertTrue(o.line().contains("an empty path"), o.err());
    }

    @Test
    void aMarkdownTargetThatIsALinkOrAPipeIsRefusedAndItsTargetKept() throws Exception {
        Path runDir = dir.resolve("r");
        assertEquals(
                0,
                run("baselines", "--dataset", TINY, "--out", runDir.toString()).code());
        Path guide = dir.resolve("guide.md");
        String text = "<!-- results-table:start r -->\nold\n<!-- results-table:end -->\n";
        Files.writeString(guide, text);
        Path link = Files.createSymbolicLink(dir.resolve("link.md"), guide);
        Outcome o = run("report", "--markdown", runDir.toString(), "--into", link.toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.line().contains("a symbolic link"), o.err());
        assertEquals(text, Files.readString(guide), "the link's target is not written through");
        Path fifo = dir.resolve("fifo.md");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        if (mk.waitFor() == 0) { // a pipe is refused, never opened (opening one would block)
            Outcome p = run("report", "--markdown", runDir.toString(), "--into", fifo.toString());
            assertEquals(2, p.code(), p.err());
            assertTrue(p.line().contains("not a regular file"), p.err());
            // a pipe given as an input is named as such, not reported absent
            Outcome s = run(
                    "benchmark",
                    "--suite",
                    fifo.toString(),
                    "--out",
                    dir.resolve("b").toString());
            assertEquals(2, s.code(), s.err());
            assertTrue(s.line().contains("not a regular file (a pipe or a device)"), s.err());
        }
    }

    @Test
    void aSettingGivenTwiceOrMisspelledIsRefusedWithFileAndLine() throws Exception {
        for (String policy : List.of("ChoGM-site(b=1,b=8)", "Nutch(max=30,max=40)", "Nutch(max=30,MAX=40)")) {
            Outcome o = run("simulate", "--dataset", TINY, "--policy", policy);
            assertEquals(2, o.code(), policy);
            assertTrue(o.line().contains("is given twice"), o.err());
        }
        Path data = dir.resolve("weekly");
        assertEquals(
                0,
                run("datasets", "generate", "--pages", "300", "--cycles", "10", "--out", data.toString())
                        .code());
        Path props = data.resolve("dataset.properties");
        Files.writeString(props, "cycleDays = 7\ncycleDays = 1\n");
        Outcome twice = run("datasets", "describe", "--dataset", data.toString());
        assertEquals(2, twice.code());
        assertTrue(twice.line().contains(props + ":2: cycleDays is given twice (first at line 1)"), twice.err());
        Files.writeString(props, "cycledays = 7\n");
        Outcome cased = run("datasets", "describe", "--dataset", data.toString());
        assertEquals(2, cased.code());
        assertTrue(cased.line().contains(props + ":1: unknown setting 'cycledays'"), cased.err());
        assertTrue(cased.line().contains("case-sensitive"), cased.err());
        // a byte-order mark before the name is read past: the file says weekly, and weekly it is
        Files.writeString(props, "\uFEFFcycleDays = 7\n");
        assertEquals(7.0, CycleDays.of(data), 0);
    }

    @Test
    void anAxisRangeThatCannotBeDrawnIsOneLineAndLeavesNoFolder() {
        Path runDir = dir.resolve("r");
        assertEquals(
                0,
                run("baselines", "--dataset", TINY, "--out", runDir.toString()).code());
        Path plots = dir.resolve("plots");
        Outcome o = run("plot", "--results", runDir.toString(), "--out", plots.toString(), "--range", "-1e308:1e308");
        assertEquals(2, o.code(), o.err());
        assertTrue(o.line().contains("--range"), o.err());
        assertFalse(Files.exists(plots), "no empty folder left");
    }

    @Test
    void anAgainstFolderOfAnotherSplitIsRefusedBeforeAnyCrawl() {
        Path base = dir.resolve("base");
        assertEquals(
                0, run("baselines", "--dataset", TINY, "--out", base.toString()).code());
        Path mine = dir.resolve("mine");
        Outcome o = run(
                "inspect",
                "run",
                "--dataset",
                TINY,
                "--formula",
                "t",
                "--name",
                "mine",
                "--split",
                "time",
                "--against",
                base.toString(),
                "--out",
                mine.toString());
        assertEquals(2, o.code(), o.err());
        assertTrue(o.line().contains("was run with split = pages over 5 folds, this run with split = time"), o.err());
        assertFalse(Files.exists(mine.resolve("summary.csv")), "no complete-looking folder");
    }
}
