package io.crawlgp.experiment;

import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.plot.Bar;
import io.crawlgp.plot.Charts;
import io.crawlgp.plot.FigureOptions;
import io.crawlgp.plot.PerCycleChart;
import io.crawlgp.plot.Point;
import io.crawlgp.policy.Policies;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The figures of an evaluation-contract results folder: one per-cycle plot per recorded metric that is not a bound
 * (mean over test folds with a 95% band; the paper's Fig. 1 for ChangeRate), each on its metric's own scale with its
 * direction in the axis label, and the summary bar chart.
 *
 * <p>A per-cycle plot of more than {@value #ALL_UP_TO} methods draws a readable default set: every GP variant (only each
 * run's {@code _Best} when there are more than three, as in a merged table), the three best other contenders and the best of the paper's baselines by the summary's mean, and the Oracle ({@code --methods
 * all} draws every method). The summary chart always shows every method.
 */
public final class ResultPlots {
    /** Up to this many methods, a per-cycle plot draws them all by default. */
    public static final int ALL_UP_TO = 8;

    private ResultPlots() {}

    /**
     * Draws into {@code out}. {@code smooth}: centred moving average over this many cycles (0: automatic, 1 up to 80
     * cycles, else cycles/40). {@code methods}: the methods to draw, in order, matched case-insensitively (null: the
     * default set; {@code [all]}: every method).
     */
    public static List<Path> draw(
            Path results, Path out, String name, int smooth, List<String> methods, FigureOptions options) {
        if (smooth < 0) throw new UserError("--smooth must be >= 0, got " + smooth);
        List<Path> written = new ArrayList<>();
        List<CycleRow> rows = ResultTables.readPerCycle(results.resolve(ResultTables.PER_CYCLE));
        if (rows.isEmpty()) throw new UserError(results.resolve(ResultTables.PER_CYCLE) + ": no rows");
        List<Summary> summary = ResultTables.readSummary(results.resolve(ResultTables.SUMMARY));
        if (methods == null) methods = defaultSet(rows, summary);
        else if (methods.size() == 1 && methods.get(0).strip().equalsIgnoreCase("all")) methods = null;
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
        // the title names a band only where one is drawn ("95% band" stood over figures without one)
        int drawn = (int) rows.stream().map(CycleRow::method).distinct().count();
        String band = options.drawBands(drawn) ? ", 95% band" : "";
        String how = w > 1
                ? " (moving average of " + w + " cycles; mean over test folds" + band + ")"
                : " (mean over test folds" + band + ")";
        Set<String> columns = rows.get(0).values().keySet();
        for (Metric m : Metrics.ALL) {
            if (m.isBound() || !columns.contains(m.name())) continue;
            List<Point> points = rows.stream()
                    .map(r -> new Point(r.method(), r.fold(), r.cycle(), r.value(m.name())))
                    .collect(Collectors.toList());
            Path png = out.resolve(m.name() + ".png");
            // the axis says the metric and its direction only: a longer label was clipped at paper size
            PerCycleChart.perCycle(
                    points,
                    m.label() + " (" + (m.higherIsBetter() ? "higher" : "lower") + " is better)",
                    name + ": " + m.label() + " per cycle" + how,
                    png,
                    w,
                    m.range().lowest(),
                    m.range().highest(),
                    options);
            written.add(png);
        }
        List<Bar> bars = summary.stream()
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

    /**
     * The default per-cycle set when there are more than {@link #ALL_UP_TO} methods (see the class comment), in the
     * summary's order of mean, best first; null (every method) otherwise.
     */
    static List<String> defaultSet(List<CycleRow> rows, List<Summary> summary) {
        Set<String> present = new LinkedHashSet<>();
        for (CycleRow r : rows) present.add(r.method());
        if (present.size() <= ALL_UP_TO) return null;
        List<Summary> ranked = new ArrayList<>(summary);
        ranked.removeIf(s -> !present.contains(s.method()));
        ranked.sort(Comparator.comparingDouble(Summary::mean).reversed());
        Set<String> baselines = new HashSet<>(Policies.paperBaselines());
        Set<String> chosen = new LinkedHashSet<>();
        List<String> gps =
                ranked.stream().map(Summary::method).filter(ResultPlots::isGp).toList();
        // several GP runs merged into one table: each run's chosen function (Best) stands for it
        if (gps.size() > 3)
            gps = gps.stream()
                    .filter(m -> {
                        GpVariant agg = MethodId.ofResult(m).aggregation();
                        return agg == null || agg == GpVariant.BEST;
                    })
                    .toList();
        chosen.addAll(gps);
        int others = 0;
        for (Summary s : ranked)
            if (others < 3 && !isGp(s.method()) && !MethodId.isOracle(s.method()) && chosen.add(s.method())) others++;
        for (Summary s : ranked)
            if (baselines.contains(s.method())) {
                chosen.add(s.method());
                break;
            }
        if (present.contains("Oracle")) chosen.add("Oracle");
        return List.copyOf(chosen);
    }

    private static boolean isGp(String method) {
        return MethodId.ofResult(method).isGp();
    }
}
