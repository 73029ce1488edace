package io.crawlgp.plot;

import io.crawlgp.util.UserError;
import java.util.Locale;

/**
 * How a figure is laid out: its size, where its legend goes, its value range and whether bands are
 * drawn. {@link #DEFAULT}: paper size, the range from the data, bands up to {@value #BANDS_UP_TO} methods.
 *
 * @param size paper (504 pt wide SVG, a two-column page's text width; legend below the plot), column (252 pt, one
 *     column; legend below), slide (16:9; legend right of the plot)
 * @param yMin the value axis' lower end, NaN: from the data (its bands, 5% either side, within the metric's range)
 * @param yMax the value axis' upper end, NaN: from the data
 * @param bands on, off, or auto: the 95% bands drawn when at most {@value #BANDS_UP_TO} methods are (more overlap into
 *     one grey area)
 */
public record FigureOptions(Size size, double yMin, double yMax, Bands bands) {
    public static final int BANDS_UP_TO = 4;
    public static final FigureOptions DEFAULT = new FigureOptions(Size.PAPER, Double.NaN, Double.NaN, Bands.AUTO);

    public enum Size {
        /** PNG 1200 x 800 px, SVG 504 pt wide, legend below. */
        PAPER(1200, 800, 504, false),
        /** PNG 800 x 680 px, SVG 252 pt wide, legend below. */
        COLUMN(800, 680, 252, false),
        /** PNG 1600 x 900 px, SVG 720 pt wide, legend right. */
        SLIDE(1600, 900, 720, true);
        public final int pngWidth, pngHeight, svgWidthPt;
        public final boolean legendRight;

        Size(int pngWidth, int pngHeight, int svgWidthPt, boolean legendRight) {
            this.pngWidth = pngWidth;
            this.pngHeight = pngHeight;
            this.svgWidthPt = svgWidthPt;
            this.legendRight = legendRight;
        }
    }

    public enum Bands {
        AUTO,
        ON,
        OFF
    }

    /** Bands for a figure of this many methods. */
    public boolean drawBands(int methods) {
        return bands == Bands.ON || (bands == Bands.AUTO && methods <= BANDS_UP_TO);
    }

    /** Parses the command line's spellings: size (paper, column, slide), range ("LO:HI", either side may be empty), bands. */
    public static FigureOptions parse(String size, String range, String bands) {
        Size s = switch (size.toLowerCase(Locale.ROOT)) {
            case "paper" -> Size.PAPER;
            case "column" -> Size.COLUMN;
            case "slide" -> Size.SLIDE;
            default -> throw new UserError("--size: expected paper, column or slide, got '" + size + "'");
        };
        Bands b = switch (bands.toLowerCase(Locale.ROOT)) {
            case "auto" -> Bands.AUTO;
            case "on" -> Bands.ON;
            case "off" -> Bands.OFF;
            default -> throw new UserError("--bands: expected auto, on or off, got '" + bands + "'");
        };
        double lo = Double.NaN, hi = Double.NaN;
        if (range != null && !range.isBlank()) {
            int colon = range.indexOf(':');
            if (colon < 0) throw new UserError("--range: expected LO:HI (e.g. 0.4:1, or :1), got '" + range + "'");
            lo = number(range.substring(0, colon), range);
            hi = number(range.substring(colon + 1), range);
            if (lo >= hi) throw new UserError("--range: LO must be below HI, got '" + range + "'");
        }
        return new FigureOptions(s, lo, hi, b);
    }

    private static double number(String s, String range) {
        if (s.isBlank()) return Double.NaN;
        try {
            double v = Double.parseDouble(s.strip());
            // the axis draws ticks over HI - LO: a span that overflows a double (-1e308:1e308) cannot be drawn
            if (Double.isFinite(v) && Math.abs(v) <= MAX_ABS) return v;
        } catch (NumberFormatException e) {
            // the message below
        }
        throw new UserError("--range: expected numbers LO:HI within ±" + MAX_ABS + ", got '" + range + "'");
    }

    /** The largest bound a value axis takes: far beyond any metric, far below where its span would overflow. */
    static final double MAX_ABS = 1e12;
}
