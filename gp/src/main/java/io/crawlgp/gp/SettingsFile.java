package io.crawlgp.gp;

import io.crawlgp.util.UserError;
import io.crawlgp.util.RecordOverrides;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an experiment file: {@code name = value} lines, '#' comments, names = the components of a settings record
 * ({@link GpSettings} for GP4C).
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
            List<String> text;
            try {
                text = Files.readAllLines(file);
            } catch (IOException e) {
                throw new UncheckedIOException(file + ": cannot read: " + e.getMessage(), e);
            }
            for (int i = 0; i < text.size(); i++) {
                String line = text.get(i).strip();
                if (line.isEmpty() || line.startsWith("#")) continue;
                int eq = line.indexOf('=');
                if (eq <= 0) throw new UserError(file + ":" + (i + 1) + ": expected 'name = value', got '" + line + "'");
                String key = line.substring(0, eq).strip();
                if (values.containsKey(key)) throw new UserError(file + ":" + (i + 1) + ": '" + key + "' is set twice (first on line " + lines.get(key) + ")");
                values.put(key, line.substring(eq + 1).strip());
                lines.put(key, i + 1);
            }
        }
        R s = defaults;
        for (Map.Entry<String, String> e : values.entrySet()) {
            try {
                s = RecordOverrides.apply(s, Map.of(e.getKey(), e.getValue()));
            } catch (IllegalArgumentException ex) {
                throw new UserError(file + ":" + lines.get(e.getKey()) + ": " + ex.getMessage());
            }
        }
        for (Map.Entry<String, String> e : overrides.entrySet()) {
            try {
                s = RecordOverrides.apply(s, Map.of(e.getKey(), e.getValue()));
            } catch (IllegalArgumentException ex) {
                throw new UserError("--set " + e.getKey() + "=" + e.getValue() + ": " + ex.getMessage());
            }
        }
        return s;
    }
}
