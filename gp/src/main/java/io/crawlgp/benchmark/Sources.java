package io.crawlgp.benchmark;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.dataset.DatasetProperties;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.io.Hashing;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Leave one source out: under {@code split = datasets} each dataset of a suite is tested on its own
 * time windows by rules learnt on the suite's datasets of every other source, which its settings list as
 * {@code instances}. A source is a repository: a dataset's label without a trailing {@code -daily} or {@code -weekly},
 * so a repository's daily and weekly histories are one source and never train each other, or the name an entry gives
 * with {@code [source=NAME]} (entries naming the same source are held out together). Entries whose pages files are
 * equal, or that share more than half of the smaller one's page ids, are one source by content: refused unless they
 * are grouped so ({@link #refuseTwins}), since one would otherwise learn from its twin. Two bundled sets repeat
 * another's pages under other ids and are refused: {@code web-mix-weekly} (the weekly web sets as one crawl) and
 * {@code ota-genai-eu-content} (the documents of {@code ota-genai-eu}). Every dataset needs a date ({@code startDate}):
 * the other sources' windows are cut on the calendar ({@link io.crawlgp.experiment.Instances}).
 *
 * <p>A transfer matrix (item 6): the suite's {@code groups = NAME: label, label; NAME: ...} line names groups of its
 * datasets (catalogues, documentation, terms of service), and {@code trainOn = NAME} makes every dataset learn from
 * that group's datasets only (its own source still left out): one suite per training group, each tested on every
 * dataset, is one row of the matrix.
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

    /** The dataset entry setting that names the source an entry is held out with. */
    static final String SOURCE_KEY = "source";

    /** A suite's dataset as listed: its label, folder (or generator), own settings, and the source it belongs to. */
    record Entry(String label, String folder, Map<String, String> own, String source) {
        /**
         * As an instance of another dataset: its folder with its own budget and cycle length, if it sets them
         * ({@code FOLDER@budget=B@cycleLength=L}); refused when it sets another dataset setting, which an instance
         * cannot carry.
         */
        String asInstance(Path file) {
            StringBuilder sb = new StringBuilder(folder);
            for (Map.Entry<String, String> e : own.entrySet()) {
                String c = Suite.canonical(e.getKey());
                if (c.equals(Suite.canonical("budget"))) sb.append("@budget=").append(e.getValue());
                else if (c.equals(Suite.canonical("cycleLength")))
                    sb.append("@cycleLength=").append(e.getValue());
                else if (c.startsWith("dataset."))
                    throw new UserError(
                            file + ": dataset " + label + " sets " + e.getKey() + ", which it cannot "
                                    + "carry as another dataset's instance under split = datasets (only budget and cycleLength)");
            }
            return sb.toString();
        }
    }

    /**
     * The folders a dataset under split = datasets learns from: every listed dataset of another source, the derived
     * sets aside; refused (one line) for a derived set itself, when no other source is listed, or when a dataset has
     * no date to cut windows at.
     */
    static List<String> others(Path file, String label, List<Entry> all, Set<String> trainOn) {
        Entry me = all.stream().filter(e -> e.label().equals(label)).findFirst().orElseThrow();
        String folder = folder(me.folder());
        if (DERIVED.containsKey(folder))
            throw new UserError(file + ": dataset " + label + ": " + folder + " is " + DERIVED.get(folder)
                    + ", so no source is held out of it; split = datasets excludes it");
        refuseUndated(file, me);
        List<String> out = new ArrayList<>();
        for (Entry o : all)
            if (!o.source().equals(me.source())
                    && !DERIVED.containsKey(folder(o.folder()))
                    && (trainOn == null || trainOn.contains(o.label()))) {
                refuseUndated(file, o);
                out.add(o.asInstance(file));
            }
        if (out.isEmpty())
            throw new UserError(file + ": dataset " + label + ": split = datasets needs a dataset of another source "
                    + (trainOn == null ? "in the suite" : "in the trainOn group") + " to learn from");
        return out;
    }

    /** A dataset whose windows cannot be put on the calendar (no startDate): refused before any work. */
    private static void refuseUndated(Path file, Entry e) {
        DatasetSpec spec = DatasetSpec.of(e.folder());
        if (spec.isSynthetic())
            throw new UserError(file + ": dataset " + e.label() + ": split = datasets cuts the other sources' windows "
                    + "on the calendar, and a generator's data have no dates; use dataset folders with a startDate");
        Path dir =
                ChangeHistoryCsv.resolve(Path.of(e.folder())).toAbsolutePath().getParent();
        if (spec.startDate() == null)
            throw new UserError(file + ": dataset " + e.label() + ": split = datasets cuts the other sources' windows "
                    + "on the calendar; " + dir.resolve(DatasetProperties.FILE)
                    + " has no startDate (write startDate = "
                    + "YYYY-MM-DD, the first day of cycle 1)");
    }

    /**
     * Refuses, in one line, two entries of different sources that are one source by content: equal pages files, or
     * more than half of the smaller one's page ids shared (a collection imported twice, a dataset under two labels, a
     * copy). Grouping them with the same {@code [source=NAME]} holds them out together instead. Derived sets are
     * refused on their own ({@link #DERIVED}); generators have no pages file.
     */
    static void refuseTwins(Path file, int line, List<Entry> all) {
        List<Entry> read = new ArrayList<>();
        List<Set<String>> ids = new ArrayList<>();
        List<String> hashes = new ArrayList<>();
        for (Entry e : all) {
            if (DERIVED.containsKey(folder(e.folder()))
                    || DatasetSpec.of(e.folder()).isSynthetic()) continue;
            Path pages = ChangeHistoryCsv.resolve(Path.of(e.folder()));
            ChangeHistory h = ChangeHistoryCsv.read(pages);
            Set<String> mine = new HashSet<>();
            for (int p = 0; p < h.pages(); p++) mine.add(h.pageId(p));
            read.add(e);
            ids.add(mine);
            hashes.add(Hashing.sha256(pages));
        }
        for (int i = 0; i < read.size(); i++)
            for (int j = i + 1; j < read.size(); j++) {
                Entry a = read.get(i), b = read.get(j);
                if (a.source().equals(b.source())) continue;
                Set<String> small = ids.get(i).size() <= ids.get(j).size() ? ids.get(i) : ids.get(j),
                        large = small == ids.get(i) ? ids.get(j) : ids.get(i);
                long shared = small.stream().filter(large::contains).count();
                String why = hashes.get(i).equals(hashes.get(j))
                        ? "have equal pages files"
                        : 2 * shared > small.size()
                                ? "share " + shared + " of the " + small.size() + " page ids of the smaller"
                                : null;
                if (why != null)
                    throw new UserError(file + ":" + line + ": datasets " + a.label() + " and " + b.label() + " "
                            + why + ": under split = datasets one would learn from its twin; give both the same "
                            + "[source=NAME] to hold them out together, or list one");
            }
    }

    /**
     * The labels of the {@code trainOn} group, from the suite's {@code groups} line; null without trainOn (every
     * other source). Refused in one line: trainOn without groups, an unknown group, a label that is not a dataset of
     * the suite, a label in two groups, a malformed group.
     */
    static Set<String> trainOn(Path file, Map<String, Integer> lines, Map<String, String> values, List<Entry> all) {
        String train = values.get("trainOn"), groups = values.get("groups");
        if (train == null && groups == null) return null;
        if (groups == null)
            throw new UserError(file + ":" + lines.get("trainOn") + ": trainOn names a group of the groups line; "
                    + "there is none (groups = NAME: label, label; NAME: ...)");
        int line = lines.get("groups");
        Set<String> labels = new HashSet<>();
        for (Entry e : all) labels.add(e.label());
        Map<String, Set<String>> byName = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        for (String g : groups.split(";")) {
            if (g.isBlank()) continue;
            int colon = g.indexOf(':');
            if (colon <= 0)
                throw new UserError(
                        file + ":" + line + ": groups: expected NAME: label, label, got '" + g.strip() + "'");
            String name = g.substring(0, colon).strip();
            Set<String> members = new LinkedHashSet<>();
            for (String l : g.substring(colon + 1).split(",")) {
                String label = l.strip();
                if (label.isEmpty()) continue;
                if (!labels.contains(label))
                    throw new UserError(file + ":" + line + ": groups: '" + label + "' is not a dataset of the suite");
                if (!seen.add(label))
                    throw new UserError(file + ":" + line + ": groups: '" + label + "' is in two groups");
                members.add(label);
            }
            if (byName.put(name, members) != null)
                throw new UserError(file + ":" + line + ": groups: '" + name + "' is named twice");
        }
        if (train == null) return null;
        Set<String> chosen = byName.get(train.strip());
        if (chosen == null)
            throw new UserError(file + ":" + lines.get("trainOn") + ": trainOn: no group '" + train.strip()
                    + "'; groups: " + String.join(", ", byName.keySet()));
        return chosen;
    }

    private static String folder(String source) {
        Path name = Path.of(source).getFileName();
        return name == null ? source : name.toString();
    }
}
