package io.crawlgp.benchmark;

import io.crawlgp.dataset.DatasetRecipes;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.Split;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.SettingsFile;
import io.crawlgp.io.StrictText;
import io.crawlgp.util.KeyValues;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A suite's datasets line read and each entry's settings resolved: a label, a folder or generator, its own settings in
 * brackets (its {@code source} taken out: the source it is held out with), and its settings as the suite, the entry and
 * under split = datasets the other sources' folders make them.
 */
final class SuiteDatasets {
    private SuiteDatasets() {}

    /** A dataset entry as written: label, folder or generator, own settings, and its [source=NAME] (null: none). */
    record Written(String label, String source, Map<String, String> settings, String group) {}

    /** A dataset's settings: paper defaults, the suite's, the dataset's own, its source; refused in one line. */
    static GpSettings resolved(
            Path file, Map<String, String> suite, Written d, List<Sources.Entry> all, Set<String> trainOn) {
        // by canonical name, so that a dataset's own setting replaces the suite's however either is spelt; each kept
        // under the key as typed, so that a refusal names it as the suite writes it (signalDelay, not its path)
        Map<String, String[]> byCanonical = new LinkedHashMap<>(); // canonical name -> {key as typed, value}
        suite.forEach((k, v) -> byCanonical.put(Suite.canonical(k), new String[] {typedKey(k), v}));
        d.settings().forEach((k, v) -> byCanonical.put(Suite.canonical(k), new String[] {typedKey(k), v}));
        byCanonical.put(Suite.canonical("dataset"), new String[] {"dataset", d.source()});
        String[] split = byCanonical.get(Suite.canonical("split"));
        if (split != null && Split.DATASETS.written().equalsIgnoreCase(split[1].strip())) {
            if (byCanonical.containsKey(Suite.canonical("instances")))
                throw new UserError(file + ": dataset " + d.label() + ": under split = datasets the suite lists the "
                        + "instances itself (every other source's datasets); do not set instances");
            byCanonical.put(Suite.canonical("instances"), new String[] {
                "instances", String.join(",", Sources.others(file, d.label(), all, trainOn))
            });
        }
        Map<String, String> o = new LinkedHashMap<>();
        for (String[] kv : byCanonical.values()) o.put(kv[0], kv[1]);
        try {
            return SettingsFile.load(null, GpSettings.paper(), o);
        } catch (UserError e) {
            throw new UserError(
                    file + ": dataset " + d.label() + ": " + e.getMessage().replace("--set ", ""));
        }
    }

    /** A key as typed, unless it is the suite's own alias ({@code metric}), which only the suite reads: its name then. */
    static String typedKey(String key) {
        String c = Suite.canonical(key);
        return RecordOverrides.canonical(GpSettings.paper(), key).equals(c) ? key : c;
    }

    static List<Written> read(Path file, int line, String list) {
        List<Written> out = new ArrayList<>();
        Set<String> labels = new LinkedHashSet<>();
        for (String item : Suite.split(list)) {
            String label = null, rest = item;
            int eq = item.indexOf('='), br = item.indexOf('['), colon = item.indexOf(':');
            if (eq > 0 && (br < 0 || eq < br) && (colon < 0 || eq < colon)) {
                label = item.substring(0, eq).strip();
                rest = item.substring(eq + 1).strip();
            }
            Map<String, String> own = new LinkedHashMap<>();
            String source = rest;
            int open = rest.indexOf('[');
            if (open >= 0) {
                if (!rest.endsWith("]"))
                    throw new UserError(file + ":" + line + ": dataset '" + item + "': expected SOURCE[k=v;k=v]");
                source = rest.substring(0, open).strip();
                own.putAll(KeyValues.read(
                        rest.substring(open + 1, rest.length() - 1),
                        ";",
                        file + ":" + line + ": dataset '" + StrictText.escape(item, 80) + "'",
                        Suite::canonical));
            }
            // a generator (synthetic or gamma-poisson, with settings after ':') or a folder: what DatasetSpec accepts
            boolean generated = DatasetSpec.of(source).isSynthetic();
            if (generated) {
                source = source.replace(';', ',');
                try {
                    DatasetSpec.of(source).checkGenerator();
                } catch (UserError e) {
                    throw new UserError(
                            file + ":" + line + ": dataset '" + StrictText.escape(item, 80) + "': " + e.getMessage());
                }
            } else if (!Files.isDirectory(Path.of(source)))
                throw new UserError(file + ":" + line + ": dataset '" + StrictText.escape(source, 120)
                        + "' is no folder here; known: " + String.join(", ", known(file))
                        + ", synthetic[:k=v;...], gamma-poisson[:k=v;...]" + recipe(source));
            if (label == null)
                label = generated
                        ? source.contains(":") ? source.substring(0, source.indexOf(':')) : source
                        : Path.of(source).getFileName().toString();
            Suite.checkLabel(file, line, "dataset", label);
            if (!labels.add(label))
                throw new UserError(file + ":" + line + ": two datasets are labelled '" + label
                        + "'; give one a label of its own (LABEL=SOURCE[...])");
            String group = own.remove(Sources.SOURCE_KEY);
            if (group != null && group.isBlank())
                throw new UserError(file + ":" + line + ": dataset '" + StrictText.escape(item, 80)
                        + "': source= names the source it is held out with; give a name");
            out.add(new Written(label, source, own, group == null ? null : group.strip()));
        }
        if (out.isEmpty()) throw new UserError(file + ":" + line + ": datasets lists nothing");
        return out;
    }

    private static String recipe(String source) {
        String r = DatasetRecipes.recipe(Path.of(source));
        return r == null ? "" : " (build it with: " + r + ")";
    }

    /** The bundled dataset folders beside the suite's experiments folder: DIR/../datasets/* with a pages file. */
    static List<String> known(Path suite) {
        List<String> out = new ArrayList<>();
        Path root = suite.toAbsolutePath().getParent();
        Path datasets = root == null || root.getParent() == null
                ? null
                : root.getParent().resolve("datasets");
        if (datasets == null || !Files.isDirectory(datasets)) return out;
        try (Stream<Path> s = Files.list(datasets)) {
            s.filter(p -> Files.exists(p.resolve("pages.csv")) || Files.exists(p.resolve("pages.csv.gz")))
                    .map(p -> "datasets/" + p.getFileName())
                    .sorted()
                    .forEach(out::add);
        } catch (IOException e) {
            // the list is a hint only
        }
        return out;
    }
}
