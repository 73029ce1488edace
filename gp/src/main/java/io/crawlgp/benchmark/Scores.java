package io.crawlgp.benchmark;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The benchmark's long-format scores: one value per dataset, method, repeat, test fold and metric, in the order
 * added (datasets in suite order, then repeats, methods in suite order, folds, metrics).
 */
public final class Scores {
    /** One row of scores.csv. */
    public record Row(String dataset, String method, int repeat, int fold, String metric, double value) {}

    private final List<Row> rows = new ArrayList<>();
    // (dataset, method, metric) -> "repeat/fold" -> value, filled as rows are added: every test reads these
    private final Map<List<String>, Map<String, Double>> byKey = new LinkedHashMap<>();

    // (dataset, method, metric) -> cycle -> its values over repeats: a time split's per-cycle scores, which its
    // tests read (consecutive cycles are dependent; see BenchmarkStats)
    private final Map<List<String>, TreeMap<Integer, List<Double>>> cycles = new LinkedHashMap<>();
    private final Set<String> perCycle = new HashSet<>(); // the datasets with such scores

    /** One scored cycle of a method's crawl under a time split (its test windows tile the end of the timeline). */
    public void addCycle(String dataset, String method, String metric, int cycle, double value) {
        cycles.computeIfAbsent(List.of(dataset, method, metric), k -> new TreeMap<>())
                .computeIfAbsent(cycle, k -> new ArrayList<>())
                .add(value);
        perCycle.add(dataset);
    }

    /** Whether a dataset's scores were kept per cycle (a time split). */
    public boolean hasCycles(String dataset) {
        return perCycle.contains(dataset);
    }

    /** A method's per-cycle values on a dataset, each the mean over repeats, in cycle order (empty when not kept). */
    public double[] cycleMeans(String dataset, String method, String metric) {
        TreeMap<Integer, List<Double>> m = cycles.get(List.of(dataset, method, metric));
        if (m == null) return new double[0];
        return m.values().stream()
                .mapToDouble(v ->
                        v.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN))
                .toArray();
    }

    public void add(Row r) {
        rows.add(r);
        byKey.computeIfAbsent(List.of(r.dataset(), r.method(), r.metric()), k -> new LinkedHashMap<>())
                .put(r.repeat() + "/" + r.fold(), r.value());
    }

    public List<Row> rows() {
        return List.copyOf(rows);
    }

    /** Datasets in first-seen order. */
    public List<String> datasets() {
        Set<String> out = new LinkedHashSet<>();
        for (Row r : rows) out.add(r.dataset());
        return List.copyOf(out);
    }

    /** Methods of a dataset in first-seen order. */
    public List<String> methods(String dataset) {
        Set<String> out = new LinkedHashSet<>();
        for (Row r : rows) if (r.dataset().equals(dataset)) out.add(r.method());
        return List.copyOf(out);
    }

    /**
     * The values of one method on one dataset and metric, keyed "repeat/fold", in order: the paired unit of every
     * test (the same pages and the same tie-break seed for every method).
     */
    public Map<String, Double> values(String dataset, String method, String metric) {
        return new LinkedHashMap<>(byKey.getOrDefault(List.of(dataset, method, metric), Map.of()));
    }
}
