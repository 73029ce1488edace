package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code plot} on a benchmark folder draws one per-cycle figure per dataset, not a missing per_cycle.csv. */
class BenchmarkPlotTest {
    @TempDir
    Path dir;

    @Test
    void aBenchmarkFolderIsPlottedPerDataset() throws Exception {
        Path suite = Files.writeString(
                dir.resolve("s.suite"),
                "datasets = a=synthetic:pages=600;cycles=12, b=synthetic:pages=600;cycles=12;seed=5\n"
                        + "methods = Age, CG, Oracle\nrepeats = 1\nbudget = 0.05\n");
        Path out = dir.resolve("bench");
        assertEquals(
                0,
                CliTest.run("benchmark", "--suite", suite.toString(), "--out", out.toString())
                        .code());
        CliTest.Outcome p = CliTest.run(
                "plot",
                "--results",
                out.toString(),
                "--out",
                dir.resolve("plots").toString());
        assertEquals(0, p.code(), p.err());
        for (String d : new String[] {"a", "b"}) {
            assertTrue(Files.size(dir.resolve("plots").resolve(d + ".png")) > 0, d);
            assertTrue(
                    Files.readString(dir.resolve("plots").resolve(d + ".svg")).startsWith("<?xml"), d);
        }
        CliTest.Outcome bad = CliTest.run(
                "plot", "--results", out.toString(), "--out", dir.resolve("p2").toString(), "--methods", "Nope");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--methods: no method 'Nope'"), bad.err());
    }
}
