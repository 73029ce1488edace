package io.crawlgp.plot;

import io.crawlgp.io.AtomicFiles;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * A critical-difference diagram (Demsar, JMLR 7, 2006, Fig. 1-2): the methods' mean ranks over datasets on an axis
 * from 1 (best, left) to k; the better half labelled on the left, the rest on the right; a thick bar joins each
 * clique of methods no test tells apart; Nemenyi's critical difference drawn above the axis where known. Written as
 * PNG and as SVG from one drawing routine.
 */
public final class CdDiagram {
    private CdDiagram() {}

    /** Writes {@code png} and its SVG beside it. {@code cd} NaN leaves the CD bar out. */
    public static void write(
            Path png, List<String> methods, double[] meanRanks, List<int[]> cliques, double cd, String title) {
        int k = methods.size();
        int height = 70 + 16 * ((k + 1) / 2) + 10 * cliques.size() + 20 + (spansAll(cliques, k) ? 14 : 0);
        int width = 2 * labelWidth(methods) + 420;
        BufferedImage img = new BufferedImage(width * 2, height * 2, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.scale(2, 2);
        draw(g, width, height, methods, meanRanks, cliques, cd, title);
        g.dispose();
        AtomicFiles.writeBytes(png, os -> ImageIO.write(img, "png", os));
        PaperSvg.writeDrawing(
                PaperSvg.beside(png),
                width,
                height,
                sg -> draw(sg, width, height, methods, meanRanks, cliques, cd, title));
    }

    static final Font LABELS = new Font(Font.SANS_SERIF, Font.PLAIN, 10);

    /** True when one clique holds every method: no test separated any pair (said under the diagram). */
    static boolean spansAll(List<int[]> cliques, int k) {
        return k > 2 && cliques.stream().anyMatch(c -> c.length == k);
    }

    /** The widest label, "name (r.rr)", in points: the diagram's margins. */
    static int labelWidth(List<String> methods) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        FontMetrics fm = g.getFontMetrics(LABELS);
        int w = 0;
        for (String m : methods) w = Math.max(w, fm.stringWidth(m + " (00.00)"));
        g.dispose();
        return w;
    }

    static void draw(
            Graphics2D g,
            int width,
            int height,
            List<String> methods,
            double[] meanRanks,
            List<int[]> cliques,
            double cd,
            String title) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
        g.setColor(Color.BLACK);
        int k = methods.size();
        double margin = labelWidth(methods) + 30, left = margin, right = width - margin, axisY = 48;
        double step = (right - left) / Math.max(1, k - 1);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        g.drawString(title, 10f, 14f);
        g.setFont(LABELS);
        FontMetrics fm = g.getFontMetrics();
        int every = k > 15 ? 5 : 1; // rank numbers every 5 when many methods would crowd the axis
        g.setStroke(new BasicStroke(1f));
        g.draw(new Line2D.Double(left, axisY, right, axisY));
        for (int r = 1; r <= k; r++) {
            double x = left + (r - 1) * step;
            g.draw(new Line2D.Double(x, axisY - 4, x, axisY));
            if (r != 1 && r != k && r % every != 0) continue;
            String s = Integer.toString(r);
            g.drawString(s, (float) (x - fm.stringWidth(s) / 2.0), (float) (axisY - 6));
        }
        if (!Double.isNaN(cd)) {
            double x0 = left, x1 = left + cd * step;
            g.setStroke(new BasicStroke(1.5f));
            g.draw(new Line2D.Double(x0, 26, x1, 26));
            g.draw(new Line2D.Double(x0, 23, x0, 29));
            g.draw(new Line2D.Double(x1, 23, x1, 29));
            g.drawString("CD", (float) (x1 + 4), 30f);
        }
        Integer[] order = new Integer[k];
        for (int i = 0; i < k; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Double.compare(meanRanks[a], meanRanks[b]));
        int half = (k + 1) / 2;
        double cliqueBottom = axisY + 10 + 10 * cliques.size();
        g.setStroke(new BasicStroke(1f));
        for (int pos = 0; pos < k; pos++) {
            int m = order[pos];
            double x = left + (meanRanks[m] - 1) * step;
            boolean onLeft = pos < half;
            int row = onLeft ? pos : k - 1 - pos;
            double y = cliqueBottom + 14 + 16 * row;
            double labelX = onLeft ? left - 10 : right + 10;
            // each method in its colour and marker, as in every other figure, so families read as groups
            MethodStyle.Style st = MethodStyle.of(methods.get(m));
            g.setColor(st.colour());
            g.draw(new Line2D.Double(x, axisY, x, y));
            g.draw(new Line2D.Double(x, y, labelX, y));
            Shape mark = AffineTransform.getTranslateInstance(labelX, y).createTransformedShape(st.shape(6));
            if (st.hollow()) g.draw(mark);
            else g.fill(mark);
            String label = methods.get(m) + String.format(Locale.ROOT, " (%.2f)", meanRanks[m]);
            float tx = onLeft ? (float) (labelX - 7 - fm.stringWidth(label)) : (float) (labelX + 7);
            g.setColor(Color.BLACK);
            g.drawString(label, tx, (float) (y + fm.getAscent() / 2.0 - 1));
        }
        if (spansAll(cliques, k))
            g.drawString(
                    "One bar joins all " + k + " methods: no pair told apart after Holm's adjustment over "
                            + (k * (k - 1) / 2) + " pairs.",
                    10f,
                    (float) (height - 8));
        g.setStroke(new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        for (int c = 0; c < cliques.size(); c++) {
            double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
            for (int m : cliques.get(c)) {
                lo = Math.min(lo, meanRanks[m]);
                hi = Math.max(hi, meanRanks[m]);
            }
            double y = axisY + 10 + 10 * c;
            g.draw(new Line2D.Double(left + (lo - 1) * step - 3, y, left + (hi - 1) * step + 3, y));
        }
    }
}
