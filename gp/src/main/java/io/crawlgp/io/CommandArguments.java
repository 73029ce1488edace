package io.crawlgp.io;

import io.crawlgp.util.ErrorLines;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** What the command line's arguments get before any command parses them: output paths resolved, --set checked. */
public final class CommandArguments {
    private CommandArguments() {}

    /** The options that name what a command writes. */
    private static final Set<String> OUTPUTS = Set.of("--out", "--per-cycle-out", "--into");

    /**
     * The arguments with every output path that passes through a symbolic link or a {@code ..} replaced by the path
     * the file system resolves it to, once, before anything is checked or written: a command then checks, deletes and
     * writes one folder, even if a link it passed through is deleted or changed meanwhile ({@code LINK/..} with LINK
     * inside the folder being replaced). Plain paths are kept as typed, so provenance records what the user wrote.
     */
    public static String[] outputsResolved(String[] args) {
        String[] out = args.clone();
        for (int i = 0; i < out.length; i++) {
            String a = out[i];
            int eq = a.indexOf('=');
            String name = eq > 0 ? a.substring(0, eq) : a;
            if (!OUTPUTS.contains(name)) continue;
            int at = eq > 0 ? i : i + 1;
            if (at >= out.length) break;
            String value = eq > 0 ? a.substring(eq + 1) : out[at];
            String resolved;
            try {
                Path typed = Path.of(value);
                // a link named as the output itself is kept as typed, so that the writer refuses it (writing through
                // it would replace its target; issue 68); links on the way to it are resolved
                if (Files.isSymbolicLink(typed)) continue;
                Path real = OutputPaths.resolved(typed);
                if (real.equals(typed.toAbsolutePath().normalize())) continue;
                resolved = real.toString();
            } catch (RuntimeException e) {
                continue; // not a path: the option's own parsing says so
            }
            if (eq > 0) out[i] = name + "=" + resolved;
            else out[at] = resolved;
        }
        return out;
    }

    /** The options that name a file or folder to read or write: an empty value is the working folder to Path.of. */
    private static final Set<String> PATHS = Set.of(
            "--out",
            "--per-cycle-out",
            "--into",
            "--plots",
            "--results",
            "--dataset",
            "--experiment",
            "--suite",
            "--against",
            "--beside",
            "--repo",
            "--token-file");

    /**
     * What no command may be given, or null: a setting given twice by --set ({@link #setTwice}), or an empty path
     * ({@code --out ""} would name the working folder, and --force would empty it; issue 68).
     */
    public static String refused(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            int eq = a.indexOf('=');
            String name = a.startsWith("--") && eq > 0 ? a.substring(0, eq) : a;
            if (!PATHS.contains(name)) continue;
            String value =
                    eq > 0 && a.startsWith("--") ? a.substring(eq + 1) : i + 1 < args.length ? args[i + 1] : null;
            if (value != null && value.isBlank()) return name + ": an empty path; name a file or folder";
        }
        return setTwice(args);
    }

    /**
     * A setting given twice by --set (picocli keeps the last of a repeated map key without a word), or null: the user
     * meant one value, and which one was used would be a guess.
     */
    public static String setTwice(String[] args) {
        Map<String, String> seen = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            String v = args[i].startsWith("--set=")
                    ? args[i].substring(6)
                    : args[i].equals("--set") && i + 1 < args.length ? args[++i] : null;
            if (v == null || v.indexOf('=') <= 0) continue;
            String name = v.substring(0, v.indexOf('=')).strip();
            String key = name.toLowerCase(Locale.ROOT).replace("-", "");
            String first = seen.putIfAbsent(key, v);
            if (first != null)
                return ErrorLines.oneLine(
                        "--set " + name + " is given twice ('" + first + "' and '" + v + "'); give each setting once");
        }
        return null;
    }
}
