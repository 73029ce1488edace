package io.crawlgp.benchmark;

import io.crawlgp.dataset.SignalModel;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.plot.Charts;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.ToDoubleFunction;

/**
 * Where signals stop helping: when a suite's datasets differ in their signal model (the same sources
 * under several recalls and false-positive rates), each method's mean of the metric per model in
 * {@code signal-sweep.csv}, and figures of it against the false-positive rate (one per recall) and against the recall
 * (one per false-positive rate), averaged over the sources, one line per method in its style everywhere.
 */
final class SignalSweep {
    private SignalSweep() {}

    /** One method's mean on one dataset entry, with the entry's source and model. */
    private record Point(String source, SignalModel model, String method, double mean) {}

    static void write(Path out, Suite suite, List<BenchmarkStats.SummaryRow> summary, String metric) {
        Map<String, Suite.DatasetEntry> byLabel = new LinkedHashMap<>();
        for (Suite.DatasetEntry d : suite.datasets()) byLabel.put(d.label(), d);
        TreeSet<String> models = new TreeSet<>();
        for (Suite.DatasetEntry d : suite.datasets())
            if (d.spec().signals().declared()) models.add(d.spec().signals().toString());
        if (models.size() < 2) return; // not a sweep
        List<Point> points = new ArrayList<>();
        for (BenchmarkStats.SummaryRow r : summary) {
            Suite.DatasetEntry d = byLabel.get(r.dataset());
            if (!r.metric().equals(metric) || d == null || !d.spec().signals().declared()) continue;
            points.add(new Point(d.source(), d.spec().signals(), r.method(), r.mean()));
        }
        ResultsCsv.write(
                out.resolve("signal-sweep.csv"),
                new String[] {"source", "signals", "recall", "false_positives", "delay", "method", "metric", "mean"},
                p -> {
                    for (Point x : points)
                        p.printRecord(
                                x.source(),
                                x.model().mixture(),
                                ResultsCsv.num(x.model().recall()),
                                ResultsCsv.num(x.model().falsePositives()),
                                x.model().delay(),
                                x.method(),
                                metric,
                                ResultsCsv.num(x.mean()));
                });
        figures(
                out,
                points,
                metric,
                "fp",
                "false positives per page and cycle",
                m -> m.falsePositives(),
                m -> m.recall(),
                "recall");
        figures(out, points, metric, "recall", "recall", m -> m.recall(), m -> m.falsePositives(), "false positives");
    }

    /** One figure per value of {@code group} (and mixture and delay): the metric against {@code x}, mean over sources. */
    private static void figures(
            Path out,
            List<Point> points,
            String metric,
            String name,
            String xLabel,
            ToDoubleFunction<SignalModel> x,
            ToDoubleFunction<SignalModel> group,
            String groupLabel) {
        Map<String, Map<String, TreeMap<Double, double[]>>> byGroup = new TreeMap<>(); // group -> method -> x -> sum, n
        for (Point p : points) {
            String g = String.format(
                    Locale.ROOT,
                    "%s %s, %s, delay %d",
                    groupLabel,
                    ResultsCsv.num(group.applyAsDouble(p.model())),
                    p.model().mixture(),
                    p.model().delay());
            double[] acc = byGroup.computeIfAbsent(g, k -> new LinkedHashMap<>())
                    .computeIfAbsent(p.method(), k -> new TreeMap<>())
                    .computeIfAbsent(x.applyAsDouble(p.model()), k -> new double[2]);
            acc[0] += p.mean();
            acc[1]++;
        }
        int i = 0;
        for (Map.Entry<String, Map<String, TreeMap<Double, double[]>>> g : byGroup.entrySet()) {
            Map<String, double[][]> series = new LinkedHashMap<>();
            for (Map.Entry<String, TreeMap<Double, double[]>> m : g.getValue().entrySet()) {
                if (m.getValue().size() < 2) continue; // one point is no curve
                double[][] xy = new double[m.getValue().size()][];
                int j = 0;
                for (Map.Entry<Double, double[]> e : m.getValue().entrySet())
                    xy[j++] = new double[] {e.getKey(), e.getValue()[0] / e.getValue()[1]};
                series.put(m.getKey(), xy);
            }
            if (series.isEmpty()) continue;
            Charts.curves(
                    series,
                    metric + " against the signals' " + xLabel + " (" + g.getKey() + "; mean over sources)",
                    xLabel,
                    metric,
                    out.resolve("signal-sweep-" + name + "-" + (++i) + ".png"));
        }
    }
}
