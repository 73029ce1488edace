package io.crawlgp.benchmark;

import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Leave one source out (issue 71, item 4): under {@code split = datasets} each dataset of a suite is tested on its own
 * time windows by rules learnt on the suite's datasets of every other source, which its settings list as
 * {@code instances}. A source is a repository: a dataset's label without a trailing {@code -daily} or {@code -weekly},
 * so a repository's daily and weekly histories are one source and never train each other. Two bundled sets repeat
 * another's pages and are refused: {@code web-mix-weekly} (the weekly web sets as one crawl) and
 * {@code ota-genai-eu-content} (the documents of {@code ota-genai-eu}).
 */
final class Sources {
    private Sources() {}

    /** Bundled datasets made of other datasets' pages. */
    static final Map<String, String> DERIVED = Map.of(
            "web-mix-weekly", "the weekly web sets as one crawl",
            "ota-genai-eu-content", "the documents of ota-genai-eu with their text");

    private static final Set<String> CADENCES = Set.of("-daily", "-weekly");

    /** The source (repository) of a dataset label. */
    static String of(String label) {
        String l = label.toLowerCase(Locale.ROOT);
        for (String c : CADENCES) if (l.endsWith(c)) return l.substring(0, l.length() - c.length());
        return l;
    }

    /** A suite's dataset as listed: its label and folder. */
    record Entry(String label, String source) {}

    /**
     * The folders a dataset under split = datasets learns from: every listed dataset of another source, the derived
     * sets aside; refused (one line) for a derived set itself, or when no other source is listed.
     */
    static List<String> others(Path file, String label, String source, List<Entry> all) {
        String folder = folder(source);
        if (DERIVED.containsKey(folder))
            throw new UserError(file + ": dataset " + label + ": " + folder + " is " + DERIVED.get(folder)
                    + ", so no source is held out of it; split = datasets excludes it");
        List<String> out = new ArrayList<>();
        for (Entry o : all)
            if (!of(o.label()).equals(of(label)) && !DERIVED.containsKey(folder(o.source()))) out.add(o.source());
        if (out.isEmpty())
            throw new UserError(file + ": dataset " + label + ": split = datasets needs a dataset of another source "
                    + "in the suite to learn from");
        return out;
    }

    private static String folder(String source) {
        Path name = Path.of(source).getFileName();
        return name == null ? source : name.toString();
    }
}
