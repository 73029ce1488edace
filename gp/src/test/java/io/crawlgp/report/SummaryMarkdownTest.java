package io.crawlgp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SummaryMarkdownTest {
    @TempDir
    Path dir;

    private Path folder() throws Exception {
        Path r = Files.createDirectories(dir.resolve("run-a"));
        Files.writeString(
                r.resolve("summary.csv"),
                "method,folds,metric,mean,ci95_low,ci95_high,sd,freshness,age\n"
                        + "GP4C_Best,5,changerate,0.5,0.45,0.55,0.04,0.6,3.25\n"
                        + "Age,5,changerate,0.625,0.6,0.65,0.02,0.7,2\n"
                        + "Oracle,5,changerate,0.9,0.85,0.95,0.04,0.95,0.5\n");
        Files.writeString(
                r.resolve("comparisons.csv"),
                "method,baseline,superior,tied,inferior,expected_superior,expected_inferior,diff,ci95_low,ci95_high,p,p_holm\n"
                        + "GP4C_Best,Age,1,8,3,0.3,0.3,-0.125,-0.25,0,0.04,0.08\n");
        Files.writeString(r.resolve("provenance.json"), "{\"git\": {\"commit\": \"abcdef0123456789\"}}");
        return r;
    }

    @Test
    void aFolderIsOneTableWrittenFromItsFilesByHand() throws Exception {
        Path r = folder();
        // the caption's command names the folder as given (results/NAME failed for a folder elsewhere)
        String expected =
                "Mean ChangeRate (± 95% t half-width over 5 test folds) and every other metric's mean; from `run-a` "
                        + "(crawlgp commit `abcdef0`, `crawlgp report --markdown " + r
                        + "`). Bold: the best fair method. Tests of "
                        + "GP4C_Best against each method: cycles superior / tied / inferior (paired per-cycle t-tests, a description); "
                        + "the fold-level difference with its corrected 95% interval and Holm-adjusted p (the evidence).\n\n"
                        + "| method | ChangeRate | freshness | age | GP4C_Best vs it: sup / tied / inf | difference [95% CI], p (Holm) |\n"
                        + "|---|---|---|---|---|---|\n"
                        + "| GP4C_Best | 0.5000 ± 0.0500 | 0.6000 | 3.2500 |  |  |\n"
                        + "| Age | **0.6250** ± 0.0250 | 0.7000 | 2.0000 | 1 / 8 / 3 | -0.1250 [-0.2500, +0.0000], p = 0.0800 |\n"
                        + "| Oracle (oracle) | 0.9000 ± 0.0500 | 0.9500 | 0.5000 |  |  |\n";
        assertEquals(expected, SummaryMarkdown.table(r));
        assertEquals("results/run-a", SummaryMarkdown.given(Path.of("./results/x/../run-a/")));
    }

    @Test
    void theTableGoesBetweenItsNamedMarkersAndNothingElseChanges() throws Exception {
        Path r = folder();
        Path guide = dir.resolve("guide.md");
        String before = "intro\n<!-- results-table:start other -->\nold other\n<!-- results-table:end -->\nmiddle\n"
                + "<!-- results-table:start run-a -->\nold\n<!-- results-table:end -->\nend\n";
        Files.writeString(guide, before);
        int code = Main.execute(
                new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()),
                "report",
                "--markdown",
                "--results",
                r.toString(),
                "--into",
                guide.toString());
        assertEquals(0, code);
        assertEquals(
                before.replace("run-a -->\nold\n", "run-a -->\n" + SummaryMarkdown.table(r)), Files.readString(guide));
    }

    @Test
    void anotherProblemsSummaryKeepsItsColumnsWithErrorsAndIntervalsBeside() throws Exception {
        Path r = Files.createDirectories(dir.resolve("threads-x"));
        Files.writeString(
                r.resolve("summary.csv"),
                "method,threads,pr_error,pr_error_se,mean,ci95_low,ci95_high,p\nBL,232,0.16475,0.0137,0.5,0.25,0.75,1.5E-7\n");
        Files.writeString(r.resolve("provenance.json"), "{}");
        assertEquals(
                "`summary.csv` of `threads-x` (crawlgp commit `unknown`, `crawlgp report --markdown " + r + "`).\n\n"
                        + "| method | threads | pr_error ± se | mean [95% CI] | p |\n|---|---|---|---|---|\n"
                        + "| BL | 232 | 0.1648 ± 0.0137 | 0.5000 [0.2500, 0.7500] | 1.50e-07 |\n",
                SummaryMarkdown.table(r));
    }
}
