package io.crawlgp.plot;

import io.crawlgp.io.AtomicFiles;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.apache.batik.svggen.SVGGeneratorContext;
import org.apache.batik.svggen.SVGGraphics2D;
import org.jfree.chart.JFreeChart;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * A chart as SVG for a paper, drawn by Apache Batik's SVG generator from the same JFreeChart object as the PNG. Size:
 * 504 pt wide by default (7 in, the text width of a two-column ACM or IEEE page; include it at {@code width=\textwidth}
 * and the type keeps its size; {@code plot --size column}: 252 pt, one column), the PNG's aspect ratio, labels 9 pt,
 * ticks 8 pt, no title below slide width (the caption carries it). Text stays text, so a figure can be retouched in an
 * editor.
 */
public final class PaperSvg {
    static final int WIDTH_PT = 504;
    static final Charts.Fonts PAPER = Charts.Fonts.of(10, 9, 8);

    private PaperSvg() {}

    /** {@code x.png} -> {@code x.svg} in the same folder. */
    public static Path beside(Path png) {
        String name = png.getFileName().toString();
        return png.resolveSibling((name.endsWith(".png") ? name.substring(0, name.length() - 4) : name) + ".svg");
    }

    /** Writes the chart (its fonts set to {@link #PAPER}) with the aspect ratio of a w x h PNG. */
    static void write(JFreeChart chart, Path svg, int w, int h) {
        write(chart, svg, w, h, WIDTH_PT);
    }

    /**
     * As {@link #write(JFreeChart, Path, int, int)}, {@code widthPt} wide (a column: 252 pt; a slide: 720 pt). The
     * chart is drawn on the PNG's w x h canvas, so lines and markers keep the PNG's proportions, and the SVG says it is
     * {@code widthPt} wide (a viewBox); the type is scaled to stay {@link #PAPER}'s sizes in points. Below slide width
     * the title is left out: a paper's caption carries it.
     */
    static void write(JFreeChart chart, Path svg, int w, int h, int widthPt) {
        double unitsPerPt = (double) w / widthPt;
        Charts.fonts(chart, PAPER.scaled(unitsPerPt));
        if (widthPt < SLIDE_PT) chart.setTitle((String) null);
        int heightPt = Math.round((float) widthPt * h / w);
        SVGGraphics2D g = graphics(w, h);
        chart.draw(g, new Rectangle2D.Double(0, 0, w, h));
        Element root = g.getRoot();
        root.setAttribute("width", Integer.toString(widthPt));
        root.setAttribute("height", Integer.toString(heightPt));
        root.setAttribute("viewBox", "0 0 " + w + " " + h);
        stream(g, root, svg);
    }

    /** A slide's width in points (10 in): at this width and above a figure keeps its title. */
    static final int SLIDE_PT = 720;

    /** A grid of small charts (tiles of tileW x tileH in the PNG) at paper width, 7-8 pt type. */
    static void writeGrid(List<JFreeChart> charts, int cols, int rows, Path svg, int tileW, int tileH) {
        for (JFreeChart c : charts) Charts.fonts(c, cols >= 3 ? Charts.Fonts.of(8, 7, 7) : PAPER);
        double w = (double) WIDTH_PT / cols, h = w * tileH / tileW;
        SVGGraphics2D g = graphics(WIDTH_PT, (int) Math.ceil(h * rows));
        Panels.draw(charts, cols, g, w, h);
        stream(g, svg);
    }

    /** A drawing of {@code width} x {@code height} pt by {@code draw}, as SVG (text stays text). */
    public static void writeDrawing(Path svg, int width, int height, Consumer<Graphics2D> draw) {
        SVGGraphics2D g = graphics(width, height);
        draw.accept(g);
        stream(g, svg);
    }

    private static SVGGraphics2D graphics(int width, int height) {
        Document doc;
        try {
            doc = DocumentBuilderFactory.newInstance()
                    .newDocumentBuilder()
                    .getDOMImplementation()
                    .createDocument("http://www.w3.org/2000/svg", "svg", null);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("no XML document builder in this JVM", e);
        }
        // coordinates to 0.01 pt (the default 4 decimals double the file for nothing visible); text stays text
        SVGGeneratorContext ctx = SVGGeneratorContext.createDefault(doc);
        ctx.setPrecision(2);
        SVGGraphics2D g = new SVGGraphics2D(ctx, false);
        g.setSVGCanvasSize(new Dimension(width, height));
        return g;
    }

    private static void stream(SVGGraphics2D g, Path svg) {
        AtomicFiles.writeBytes(svg, os -> {
            Writer out = new OutputStreamWriter(os, StandardCharsets.UTF_8);
            g.stream(out, true);
            out.flush();
        });
        g.dispose();
    }

    /** As {@link #stream(SVGGraphics2D, Path)}, the given root (with its size attributes) written. */
    private static void stream(SVGGraphics2D g, Element root, Path svg) {
        AtomicFiles.writeBytes(svg, os -> {
            Writer out = new OutputStreamWriter(os, StandardCharsets.UTF_8);
            g.stream(root, out, true, false);
            out.flush();
        });
        g.dispose();
    }
}
