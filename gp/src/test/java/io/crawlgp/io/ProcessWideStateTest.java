package io.crawlgp.io;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The process's table of claimed folders: two runs in one process never list each other's files. */
class ProcessWideStateTest {
    @TempDir
    Path dir;

    @Test
    void twoClaimsInOneProcessListOnlyTheirOwnFiles() throws Exception {
        Path a = dir.resolve("a"), b = dir.resolve("b");
        RunIdentity ra = RunIdentity.of("evolve", "hash-a", "sha", Map.of(), Map.of("x", "1"));
        RunIdentity rb = RunIdentity.of("evolve", "hash-b", "sha", Map.of(), Map.of("x", "2"));
        try (FolderClaim ca = ra.claim(a);
                FolderClaim cb = rb.claim(b)) {
            AtomicFiles.writeString(a.resolve("one.csv"), "x\n");
            AtomicFiles.writeString(b.resolve("two.csv"), "y\n");
            assertThrows(IllegalStateException.class, () -> ra.claim(a), "a folder is claimed once at a time");
        }
        String runA = Files.readString(a.resolve(RunIdentity.FILE)),
                runB = Files.readString(b.resolve(RunIdentity.FILE));
        assertTrue(runA.contains("one.csv") && !runA.contains("two.csv"), runA);
        assertTrue(runB.contains("two.csv") && !runB.contains("one.csv"), runB);
        assertFalse(runA.contains("hash-b"), runA);
    }
}
