package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The data files a dataset source consists of, each with its SHA-256: part of every run's identity (run.json) and of
 * the worker handshake, so that a run never resumes, and a worker never serves, on data that changed in any file
 * (pages, versions, posts, new pages, captures). Keys are file names, so a moved or copied dataset keeps its identity.
 */
public final class InputFiles {
    /** Every file name a reader of this workbench takes from a dataset folder. */
    public static final List<String> DATA_FILES = List.of(
            "pages.csv",
            "pages.csv.gz",
            "signals.csv", // change signals beside the history: part of a run's identity when present
            "signals.csv.gz",
            "versions.jsonl",
            "versions.jsonl.gz",
            "versions.jsonl.xz",
            "posts.csv",
            "posts.csv.gz",
            "newpages.csv",
            "newpages.csv.gz",
            "captures.csv",
            // how long a cycle is (dataset.CycleDays): it converts the crawlers' defaults into cycles
            "dataset.properties");

    private InputFiles() {}

    /**
     * Why FILE cannot be read as an input, with {@code what} naming what was expected ("no such suite file"), or the
     * same words for a path that exists but is not a regular file: a pipe, a device or a folder is named as such rather
     * than reported absent, and a pipe is never opened (reading one blocks).
     */
    public static String notRegular(Path file, String what) {
        if (!Files.exists(file)) return file + ": " + what;
        String kind = Files.isDirectory(file) ? "a folder" : "not a regular file (a pipe or a device)";
        return file + ": " + kind + ", where a regular file was expected (" + what.replaceFirst("^no such ", "") + ")";
    }

    /**
     * The SHA-256 of each data file of {@code source}: a file alone, or the data files present in a folder; empty for a
     * source that is not a path (a synthetic generator, whose settings are its identity).
     */
    public static Map<String, String> of(String source) {
        Map<String, String> out = new TreeMap<>();
        if (source == null) return out;
        Path p;
        try {
            p = Path.of(source);
        } catch (InvalidPathException e) {
            return out;
        }
        if (Files.isRegularFile(p)) return ofFile(p);
        if (Files.isDirectory(p)) {
            for (String name : DATA_FILES) {
                Path f = p.resolve(name);
                if (Files.isRegularFile(f)) out.put(name, Hashing.sha256(f));
            }
        }
        return out;
    }

    /** The SHA-256 of one input file by its name (a git bundle, a capture index); empty for a folder. */
    public static Map<String, String> ofFile(Path file) {
        Map<String, String> out = new TreeMap<>();
        if (Files.isRegularFile(file)) out.put(file.getFileName().toString(), Hashing.sha256(file));
        return out;
    }

    /** The inputs as one line per file ("name sha256"), sorted: the text the worker handshake carries. */
    public static String text(Map<String, String> inputs) {
        StringBuilder sb = new StringBuilder();
        new TreeMap<>(inputs)
                .forEach((k, v) -> sb.append(k).append(' ').append(v).append('\n'));
        return sb.toString();
    }

    /** The inverse of {@link #text}. */
    public static Map<String, String> parse(String text) {
        Map<String, String> out = new TreeMap<>();
        for (String line : text.split("\n")) {
            if (line.isBlank()) continue;
            int sp = line.indexOf(' ');
            if (sp <= 0) throw new IllegalArgumentException("not a 'name sha256' line: " + line);
            out.put(line.substring(0, sp), line.substring(sp + 1));
        }
        return out;
    }

    /** The differences between two input sets, one "name a vs b" each (empty when they are equal). */
    public static List<String> differences(Map<String, String> a, Map<String, String> b) {
        TreeSet<String> names = new TreeSet<>(a.keySet());
        names.addAll(b.keySet());
        List<String> diff = new ArrayList<>();
        for (String n : names)
            if (!Objects.equals(a.get(n), b.get(n)))
                diff.add(n + " sha256 " + shortSha(a.get(n)) + " vs " + shortSha(b.get(n)));
        return diff;
    }

    private static String shortSha(String sha) {
        return sha == null ? "(absent)" : sha.length() > 12 ? sha.substring(0, 12) : sha;
    }

    /** The regular files directly inside a folder (for the hard-link check); an error in the system's words. */
    static List<Path> filesIn(Path dir) {
        try (var s = Files.list(dir)) {
            return s.filter(f -> Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
        }
    }
}
