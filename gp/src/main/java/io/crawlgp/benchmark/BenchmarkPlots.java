package io.crawlgp.benchmark;

import io.crawlgp.io.ResultsCsv;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.plot.DotChart;
import io.crawlgp.plot.FigureOptions;
import io.crawlgp.plot.PerCycleChart;
import io.crawlgp.plot.Point;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The per-cycle figures of a benchmark folder: one per dataset, from {@code per_cycle/DATASET.csv.gz} (each
 * repeat's test folds, the run's fitness metric), drawn as {@code plot} draws a run's. With more than {@link
 * #ALL_UP_TO} methods the default set is the run's GP methods, the three best other ranked methods on that dataset
 * (summary.csv's means) and the bounds; {@code --methods} names others.
 */
public final class BenchmarkPlots {
    static final int ALL_UP_TO = 8;

    private BenchmarkPlots() {}

    /** Whether DIR is a finished benchmark folder (its per-cycle values kept per dataset). */
    public static boolean isBenchmark(Path dir) {
        return Files.isDirectory(dir.resolve(PerCycleFiles.FOLDER)) && Files.isRegularFile(dir.resolve("summary.csv"));
    }

    public static List<Path> draw(Path dir, Path out, String name, List<String> methods, FigureOptions options) {
        List<Path> files;
        try (Stream<Path> s = Files.list(dir.resolve(PerCycleFiles.FOLDER))) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".csv.gz"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserError("cannot list " + dir.resolve(PerCycleFiles.FOLDER) + ": " + e.getMessage());
        }
        FolderMethods ids = FolderMethods.of(dir);
        Map<String, Map<String, Double>> means = new LinkedHashMap<>(); // dataset -> method -> mean
        ResultsCsv.forEachRecord(
                dir.resolve("summary.csv"),
                new String[] {"dataset", "method", "mean"},
                (r, line) -> means.computeIfAbsent(r.get("dataset"), k -> new LinkedHashMap<>())
                        .put(r.get("method"), Double.parseDouble(r.get("mean"))));
        List<Path> written = new ArrayList<>();
        for (Path f : files) {
            String file = f.getFileName().toString(), dataset = file.substring(0, file.length() - ".csv.gz".length());
            List<Point> points = new ArrayList<>();
            Map<String, Integer> foldOf = new TreeMap<>();
            String[] metric = {""};
            ResultsCsv.forEachRecord(
                    dir.resolve(PerCycleFiles.FOLDER).resolve(dataset + ".csv"),
                    new String[] {"repeat", "fold", "cycle", "metric"},
                    (r, line) -> {
                        metric[0] = r.get("metric");
                        // a fold of each repeat is a fold of its own in the band
                        int fold = foldOf.computeIfAbsent(r.get("repeat") + "|" + r.get("fold"), k -> foldOf.size());
                        int cycle = Integer.parseInt(r.get("cycle"));
                        for (Map.Entry<String, String> e : r.toMap().entrySet())
                            if (!Set.of("repeat", "fold", "cycle", "metric").contains(e.getKey()))
                                points.add(new Point(e.getKey(), fold, cycle, Double.parseDouble(e.getValue())));
                    });
            List<String> chosen = chosen(points, means.getOrDefault(dataset, Map.of()), ids, methods);
            points.removeIf(p -> !chosen.contains(p.method()));
            points.sort(Comparator.comparingInt(p -> chosen.indexOf(p.method())));
            Metric m = Metrics.byName(metric[0]);
            Path png = out.resolve(dataset + ".png");
            PerCycleChart.perCycle(
                    points,
                    m.label() + " (" + (m.higherIsBetter() ? "higher" : "lower") + " is better)",
                    name + ", " + dataset + ": " + m.label() + " per cycle (mean over test folds)",
                    png,
                    1,
                    m.range().lowest(),
                    m.range().highest(),
                    options);
            written.add(png);
        }
        // every method's test mean on every dataset (summary.csv), the oracles beside as bounds
        Map<String, Map<String, Double>> byMethod = new LinkedHashMap<>();
        means.forEach((dataset, m) -> m.forEach((method, v) ->
                byMethod.computeIfAbsent(method, k -> new LinkedHashMap<>()).put(dataset, v)));
        Path png = out.resolve("means.png");
        DotChart.byDataset(byMethod, name + ": test mean per method and dataset (summary.csv)", "test mean", png);
        written.add(png);
        return written;
    }

    /** The methods drawn, in order: those named (case aside), or the default set (see the class comment). */
    private static List<String> chosen(
            List<Point> points, Map<String, Double> means, FolderMethods ids, List<String> methods) {
        List<String> present = points.stream().map(Point::method).distinct().toList();
        if (methods != null && !(methods.size() == 1 && methods.get(0).strip().equalsIgnoreCase("all"))) {
            List<String> out = new ArrayList<>();
            for (String m : methods) {
                String actual = present.stream()
                        .filter(p -> p.equalsIgnoreCase(m.strip()))
                        .findFirst()
                        .orElseThrow(() -> new UserError("--methods: no method '" + m + "'; present: " + present));
                out.add(actual);
            }
            return out;
        }
        if (methods != null || present.size() <= ALL_UP_TO) return present;
        List<String> out = new ArrayList<>();
        for (String p : present) if (ids.of(p).isGp()) out.add(p);
        List<String> others = new ArrayList<>(present);
        others.removeIf(p -> ids.of(p).isGp() || ids.of(p).isOracle() || !means.containsKey(p));
        others.sort(Comparator.comparingDouble((String p) -> means.get(p)).reversed());
        out.addAll(others.subList(0, Math.min(3, others.size())));
        for (String p : present) if (ids.of(p).isOracle()) out.add(p);
        return out;
    }
}
