package io.crawlgp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/** A tiny GP4C run with baselines, and its report, written through the CLI as a user would. */
final class ReportFixture {
    private ReportFixture() {}

    static Path evolveAndReport(Path dir) {
        Path res = dir.resolve("run");
        run(
                "evolve",
                "--set",
                "dataset=synthetic:pages=300,cycles=14,seed=2",
                "--set",
                "population=16",
                "--set",
                "generations=2",
                "--set",
                "seeds=1",
                "--set",
                "folds=3",
                "--set",
                "archiveSize=4",
                "--threads",
                "1",
                "--out",
                res.toString());
        run("report", "--results", res.toString());
        return res;
    }

    /** A tiny benchmark (two datasets, baselines and a tuned peer, one repeat) and its report. */
    static Path benchmarkAndReport(Path dir) throws IOException {
        Path suite = dir.resolve("tiny.suite");
        Files.writeString(
                suite,
                "datasets = a=synthetic:pages=400;cycles=14;seed=2, b=synthetic:pages=400;cycles=14;seed=3\n"
                        + "methods = Age, CG, Nutch, Nutch-tuned, Oracle\nrepeats = 1\nfolds = 3\nseed = 1\n");
        Path res = dir.resolve("bench");
        run("benchmark", "--suite", suite.toString(), "--threads", "1", "--out", res.toString());
        run("report", "--results", res.toString());
        return res;
    }

    /** A formula run with the baselines' protocol (inspect run) and its report. */
    static Path inspectRunAndReport(Path dir) {
        Path res = dir.resolve("formula");
        run(
                "inspect",
                "run",
                "--formula",
                "t*X",
                "--name",
                "tX",
                "--dataset",
                "synthetic:pages=300,cycles=14,seed=2",
                "--folds",
                "3",
                "--out",
                res.toString());
        run("report", "--results", res.toString());
        return res;
    }

    static String run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.execute(new PrintWriter(out), new PrintWriter(err), args);
        assertEquals(0, code, String.join(" ", args) + ": " + err);
        return out.toString();
    }
}
