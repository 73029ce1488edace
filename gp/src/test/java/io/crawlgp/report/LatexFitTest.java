package io.crawlgp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A benchmark's LaTeX tables fit a one-column text block: split by datasets, tests grouped by dataset. */
class LatexFitTest {
    @TempDir
    Path dir;

    @Test
    void sevenDatasetsAreThreeTablesOfAtMostThreeAndTestsAreGroupedByDataset() throws Exception {
        Path b = Files.createDirectories(dir.resolve("benchmark-x"));
        StringBuilder summary = new StringBuilder("dataset,method,metric,n,mean,ci95_low,ci95_high,rank\n");
        StringBuilder tests = new StringBuilder("dataset,metric,a,b,n,diff,ci95_low,ci95_high,t,p,p_holm,better\n");
        for (int d = 1; d <= 7; d++) {
            for (String m : new String[] {"A-tuned", "B"})
                summary.append("set-").append(d).append(",").append(m).append(",changerate,5,0.5,0.4,0.6,1\n");
            tests.append("set-")
                    .append(d)
                    .append(",changerate,A-tuned,B,5,0.01,-0.02,0.04,1,0.5,1.0,")
                    .append(d == 3 ? "A-tuned" : "neither")
                    .append('\n');
        }
        Files.writeString(b.resolve("summary.csv"), summary);
        Files.writeString(b.resolve("tests.csv"), tests);
        Files.writeString(b.resolve("provenance.json"), "{\"git_commit\": \"0123456789abcdef\"}");
        String tex = LatexTables.of(b);
        assertEquals(3, tex.split("per dataset over repeats", -1).length - 1, tex); // three summary tables
        assertTrue(tex.contains("\\label{tab:benchmark-x}\n"), tex); // not tab:benchmark-benchmark-x
        assertTrue(tex.contains("\\label{tab:benchmark-x-2}\n") && tex.contains("\\label{tab:benchmark-x-3}\n"), tex);
        assertTrue(tex.contains("datasets 7-7 of 7."), tex);
        assertTrue(tex.contains("\\begin{tabular}{lrrr}"), "three dataset columns beside the method's");
        // the tests: one heading per dataset, the pair in one column, better as A, B or --
        assertTrue(tex.contains("\\multicolumn{4}{l}{\\textit{set-3}} \\\\\n"), tex);
        assertTrue(tex.contains("A-tuned\\\\ vs B\\end{tabular} & 0.0100 [$-$0.0200, 0.0400] & 1.0000 & A \\\\"), tex);
        assertTrue(tex.contains("& 1.0000 & -- \\\\"), tex);
    }
}
