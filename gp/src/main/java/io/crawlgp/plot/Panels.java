package io.crawlgp.plot;

import io.crawlgp.io.AtomicFiles;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.LookupPaintScale;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.DefaultXYZDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Small multiples: one small chart per formula, laid out in a grid and saved as one PNG and one SVG, all panels on the
 * same axes and colour scale so that shapes compare at a glance.
 */
public final class Panels {
    private static final int TILE_W = 420, TILE_H = 320;
    /** Viridis at eight stops (perceptually even, readable in grey and by the colour-blind). */
    private static final Color[] RAMP = {
        new Color(0x440154),
        new Color(0x46327e),
        new Color(0x365c8d),
        new Color(0x277f8e),
        new Color(0x1fa187),
        new Color(0x4ac16d),
        new Color(0xa0da39),
        new Color(0xfde725)
    };

    private Panels() {}

    /** A panel of lines: series name -> points {x, y}, drawn in {@link #ramp} colours in the map's order. */
    public record Lines(String title, Map<String, double[][]> series) {}

    /** A panel of cells: z[row][col] at y = rows[row], x = cols[col], on a 0..1 colour scale. */
    public record Cells(String title, double[] cols, double[] rows, double[][] z) {}

    /** Line panels, y fixed to [0, 1], with one legend on the last panel. */
    public static void lines(List<Lines> panels, String xLabel, String yLabel, int columns, Path png) {
        List<JFreeChart> charts = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            Lines l = panels.get(p);
            XYSeriesCollection data = new XYSeriesCollection();
            for (Map.Entry<String, double[][]> e : l.series().entrySet()) {
                XYSeries s = new XYSeries(e.getKey(), false);
                for (double[] xy : e.getValue()) s.add(xy[0], xy[1]);
                data.addSeries(s);
            }
            JFreeChart chart = ChartFactory.createXYLineChart(
                    l.title(), xLabel, yLabel, data, PlotOrientation.VERTICAL, p == panels.size() - 1, false, false);
            XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
            for (int i = 0; i < l.series().size(); i++) {
                r.setSeriesPaint(
                        i,
                        ramp(
                                l.series().size() == 1
                                        ? 0
                                        : (double) i / (l.series().size() - 1)));
                r.setSeriesStroke(i, new BasicStroke(2f));
            }
            XYPlot plot = chart.getXYPlot();
            plot.setRenderer(r);
            ((NumberAxis) plot.getRangeAxis()).setRange(-0.02, 1.02);
            charts.add(styled(chart));
        }
        save(charts, columns, png);
    }

    /** Heat maps, one colour scale 0..1 shown once beside the last panel. */
    public static void cells(
            List<Cells> panels, String xLabel, String yLabel, String scaleLabel, int columns, Path png) {
        LookupPaintScale scale = new LookupPaintScale(0, 1.0000001, Color.GRAY);
        for (int i = 0; i < 64; i++) scale.add(i / 64.0, ramp(i / 63.0));
        List<JFreeChart> charts = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            Cells c = panels.get(p);
            int n = c.rows().length * c.cols().length;
            double[][] xyz = new double[3][n];
            int k = 0;
            for (int row = 0; row < c.rows().length; row++)
                for (int col = 0; col < c.cols().length; col++, k++) {
                    xyz[0][k] = c.cols()[col];
                    xyz[1][k] = c.rows()[row];
                    xyz[2][k] = c.z()[row][col];
                }
            DefaultXYZDataset data = new DefaultXYZDataset();
            data.addSeries("z", xyz);
            XYBlockRenderer r = new XYBlockRenderer();
            r.setPaintScale(scale);
            r.setBlockWidth(step(c.cols()));
            r.setBlockHeight(step(c.rows()));
            NumberAxis x = new NumberAxis(xLabel), y = new NumberAxis(yLabel);
            x.setRange(c.cols()[0] - step(c.cols()) / 2, c.cols()[c.cols().length - 1] + step(c.cols()) / 2);
            y.setRange(c.rows()[0] - step(c.rows()) / 2, c.rows()[c.rows().length - 1] + step(c.rows()) / 2);
            XYPlot plot = new XYPlot(data, x, y, r);
            plot.setDomainGridlinesVisible(false);
            plot.setRangeGridlinesVisible(false);
            JFreeChart chart = new JFreeChart(c.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, false);
            if (p == panels.size() - 1) {
                PaintScaleLegend legend = new PaintScaleLegend(scale, new NumberAxis(scaleLabel));
                legend.setPosition(RectangleEdge.RIGHT);
                legend.setMargin(4, 4, 4, 4);
                legend.setStripWidth(12);
                chart.addSubtitle(legend);
            }
            charts.add(styled(chart));
        }
        save(charts, columns, png);
    }

    /** Colour at v in [0, 1] along the ramp. */
    static Color ramp(double v) {
        double u = Math.max(0, Math.min(1, v)) * (RAMP.length - 1);
        int i = Math.min(RAMP.length - 2, (int) u);
        double f = u - i;
        Color a = RAMP[i], b = RAMP[i + 1];
        return new Color(
                (int) Math.round(a.getRed() + f * (b.getRed() - a.getRed())),
                (int) Math.round(a.getGreen() + f * (b.getGreen() - a.getGreen())),
                (int) Math.round(a.getBlue() + f * (b.getBlue() - a.getBlue())));
    }

    private static double step(double[] v) {
        return v.length > 1 ? v[1] - v[0] : 1;
    }

    private static JFreeChart styled(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getPlot().setBackgroundPaint(Color.WHITE);
        if (chart.getLegend() != null) chart.getLegend().setPosition(RectangleEdge.RIGHT);
        if (chart.getPlot() instanceof XYPlot xy) {
            xy.setDomainGridlinePaint(new Color(0xdddddd));
            xy.setRangeGridlinePaint(new Color(0xdddddd));
        }
        Charts.fonts(chart, Charts.Fonts.of(13, 12, 11));
        return chart;
    }

    /** The grid as PNG (tiles of TILE_W x TILE_H pixels) and as SVG at paper width. */
    private static void save(List<JFreeChart> charts, int columns, Path png) {
        int cols = Math.max(1, Math.min(columns, charts.size()));
        int rows = (charts.size() + cols - 1) / cols;
        int w = cols * TILE_W, h = rows * TILE_H;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, w, h);
        draw(charts, cols, g, TILE_W, TILE_H);
        g.dispose();
        AtomicFiles.writeBytes(png, os -> ImageIO.write(img, "png", os));
        PaperSvg.writeGrid(charts, cols, rows, PaperSvg.beside(png), TILE_W, TILE_H);
    }

    static void draw(List<JFreeChart> charts, int cols, Graphics2D g, double tileW, double tileH) {
        for (int i = 0; i < charts.size(); i++)
            charts.get(i).draw(g, new Rectangle2D.Double((i % cols) * tileW, (i / cols) * tileH, tileW, tileH));
    }
}
