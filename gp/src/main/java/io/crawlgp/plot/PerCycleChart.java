package io.crawlgp.plot;

import io.crawlgp.util.MethodId;
import io.crawlgp.util.Stats;
import java.awt.Color;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The per-cycle figure (the paper's Fig. 1 for ChangeRate): each method's mean value per cycle over the test folds,
 * with a 95% band where few methods are drawn, lines that coincide drawn once, about ten ticks on either axis.
 */
public final class PerCycleChart {
    private PerCycleChart() {}

    /**
     * Mean per-cycle value over folds with a 95% t band for each method (the paper's Fig. 1 for ChangeRate); the
     * value axis is labelled {@code yLabel}. With {@code smooth > 1} each fold's series is
     * first replaced by its centred moving average over {@code smooth} cycles (fewer at the ends), then averaged over
     * folds with a 95% band. Bands are clipped to the metric's range [{@code lowest}, {@code highest}]; a bounded metric
     * (a share) is drawn on its whole range, an unbounded one (an age, a staleness) on the data's own scale from 0.
     * Each method is drawn in its {@link MethodStyle}, markers every few cycles so lines stay apart in grey print.
     */
    public static void perCycle(
            List<Point> rows,
            String yLabel,
            String title,
            Path png,
            int smooth,
            double lowest,
            double highest,
            FigureOptions options) {
        FigureOptions.Size size = options.size();
        Charts.save(
                perCycleChart(rows, yLabel, title, smooth, lowest, highest, options),
                png,
                size.pngWidth,
                size.pngHeight,
                size.svgWidthPt);
    }

    /**
     * The per-cycle chart itself (see {@link #perCycle}), laid out by {@code options}: bands only up to a few methods
     * (or as asked), the value range from the data unless set, the legend below the plot at paper and column size and
     * right of it on a slide, and cycles before the first scored one shaded as warm-up.
     */
    static JFreeChart perCycleChart(
            List<Point> rows,
            String yLabel,
            String title,
            int smooth,
            double lowest,
            double highest,
            FigureOptions options) {
        // method -> fold -> cycle -> value
        Map<String, TreeMap<Integer, TreeMap<Integer, Double>>> raw = new LinkedHashMap<>();
        for (Point r : rows)
            raw.computeIfAbsent(r.method(), m -> new TreeMap<>())
                    .computeIfAbsent(r.fold(), f -> new TreeMap<>())
                    .put(r.cycle(), r.value());
        Map<String, TreeMap<Integer, List<Double>>> byMethod = new LinkedHashMap<>();
        for (Map.Entry<String, TreeMap<Integer, TreeMap<Integer, Double>>> m : raw.entrySet()) {
            TreeMap<Integer, List<Double>> perCycle = new TreeMap<>();
            for (TreeMap<Integer, Double> fold : m.getValue().values()) {
                Integer[] cycles = fold.keySet().toArray(new Integer[0]);
                double[] vals =
                        fold.values().stream().mapToDouble(Double::doubleValue).toArray();
                int half = Math.max(0, smooth - 1) / 2;
                for (int i = 0; i < vals.length; i++) {
                    double sum = 0;
                    int n = 0;
                    for (int j = Math.max(0, i - half); j <= Math.min(vals.length - 1, i + (smooth - 1 - half)); j++) {
                        sum += vals[j];
                        n++;
                    }
                    perCycle.computeIfAbsent(cycles[i], c -> new ArrayList<>()).add(sum / n);
                }
            }
            byMethod.put(m.getKey(), perCycle);
        }
        // methods whose lines coincide at every cycle (GP4C_Best, _Sum and _Avg choosing one function) are drawn
        // once, in the first one's look, and named together in the legend
        Map<String, String> lookOf = new LinkedHashMap<>(); // legend label -> the method whose look it takes
        Map<String, TreeMap<Integer, List<Double>>> drawn = new LinkedHashMap<>();
        for (Map.Entry<String, TreeMap<Integer, List<Double>>> e : byMethod.entrySet()) {
            String same = null;
            for (Map.Entry<String, TreeMap<Integer, List<Double>>> d : drawn.entrySet())
                if (d.getValue().equals(e.getValue())) same = d.getKey();
            if (same == null) {
                drawn.put(e.getKey(), e.getValue());
                lookOf.put(e.getKey(), e.getKey());
            } else {
                String label = same + " = " + e.getKey();
                Map<String, TreeMap<Integer, List<Double>>> renamed = new LinkedHashMap<>();
                Map<String, String> looks = new LinkedHashMap<>();
                for (Map.Entry<String, TreeMap<Integer, List<Double>>> d : drawn.entrySet()) {
                    String k = d.getKey().equals(same) ? label : d.getKey();
                    renamed.put(k, d.getValue());
                    looks.put(k, lookOf.get(d.getKey()));
                }
                drawn.clear();
                drawn.putAll(renamed);
                lookOf.clear();
                lookOf.putAll(looks);
            }
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        for (Map.Entry<String, TreeMap<Integer, List<Double>>> e : drawn.entrySet()) {
            YIntervalSeries s = new YIntervalSeries(e.getKey());
            for (Map.Entry<Integer, List<Double>> c : e.getValue().entrySet()) {
                double[] v =
                        c.getValue().stream().mapToDouble(Double::doubleValue).toArray();
                double m = Stats.mean(v), hw = Stats.ci95HalfWidth(v);
                if (Double.isNaN(hw)) hw = 0;
                s.add(c.getKey(), m, Math.max(lowest, m - hw), Math.min(highest, m + hw));
            }
            data.addSeries(s);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(
                title, "Cycle", yLabel, data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        int cycles = drawn.values().stream().mapToInt(Map::size).max().orElse(1);
        int step = Math.max(1, cycles / 12);
        boolean bands = options.drawBands(drawn.size());
        XYLineAndShapeRenderer renderer = Charts.sparseMarkers(step, bands);
        if (renderer instanceof DeviationRenderer d) d.setAlpha(0.18f);
        Charts.styleSeries(renderer, List.copyOf(lookOf.values()), bands);
        plot.setRenderer(renderer);
        Charts.style(chart);
        if (!options.size().legendRight) chart.getLegend().setPosition(RectangleEdge.BOTTOM);
        NumberAxis x = (NumberAxis) plot.getDomainAxis();
        int lastCycle = rows.stream().mapToInt(Point::cycle).max().orElse(1);
        x.setTickUnit(new NumberTickUnit(
                tickStep(lastCycle - rows.stream().mapToInt(Point::cycle).min().orElse(1))));
        int first = rows.stream().mapToInt(Point::cycle).min().orElse(1);
        if (first > 1) {
            // the warm-up: cycles crawled before the first scored one, shaded and named
            // the axis label names it: a label inside a band of two cycles would be clipped
            IntervalMarker warmup = new IntervalMarker(0.5, first - 0.5, new Color(0xe8e8e8));
            plot.addDomainMarker(warmup, Layer.BACKGROUND);
            x.setLabel("Cycle (shaded: warm-up, cycles 1-" + (first - 1) + ", crawled but not scored)");
            x.setAutoRange(false);
            x.setRange(0.5, rows.stream().mapToInt(Point::cycle).max().orElse(first) + 0.5);
        }
        NumberAxis y = (NumberAxis) plot.getRangeAxis();
        if (!Double.isNaN(options.yMin()) || !Double.isNaN(options.yMax())) {
            // the range asked for; an open side from the data
            y.setAutoRangeIncludesZero(false);
            double lo = options.yMin(), hi = options.yMax();
            if (Double.isNaN(lo) || Double.isNaN(hi)) {
                double[] d = dataRange(data);
                double pad = 0.05 * (d[1] - d[0]);
                if (Double.isNaN(lo)) lo = d[0] - pad;
                if (Double.isNaN(hi)) hi = d[1] + pad;
            }
            y.setRange(lo, Math.max(hi, lo + 1e-9));
        } else if (Double.isFinite(highest)) {
            // the data's range with its bands, 5% of it either side (at least 1% of the metric's range), within the
            // metric's own [lowest, highest] (a fixed 0-1 axis left data in 0.45-1.0 in half the plot); the
            // contenders' range, not an oracle's: a bound far above would squash where they differ
            double[] d = dataRange(data, true);
            double lo = d[0], hi = d[1];
            if (!(lo <= hi)) {
                lo = lowest;
                hi = highest;
            }
            double pad = Math.max(0.05 * (hi - lo), 0.01 * (highest - lowest));
            double top = Math.min(highest + 0.02 * (highest - lowest), hi + pad);
            y.setRange(Math.max(lowest, lo - pad), top);
            for (int i = 0; i < data.getSeriesCount(); i++) { // an oracle above the axis: named with its mean
                String name = data.getSeriesKey(i).toString();
                if (!MethodId.isOracle(name) || data.getItemCount(i) == 0) continue;
                double sum = 0, least = Double.POSITIVE_INFINITY;
                for (int j = 0; j < data.getItemCount(i); j++) {
                    sum += data.getYValue(i, j);
                    least = Math.min(least, data.getYValue(i, j));
                }
                if (least > top)
                    chart.addSubtitle(new TextTitle(String.format(
                            Locale.ROOT, "%s (a bound) above the axis: mean %.3f", name, sum / data.getItemCount(i))));
            }
        } else y.setAutoRangeIncludesZero(lowest == 0);
        if (!y.isAutoRange())
            y.setTickUnit(new NumberTickUnit(Charts.valueStep(y.getUpperBound() - y.getLowerBound())));
        return chart;
    }

    /** A whole tick step of 1, 2 or 5 times a power of ten giving at most about ten ticks over {@code span}. */
    static int tickStep(int span) {
        for (int unit = 1; ; unit *= 10)
            for (int k : new int[] {1, 2, 5}) if ((long) k * unit * 10 >= span) return k * unit;
    }

    /** The lowest band start and highest band end of the data (+inf, -inf when empty). */
    private static double[] dataRange(YIntervalSeriesCollection data) {
        return dataRange(data, false);
    }

    /** {@link #dataRange}, of the series that are not oracles when {@code contenders} and any such series exists. */
    private static double[] dataRange(YIntervalSeriesCollection data, boolean contenders) {
        boolean any = false;
        for (int i = 0; i < data.getSeriesCount(); i++)
            any |= !MethodId.isOracle(data.getSeriesKey(i).toString());
        boolean skip = contenders && any;
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < data.getSeriesCount(); i++)
            for (int j = 0; j < data.getItemCount(i); j++) {
                if (skip && MethodId.isOracle(data.getSeriesKey(i).toString())) break;
                lo = Math.min(lo, data.getStartYValue(i, j));
                hi = Math.max(hi, data.getEndYValue(i, j));
            }
        return new double[] {lo, hi};
    }
}
