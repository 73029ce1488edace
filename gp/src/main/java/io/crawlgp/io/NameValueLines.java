package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The lines of an experiment or suite file: {@code name = value}, '#' comments and blank lines skipped, strict UTF-8
 * (bad bytes named with line and offset), a byte-order mark dropped. A line without a name before '=' is one error
 * naming file and line; what a name may be, and whether it may repeat, is the reader's to check.
 */
public final class NameValueLines {
    /** One entry with its physical line number. */
    public record Entry(String name, String value, int line) {}

    private NameValueLines() {}

    public static List<Entry> read(Path file) {
        List<Entry> out = new ArrayList<>();
        String[] text = StrictText.read(file).text().split("\n", -1);
        for (int i = 0; i < text.length; i++) {
            String line = text[i].strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            int eq = line.indexOf('=');
            if (eq <= 0)
                throw new UserError(
                        file + ":" + (i + 1) + ": expected 'name = value', got '" + StrictText.escape(line, 60) + "'");
            out.add(new Entry(
                    line.substring(0, eq).strip(), line.substring(eq + 1).strip(), i + 1));
        }
        return out;
    }
}
