package io.crawlgp.io;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void failedWriteLeavesNoFileAndOldContentIntact() throws Exception {
        Path f = dir.resolve("out.csv");
        AtomicFiles.writeString(f, "complete\n");
        assertThrows(
                RuntimeException.class,
                () -> AtomicFiles.writeText(f, w -> {
                    w.write("half");
                    throw new IllegalStateException("killed");
                }));
        assertEquals("complete\n", Files.readString(f));
        try (var s = Files.list(dir)) {
            assertEquals(1, s.count(), "no temporary file left behind");
        }
    }

    @Test
    void resultsAreReadableByOthers() throws Exception {
        Path f = dir.resolve("r.csv");
        AtomicFiles.writeString(f, "x\n");
        if (f.getFileSystem().supportedFileAttributeViews().contains("posix"))
            assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
    }
}
