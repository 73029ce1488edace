package io.crawlgp.plot;

import io.crawlgp.io.AtomicFiles;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
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

        /** The same type k times larger (a drawing in units k times smaller than a point). */
        Fonts scaled(double k) {
            return new Fonts(
                    title.deriveFont((float) (title.getSize2D() * k)),
                    label.deriveFont((float) (label.getSize2D() * k)),
                    tick.deriveFont((float) (tick.getSize2D() * k)));
        }
    }

    static final Fonts SCREEN = Fonts.of(18, 15, 13);

    private Charts() {}

    /** Each series named in {@code looks} drawn in that look (its colour, dash, marker, a hollow marker or not). */
    private static void withLooks(
            JFreeChart chart, Map<String, double[][]> series, Map<String, MethodStyle.Style> looks) {
        XYLineAndShapeRenderer r = (XYLineAndShapeRenderer) chart.getXYPlot().getRenderer();
        List<String> names = List.copyOf(series.keySet());
        for (int i = 0; i < names.size(); i++) {
            MethodStyle.Style st = looks.get(names.get(i));
            if (st != null) look(r, i, st);
        }
    }

    /** The lowest and highest coordinate {@code axis} (0: x, 1: y) of the series' points. */
    private static double[] span(Map<String, double[][]> series, int axis) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (double[][] v : series.values())
            for (double[] xy : v) {
                lo = Math.min(lo, xy[axis]);
                hi = Math.max(hi, xy[axis]);
            }
        return new double[] {lo, hi};
    }

    /** A tick step of 1, 2 or 5 times a power of ten giving at most about ten ticks over {@code span}. */
    static double valueStep(double span) {
        double unit = Math.pow(10, Math.floor(Math.log10(Math.max(span, 1e-12) / 10)));
        for (double k : new double[] {1, 2, 5, 10}) if (k * unit * 10 >= span) return k * unit;
        return 10 * unit;
    }

    /** Mean per method with 95% confidence whiskers, best first, with this value-axis label (Table 2 as a picture). */
    public static void summaryBars(List<Bar> summaries, String title, String valueLabel, Path png) {
        save(summaryBarsChart(summaries, title, valueLabel), png, 1000, Math.max(360, 110 + 34 * summaries.size()));
    }

    /** The summary bar chart itself (see {@link #summaryBars}): each bar in its method's colour and shade. */
    static JFreeChart summaryBarsChart(List<Bar> summaries, String title, String valueLabel) {
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
                return MethodStyle.of(sorted.get(column).method()).colour();
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
        return chart;
    }

    /** Simple line chart of several named series against an integer x (e.g. best fitness per generation). */
    public static void lines(Map<String, double[][]> series, String title, String xLabel, String yLabel, Path png) {
        lines(series, Map.of(), title, xLabel, yLabel, png);
    }

    /**
     * As above, a series named in {@code looks} drawn as that method is (a series that is no method, such as the
     * generations figure's "population mean", given a look of its own); at most about ten ticks on either axis.
     */
    public static void lines(
            Map<String, double[][]> series,
            Map<String, MethodStyle.Style> looks,
            String title,
            String xLabel,
            String yLabel,
            Path png) {
        JFreeChart chart = xyLines(series, title, xLabel, yLabel, false);
        withLooks(chart, series, looks);
        style(chart);
        NumberAxis y = (NumberAxis) chart.getXYPlot().getRangeAxis();
        y.setAutoRangeIncludesZero(false);
        double[] ys = span(series, 1);
        if (ys[1] > ys[0]) y.setTickUnit(new NumberTickUnit(valueStep(ys[1] - ys[0])));
        integerX(chart, series);
        save(chart, png, 1100, 650);
    }

    /**
     * Steps of named series against an integer x with a logarithmic y (e.g. revisit gaps of 1 to 100 cycles: one long
     * gap does not squash the rest), each series in the given style.
     */
    public static void stepsLogY(
            Map<String, double[][]> series,
            Map<String, MethodStyle.Style> styles,
            String title,
            String xLabel,
            String yLabel,
            Path png) {
        JFreeChart chart = xyLines(series, title, xLabel, yLabel, false);
        withLooks(chart, series, styles);
        LogAxis y = new LogAxis(yLabel);
        y.setBase(2);
        y.setTickUnit(new NumberTickUnit(1));
        y.setNumberFormatOverride(new DecimalFormat("#,##0.##"));
        chart.getXYPlot().setRangeAxis(y);
        style(chart);
        integerX(chart, series);
        save(chart, png, 1100, 650);
    }

    /** An integer x axis spanning the data exactly (no margin beyond the first and last x). */
    private static void integerX(JFreeChart chart, Map<String, double[][]> series) {
        NumberAxis x = (NumberAxis) chart.getXYPlot().getDomainAxis();
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits()); // x is a count
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (double[][] v : series.values())
            for (double[] xy : v) {
                lo = Math.min(lo, xy[0]);
                hi = Math.max(hi, xy[0]);
            }
        if (hi > lo) x.setRange(lo, hi);
    }

    /** Lines with points of several named series against a real x (e.g. a rate), each series in its method's style. */
    public static void curves(Map<String, double[][]> series, String title, String xLabel, String yLabel, Path png) {
        JFreeChart chart = xyLines(series, title, xLabel, yLabel, true);
        style(chart);
        ((NumberAxis) chart.getXYPlot().getRangeAxis()).setAutoRangeIncludesZero(false);
        double[] x = span(series, 0), y = span(series, 1);
        // about ten ticks on either axis
        if (x[1] > x[0])
            ((NumberAxis) chart.getXYPlot().getDomainAxis()).setTickUnit(new NumberTickUnit(valueStep(x[1] - x[0])));
        if (y[1] > y[0])
            ((NumberAxis) chart.getXYPlot().getRangeAxis()).setTickUnit(new NumberTickUnit(valueStep(y[1] - y[0])));
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
        int longest = series.values().stream().mapToInt(v -> v.length).max().orElse(1);
        int step = points ? 1 : Math.max(1, longest / 12);
        XYLineAndShapeRenderer r = sparseMarkers(step, false);
        styleSeries(r, List.copyOf(series.keySet()), false);
        chart.getXYPlot().setRenderer(r);
        return chart;
    }

    /**
     * Lines with a marker at every {@code step}-th point only ({@link #markerAt}) and in the legend; with {@code bands}
     * a deviation renderer, which also draws each series' interval as a band (it reads an interval dataset).
     */
    static XYLineAndShapeRenderer sparseMarkers(int step, boolean bands) {
        if (bands)
            return new DeviationRenderer(true, true) {
                @Override
                public boolean getItemShapeVisible(int series, int item) {
                    return markerAt(series, item, step);
                }

                @Override
                public LegendItem getLegendItem(int dataset, int series) {
                    return withMarker(super.getLegendItem(dataset, series));
                }
            };
        return new XYLineAndShapeRenderer(true, true) {
            @Override
            public boolean getItemShapeVisible(int series, int item) {
                return markerAt(series, item, step);
            }

            @Override
            public LegendItem getLegendItem(int dataset, int series) {
                return withMarker(super.getLegendItem(dataset, series));
            }
        };
    }

    /** Each series in its method's colour, dash and marker (a band in the colour too when {@code fill}). */
    static void styleSeries(XYLineAndShapeRenderer r, List<String> names, boolean fill) {
        for (int i = 0; i < names.size(); i++) {
            MethodStyle.Style st = MethodStyle.of(names.get(i));
            look(r, i, st);
            if (fill) r.setSeriesFillPaint(i, st.colour());
        }
    }

    /** Series i drawn in a look: its colour, dash, marker, and a hollow marker or not. */
    private static void look(XYLineAndShapeRenderer r, int i, MethodStyle.Style st) {
        r.setSeriesPaint(i, st.colour());
        r.setSeriesStroke(i, st.stroke());
        r.setSeriesShape(i, st.shape(9));
        r.setSeriesShapesFilled(i, !st.hollow());
    }

    /** Markers every {@code step} points, shifted per series so two series' markers do not sit on one x. */
    static boolean markerAt(int series, int item, int step) {
        return step == 1 || Math.floorMod(item - series * Math.max(1, step / 5), step) == 0;
    }

    /** A legend entry shows the marker even when the first point has none. */
    static LegendItem withMarker(LegendItem item) {
        if (item != null) item.setShapeVisible(true);
        return item;
    }

    static void style(JFreeChart chart) {
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
    static void save(JFreeChart chart, Path png, int w, int h) {
        save(chart, png, w, h, PaperSvg.WIDTH_PT);
    }

    /** As {@link #save(JFreeChart, Path, int, int)} with the SVG {@code svgWidthPt} wide. */
    static void save(JFreeChart chart, Path png, int w, int h, int svgWidthPt) {
        AtomicFiles.writeBytes(png, os -> ChartUtils.writeChartAsPNG(os, chart, w, h));
        PaperSvg.write(chart, PaperSvg.beside(png), w, h, svgWidthPt);
    }
}
