package io.crawlgp.experiment;

import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.plot.Bar;
import io.crawlgp.plot.Charts;
import io.crawlgp.plot.Point;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The figures of an evaluation-contract results folder: one per-cycle plot per recorded metric that is not a bound
 * (mean over test folds with a 95% band; the paper's Fig. 1 for ChangeRate) and the summary bar chart.
 */
public final class ResultPlots {
    private ResultPlots() {}

    /**
     * Draws into {@code out}. {@code smooth}: centred moving average over this many cycles (0: automatic, 1 up to 80
     * cycles, else cycles/40). {@code methods}: the methods to draw, in order, matched case-insensitively (null: all).
     */
    public static List<Path> draw(Path results, Path out, String name, int smooth, List<String> methods) {
        if (smooth < 0) throw new UserError("--smooth must be >= 0, got " + smooth);
        List<Path> written = new ArrayList<>();
        List<CycleRow> rows = ResultTables.readPerCycle(results.resolve(ResultTables.PER_CYCLE));
        if (rows.isEmpty()) throw new UserError(results.resolve(ResultTables.PER_CYCLE) + ": no rows");
        if (methods != null) {
            Map<String, String> present = new TreeMap<>();
            for (CycleRow r : rows) present.put(r.method().toLowerCase(Locale.ROOT), r.method());
            List<String> order = new ArrayList<>();
            for (String m : methods) {
                String actual = present.get(m.strip().toLowerCase(Locale.ROOT));
                if (actual == null)
                    throw new UserError("--methods: no method '" + m + "' in " + results + "; present: "
                            + new TreeSet<>(present.values()));
                order.add(actual);
            }
            rows = rows.stream()
                    .filter(r -> order.contains(r.method()))
                    .sorted(Comparator.comparingInt(r -> order.indexOf(r.method())))
                    .toList();
        }
        int cycles = (int) rows.stream().mapToInt(CycleRow::cycle).distinct().count();
        int w = smooth > 0 ? smooth : (cycles <= 80 ? 1 : Math.max(2, cycles / 40));
        String how = w > 1
                ? " (moving average of " + w + " cycles; mean over test folds, 95% band)"
                : " (mean over test folds, 95% band)";
        Set<String> columns = rows.get(0).values().keySet();
        for (Metric m : Metrics.ALL) {
            if (m.isBound() || !columns.contains(m.name())) continue;
            List<Point> points = rows.stream()
                    .map(r -> new Point(r.method(), r.fold(), r.cycle(), r.value(m.name())))
                    .collect(Collectors.toList());
            Path png = out.resolve(m.name() + ".png");
            Charts.perCycle(
                    points,
                    m.label() + " (" + m.description().split(" \\(")[0] + ")",
                    name + ": " + m.label() + " per cycle" + how,
                    png,
                    w);
            written.add(png);
        }
        List<Bar> bars = ResultTables.readSummary(results.resolve(ResultTables.SUMMARY)).stream()
                .map(s -> new Bar(s.method(), s.mean(), s.ci95High()))
                .toList();
        Metric primary = Metrics.primary();
        Charts.summaryBars(
                bars,
                name + ": mean " + primary.label(),
                "Mean " + primary.label() + " (95% CI over folds)",
                out.resolve("summary.png"));
        written.add(out.resolve("summary.png"));
        return written;
    }
}
