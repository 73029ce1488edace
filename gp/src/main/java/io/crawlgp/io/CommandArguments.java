package io.crawlgp.io;

import io.crawlgp.util.ErrorLines;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
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
        for (Option o : options(Arrays.asList(args), OUTPUTS)) {
            if (o.value() == null) break;
            String resolved;
            try {
                Path typed = Path.of(o.value());
                // a link named as the output itself is kept as typed, so that the writer refuses it (writing through
                // it would replace its target); links on the way to it are resolved
                if (Files.isSymbolicLink(typed)) continue;
                Path real = OutputPaths.resolved(typed);
                if (real.equals(typed.toAbsolutePath().normalize())) continue;
                resolved = real.toString();
            } catch (RuntimeException e) {
                continue; // not a path: the option's own parsing says so
            }
            if (o.inline()) out[o.at()] = o.name() + "=" + resolved;
            else out[o.at() + 1] = resolved;
        }
        return out;
    }

    /**
     * One option on a command line: the index of its name, whether its value is written with it ({@code --name=value})
     * or follows it ({@code --name value}), and the value (null when nothing follows).
     */
    public record Option(int at, boolean inline, String name, String value) {}

    /** Every option of {@code names} in ARGS, in order, in either spelling; a value that follows is not read as a name. */
    public static List<Option> options(List<String> args, Set<String> names) {
        List<Option> out = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            int eq = a.startsWith("--") ? a.indexOf('=') : -1;
            String name = eq > 0 ? a.substring(0, eq) : a;
            if (!names.contains(name)) continue;
            if (eq > 0) out.add(new Option(i, true, name, a.substring(eq + 1)));
            else {
                out.add(new Option(i, false, name, i + 1 < args.size() ? args.get(i + 1) : null));
                i++;
            }
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
     * ({@code --out ""} would name the working folder, and --force would empty it).
     */
    public static String refused(String[] args) {
        for (Option o : options(Arrays.asList(args), PATHS))
            if (o.value() != null && o.value().isBlank()) return o.name() + ": an empty path; name a file or folder";
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
