package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.io.Provenance;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A split is part of a baselines run's identity only when set; the run says how its pages were dealt. */
class SplitIdentityTest {
    @TempDir
    Path dir;

    private Path run(String name, FoldSpec folds) {
        Path out = dir.resolve(name);
        Trials.policies(
                DatasetSpec.of("synthetic:pages=400,cycles=10"),
                DataLoader.PLAIN,
                List.of("Age"),
                new SimulationSettings(0.1, 2, TieBreak.RANDOM, 1),
                folds,
                1,
                new TrialOutput(out, false, Provenance.start("t"), new PrintWriter(new StringWriter())));
        return out;
    }

    @Test
    void theSplitJoinsTheIdentityOnlyWhenSet() throws Exception {
        Path pages = run("pages", FoldSpec.pages(5)), sites = run("sites", new FoldSpec(5, Split.SITES));
        assertFalse(Files.readString(pages.resolve("run.json")).contains("split"));
        assertTrue(Files.readString(sites.resolve("run.json")).contains("\"split\": \"sites\""));
        String prov = Files.readString(sites.resolve("provenance.json"));
        assertTrue(prov.contains("\"split\": \"sites\"") && prov.contains("pages_per_fold"), prov);
        assertEquals(
                400,
                Split.SITES
                        .folds(
                                DatasetSpec.of("synthetic:pages=400,cycles=10")
                                        .load()
                                        .history(),
                                5,
                                1,
                                2)
                        .rowsExcept(-1)
                        .length);
    }
}
