package io.crawlgp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A refusal names the option the user typed, not the setting behind it, and never quotes a file that is not of the
 * expected kind.
 */
class OptionsNamedAsTypedTest {
    @TempDir
    Path dir;

    private CliTest.Outcome refused(String... args) {
        CliTest.Outcome o = CliTest.run(args);
        assertEquals(2, o.code(), o.err());
        assertFalse(o.err().strip().contains("\n"), o.err());
        return o;
    }

    @Test
    void aCommandsOptionIsNamedAsTyped() {
        String out = dir.resolve("s").toString();
        assertTrue(refused(
                        "datasets",
                        "signals",
                        "--dataset",
                        "synthetic:pages=50,cycles=10",
                        "--signals",
                        "accurate:1",
                        "--recall",
                        "1.2",
                        "--out",
                        out)
                .err()
                .contains("--recall must be in [0, 1], got 1.2"));
        assertTrue(refused(
                        "datasets",
                        "signals",
                        "--dataset",
                        "synthetic:pages=50,cycles=10",
                        "--signals",
                        "accurate:0.5//deploy:0.5",
                        "--out",
                        out)
                .err()
                .contains("--signals: 'accurate:0.5//deploy:0.5' has an empty part"));
        assertTrue(refused("datasets", "describe", "--dataset", "synthetic", "--cycle-length", "0")
                .err()
                .contains("--cycle-length must be >= 1, got 0"));
        assertFalse(Files.exists(dir.resolve("s")));
    }

    @Test
    void aFileOfAnotherKindIsNamedNotQuoted() throws Exception {
        Path data = dir.resolve("data");
        Files.createDirectories(data);
        Files.writeString(data.resolve("pages.csv"), "page,site,history\np1,a,0101\np2,a,1100\n");
        Path foreign = dir.resolve("secret.txt");
        Files.writeString(foreign, "root:x:0:0:root:/root:/bin/bash\n");
        Files.createSymbolicLink(data.resolve("signals.csv"), foreign);
        CliTest.Outcome o = refused(
                "simulate",
                "--dataset",
                data.toString(),
                "--policy",
                "Age-signal",
                "--out",
                dir.resolve("o").toString());
        assertTrue(o.err().contains("signals.csv:1: missing column 'page'"), o.err());
        assertTrue(o.err().contains("is no header of column names"), o.err());
        assertFalse(o.err().contains("root:x"), o.err());
    }
}
