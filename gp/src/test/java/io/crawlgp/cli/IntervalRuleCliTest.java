package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 45 from the command line: an interval rule of one's own or a production rule as one, and its refusals. */
class IntervalRuleCliTest {
    @TempDir
    Path dir;

    private static final String DATA = "synthetic:pages=300,cycles=20,seed=5";

    private static List<String> summaryRow(Path folder, String method) throws Exception {
        for (String line : Files.readAllLines(folder.resolve("summary.csv")))
            if (line.startsWith(method + ","))
                return List.of(line.substring(method.length()).split(","));
        throw new AssertionError(method + " not in " + folder);
    }

    @Test
    void aProductionRuleAsAPairCrawlsAsItsPolicyAndAnOwnRuleRuns() throws Exception {
        Path out = dir.resolve("storm");
        CliTest.Outcome r = CliTest.run(
                "inspect",
                "run",
                "--dataset",
                DATA,
                "--folds",
                "3",
                "--rule",
                "StormCrawler-rule",
                "--with-baselines",
                "--out",
                out.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(summaryRow(out, "StormCrawler"), summaryRow(out, "StormCrawler-rule"));
        Path own = dir.resolve("own");
        CliTest.Outcome o = CliTest.run(
                "inspect",
                "run",
                "--dataset",
                DATA,
                "--folds",
                "3",
                "--update",
                "if(c, I / 2, I * 2)",
                "--score",
                "t / I",
                "--interval",
                "1,0.5,16",
                "--name",
                "halve-double",
                "--out",
                own.toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("halve-double update = if(c, I / 2, I * 2)"), o.out());
    }

    @Test
    void missingPartsMixesAndStateInAScoreAreRefusedInOneLine() {
        String out = dir.resolve("x").toString();
        CliTest.Outcome a =
                CliTest.run("inspect", "run", "--dataset", DATA, "--update", "I", "--score", "t", "--out", out);
        assertEquals(2, a.code());
        assertEquals(
                "error: an interval rule needs --update, --score and --interval together",
                a.err().strip());
        CliTest.Outcome b = CliTest.run(
                "inspect", "run", "--dataset", DATA, "--formula", "t", "--rule", "Heritrix-rule", "--out", out);
        assertEquals(2, b.code());
        assertEquals(
                "error: inspect run: give one of --formula, --rule, or --update with --score and --interval",
                b.err().strip());
        CliTest.Outcome c = CliTest.run("inspect", "run", "--dataset", DATA, "--formula", "t / I", "--out", out);
        assertEquals(2, c.code());
        assertTrue(
                c.err().strip().startsWith("error: formula: 'I' is a variable of an interval rule's trees"), c.err());
        assertEquals(1, c.err().strip().lines().count());
    }
}
