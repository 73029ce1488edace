package io.crawlgp.testutil;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;

/**
 * One scratch folder for a property test that writes hundreds of inputs (jqwik tries are not JUnit tests, so @TempDir
 * does not reach them); removed when the JVM exits.
 */
public final class ScratchFolder {
    private ScratchFolder() {}

    public static Path create(String prefix) {
        Path dir;
        try {
            dir = Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try (var all = Files.walk(dir)) {
                all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (IOException ignored) {
                // the system's temp cleaner takes what is left
            }
        }));
        return dir;
    }
}
