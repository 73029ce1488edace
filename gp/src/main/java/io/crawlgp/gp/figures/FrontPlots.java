package io.crawlgp.gp.figures;

import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.FrontRow;
import io.crawlgp.plot.Charts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The size/quality front of a run with {@code objectives = METRIC,size} (front.csv): per fold, the test fitness of the
 * front member of each size that validation would pick, and the training fitness the front reached per size, so that
 * what a larger tree buys on unseen pages shows beside what it bought on the training pages.
 */
public final class FrontPlots {
    private FrontPlots() {}

    /**
     * Per fold and tree size, the front member selection would take (best validation; the first in file order among
     * equals), by fold then size: what the figure draws and the report lists.
     */
    public static List<FrontRow> bestBySize(List<FrontRow> front) {
        Map<Integer, TreeMap<Integer, FrontRow>> byFold = new TreeMap<>();
        for (FrontRow r : front)
            byFold.computeIfAbsent(r.fold(), f -> new TreeMap<>())
                    .merge(r.size(), r, (a, b) -> b.validation() > a.validation() ? b : a);
        List<FrontRow> out = new ArrayList<>();
        byFold.values().forEach(bySize -> out.addAll(bySize.values()));
        return out;
    }

    public static List<Path> draw(Path results, Path out, String name) {
        Path file = results.resolve(GpResultsCsv.FRONT);
        if (!Files.isRegularFile(file)) return List.of();
        Map<Integer, List<FrontRow>> byFold = new TreeMap<>();
        for (FrontRow r : GpResultsCsv.readFront(file))
            byFold.computeIfAbsent(r.fold(), f -> new ArrayList<>()).add(r);
        if (byFold.isEmpty()) return List.of();
        // per fold and size, the member selection would take (best validation): its test fitness; and per size the
        // training fitness the front reached, averaged over the folds that have a member of that size
        Map<String, double[][]> series = new LinkedHashMap<>();
        TreeMap<Integer, double[]> training = new TreeMap<>();
        byFold.forEach((fold, rows) -> {
            series.put(
                    "fold " + fold + " test",
                    bestBySize(rows).stream()
                            .map(r -> new double[] {r.size(), r.test()})
                            .toArray(double[][]::new));
            TreeMap<Integer, Double> bestTrain = new TreeMap<>();
            for (FrontRow r : rows) bestTrain.merge(r.size(), r.train(), Math::max);
            bestTrain.forEach((size, v) -> {
                double[] acc = training.computeIfAbsent(size, x -> new double[2]);
                acc[0] += v;
                acc[1]++;
            });
        });
        series.put(
                "training (mean over folds)",
                training.entrySet().stream()
                        .map(e -> new double[] {e.getKey(), e.getValue()[0] / e.getValue()[1]})
                        .toArray(double[][]::new));
        Path png = out.resolve("front.png");
        Charts.lines(
                series,
                name + ": size/quality front (NSGA-II), fitness against tree size",
                "Tree size (nodes)",
                "Fitness",
                png);
        return List.of(png);
    }
}
