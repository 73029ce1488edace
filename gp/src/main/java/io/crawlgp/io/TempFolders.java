package io.crawlgp.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Temporary folders a command makes for itself (a bundle's clone, a report's figures). */
public final class TempFolders {
    private TempFolders() {}

    /** Deletes the folder and everything in it, as far as it can: what is left of a temporary folder is harmless. */
    public static void deleteQuietly(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // the system's temporary area is cleaned by the system
        }
    }
}
