package io.crawlgp.plot;

import io.crawlgp.util.GpVariant;
import io.crawlgp.util.MethodId;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Map;

/**
 * How a method is drawn, in every figure and every report: a colour, a dash and a marker, all from its name alone, so
 * a reader learns a method once and it looks the same in the next figure whatever else is drawn beside it.
 *
 * <p>The colour is the method's <em>family</em>: the name without a variant suffix ({@code -tuned}, {@code -ratio},
 * {@code -fullview}, a settings list {@code (max=30)}, or a GP run's label {@code GP4C-nXt_Sum} -> {@code GP4C_Sum}), so
 * {@code Nutch(max=30)}, {@code Nutch-ratio} and {@code Nutch-tuned} are all Nutch's green; the variant sets the dash
 * (plain solid, tuned long dashes, ratio dots, oracle short dashes) and the shade (tuned darker, a tuned ratio rule
 * darker still, ratio and site lighter: {@link #shade}), so variants differ in bars too, and ratio variants draw hollow
 * markers. A labelled GP run ({@code GP4C-others}) keeps its aggregation's hue in one of three shades, with a dash and a
 * marker, all set by its label, so runs drawn together differ and each looks the same in every figure. The family sets the marker, so two families that
 * share a colour still differ. Colours are the Okabe-Ito and Paul Tol "muted" palettes (both designed to stay distinct
 * under the common colour-vision deficiencies; Okabe and Ito 2008, https://jfly.uni-koeln.de/color/; Tol 2021,
 * https://personal.sron.nl/~pault/), without Okabe-Ito's yellow, too light on white. Families not in the table take a
 * colour and marker from a hash of their name: stable, but not guaranteed distinct.
 */
public final class MethodStyle {
    /** Okabe-Ito (7, without yellow) then Tol muted (9); black is kept for one family. */
    static final List<Color> COLOURS = List.of(
            new Color(0xD55E00), // vermillion
            new Color(0x0072B2), // blue
            new Color(0xE69F00), // orange
            new Color(0x009E73), // bluish green
            new Color(0x56B4E9), // sky blue
            new Color(0xCC79A7), // reddish purple
            new Color(0x882255), // wine
            new Color(0x332288), // indigo
            new Color(0x117733), // green
            new Color(0x44AA99), // teal
            new Color(0x999933), // olive
            new Color(0xAA4499), // purple
            new Color(0xCC6677), // rose
            new Color(0xDDCC77), // sand
            new Color(0x88CCEE), // cyan
            new Color(0x000000)); // black

    /** Markers: circle, square, triangle up, diamond, triangle down, cross, plus. */
    enum Marker {
        CIRCLE,
        SQUARE,
        UP,
        DIAMOND,
        DOWN,
        CROSS,
        PLUS
    }

    /** A family's colour, marker, and how much darker than the palette's colour (two families sharing one). */
    private record Family(int colour, Marker marker, double dark) {
        Family(int colour, Marker marker) {
            this(colour, marker, 0);
        }
    }

    /** The families the figures draw, each with its own colour and marker (GP variants warm), by problem. */
    private static final Map<String, Family> FAMILIES = Map.ofEntries(
            Map.entry(GpVariant.BEST.method, new Family(0, Marker.CIRCLE)),
            Map.entry("GP4C", new Family(0, Marker.CIRCLE)),
            Map.entry(GpVariant.SUM.method, new Family(6, Marker.SQUARE)),
            // vermillion darkened, not the palette's rose: rose beside GAD's reddish purple read as one pink
            Map.entry(GpVariant.AVG.method, new Family(0, Marker.UP, 0.45)),
            Map.entry("Rand", new Family(10, Marker.CROSS)),
            Map.entry("Age", new Family(7, Marker.SQUARE)),
            Map.entry("NAD", new Family(1, Marker.UP)),
            Map.entry("SAD", new Family(4, Marker.DOWN)),
            Map.entry("AAD", new Family(11, Marker.DIAMOND)),
            Map.entry("GAD", new Family(5, Marker.PLUS)),
            Map.entry("CG", new Family(2, Marker.DIAMOND)),
            Map.entry("Nutch", new Family(8, Marker.DOWN)),
            Map.entry("Heritrix", new Family(9, Marker.CROSS)),
            Map.entry("StormCrawler", new Family(15, Marker.UP)),
            Map.entry("ChoGM", new Family(3, Marker.CIRCLE)),
            // the engineer's choice among the tuned rules: AAD's purple (AAD is a GP4C-protocol baseline, never in a
            // benchmark; Age, which the web benchmarks draw beside BestRule, keeps its indigo)
            Map.entry("BestRule", new Family(11, Marker.DIAMOND)),
            // the signal posterior is drawn beside ChoGM (its λ) and the two-tier rules: NAD's blue, its own marker
            Map.entry("Posterior", new Family(1, Marker.DIAMOND)),
            Map.entry("Azar", new Family(13, Marker.SQUARE)),
            // LambdaCrawl's cyan, darker: the two are drawn side by side, and bars show colour alone
            Map.entry("BinaryLambdaCrawl", new Family(14, Marker.DIAMOND, 0.45)),
            Map.entry("LambdaCrawl", new Family(14, Marker.CIRCLE)),
            // RB's experts share colours with families rarely drawn beside them (SAD, Azar, Rand), not their markers
            Map.entry("RB-1D", new Family(4, Marker.SQUARE)),
            Map.entry("RB-2D", new Family(13, Marker.CIRCLE)),
            Map.entry("RB-3D", new Family(10, Marker.UP)),
            // Radinsky & Bennett's predictors in their own protocol are RB-1D/2D/3D: the same look; their ensembles
            Map.entry("1D", new Family(4, Marker.SQUARE)),
            Map.entry("2D", new Family(13, Marker.CIRCLE)),
            Map.entry("3D", new Family(10, Marker.UP)),
            Map.entry("union", new Family(15, Marker.SQUARE)),
            Map.entry("bagging", new Family(11, Marker.DIAMOND)),
            Map.entry("boosting", new Family(6, Marker.DOWN)),
            // Tan's thread-revisit methods; every problem's GP contender is GP4C's vermillion circle
            Map.entry("BL", new Family(7, Marker.SQUARE)),
            Map.entry("SVR", new Family(1, Marker.UP)),
            Map.entry("DEC", new Family(4, Marker.DOWN)),
            Map.entry("SGD", new Family(11, Marker.DIAMOND)),
            Map.entry("GP", new Family(0, Marker.CIRCLE)),
            // Ostroumova et al.'s new-page orderings (oracle-* are drawn as oracles)
            Map.entry("fifo", new Family(10, Marker.CROSS)),
            Map.entry("newest", new Family(7, Marker.SQUARE)),
            Map.entry("random", new Family(13, Marker.PLUS)),
            Map.entry("predicted-a", new Family(1, Marker.UP)),
            Map.entry("expected-utility", new Family(8, Marker.DOWN)),
            Map.entry("gp", new Family(0, Marker.CIRCLE)),
            Map.entry("oracle-a-lambda", new Family(15, Marker.DIAMOND)),
            Map.entry("oracle-remaining", new Family(15, Marker.SQUARE)));

    private static final Color ORACLE = new Color(0x555555);
    /** The reference line of a reliability diagram: drawn as a bound is. */
    public static final String PERFECT = "perfectly calibrated";

    private static final float[] SOLID = null;
    private static final float[] TUNED = {9f, 4f};
    private static final float[] RATIO = {2f, 3f};
    private static final float[] RATIO_TUNED = {9f, 3f, 2f, 3f};
    private static final float[] ORACLE_DASH = {5f, 4f};
    private static final List<float[]> OTHER = List.of(
            new float[] {12f, 3f, 2f, 3f, 2f, 3f}, new float[] {5f, 2f}, new float[] {1f, 2f}, new float[] {14f, 3f});

    /** A method's look: colour, dash (null: solid), marker, line width, and a hollow marker (the ratio order's). */
    public record Style(Color colour, float[] dash, Marker marker, float width, boolean hollow) {
        Style(Color colour, float[] dash, Marker marker, float width) {
            this(colour, dash, marker, width, false);
        }

        public Stroke stroke() {
            return dash == null
                    ? new BasicStroke(width)
                    : new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f, dash, 0f);
        }

        /** The marker as a shape of about {@code size} pixels, centred on the origin. */
        public Shape shape(double size) {
            double h = size / 2;
            return switch (marker) {
                case CIRCLE -> new Ellipse2D.Double(-h, -h, size, size);
                case SQUARE -> new Rectangle2D.Double(-h * 0.9, -h * 0.9, size * 0.9, size * 0.9);
                case UP -> polygon(0, -h, h, h, -h, h);
                case DOWN -> polygon(0, h, h, -h, -h, -h);
                case DIAMOND -> polygon(0, -h, h, 0, 0, h, -h, 0);
                case CROSS -> cross(h, true);
                case PLUS -> cross(h, false);
            };
        }
    }

    private MethodStyle() {}

    /** The family a method's colour comes from (see the class comment). */
    public static String family(String method) {
        return family(MethodId.ofResult(method));
    }

    private static String family(MethodId id) {
        if (id.isGp() && id.family().equals(MethodId.GP4C))
            return id.aggregation() != null ? id.aggregation().method : MethodId.GP4C;
        String m = id.family();
        if (FAMILIES.containsKey(m)) return m;
        // a labelled run of a known family ("GP4C-peers", "RB-3D-x"): the longest known family it starts with
        String best = null;
        for (String f : FAMILIES.keySet())
            if (m.startsWith(f + "-") && (best == null || f.length() > best.length())) best = f;
        return best != null ? best : m;
    }

    /** The variant a name ends with (the last of its variants), or null; only for a rule run fixed or tuned. */
    private static MethodId.Variant last(MethodId id) {
        if (id.learning() != MethodId.Learning.FIXED && id.learning() != MethodId.Learning.TUNED) return null;
        MethodId.Variant last = null;
        for (MethodId.Variant v : id.variantList()) last = v;
        return last;
    }

    /**
     * The method's colour with the i-th of several looks (dash and marker): lines of one method that differ in
     * something else (three pages a rule crawls) told apart, while its colour still names the method.
     */
    public static Style variant(String method, int i) {
        Style base = of(method);
        return new Style(
                base.colour(),
                i == 0 ? base.dash() : OTHER.get((i - 1) % OTHER.size()),
                Marker.values()[Math.floorMod(base.marker().ordinal() + i, Marker.values().length)],
                base.width(),
                base.hollow());
    }

    public static Style of(String method) {
        String name = method.strip();
        if (name.equals("Oracle") || name.equals(PERFECT)) return new Style(ORACLE, ORACLE_DASH, Marker.PLUS, 1.6f);
        Family known = FAMILIES.get(name);
        if (known != null && name.startsWith("oracle-")) { // another problem's oracles: grey and dashed, by marker
            return new Style(ORACLE, ORACLE_DASH, known.marker(), 1.6f);
        }
        MethodId id = MethodId.ofResult(name); // parsed once for every part of the look
        String family = family(id);
        Family f = FAMILIES.get(family);
        Color colour;
        Marker marker;
        if (f != null) {
            colour = mix(COLOURS.get(f.colour()), Color.BLACK, f.dark());
            marker = f.marker();
        } else {
            int h = family.hashCode();
            colour = COLOURS.get(Math.floorMod(h, COLOURS.size()));
            marker = Marker.values()[Math.floorMod(h / COLOURS.size(), Marker.values().length)];
        }
        float width = id.isGp() ? 2.6f : 1.8f;
        String label = id.runLabel();
        if (label != null && !id.isOracle()) {
            // a labelled GP run (GP4C-content_Best): the aggregation keeps its colour, the label sets marker and dash,
            // so one run's Best, Sum and Avg share a look and two runs' Best share a colour
            // the label also sets a shade (the family's colour, darker or lighter): three runs of one family drawn
            // together (learnt elsewhere, at home, seeded) are then told apart by colour too, the same in every figure
            int h = Math.floorMod(label.hashCode(), Marker.values().length * OTHER.size());
            int tone = Math.floorMod(label.hashCode() / (Marker.values().length * OTHER.size()), 3);
            Color shaded =
                    tone == 0 ? colour : tone == 1 ? mix(colour, Color.BLACK, 0.4) : mix(colour, Color.WHITE, 0.4);
            return new Style(
                    shaded, OTHER.get(h / Marker.values().length), Marker.values()[h % Marker.values().length], width);
        }
        return new Style(
                shade(colour, id, family),
                dash(id, name, family),
                marker,
                id.isOracle() ? 1.6f : width,
                last(id) == MethodId.Variant.RATIO);
    }

    /**
     * The family's colour in the variant's shade (variants of one family were one colour, so the summary bars
     * could not tell them apart): the same hue, darker when tuned, lighter for the ratio order, lighter still for a
     * site variant; a settings list a little lighter. Mixing with black or white keeps the hue.
     */
    static Color shade(Color c, String name, String family) {
        return shade(c, MethodId.ofResult(name), family);
    }

    private static Color shade(Color c, MethodId id, String family) {
        if (id.isOracle()) return c;
        boolean tuned = id.isTuned();
        MethodId.Variant last = last(id);
        // the ratio order lighter, but a tuned one only darker: lighter and darker at once left every family's
        // tuned ratio rule one muddy grey-green; its dash-dot and hollow markers say "ratio"
        double light = last == MethodId.Variant.SITE ? 0.5 : last == MethodId.Variant.RATIO && !tuned ? 0.35 : 0;
        if (!tuned && light == 0 && plainFamily(id, family) && !id.settings().isEmpty()) light = 0.2; // a settings list
        if (c.getRed() + c.getGreen() + c.getBlue() < 100) {
            // black has no darker shade: its variants are greys, tuned a dark one, the ratio order lighter
            double l = last == MethodId.Variant.RATIO ? 0.35 : light;
            double grey = l == 0 ? (tuned ? 0.22 : 0) : tuned ? l + 0.05 : l + 0.2;
            return mix(c, Color.WHITE, grey);
        }
        Color out = mix(c, Color.WHITE, light);
        boolean ratio = last == MethodId.Variant.RATIO;
        return tuned ? mix(out, Color.BLACK, ratio ? 0.5 : 0.3) : out;
    }

    /** A rule run as its family is registered: no variant, not learnt (settings aside). */
    private static boolean plainFamily(MethodId id, String family) {
        return id.learning() == MethodId.Learning.FIXED
                && id.variants().isEmpty()
                && id.family().equals(family);
    }

    private static Color mix(Color c, Color with, double share) {
        if (share == 0) return c;
        return new Color(
                (int) Math.round(c.getRed() * (1 - share) + with.getRed() * share),
                (int) Math.round(c.getGreen() * (1 - share) + with.getGreen() * share),
                (int) Math.round(c.getBlue() * (1 - share) + with.getBlue() * share));
    }

    /** A ratio-order variant ({@code Nutch-ratio}, {@code Nutch-ratio-tuned}): drawn with a hollow marker. */
    static boolean isRatio(String name) {
        return last(MethodId.ofResult(name)) == MethodId.Variant.RATIO;
    }

    /** The label of a labelled GP run ("content" of GP4C-content_Best or of GP4C-content), else null. */
    static String gpLabel(String name) {
        return MethodId.ofResult(name).runLabel();
    }

    /** The variant's dash: what the id adds to its family. */
    private static float[] dash(MethodId id, String name, String family) {
        if (id.isOracle()) return ORACLE_DASH;
        MethodId.Variant last = last(id);
        if (last == MethodId.Variant.SITE) return OTHER.get(0); // the rival with a site input
        if (last == MethodId.Variant.RATIO) return id.isTuned() ? RATIO_TUNED : RATIO;
        if (id.isTuned()) return TUNED;
        if (plainFamily(id, family) && id.settings().isEmpty()) return SOLID;
        // a labelled run or a settings list: one of the other dashes, by the name, so it is the same in every figure
        return OTHER.get(Math.floorMod(name.hashCode(), OTHER.size()));
    }

    private static Shape polygon(double... xy) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) p.lineTo(xy[i], xy[i + 1]);
        p.closePath();
        return p;
    }

    private static Shape cross(double h, boolean diagonal) {
        double w = h / 3;
        Path2D.Double p = new Path2D.Double();
        p.append(new Rectangle2D.Double(-h, -w, 2 * h, 2 * w), false);
        p.append(new Rectangle2D.Double(-w, -h, 2 * w, 2 * h), false);
        if (!diagonal) return p;
        return AffineTransform.getRotateInstance(Math.PI / 4).createTransformedShape(p);
    }
}
