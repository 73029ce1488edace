package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** What {@code --force} does: empties a results folder before a new run, so old and new files are never mixed. */
public final class ResultsFolders {
    private ResultsFolders() {}

    /**
     * Removes everything inside DIR. Only a folder that holds a crawlgp run (run.json or provenance.json) or nothing
     * is emptied, so a mistyped --out never deletes unrelated files.
     */
    public static void clearForNewRun(Path dir) {
        if (!Files.exists(dir)) return;
        if (!Files.isDirectory(dir)) throw new UserError(dir + " is not a folder");
        boolean results = Files.exists(dir.resolve(RunIdentity.FILE)) || Files.exists(dir.resolve("provenance.json"));
        try (Stream<Path> entries = Files.list(dir)) {
            boolean empty = entries.noneMatch(p -> !p.getFileName().toString().equals(RunLock.FILE));
            if (!results && !empty) throw new UserError("--force only replaces a crawlgp results folder; " + dir + " holds other files");
        } catch (IOException e) {
            throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
        }
        try (Stream<Path> all = Files.walk(dir)) {
            // the run's own lock stays: --force runs under it
            for (Path p : all.sorted(Comparator.reverseOrder()).toList())
                if (!p.equals(dir) && !p.equals(dir.resolve(RunLock.FILE))) Files.delete(p);
        } catch (IOException e) {
            throw new UserError("cannot empty " + dir + ": " + IoReasons.of(e));
        }
    }
}
