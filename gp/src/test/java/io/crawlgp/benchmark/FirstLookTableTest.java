package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The first-look table sums surrogate.csv and cost_seconds by method, by hand. */
class FirstLookTableTest {
    @TempDir
    Path dir;

    @Test
    void theTableSumsEachMethodsRunsAndLeavesAMethodThatDidNotLookBlank() throws Exception {
        Files.writeString(dir.resolve("run.json"), "{}");
        Files.writeString(
                dir.resolve("provenance.json"),
                "{\"cost_seconds\": [{\"dataset\": \"a\", \"repeat\": 0, \"seconds\": {\"policies\": 1, \"tuning\": 5,"
                        + " \"GP\": 10.4, \"GP-look\": 3}}, {\"dataset\": \"b\", \"repeat\": 0, \"seconds\": {\"GP\": 9,"
                        + " \"GP-look\": 4}}], \"process_cpu_seconds\": 40}");
        String header =
                "fold,seed,generation,candidates,crawled,crawled_in_run,spearman_crawled,fill_intercept,fill_slope\n";
        Path a = Files.createDirectories(dir.resolve("runs/a/GP-look/r0"));
        Files.writeString(a.resolve("surrogate.csv"), header + "0,0,0,40,10,10,0.5,0.1,0.9\n0,0,1,38,10,20,,0.1,0.9\n");
        Path b = Files.createDirectories(dir.resolve("runs/b/GP-look/r0"));
        Files.writeString(b.resolve("surrogate.csv"), header + "0,0,0,20,5,5,0.9,0.1,0.9\n0,0,1,18,5,10,0.3,0.1,0.9\n");
        String t = FirstLookTable.table(dir);
        // GP-look: 4 generations, 40 + 38 + 20 + 18 = 116 screened, 30 crawled (0.259), Spearman (0.5 + 0.9 + 0.3) / 3;
        // first generation (0): runs a (0.5) and b (0.9) -> 0.7; last (1): run a's blank, run b's 0.3
        assertTrue(t.contains("| GP-look | 7 | 4 | 116 | 30 | 0.259 | 0.567 | 0.700 | 0.300 |"), t);
        assertTrue(t.contains("| GP | 19 | - | - | - | - | - | - | - |"), t);
        assertTrue(t.contains("Process CPU 40 s"), t);
    }
}
