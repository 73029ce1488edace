package io.crawlgp.plot;

import io.crawlgp.io.AtomicFiles;
import io.crawlgp.util.Stats;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.category.StatisticalBarRenderer;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.statistics.DefaultStatisticalCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The workbench's figures, drawn from tidy result rows and saved twice, atomically: a PNG for screens and reports, and
 * beside it an SVG of the same chart for papers ({@link PaperSvg}: 504 pt wide, a two-column paper's text width, with
 * 8-10 pt type). Legends sit right of the plot, outside the data; bar values are written under the bars' names, never
 * on the whiskers.
 */
public final class Charts {
    /** Type sizes of one rendering: title, axis and legend labels, tick and value labels. */
    record Fonts(Font title, Font label, Font tick) {
        static Fonts of(int title, int label, int tick) {
            return new Fonts(
                    new Font(Font.SANS_SERIF, Font.BOLD, title),
                    new Font(Font.SANS_SERIF, Font.PLAIN, label),
                    new Font(Font.SANS_SERIF, Font.PLAIN, tick));
        }
    }

    static final Fonts SCREEN = Fonts.of(18, 15, 13);

    private Charts() {}

    /**
     * Mean per-cycle value over folds with a 95% t band for each method (the paper's Fig. 1 for ChangeRate); the
     * value axis is labelled {@code yLabel}. With {@code smooth > 1} each fold's series is
     * first replaced by its centred moving average over {@code smooth} cycles (fewer at the ends), then averaged over
     * folds with a 95% band. Bands are clipped to [0, 1].
     */
    public static void perCycle(List<Point> rows, String yLabel, String title, Path png, int smooth) {
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
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        for (Map.Entry<String, TreeMap<Integer, List<Double>>> e : byMethod.entrySet()) {
            YIntervalSeries s = new YIntervalSeries(e.getKey());
            for (Map.Entry<Integer, List<Double>> c : e.getValue().entrySet()) {
                double[] v =
                        c.getValue().stream().mapToDouble(Double::doubleValue).toArray();
                double m = Stats.mean(v), hw = Stats.ci95HalfWidth(v);
                if (Double.isNaN(hw)) hw = 0;
                s.add(c.getKey(), m, Math.max(0, m - hw), Math.min(1, m + hw));
            }
            data.addSeries(s);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(
                title, "Cycle", yLabel, data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        DeviationRenderer renderer = new DeviationRenderer(true, false);
        renderer.setAlpha(0.18f);
        int i = 0;
        for (String method : byMethod.keySet()) {
            renderer.setSeriesPaint(i, Palette.color(method, i));
            renderer.setSeriesFillPaint(i, Palette.color(method, i));
            renderer.setSeriesStroke(i, Palette.stroke(method));
            i++;
        }
        plot.setRenderer(renderer);
        style(chart);
        NumberAxis x = (NumberAxis) plot.getDomainAxis();
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        ((NumberAxis) plot.getRangeAxis()).setRange(0, 1.02);
        save(chart, png, 1200, 700);
    }

    /** Mean per method with 95% confidence whiskers, best first, with this value-axis label (Table 2 as a picture). */
    public static void summaryBars(List<Bar> summaries, String title, String valueLabel, Path png) {
        List<Bar> sorted = new ArrayList<>(summaries);
        sorted.sort((a, b) -> Double.compare(b.mean(), a.mean()));
        DefaultStatisticalCategoryDataset data = new DefaultStatisticalCategoryDataset();
        for (Bar s : sorted) {
            double hw = Double.isNaN(s.ci95High()) ? 0 : s.ci95High() - s.mean();
            // the value goes under the name: a label on the bar would sit on its whisker
            data.add(s.mean(), hw, "mean", s.method() + "  " + String.format(Locale.ROOT, "%.3f", s.mean()));
        }
        // horizontal bars, best on top: names of any length read level, one per line
        JFreeChart chart = ChartFactory.createBarChart(
                title, null, valueLabel, data, PlotOrientation.HORIZONTAL, false, false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        StatisticalBarRenderer renderer = new StatisticalBarRenderer() {
            @Override
            public Paint getItemPaint(int row, int column) {
                return Palette.color(sorted.get(column).method(), column);
            }
        };
        renderer.setErrorIndicatorPaint(Color.BLACK);
        renderer.setDrawBarOutline(false);
        renderer.setShadowVisible(false);
        renderer.setBarPainter(new StandardBarPainter());
        plot.setRenderer(renderer);
        CategoryAxis x = plot.getDomainAxis();
        x.setMaximumCategoryLabelWidthRatio(0.5f);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_LEFT);
        style(chart);
        ((NumberAxis) plot.getRangeAxis()).setUpperMargin(0.05);
        save(chart, png, 1000, Math.max(360, 110 + 34 * sorted.size()));
    }

    /** Simple line chart of several named series against an integer x (e.g. best fitness per generation). */
    public static void lines(Map<String, double[][]> series, String title, String xLabel, String yLabel, Path png) {
        JFreeChart chart = xyLines(series, title, xLabel, yLabel, false);
        style(chart);
        ((NumberAxis) chart.getXYPlot().getRangeAxis()).setAutoRangeIncludesZero(false);
        ((NumberAxis) chart.getXYPlot().getDomainAxis())
                .setStandardTickUnits(NumberAxis.createIntegerTickUnits()); // x is a count
        save(chart, png, 1100, 650);
    }

    /** Lines with points of several named series against a positive x on a logarithmic axis (e.g. a cost). */
    public static void linesLogX(Map<String, double[][]> series, String title, String xLabel, String yLabel, Path png) {
        JFreeChart chart = xyLines(series, title, xLabel, yLabel, true);
        LogAxis x = new LogAxis(xLabel);
        x.setBase(2);
        x.setTickUnit(new NumberTickUnit(1)); // a tick at every power of two
        x.setNumberFormatOverride(new DecimalFormat("#,##0.##")); // the value, not the exponent
        chart.getXYPlot().setDomainAxis(x);
        style(chart);
        ((NumberAxis) chart.getXYPlot().getRangeAxis()).setAutoRangeIncludesZero(true);
        save(chart, png, 1100, 650);
    }

    /** An XY line chart of named series (x in the given order when {@code points}: a curve, not a function of x), coloured by name. */
    private static JFreeChart xyLines(
            Map<String, double[][]> series, String title, String xLabel, String yLabel, boolean points) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Map.Entry<String, double[][]> e : series.entrySet()) {
            XYSeries s = new XYSeries(e.getKey(), !points);
            for (double[] xy : e.getValue()) s.add(xy[0], xy[1]);
            data.addSeries(s);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(
                title, xLabel, yLabel, data, PlotOrientation.VERTICAL, true, false, false);
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, points);
        int i = 0;
        for (String name : series.keySet()) {
            r.setSeriesPaint(i, Palette.color(name, i));
            r.setSeriesStroke(i, new BasicStroke(2f));
            i++;
        }
        chart.getXYPlot().setRenderer(r);
        return chart;
    }

    private static void style(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        LegendTitle legend = chart.getLegend();
        if (legend != null) legend.setPosition(RectangleEdge.RIGHT);
        var plot = chart.getPlot();
        plot.setBackgroundPaint(Color.WHITE);
        if (plot instanceof XYPlot xy) {
            xy.setDomainGridlinePaint(new Color(0xdddddd));
            xy.setRangeGridlinePaint(new Color(0xdddddd));
        } else if (plot instanceof CategoryPlot cp) {
            cp.setRangeGridlinePaint(new Color(0xdddddd));
        }
        fonts(chart, SCREEN);
    }

    /** Sets every text of the chart to one rendering's sizes. */
    static void fonts(JFreeChart chart, Fonts f) {
        if (chart.getTitle() != null) chart.getTitle().setFont(f.title());
        LegendTitle legend = chart.getLegend();
        if (legend != null) legend.setItemFont(f.label());
        List<Axis> axes = new ArrayList<>();
        if (chart.getPlot() instanceof XYPlot xy) {
            axes.add(xy.getDomainAxis());
            axes.add(xy.getRangeAxis());
        } else if (chart.getPlot() instanceof CategoryPlot cp) {
            axes.add(cp.getDomainAxis());
            axes.add(cp.getRangeAxis());
        }
        for (Axis a : axes) {
            a.setLabelFont(f.label());
            a.setTickLabelFont(f.tick());
        }
    }

    /** The PNG at w x h pixels with screen type, then the SVG beside it at paper size with paper type (the chart is done with after). */
    private static void save(JFreeChart chart, Path png, int w, int h) {
        AtomicFiles.writeBytes(png, os -> ChartUtils.writeChartAsPNG(os, chart, w, h));
        PaperSvg.write(chart, PaperSvg.beside(png), w, h);
    }
}
