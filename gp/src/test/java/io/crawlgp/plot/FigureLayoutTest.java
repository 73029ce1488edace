package io.crawlgp.plot;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.api.Test;

/** Issue 62, item 4, checked on the drawn chart objects: range, legend, bands, warm-up and distinct styles. */
class FigureLayoutTest {
    /** Each method on cycles from..to of two folds, values 0.5 + method index / 100 +- 0.01. */
    private static List<Point> rows(List<String> methods, int from, int to) {
        List<Point> out = new ArrayList<>();
        for (int m = 0; m < methods.size(); m++)
            for (int f = 0; f < 2; f++)
                for (int c = from; c <= to; c++)
                    out.add(new Point(methods.get(m), f, c, 0.5 + m / 100.0 + (f == 0 ? 0.01 : -0.01)));
        return out;
    }

    private static JFreeChart chart(List<String> methods, int from, FigureOptions o) {
        return PerCycleChart.perCycleChart(rows(methods, from, 20), "ChangeRate", "t", 1, 0, 1, o);
    }

    @Test
    void linesThatCoincideAreDrawnOnceAndNamedTogetherAndTicksStayFew() {
        // GP4C_Best and GP4C_Sum chose one function: the same value at every cycle of every fold; NAD differs
        List<Point> rows = new ArrayList<>();
        for (int c = 1; c <= 104; c++)
            for (String m : List.of("GP4C_Best", "GP4C_Sum", "NAD"))
                rows.add(new Point(m, 0, c, m.equals("NAD") ? 0.41 + c / 1000.0 : 0.45 + (c % 7) / 100.0));
        XYPlot plot = PerCycleChart.perCycleChart(rows, "ChangeRate", "t", 1, 0, 1, FigureOptions.DEFAULT)
                .getXYPlot();
        assertEquals(2, plot.getDataset().getSeriesCount());
        assertEquals("GP4C_Best = GP4C_Sum", plot.getDataset().getSeriesKey(0));
        assertEquals(
                MethodStyle.of("GP4C_Best").colour(), ((XYLineAndShapeRenderer) plot.getRenderer()).getSeriesPaint(0));
        // 103 cycles: a tick every 20 (at most about ten); the value range 0.41 .. 0.515: a tick every 0.01
        assertEquals(20, ((NumberAxis) plot.getDomainAxis()).getTickUnit().getSize(), 0);
        NumberAxis y = (NumberAxis) plot.getRangeAxis();
        assertTrue((y.getUpperBound() - y.getLowerBound()) / y.getTickUnit().getSize() <= 11, "" + y.getTickUnit());
        assertEquals(2, PerCycleChart.tickStep(11));
        assertEquals(50, PerCycleChart.tickStep(500));
        assertEquals(0.05, Charts.valueStep(0.45), 1e-12);
    }

    @Test
    void aBenchmarksMeansAreOneDotPerMethodAndDatasetInTheMethodsLook() {
        Map<String, Map<String, Double>> means = new LinkedHashMap<>();
        means.put("ChoGM-tuned", new LinkedHashMap<>(Map.of("a-weekly", 0.4)));
        means.get("ChoGM-tuned").put("b-weekly", 0.6);
        means.put("Nutch-ratio", new LinkedHashMap<>(Map.of("a-weekly", 0.3)));
        var plot = DotChart.chart(means, "t", "test mean").getCategoryPlot();
        assertEquals(2, plot.getDataset().getRowCount(), "a series per method");
        assertEquals(2, plot.getDataset().getColumnCount(), "a category per dataset");
        var r = (LineAndShapeRenderer) plot.getRenderer();
        assertFalse(r.getDefaultLinesVisible(), "datasets are not a sequence: no lines");
        assertEquals(MethodStyle.of("Nutch-ratio").colour(), r.getSeriesPaint(1));
        assertFalse(r.getSeriesShapesFilled(1), "a ratio rule's marker is hollow here too");
    }

    @Test
    void theRangeComesFromTheDataUnlessSet() {
        List<String> two = List.of("Age", "NAD");
        XYPlot data = chart(two, 1, FigureOptions.DEFAULT).getXYPlot();
        // two folds 0.02 apart: the t band (t = 12.71 on 1 df) spans 0.5 +- 0.127 and 0.51 +- 0.127, padded by 5%
        assertEquals(0.373 - 0.05 * 0.264, data.getRangeAxis().getLowerBound(), 1e-3, "not a fixed 0-1 axis");
        assertEquals(0.637 + 0.05 * 0.264, data.getRangeAxis().getUpperBound(), 1e-3);
        XYPlot set =
                chart(two, 1, FigureOptions.parse("paper", "0.2:0.9", "auto")).getXYPlot();
        assertEquals(0.2, set.getRangeAxis().getLowerBound(), 1e-12);
        assertEquals(0.9, set.getRangeAxis().getUpperBound(), 1e-12);
        XYPlot open = chart(two, 1, FigureOptions.parse("paper", ":1", "auto")).getXYPlot();
        assertEquals(1, open.getRangeAxis().getUpperBound(), 1e-12);
        assertEquals(0.373 - 0.05 * 0.264, open.getRangeAxis().getLowerBound(), 1e-3, "the open side from the data");
    }

    @Test
    void theLegendGoesBelowOnPaperAndRightOnASlide() {
        List<String> two = List.of("Age", "NAD");
        assertEquals(
                RectangleEdge.BOTTOM,
                chart(two, 1, FigureOptions.DEFAULT).getLegend().getPosition());
        assertEquals(
                RectangleEdge.BOTTOM,
                chart(two, 1, FigureOptions.parse("column", null, "auto"))
                        .getLegend()
                        .getPosition());
        assertEquals(
                RectangleEdge.RIGHT,
                chart(two, 1, FigureOptions.parse("slide", null, "auto"))
                        .getLegend()
                        .getPosition());
    }

    @Test
    void bandsUpToFourMethodsUnlessAsked() {
        List<String> four = List.of("Age", "NAD", "SAD", "CG");
        List<String> five = List.of("Age", "NAD", "SAD", "CG", "GAD");
        assertInstanceOf(
                DeviationRenderer.class,
                chart(four, 1, FigureOptions.DEFAULT).getXYPlot().getRenderer());
        assertFalse(chart(five, 1, FigureOptions.DEFAULT).getXYPlot().getRenderer() instanceof DeviationRenderer);
        assertInstanceOf(
                DeviationRenderer.class,
                chart(five, 1, FigureOptions.parse("paper", null, "on"))
                        .getXYPlot()
                        .getRenderer());
        assertFalse(
                chart(four, 1, FigureOptions.parse("paper", null, "off"))
                                .getXYPlot()
                                .getRenderer()
                        instanceof DeviationRenderer);
    }

    @Test
    void warmUpCyclesAreShadedAndNamed() {
        XYPlot plot = chart(List.of("Age"), 4, FigureOptions.DEFAULT).getXYPlot();
        List<?> markers = new ArrayList<>(plot.getDomainMarkers(Layer.BACKGROUND));
        assertEquals(1, markers.size());
        IntervalMarker m = (IntervalMarker) markers.get(0);
        assertEquals(0.5, m.getStartValue());
        assertEquals(3.5, m.getEndValue(), "cycles 1-3 crawled before the first scored cycle, 4");
        assertTrue(
                plot.getDomainAxis().getLabel().contains("warm-up, cycles 1-3"),
                plot.getDomainAxis().getLabel());
        assertEquals(0.5, plot.getDomainAxis().getLowerBound());
        assertNull(chart(List.of("Age"), 1, FigureOptions.DEFAULT).getXYPlot().getDomainMarkers(Layer.BACKGROUND));
    }

    @Test
    void everyMethodOfTwoFamiliesIsDrawnDifferently() {
        List<String> methods = new ArrayList<>();
        for (String family : List.of("Nutch", "StormCrawler"))
            for (String v : List.of("", "-tuned", "-ratio", "-ratio-tuned")) methods.add(family + v);
        methods.add("GP4C_Best");
        XYPlot plot = chart(methods, 1, FigureOptions.DEFAULT).getXYPlot();
        XYLineAndShapeRenderer r = (XYLineAndShapeRenderer) plot.getRenderer();
        Set<String> looks = new HashSet<>();
        for (int i = 0; i < methods.size(); i++) {
            String look = r.getSeriesPaint(i) + "|" + r.getSeriesStroke(i).hashCode() + "|"
                    + r.getSeriesShapesFilled(i) + "|"
                    + MethodStyle.of(methods.get(i)).marker();
            assertTrue(looks.add(look), methods.get(i) + " is drawn like another method");
        }
        assertFalse(r.getSeriesShapesFilled(methods.indexOf("Nutch-ratio")), "a ratio variant's marker is hollow");
        assertTrue(r.getSeriesShapesFilled(methods.indexOf("Nutch-tuned")));
        // the summary bars: colour alone, one per method
        List<Bar> bars = new ArrayList<>();
        for (int i = 0; i < methods.size(); i++) bars.add(new Bar(methods.get(i), 0.5 + i / 100.0, 0.51 + i / 100.0));
        JFreeChart summary = Charts.summaryBarsChart(bars, "t", "v");
        Set<Object> paints = new HashSet<>();
        for (int col = 0; col < bars.size(); col++)
            assertTrue(
                    paints.add(summary.getCategoryPlot().getRenderer().getItemPaint(0, col)),
                    "bar " + col + " shares its colour");
    }

    @Test
    void badOptionsAreRefusedInOneLine() {
        assertThrows(Exception.class, () -> FigureOptions.parse("poster", null, "auto"));
        assertThrows(Exception.class, () -> FigureOptions.parse("paper", "1:0.5", "auto"));
        assertThrows(Exception.class, () -> FigureOptions.parse("paper", "0.5", "auto"));
        assertThrows(Exception.class, () -> FigureOptions.parse("paper", null, "some"));
    }
}
