package io.crawlgp.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * Each method's test mean on each dataset as a dot (a benchmark's summary.csv at a glance): datasets along the x axis,
 * one marker per method in its {@link MethodStyle}, no lines (datasets are not a sequence).
 */
public final class DotChart {
    private DotChart() {}

    /** {@code means}: method -> dataset -> mean, drawn in the map's orders. */
    public static void byDataset(Map<String, Map<String, Double>> means, String title, String yLabel, Path png) {
        save(chart(means, title, yLabel), png);
    }

    static JFreeChart chart(Map<String, Map<String, Double>> means, String title, String yLabel) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        List<String> methods = new ArrayList<>(means.keySet());
        for (String m : methods) means.get(m).forEach((d, v) -> data.addValue(v, m, d));
        JFreeChart chart =
                ChartFactory.createLineChart(title, null, yLabel, data, PlotOrientation.VERTICAL, true, false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        LineAndShapeRenderer r = new LineAndShapeRenderer(false, true);
        for (int i = 0; i < methods.size(); i++) {
            MethodStyle.Style st = MethodStyle.of(methods.get(i));
            r.setSeriesPaint(i, st.colour());
            r.setSeriesShape(i, st.shape(10));
            r.setSeriesShapesFilled(i, !st.hollow());
        }
        plot.setRenderer(r);
        plot.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        Charts.style(chart);
        chart.getLegend().setPosition(RectangleEdge.BOTTOM);
        NumberAxis y = (NumberAxis) plot.getRangeAxis();
        y.setAutoRangeIncludesZero(false);
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (Map<String, Double> m : means.values())
            for (double v : m.values()) {
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        if (hi > lo) y.setTickUnit(new NumberTickUnit(Charts.valueStep(hi - lo))); // about ten ticks
        return chart;
    }

    private static void save(JFreeChart chart, Path png) {
        Charts.save(chart, png, 1200, 700);
    }
}
