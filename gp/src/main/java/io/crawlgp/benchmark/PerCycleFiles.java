package io.crawlgp.benchmark;

import io.crawlgp.io.ResultsCsv;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every contender's per-cycle values of a benchmark's primary metric, so that a within-dataset test
 * (Diebold-Mariano under time folds) or a per-cycle figure can be recomputed from the folder without rerunning the
 * rules. One file per dataset, {@code per_cycle/DATASET.csv.gz}: a row per (repeat, fold, scored cycle), a column per
 * contender in the suite's order. The wide layout keeps a cycle's values side by side, where gzip finds the values
 * contenders share (the page-fold web suite in long form would be several MB; per dataset and wide it keeps within the
 * results README's 1 MB a file).
 */
final class PerCycleFiles {
    private PerCycleFiles() {}

    /** The folder below a benchmark's output. */
    static final String FOLDER = "per_cycle";

    /** One (dataset, method, repeat, fold) test crawl's values, scored cycle {@code first} onwards. */
    record Crawl(String dataset, String method, int repeat, int fold, int first, double[] values) {}

    /** The fixed columns before the contenders'. */
    static final List<String> KEYS = List.of("repeat", "fold", "cycle", "metric");

    static void write(Path folder, String metric, List<Crawl> crawls) {
        Map<String, List<Crawl>> byDataset = new LinkedHashMap<>();
        for (Crawl c : crawls)
            byDataset.computeIfAbsent(c.dataset(), k -> new ArrayList<>()).add(c);
        Set<String> used = new HashSet<>();
        for (Map.Entry<String, List<Crawl>> e : byDataset.entrySet())
            writeDataset(folder.resolve(fileName(e.getKey(), used)), metric, e.getValue());
    }

    /** A dataset label as a file name: characters other than letters, digits, '.', '_' and '-' become '_'. */
    static String fileName(String dataset, Set<String> used) {
        String base = dataset.replaceAll("[^A-Za-z0-9._-]", "_");
        if (base.startsWith(".")) base = "_" + base.substring(1);
        String name = base;
        for (int i = 2; !used.add(name); i++) name = base + "-" + i;
        return name + ".csv.gz";
    }

    private static void writeDataset(Path file, String metric, List<Crawl> crawls) {
        List<String> methods = new ArrayList<>();
        Map<List<Integer>, Map<String, Crawl>> byUnit = new LinkedHashMap<>(); // (repeat, fold) -> method -> crawl
        for (Crawl c : crawls) {
            if (!methods.contains(c.method())) methods.add(c.method());
            byUnit.computeIfAbsent(List.of(c.repeat(), c.fold()), k -> new LinkedHashMap<>())
                    .put(c.method(), c);
        }
        List<String> header = new ArrayList<>(KEYS);
        header.addAll(methods);
        ResultsCsv.writeGz(file, header.toArray(String[]::new), p -> {
            for (Map.Entry<List<Integer>, Map<String, Crawl>> u : byUnit.entrySet()) {
                // every contender of a unit scores the same cycles (the same fold, warm-up and window); the union is
                // written all the same, a blank where a crawl has no value
                int lo = Integer.MAX_VALUE, hi = Integer.MIN_VALUE;
                for (Crawl c : u.getValue().values()) {
                    lo = Math.min(lo, c.first());
                    hi = Math.max(hi, c.first() + c.values().length - 1);
                }
                for (int cycle = lo; cycle <= hi; cycle++) {
                    List<Object> row = new ArrayList<>(
                            List.of(u.getKey().get(0), u.getKey().get(1), cycle, metric));
                    for (String m : methods) {
                        Crawl c = u.getValue().get(m);
                        int i = c == null ? -1 : cycle - c.first();
                        row.add(i >= 0 && i < c.values().length ? ResultsCsv.num(c.values()[i]) : "");
                    }
                    p.printRecord(row);
                }
            }
        });
    }
}
