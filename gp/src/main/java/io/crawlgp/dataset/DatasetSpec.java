package io.crawlgp.dataset;

import io.crawlgp.io.InputFiles;
import io.crawlgp.util.DescribedUnless;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.TypedNames;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Where a change history comes from and how it is transformed before use. Source is a folder or file in the
 * change-history format, {@code synthetic[:name=value,...]} for the seeded generator (the embedded default), or
 * {@code gamma-poisson[:name=value,...]} for the second synthetic family ({@link GammaPoissonSettings}).
 * Transformations apply in this order: cycle range (in the source's cycles), coarsening, change-count filter.
 */
public record DatasetSpec(
        String source, int cycleLength, int fromCycle, int toCycle, int minChanges, int maxChanges, SignalModel signals)
        implements DescribedUnless {
    /** A dataset without a signal model (its folder's signals.csv, if any, is read all the same). */
    public DatasetSpec(String source, int cycleLength, int fromCycle, int toCycle, int minChanges, int maxChanges) {
        this(source, cycleLength, fromCycle, toCycle, minChanges, maxChanges, SignalModel.none());
    }

    public static final String SYNTHETIC = "synthetic";
    /** The provenance key of the input files' SHA-256 by file name ({@link io.crawlgp.io.InputFiles}). */
    public static final String INPUTS = "inputs";

    /** The input files' SHA-256 by file name recorded in a dataset's provenance (empty for synthetic data). */
    @SuppressWarnings("unchecked")
    public static Map<String, String> inputs(Map<String, Object> provenance) {
        return provenance.get(INPUTS) instanceof Map<?, ?> m ? (Map<String, String>) m : Map.of();
    }

    public DatasetSpec {
        if (source == null || source.isBlank()) throw new UserError("dataset source must be set");
        if (cycleLength < 1) throw new UserError("cycleLength must be >= 1, got " + cycleLength);
        if (fromCycle < 0 || toCycle < 0) throw new UserError("cycle range bounds must be >= 0 (0 = unbounded)");
        if (minChanges < 0) throw new UserError("minChanges must be >= 0, got " + minChanges);
        if (maxChanges < minChanges) throw new UserError("maxChanges " + maxChanges + " < minChanges " + minChanges);
        if (signals == null) signals = SignalModel.none();
    }

    /** The signal model's settings, added after runs were committed: described only when set. */
    @Override
    public Map<String, String> describedUnless() {
        return SignalModel.UNSET.entrySet().stream()
                .collect(Collectors.toMap(e -> "signals." + e.getKey(), Map.Entry::getValue));
    }

    /** A spec from the command line's options: a refusal names the option the user typed ({@code --cycle-length}). */
    public static DatasetSpec fromOptions(
            String source, int cycleLength, int fromCycle, int toCycle, int minChanges, int maxChanges) {
        return TypedNames.as(
                OPTIONS, () -> new DatasetSpec(source, cycleLength, fromCycle, toCycle, minChanges, maxChanges));
    }

    /** The command-line options that set each field. */
    private static final Map<String, String> OPTIONS = Map.of(
            "cycleLength", "--cycle-length",
            "fromCycle", "--from-cycle",
            "toCycle", "--to-cycle",
            "minChanges", "--min-changes",
            "maxChanges", "--max-changes");

    public static DatasetSpec of(String source) {
        return new DatasetSpec(source, 1, 0, 0, 0, Integer.MAX_VALUE);
    }

    /** A loaded history with what provenance needs to know of it. */
    public record Loaded(ChangeHistory history, Map<String, Object> provenance) {
        /** What a user should know about how the data was read (a cycle length assumed), one line each. */
        public List<String> notes() {
            Object note = provenance.get(NOTE);
            return note == null ? List.of() : List.of(note.toString());
        }
    }

    /** The provenance key of a note about how the data was read. */
    static final String NOTE = "cycle_days_note";

    public boolean isSynthetic() {
        return isFamily(SYNTHETIC) || isFamily(GammaPoissonSettings.SOURCE);
    }

    private boolean isFamily(String family) {
        return source.equals(family) || source.startsWith(family + ":");
    }

    private String overrides(String family) {
        return source.equals(family) ? "" : source.substring(family.length() + 1);
    }

    /** Refuses a generator's settings that cannot be read (unknown, given twice, out of range) before any work. */
    public void checkGenerator() {
        if (isFamily(GammaPoissonSettings.SOURCE))
            RecordOverrides.apply(
                    GammaPoissonSettings.defaults(),
                    RecordOverrides.parseList(overrides(GammaPoissonSettings.SOURCE), GammaPoissonSettings.defaults()));
        else if (isSynthetic()) generatorSettings();
    }

    /** The generator settings of a synthetic source (defaults overridden by name=value pairs after the colon). */
    public GeneratorSettings generatorSettings() {
        return RecordOverrides.apply(
                GeneratorSettings.defaults(),
                RecordOverrides.parseList(overrides(SYNTHETIC), GeneratorSettings.defaults()));
    }

    /**
     * The calendar of this dataset as loaded ({@code loaded}: the history {@link #load} returned): its folder's
     * {@link #startDate} with this spec's fromCycle and cycle length; null when it has none.
     */
    public CycleCalendar calendar(ChangeHistory loaded) {
        LocalDate start = startDate();
        if (start == null) return null;
        Path dir = ChangeHistoryCsv.resolve(Path.of(source)).toAbsolutePath().getParent();
        return CycleCalendar.of(start, CycleDays.of(dir), fromCycle, loaded.cycleDays());
    }

    /**
     * The first day of the folder's cycle 1: its dataset.properties' startDate, or for an importer's folder without
     * one its provenance's import.from (`datasets import git` and `cdx` cut cycles from it); null for a generator, or
     * a folder that says neither.
     */
    public LocalDate startDate() {
        if (isSynthetic()) return null;
        Path dir = ChangeHistoryCsv.resolve(Path.of(source)).toAbsolutePath().getParent();
        LocalDate start = DatasetProperties.read(dir).startDate();
        if (start != null) return start;
        String from = CycleDays.importer(dir, "from");
        if (from == null) return null;
        try {
            return LocalDate.parse(from);
        } catch (DateTimeParseException e) {
            throw new DatasetException(dir.resolve("provenance.json"), "import.from is not a date: '" + from + "'");
        }
    }

    public Loaded load() {
        Map<String, Object> prov = new LinkedHashMap<>();
        ChangeHistory h;
        if (isFamily(GammaPoissonSettings.SOURCE)) {
            GammaPoissonSettings g = RecordOverrides.apply(
                    GammaPoissonSettings.defaults(),
                    RecordOverrides.parseList(overrides(GammaPoissonSettings.SOURCE), GammaPoissonSettings.defaults()));
            h = GammaPoissonGenerator.generate(g);
            prov.put("source", GammaPoissonSettings.SOURCE);
            prov.put("generator", RecordOverrides.describe(g));
            prov.put("sha256", sha256OfCsv(h));
        } else if (isSynthetic()) {
            GeneratorSettings g = generatorSettings();
            h = SyntheticChangeGenerator.generate(g);
            prov.put("source", "synthetic");
            prov.put("generator", RecordOverrides.describe(g));
            prov.put("sha256", sha256OfCsv(h));
        } else {
            Path file = ChangeHistoryCsv.resolve(Path.of(source));
            // the folder, not the file: its dataset.properties says how long a cycle is (CycleDays), which converts
            // the production crawlers' defaults into cycles; a pages file given directly reads its folder's
            Path dir = file.toAbsolutePath().getParent();
            h = ChangeHistoryCsv.read(file); // the pages file first: its errors come before the folder's settings
            Path signalsFile = SignalsCsv.beside(dir);
            if (signalsFile != null) {
                h = h.withSignals(SignalsCsv.read(signalsFile, h));
                prov.put("signals_file", signalsFile.getFileName().toString());
            }
            CycleDays.Read cycle = CycleDays.read(dir);
            h = h.withCycleDays(cycle.days());
            prov.put("source", file.toString());
            if (cycle.note() != null) prov.put(NOTE, cycle.note());
            Map<String, String> inputs =
                    InputFiles.of(source); // every data file hashed once, the pages file among them
            prov.put("sha256", inputs.get(file.getFileName().toString()));
            prov.put(INPUTS, inputs);
        }
        prov.put("cycle_days", h.cycleDays());
        prov.put("source_pages", h.pages());
        prov.put("source_cycles", h.cycles());
        if (fromCycle > 0 || toCycle > 0) {
            int from = fromCycle > 0 ? fromCycle : 1;
            int to = toCycle > 0 ? toCycle : h.cycles();
            h = h.restrict(from, to);
            prov.put("cycle_range", from + ".." + to);
        }
        if (cycleLength > 1) {
            h = h.coarsen(cycleLength);
            prov.put("cycle_length", cycleLength);
        }
        if (minChanges > 0 || maxChanges < Integer.MAX_VALUE) {
            h = h.filterByChanges(minChanges, maxChanges);
            prov.put("changes_filter", minChanges + ".." + (maxChanges == Integer.MAX_VALUE ? "inf" : maxChanges));
        }
        if (signals.declared()) {
            if (h.signals() != null)
                throw new UserError(source + ": the folder has its own signals (" + prov.get("signals_file")
                        + ") and the settings declare a signal model (signals = " + signals.mixture()
                        + "); use one: remove the setting, or the file");
            h = h.withSignals(signals.draw(h));
            prov.put("signal_model", signals.describe(h, h.signals()));
        } else if (h.signals() != null) prov.put("signals_received", h.signals().total());
        prov.put("pages", h.pages());
        prov.put("cycles", h.cycles());
        return new Loaded(h, prov);
    }

    /** SHA-256 of the pages.csv that {@link ChangeHistoryCsv#write} would produce for h. */
    public static String sha256OfCsv(ChangeHistory h) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            try (OutputStream os = new DigestOutputStream(OutputStream.nullOutputStream(), md)) {
                ChangeHistoryCsv.write(h, os);
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
