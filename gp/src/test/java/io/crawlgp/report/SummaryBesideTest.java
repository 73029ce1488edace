package io.crawlgp.report;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** report --markdown A --beside B: folders side by side, written from their summary.csv. */
class SummaryBesideTest {
    @TempDir
    Path dir;

    private Path folder(String name, String rows) throws Exception {
        Path f = Files.createDirectories(dir.resolve(name));
        Files.writeString(f.resolve("summary.csv"), "method,folds,metric,mean,ci95_low,ci95_high,sd\n" + rows);
        Files.writeString(f.resolve("provenance.json"), "{\"git\": {\"commit\": \"abcdef123\", \"dirty\": false}}");
        return f;
    }

    @Test
    void methodsAreRowsFoldersAreColumnsAndEachFoldersBestIsBold() throws Exception {
        Path a = folder(
                "full",
                "Age,5,changerate,0.35,0.34,0.36,0.01\nCG,5,changerate,0.72,0.70,0.74,0.02\n"
                        + "Oracle,5,changerate,1.0,1.0,1.0,0\n");
        Path b = folder(
                "q20",
                "Age,5,changerate,0.32,0.31,0.33,0.01\nCG,5,changerate,0.12,0.10,0.14,0.02\n"
                        + "Nutch,5,changerate,0.35,0.34,0.36,0.01\n");
        String t = SummaryMarkdown.beside(List.of(a, b));
        assertTrue(t.contains("`crawlgp report --markdown " + a + " --beside " + b + "`"), t);
        assertTrue(t.contains("| Age | 0.3500 ± 0.0100 | 0.3200 ± 0.0100 |"), t);
        assertTrue(t.contains("| CG | **0.7200** ± 0.0200 | 0.1200 ± 0.0200 |"), t);
        assertTrue(t.contains("| Oracle (oracle) | 1.0000 ± 0.0000 | – |"), t);
        assertTrue(t.contains("| Nutch | – | **0.3500** ± 0.0100 |"), t);
        Path other = Files.createDirectories(dir.resolve("fresh"));
        Files.writeString(
                other.resolve("summary.csv"),
                "method,folds,metric,mean,ci95_low,ci95_high,sd\n" + "Age,5,freshness,0.3,0.2,0.4,0.1\n");
        assertThrows(UserError.class, () -> SummaryMarkdown.beside(List.of(a, other)));
    }
}
