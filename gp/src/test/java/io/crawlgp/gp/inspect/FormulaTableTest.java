package io.crawlgp.gp.inspect;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.cli.Main;
import io.crawlgp.expr.Simplified;
import io.crawlgp.gp.ArchiveTests;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.report.LatexTables;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** inspect formulas lists folds apart, merges an archive's members of one readable form, and writes booktabs LaTeX. */
class FormulaTableTest {
    @TempDir
    Path dir;

    private void folder() throws Exception {
        Files.writeString(
                dir.resolve("formulas.csv"),
                String.join(
                        "\n",
                        "fold,seed,variant,formula,simplified,rank_equivalent,size,depth,train,validation,test",
                        "0,0,GP4C_Best,(* t X),t * X,X * t,3,2,0.8,0.7,0.75",
                        "1,0,GP4C_Best,(+ (* 0.1 (* X t)) (* t X)),x,x,7,3,0.6,0.5,0.55",
                        // fold 0's archive: two trees of one readable form (X * t), one other; fold 1: one
                        "0,0,archive,(* t X),t * X,X * t,3,2,0.8,0.7,",
                        "0,1,archive,(* X t),X * t,X * t,3,2,0.79,0.69,",
                        "0,1,archive,(+ X 2.718281828459045),x,x,3,2,0.5,0.6,",
                        "1,0,archive,(- (- 0 n) X),x,x,5,3,0.9,0.99,",
                        ""));
    }

    private String print(Integer fold, boolean latex) throws Exception {
        folder();
        StringWriter s = new StringWriter();
        FormulaTable.print(
                dir,
                5,
                latex,
                Simplified.Form.READABLE,
                fold,
                false,
                List.of("n", "X", "t"),
                new PrintWriter(s),
                System.err);
        return s.toString();
    }

    @Test
    void foldsAreListedApartAndOneFormIsOneRow() throws Exception {
        String out = print(null, false);
        int fold0 = out.indexOf("fold 0: archive"), fold1 = out.indexOf("fold 1: selected");
        assertTrue(fold0 > 0 && fold1 > fold0, out);
        String archive0 = out.substring(fold0, fold1);
        // X * t twice (validation 0.7 and 0.69) is one row counted 2, before X + 2.718 (0.6); fold 1's 0.99 is not here
        assertTrue(archive0.contains("(2 distinct forms"), archive0);
        List<String> rows = archive0.lines().filter(l -> l.matches("^[0-9].*")).toList();
        assertEquals(2, rows.size(), archive0);
        assertTrue(rows.get(0).matches("1\\s+0\\s+0.8000\\s+0.7000\\s+3\\s+2\\s+X \\* t"), rows.get(0));
        assertTrue(rows.get(1).endsWith("X + 2.718"), "a constant to 4 significant digits: " + rows.get(1));
        assertFalse(archive0.contains("0.9900"));
        // fold 1's selected function collected: 0.1 X t + X t = 1.1 X t
        assertTrue(out.substring(fold1).contains("1.1 * X * t"), out);
        assertTrue(out.substring(fold1).contains("0 - n - X"), out);
    }

    @Test
    void oneFoldAndLatex() throws Exception {
        String one = print(1, false);
        assertFalse(one.contains("fold 0"), one);
        String tex = print(0, true);
        assertTrue(tex.contains("\\toprule") && tex.contains("\\bottomrule"), tex);
        assertTrue(tex.contains("$X \\cdot t$"), tex);
        assertTrue(tex.contains("$\\ln|0| = 0$"), "the protected operators are stated: " + tex);
        assertTrue(tex.contains("GP4C\\_Best"), "text is escaped: " + tex);
    }

    @Test
    void aMarkdownTableOfTheSelectedFunctionsForAGuide() throws Exception {
        folder();
        Files.writeString(dir.resolve("provenance.json"), "{\"git\": {\"commit\": \"0123456789\", \"dirty\": false}}");
        StringWriter s = new StringWriter();
        FormulaTable.markdown(dir, null, new PrintWriter(s));
        String md = s.toString();
        assertTrue(md.contains("| 0 | `X * t` | 3 | 0.7000 | 0.7500 |"), md);
        assertTrue(md.contains("| 1 | `1.1 * X * t` | 7 | 0.5000 | 0.5500 |"), md);
        assertTrue(md.contains("crawlgp commit `0123456`"), md);
        assertFalse(md.contains("archive"), "the selected functions only");
    }

    @Test
    void anUnknownFoldIsRefused() throws Exception {
        Exception e = assertThrows(Exception.class, () -> print(7, false));
        assertTrue(e.getMessage().contains("has folds [0, 1]"), e.getMessage());
    }

    @Test
    void latexTablesOfASummaryAndItsTests() throws Exception {
        Files.writeString(
                dir.resolve("summary.csv"),
                "method,folds,metric,mean,ci95_low,ci95_high,sd,freshness\n"
                        + "GP4C_Best,5,changerate,0.78021,0.71739,0.84304,0.05,0.648\n"
                        + "Rand_x,5,changerate,0.2898,0.2786,0.3010,0.01,0.72\n");
        Files.writeString(
                dir.resolve("comparisons.csv"),
                "method,baseline,superior,tied,inferior,diff,ci95_low,ci95_high,p,p_holm\n"
                        + "GP4C_Best,Rand_x,55,0,0,0.49040,0.39262,0.58817,1.5E-4,0.0037017\n");
        Files.writeString(
                dir.resolve("provenance.json"), "{\"git\": {\"commit\": \"0123456789abcdef\", \"dirty\": false}}");
        String tex = LatexTables.of(dir);
        assertTrue(tex.contains("GP4C\\_Best & 0.7802 [0.7174, 0.8430] & 0.6480 \\\\"), tex);
        assertTrue(tex.contains("Rand\\_x & 0.2898 [0.2786, 0.3010] & 0.7200 \\\\"), tex);
        assertTrue(tex.contains("GP4C\\_Best & Rand\\_x & 0.4904 [0.3926, 0.5882] & 0.0037 \\\\"), tex);
        assertTrue(tex.contains("crawlgp commit 0123456"), tex);
        assertEquals(2, tex.split("\\\\begin\\{tabular\\}").length - 1, "a summary and a tests table");
    }

    @Test
    void archiveTestValuesRecomputedGiveTheSelectedFunctionsOwnTestValue(@TempDir Path run) throws Exception {
        // a tiny evolve run; GP4C_Best's formula measured again as if it were an archive member
        evolveTiny(run.resolve("r"));
        List<GpResultsCsv.FormulaRow> rows = GpResultsCsv.readFormulas(run.resolve("r/formulas.csv"));
        List<GpResultsCsv.FormulaRow> best =
                rows.stream().filter(r -> r.variant().equals("GP4C_Best")).toList();
        var measured = ArchiveTests.of(run.resolve("r"), best, System.err);
        for (GpResultsCsv.FormulaRow r : best)
            assertEquals(r.test(), measured.get(r), 0.0, "fold " + r.fold() + ": the evolve run's own test value");
    }

    @Test
    void archiveTestValuesOfRulesWithMemoryAndOfResidualsAreTheRunsOwn() {
        for (String[] form :
                new String[][] {{"form=adaptive", "seedFormulas=peers"}, {"form=residual", "residualBase=ChoGM-tuned"}
                }) {
            Path out = dir.resolve(form[0].substring(5));
            evolveTiny(out, "--set", form[0], "--set", form[1]);
            List<GpResultsCsv.FormulaRow> best = GpResultsCsv.readFormulas(out.resolve("formulas.csv")).stream()
                    .filter(r -> r.variant().equals("GP4C_Best"))
                    .toList();
            var measured = ArchiveTests.of(out, best, System.err);
            for (GpResultsCsv.FormulaRow r : best)
                assertEquals(r.test(), measured.get(r), 0.0, form[0] + ", fold " + r.fold());
        }
    }

    /** A tiny evolve run into {@code out} (300 pages, 14 cycles, 3 folds, 2 generations), with extra options. */
    private static void evolveTiny(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of(
                "evolve",
                "--set",
                "dataset=synthetic:pages=300,cycles=14,seed=2",
                "--set",
                "population=12",
                "--set",
                "generations=2",
                "--set",
                "seeds=1",
                "--set",
                "folds=3"));
        args.addAll(List.of(extra));
        args.addAll(List.of("--no-baselines", "--threads", "1", "--out", out.toString()));
        StringWriter err = new StringWriter();
        int code = Main.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), args.toArray(new String[0]));
        assertEquals(0, code, err.toString());
    }
}
