package io.crawlgp.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What a table pasted into a paper needs escaped (issue 68, item 5; issue 69, item 4), each written out by hand. */
class LatexTableTest {
    @Test
    void textCommandsForAngleBracketsMinusSignsAndSpecialCharacters() {
        assertEquals("\\textless{}0.0001", LatexTable.escape("<0.0001"));
        assertEquals("a \\textgreater{} b \\textbar{} c", LatexTable.escape("a > b | c"));
        assertEquals("$-$0.0016", LatexTable.escape("-0.0016"));
        assertEquals("$-$1.5e-05", LatexTable.escape("-1.5e-05")); // the exponent's sign stays a hyphen
        assertEquals("Nutch-ratio", LatexTable.escape("Nutch-ratio")); // a hyphen in a name stays a hyphen
        assertEquals("GP4C\\_Best 50\\%", LatexTable.escape("GP4C_Best 50%"));
    }

    @Test
    void minusSignsInIntervalsButHyphensInNames() {
        assertEquals("0.5 [$-$0.0308, 0.0276]", LatexTable.escape("0.5 [-0.0308, 0.0276]"));
        assertEquals("($-$.5)", LatexTable.escape("(-.5)"));
    }

    @Test
    void aTableLongerThanAPageIsALongtableWithItsHeaderOnEveryPage() {
        LatexTable t = new LatexTable("c", "tab:x", "lr", "method", "mean");
        for (int i = 0; i <= LatexTable.LONG_ROWS; i++) t.row("m" + i, "0.5");
        String s = t.render();
        assertTrue(s.startsWith("% needs \\usepackage{booktabs,longtable}\n\\begin{longtable}{lr}\n"), s);
        assertTrue(s.contains("\\endfirsthead\n\\toprule\nmethod & mean \\\\\n\\midrule\n\\endhead\n"), s);
        assertTrue(s.endsWith("m40 & 0.5 \\\\\n\\end{longtable}\n"), s);
        assertFalse(new LatexTable("c", "tab:y", "l", "h").row("v").render().contains("longtable"));
    }

    @Test
    void aLabelKeepsOnlyWhatLabelAndRefTake() {
        String t = new LatexTable("c", "tab:run#1 {x}\\y", "l", "h").row("v").render();
        assertTrue(t.contains("\\label{tab:run-1--x--y}\n"), t);
    }

    @Test
    void aLongNameStacksAtItsHyphensAndAGroupHeadsItsRows() {
        assertEquals(
                "\\begin{tabular}[b]{@{}c@{}}openwrt-\\\\packages-\\\\weekly\\end{tabular}",
                LatexTable.stacked("openwrt-packages-weekly").latex());
        assertEquals("conan\\_x", LatexTable.stacked("conan_x").latex());
        String t = new LatexTable("c", "tab:g", "lr", new Object[] {"h", LatexTable.stacked("a-b")})
                .group("first")
                .row("x", "1")
                .group("second")
                .row("y", "2")
                .render();
        // the first group right under the header's rule, the next after a rule of its own
        assertTrue(t.contains("\\midrule\n\\multicolumn{2}{l}{\\textit{first}} \\\\\nx & 1 \\\\\n"), t);
        assertTrue(t.contains("x & 1 \\\\\n\\midrule\n\\multicolumn{2}{l}{\\textit{second}} \\\\\ny & 2"), t);
        assertTrue(t.contains("h & \\begin{tabular}[b]{@{}c@{}}a-\\\\b\\end{tabular} \\\\"), t);
    }
}
