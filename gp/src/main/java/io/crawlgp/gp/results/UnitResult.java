package io.crawlgp.gp.results;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What one (fold, seed) GP run leaves, saved atomically as units/fold-F-seed-S.json so that a rerun of an
 * interrupted experiment skips it. {@code settingsHash} ties the file to the settings it was made with. {@code front}
 * is the run's size/quality front with a size objective, null otherwise (so a one-objective unit is written as before).
 */
public record UnitResult(
        int fold,
        int seedIndex,
        int ecjSeed,
        String settingsHash,
        List<ArchiveEntry> archive,
        List<GenerationStats> generations,
        List<ArchiveEntry> front) {
    private static final Gson GSON = new GsonBuilder()
            .setPrettyPrinting()
            .serializeSpecialFloatingPointValues()
            .create();

    /** A one-objective run's unit (no front). */
    public UnitResult(
            int fold,
            int seedIndex,
            int ecjSeed,
            String settingsHash,
            List<ArchiveEntry> archive,
            List<GenerationStats> generations) {
        this(fold, seedIndex, ecjSeed, settingsHash, archive, generations, null);
    }

    /** The front's trees (empty with one objective). */
    public List<ArchiveEntry> frontOrEmpty() {
        return front == null ? List.of() : front;
    }

    public static Path file(Path unitsDir, int fold, int seedIndex) {
        return unitsDir.resolve("fold-" + fold + "-seed-" + seedIndex + ".json");
    }

    public void save(Path unitsDir) {
        AtomicFiles.writeString(file(unitsDir, fold, seedIndex), GSON.toJson(this) + "\n");
    }

    /**
     * The saved unit, or null if there is none or it was made with other settings. Corrupt files are an error, and so
     * is a unit of another (fold, seed) or ECJ seed under this name (a file copied over another): it would put one GP
     * run's archive in two places.
     */
    public static UnitResult load(Path unitsDir, int fold, int seedIndex, String settingsHash, int ecjSeed) {
        Path f = file(unitsDir, fold, seedIndex);
        if (!Files.exists(f)) return null;
        try {
            UnitResult u = GSON.fromJson(Files.readString(f), UnitResult.class);
            if (u == null || u.archive == null || u.generations == null) throw new JsonParseException("missing fields");
            if (!settingsHash.equals(u.settingsHash)) return null;
            if (u.fold != fold || u.seedIndex != seedIndex || u.ecjSeed != ecjSeed)
                throw new UserError(f + ": holds the GP run of fold " + u.fold + ", seed " + u.seedIndex + " (ECJ seed "
                        + u.ecjSeed + "), not of fold " + fold + ", seed " + seedIndex + " (ECJ seed " + ecjSeed
                        + "); delete it to recompute");
            if (unitsDir.getParent() != null) RunIdentity.checkUnchanged(unitsDir.getParent(), f);
            return u;
        } catch (IOException | JsonParseException e) {
            throw new UserError(f + ": unreadable unit result (" + IoReasons.ofJson(e) + "); delete it to recompute");
        }
    }
}
