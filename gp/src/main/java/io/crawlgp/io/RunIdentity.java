package io.crawlgp.io;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The identity of the run a results folder holds, written as {@code run.json} when the run starts: what kind of run
 * (the command), the hash of its resolved settings, the dataset's SHA-256 and the settings themselves. A rerun may
 * resume only a run of the same identity; anything else refuses with one line naming the folder and what differs.
 */
public record RunIdentity(String kind, String settingsHash, String datasetSha256, Map<String, String> settings) {
    public static final String FILE = "run.json";
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    /** The identity in DIR/run.json, or null when there is none. */
    public static RunIdentity read(Path dir) {
        Path f = dir.resolve(FILE);
        if (!Files.isRegularFile(f)) return null;
        try {
            RunIdentity r = GSON.fromJson(Files.readString(f), RunIdentity.class);
            if (r == null || r.kind == null || r.settingsHash == null) throw new UserError(f + ": not a run identity (expected kind and settingsHash)");
            return r;
        } catch (IOException | RuntimeException e) {
            if (e instanceof UserError u) throw u;
            throw new UserError(f + ": unreadable run identity (" + e.getMessage() + ")");
        }
    }

    /** Whether DIR has any entry besides this run's own lock. */
    static boolean holdsFiles(Path dir) {
        if (!Files.isDirectory(dir)) return false;
        try (java.util.stream.Stream<Path> entries = Files.list(dir)) {
            return entries.anyMatch(p -> !p.getFileName().toString().equals(RunLock.FILE));
        } catch (IOException e) {
            throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
        }
    }

    /**
     * Claims DIR for this run: a folder without run.json is claimed (written) and a folder holding the same run is
     * resumed; a folder holding another run is refused, naming the differing settings.
     */
    public void claim(Path dir) {
        RunIdentity old = read(dir);
        if (old == null) {
            if (holdsFiles(dir))
                throw new UserError(dir + " holds files but no run.json (another run, or an older crawlgp's): choose another --out, or --force to replace it");
            AtomicFiles.writeString(dir.resolve(FILE), GSON.toJson(this) + "\n");
            return;
        }
        if (old.kind.equals(kind) && old.settingsHash.equals(settingsHash) && java.util.Objects.equals(old.datasetSha256, datasetSha256)) return;
        List<String> diff = new ArrayList<>();
        if (!old.kind.equals(kind)) diff.add("command " + old.kind + " vs " + kind);
        if (!java.util.Objects.equals(old.datasetSha256, datasetSha256)) diff.add("dataset sha256 " + old.datasetSha256 + " vs " + datasetSha256);
        Map<String, String> a = old.settings == null ? Map.of() : old.settings, b = settings == null ? Map.of() : settings;
        java.util.TreeSet<String> keys = new java.util.TreeSet<>(a.keySet());
        keys.addAll(b.keySet());
        for (String k : keys)
            if (!java.util.Objects.equals(a.get(k), b.get(k))) diff.add(k + " " + a.get(k) + " vs " + b.get(k));
        throw new UserError(dir + " holds another run (" + String.join("; ", diff.isEmpty() ? List.of("settings hash") : diff)
                + "): choose another --out, or --force to replace it");
    }
}
