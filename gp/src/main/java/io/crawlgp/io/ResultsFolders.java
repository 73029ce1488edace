package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A results folder holds one run: {@link #claimed} locks it, empties it on {@code --force}, and records the run's
 * identity before any work, refusing a folder that holds another run.
 */
public final class ResultsFolders {
    private ResultsFolders() {}

    /**
     * Runs {@code body} with DIR claimed for a run of {@code kind} with these settings (a settings record; {@code extra}
     * joins them, e.g. a sweep's parameter): refuses an output inside the settings' dataset, takes the lock, empties
     * the folder first when {@code force}, and writes or checks run.json.
     */
    public static void claimed(Path dir, String kind, Record settings, java.util.Map<String, String> extra, boolean force, Runnable body) {
        java.util.Map<String, String> described = new java.util.TreeMap<>();
        described.putAll(io.crawlgp.util.RecordOverrides.describe(settings));
        described.putAll(extra);
        String dataset = described.get("dataset");
        if (dataset != null && !dataset.startsWith("synthetic") && !dataset.startsWith("gamma-poisson") && Files.exists(Path.of(dataset)))
            OutputPaths.refuseOver(dir, Path.of(dataset));
        claimed(dir, new RunIdentity(kind, Hashing.sha256(kind + described), null, described), force, () -> {
            body.run();
            return null;
        });
    }

    /** Runs {@code body} with DIR locked, emptied first when {@code force}, and claimed for {@code identity}. */
    public static <T> T claimed(Path dir, RunIdentity identity, boolean force, java.util.function.Supplier<T> body) {
        try (RunLock lock = RunLock.acquire(dir)) {
            if (force) clearForNewRun(dir);
            identity.claim(dir);
            return body.get();
        }
    }

    /**
     * Removes everything inside DIR. Only a folder that holds a crawlgp run (run.json or provenance.json) or nothing
     * is emptied, so a mistyped --out never deletes unrelated files.
     */
    public static void clearForNewRun(Path dir) {
        if (!Files.exists(dir)) return;
        if (!Files.isDirectory(dir)) throw new UserError(dir + " is not a folder");
        boolean results = Files.exists(dir.resolve(RunIdentity.FILE)) || Files.exists(dir.resolve("provenance.json"));
        if (!results && RunIdentity.holdsFiles(dir)) throw new UserError("--force only replaces a crawlgp results folder; " + dir + " holds other files");
        try (Stream<Path> all = Files.walk(dir)) {
            // the run's own lock stays: --force runs under it
            for (Path p : all.sorted(Comparator.reverseOrder()).toList())
                if (!p.equals(dir) && !p.equals(dir.resolve(RunLock.FILE))) Files.delete(p);
        } catch (IOException e) {
            throw new UserError("cannot empty " + dir + ": " + IoReasons.of(e));
        }
    }
}
