package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.dataset.SignalModel;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code datasets signals}: the folder it writes reads back the signals a run declaring the same model draws. */
class SignalsCommandTest {
    @TempDir
    Path dir;

    @Test
    void theWrittenSignalsAreTheModelsDrawAndTheFolderReadsThemBack() throws Exception {
        Path out = dir.resolve("sig");
        CliTest.Outcome o = CliTest.run(
                "datasets",
                "signals",
                "--dataset",
                "synthetic:pages=200,cycles=20",
                "--signals",
                "accurate:0.5/deploy:0.5",
                "--recall",
                "0.7",
                "--seed",
                "3",
                "--out",
                out.toString());
        assertEquals(0, o.code(), o.err());
        ChangeHistory read = DatasetSpec.of(out.toString()).load().history();
        ChangeHistory drawn = new DatasetSpec(
                        "synthetic:pages=200,cycles=20",
                        1,
                        0,
                        0,
                        0,
                        Integer.MAX_VALUE,
                        new SignalModel("accurate:0.5/deploy:0.5", 0.7, 0.05, 0, 3))
                .load()
                .history();
        assertEquals(drawn.signals(), read.signals());
        assertTrue(Files.readString(out.resolve("provenance.json")).contains("signal_model"));
        // a bad mixture: one line, exit 2, nothing written
        CliTest.Outcome bad = CliTest.run(
                "datasets",
                "signals",
                "--dataset",
                "synthetic:pages=50,cycles=10",
                "--signals",
                "sitemap:1",
                "--out",
                dir.resolve("bad").toString());
        assertEquals(2, bad.code());
        assertEquals(1, bad.err().strip().lines().count(), bad.err());
        assertTrue(!Files.exists(dir.resolve("bad/pages.csv")));
    }
}
