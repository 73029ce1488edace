package io.crawlgp.gp;

import io.crawlgp.io.InputFiles;
import io.crawlgp.io.NameValueLines;
import io.crawlgp.io.StrictText;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an experiment file: {@code name = value} lines, '#' comments, names = the settings of a settings record
 * ({@link GpSettings} for GP4C), a part's settings by dotted name ({@code simulation.budget}) or by an alias the record
 * declares ({@code budget}).
 * Errors name the file and line of the offending entry.
 */
public final class SettingsFile {
    private SettingsFile() {}

    /** The settings of the file over the paper defaults, then the overrides (from --set) on top. */
    public static GpSettings load(Path file, Map<String, String> overrides) {
        return load(file, GpSettings.paper(), overrides);
    }

    /** Any settings record: the file's values over {@code defaults}, then the overrides; errors name file and line. */
    public static <R extends Record> R load(Path file, R defaults, Map<String, String> overrides) {
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, Integer> lines = new LinkedHashMap<>();
        if (file != null) {
            if (!Files.isRegularFile(file)) throw new UserError(InputFiles.notRegular(file, "no such experiment file"));
            for (NameValueLines.Entry e : NameValueLines.read(file)) {
                String key = e.name();
                if (!key.matches("[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z][A-Za-z0-9_-]*)*"))
                    throw new UserError(
                            file + ":" + e.line() + ": '" + StrictText.escape(key, 60)
                                    + "' is not a setting name (letters, digits, - and _; a part's setting after a dot, as in simulation.budget)");
                String setting = RecordOverrides.canonical(defaults, key);
                if (lines.containsKey(setting))
                    throw new UserError(file + ":" + e.line() + ": '" + key + "' is set twice (as " + setting
                            + ", first on line " + lines.get(setting) + ")");
                values.put(key, e.value());
                lines.put(setting, e.line());
            }
        }
        // all at once, so that a check across settings (seedFormulas = tuned needs form = adaptive) sees the final
        // values whatever their order; only when that fails, one by one, to name the line or option that broke it.
        // Keys are canonical names (a canonical name is its own canonical name), so an override replaces the file's
        // value however either is spelt.
        // Each is applied under the key as last typed, so that a refusal names it so (signalDelay, not its path).
        Map<String, String> merged = new LinkedHashMap<>(), typed = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : values.entrySet()) {
            String c = RecordOverrides.canonical(defaults, e.getKey());
            merged.put(c, e.getValue());
            typed.put(c, e.getKey());
        }
        Map<String, String> overridden = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : overrides.entrySet()) {
            String c = RecordOverrides.canonical(defaults, e.getKey());
            String other = overridden.put(c, e.getKey());
            if (other != null)
                throw new UserError(
                        "--set " + e.getKey() + " and --set " + other + " set one setting (" + c + "); give it once");
            merged.put(c, e.getValue());
            typed.put(c, e.getKey());
        }
        String whole;
        try {
            return RecordOverrides.apply(defaults, asTyped(merged, typed));
        } catch (IllegalArgumentException ex) {
            whole = ex.getMessage();
        }
        // named: the first line or option after which the settings so far fail as the whole does (a check across
        // settings, form = residual without its base, is then named where the base is given, not where the form is)
        List<String[]> steps = new ArrayList<>(); // {key, value, how the error names it}
        for (Map.Entry<String, String> e : values.entrySet())
            steps.add(new String[] {
                e.getKey(), e.getValue(), file + ":" + lines.get(RecordOverrides.canonical(defaults, e.getKey())) + ": "
            });
        for (Map.Entry<String, String> e : overrides.entrySet())
            steps.add(new String[] {e.getKey(), e.getValue(), "--set " + e.getKey() + "=" + e.getValue() + ": "});
        Map<String, String> prefix = new LinkedHashMap<>(), prefixTyped = new LinkedHashMap<>();
        String first = null;
        for (String[] step : steps) {
            String c = RecordOverrides.canonical(defaults, step[0]);
            prefix.put(c, step[1]);
            prefixTyped.put(c, step[0]);
            try {
                RecordOverrides.apply(defaults, asTyped(prefix, prefixTyped));
            } catch (IllegalArgumentException ex) {
                if (first == null) first = step[2] + StrictText.escape(ex.getMessage(), 300);
                if (ex.getMessage().equals(whole)) throw new UserError(step[2] + StrictText.escape(whole, 300));
            }
        }
        throw new UserError(first != null ? first : StrictText.escape(whole, 300));
    }

    /** Values by canonical name, keyed instead by each setting's key as typed. */
    private static Map<String, String> asTyped(Map<String, String> byCanonical, Map<String, String> typed) {
        Map<String, String> out = new LinkedHashMap<>();
        byCanonical.forEach((c, v) -> out.put(typed.get(c), v));
        return out;
    }
}
