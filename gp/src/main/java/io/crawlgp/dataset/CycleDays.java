package io.crawlgp.dataset;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.NameValueLines;
import io.crawlgp.io.StrictText;
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
    public static final String PROPERTIES = "dataset.properties";

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

    /** The one setting dataset.properties holds. */
    static final String KEY = "cycleDays";

    /**
     * cycleDays in DIR/dataset.properties, or null. Read as the suite and experiment files are ({@link
     * NameValueLines}: strict UTF-8, a byte-order mark dropped), and strictly: a name other than cycleDays (a wrong
     * case included) or cycleDays given twice is one line naming file and line (issue 68: both were read silently, and
     * a byte-order mark before the name made the file read as daily).
     */
    private static String propertiesDays(Path dir) {
        Path props = dir.resolve(PROPERTIES);
        if (!Files.isRegularFile(props)) return null;
        String value = null;
        int first = 0;
        for (NameValueLines.Entry e : NameValueLines.read(props)) {
            if (!e.name().equals(KEY))
                throw new DatasetException(
                        props,
                        e.line(),
                        "unknown setting '" + StrictText.escape(e.name(), 40) + "'; the one setting is " + KEY
                                + (e.name().equalsIgnoreCase(KEY) ? " (names are case-sensitive)" : ""));
            if (value != null)
                throw new DatasetException(
                        props, e.line(), KEY + " is given twice (first at line " + first + "); keep one");
            value = e.value();
            first = e.line();
        }
        return value;
    }

    /** The importer's import.cycle_length_days in DIR/provenance.json, or null. */
    private static String importerDays(Path dir) {
        Path prov = dir.resolve("provenance.json");
        if (Files.isRegularFile(prov)) {
            try (Reader r = Files.newBufferedReader(prov, StandardCharsets.UTF_8)) {
                JsonElement root = JsonParser.parseReader(r);
                if (root.isJsonObject()) {
                    JsonObject imp = root.getAsJsonObject().getAsJsonObject("import");
                    if (imp != null && imp.has("cycle_length_days"))
                        return imp.get("cycle_length_days").getAsString();
                }
            } catch (IOException | RuntimeException e) {
                throw new DatasetException(prov, "cannot read import.cycle_length_days: " + IoReasons.ofJson(e));
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
