package io.crawlgp.dataset;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.IoReasons;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How many days one cycle of a dataset folder spans: {@code cycleDays} in DIR/dataset.properties, else the importer's
 * {@code import.cycle_length_days} in DIR/provenance.json (written by `datasets import git` and `cdx`), else 1 with a
 * one-line note ({@link #read}), which the dataset's provenance keeps and the loader's log prints. A production
 * crawler's defaults are in its own units (Nutch seconds, StormCrawler minutes, Heritrix milliseconds): this is the
 * factor that converts them into cycles.
 */
public final class CycleDays {
    public static final String PROPERTIES = DatasetProperties.FILE;

    private CycleDays() {}

    /**
     * A folder's cycle length in days and, when the folder does not say (1 day taken), the one-line note naming the
     * file to write; null when it says.
     */
    public record Read(double days, String note) {}

    /** The cycle length of the dataset folder DIR, with its note when DIR does not declare it (each file read once). */
    public static Read read(Path dir) {
        String v = propertiesDays(dir);
        if (v != null) return new Read(positive(dir.resolve(PROPERTIES), v.strip()), null);
        String days = importerDays(dir);
        if (days != null) return new Read(positive(dir.resolve("provenance.json"), days), null);
        return new Read(
                1,
                dir + " does not say how long a cycle is; taken as 1 day (write cycleDays = D in "
                        + dir.resolve(PROPERTIES) + ")");
    }

    /** The cycle length of the dataset folder DIR, in days (1 when it does not say: see {@link #read}). */
    public static double of(Path dir) {
        return read(dir).days();
    }

    /** cycleDays in DIR/dataset.properties, or null ({@link DatasetProperties}, read strictly). */
    private static String propertiesDays(Path dir) {
        return DatasetProperties.read(dir).cycleDays();
    }

    /** The importer's import.cycle_length_days in DIR/provenance.json, or null. */
    private static String importerDays(Path dir) {
        return importer(dir, "cycle_length_days");
    }

    /** The importer's setting import.KEY in DIR/provenance.json (`datasets import git` and `cdx` write it), or null. */
    static String importer(Path dir, String key) {
        Path prov = dir.resolve("provenance.json");
        if (Files.isRegularFile(prov)) {
            try (Reader r = Files.newBufferedReader(prov, StandardCharsets.UTF_8)) {
                JsonElement root = JsonParser.parseReader(r);
                if (root.isJsonObject()) {
                    JsonObject imp = root.getAsJsonObject().getAsJsonObject("import");
                    if (imp != null && imp.has(key)) return imp.get(key).getAsString();
                }
            } catch (IOException | RuntimeException e) {
                throw new DatasetException(prov, "cannot read import." + key + ": " + IoReasons.ofJson(e));
            }
        }
        return null;
    }

    /** Writes DIR/dataset.properties declaring cycles of {@code days} days, with a comment saying why. */
    public static void write(Path dir, double days, String why) {
        AtomicFiles.writeString(
                dir.resolve(PROPERTIES),
                "# What crawlgp reads about this dataset beyond its pages file.\n# " + why + "\ncycleDays = "
                        + (days == Math.rint(days) ? Long.toString((long) days) : Double.toString(days)) + "\n");
    }

    private static double positive(Path file, String v) {
        try {
            double d = Double.parseDouble(v);
            if (d > 0 && Double.isFinite(d)) return d;
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new DatasetException(file, "cycleDays must be a positive number of days, got '" + v + "'");
    }
}
