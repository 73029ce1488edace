package io.crawlgp.util;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The one reader of {@code k=v} lists written inline: a suite's bracket entries ({@code DATASET[k=v;k=v]}, {@code
 * FILE.properties[k=v;...]}) and a generator's settings ({@code synthetic:pages=200,cycles=20}). Keys are kept as the
 * user typed them, so every later message can name them so; a key given twice, by any spelling of one setting ({@code
 * canonical}), is refused rather than the last one winning.
 */
public final class KeyValues {
    private KeyValues() {}

    /**
     * The parts of {@code text} split on {@code separator} (a regular expression), blank parts skipped, as an ordered
     * map from the key as typed to its value (both stripped); {@code what} starts every refusal ("dataset 'a'").
     */
    public static Map<String, String> read(
            String text, String separator, String what, UnaryOperator<String> canonical) {
        Map<String, String> out = new LinkedHashMap<>();
        Map<String, String> typedAs = new LinkedHashMap<>(); // canonical name -> the key as first typed
        if (text == null || text.isBlank()) return out;
        for (String part : text.split(separator)) {
            if (part.isBlank()) continue;
            int eq = part.indexOf('=');
            if (eq <= 0)
                throw new UserError(what + ": expected NAME=VALUE, got '" + ErrorLines.escape(part.strip(), 60) + "'");
            String key = part.substring(0, eq).strip();
            String first = typedAs.putIfAbsent(canonical.apply(key), key);
            if (first != null)
                throw new UserError(what + " sets '" + key + "' twice"
                        + (first.equals(key) ? "" : " (also as '" + first + "')") + "; give each setting once");
            out.put(key, part.substring(eq + 1).strip());
        }
        return out;
    }
}
