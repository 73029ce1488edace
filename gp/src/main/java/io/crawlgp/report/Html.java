package io.crawlgp.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The few HTML pieces a report needs, every text escaped. */
final class Html {
    private final StringBuilder sb = new StringBuilder();
    /** The sections written so far, id then title: the navigation links to these and to nothing else. */
    private final List<String[]> sections = new ArrayList<>();

    private static final String NAV_MARK = "<!--nav-->";

    static String escape(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    Html raw(String s) {
        sb.append(s);
        return this;
    }

    Html text(String tag, String text) {
        sb.append('<')
                .append(tag)
                .append('>')
                .append(escape(text))
                .append("</")
                .append(tag)
                .append(">\n");
        return this;
    }

    Html section(String id, String title) {
        sections.add(new String[] {id, title});
        sb.append("<h2 id=\"").append(id).append("\">").append(escape(title)).append("</h2>\n");
        return this;
    }

    /**
     * A cell as the report's tables show it: numbers written with at most 4 decimals as written (a rank of
     * 24.50, not 24.5000), other whole values as integers, the rest as {@link #number}; null if not a number.
     */
    static String shown(String cell) {
        String n = number(cell);
        if (n == null || cell.matches("-?\\d+")) return n;
        int point = cell.indexOf('.');
        if (point >= 0 && !cell.matches(".*[eE].*") && cell.length() - point - 1 <= 4) return cell;
        double v = Double.parseDouble(cell);
        return v == Math.rint(v) && Math.abs(v) < 1e9 ? Long.toString((long) v) : n;
    }

    /** Cells longer than this may wrap (anywhere); shorter ones never break. */
    static final int LONG = 40;

    /**
     * A table; numeric cells right-aligned, each column's numbers in one format (0.784 beside 0.9780 and 1.0
     * beside 1.0000 in one column): a column of whole numbers as they are, any other with as many decimals as its most
     * precise cell needs, at most 4 ({@link #shown} for the outliers: beyond 10,000, below 0.0001); headers as the
     * glossary titles them ({@link ColumnGlossary#title}).
     */
    Html table(String cssClass, List<String> header, List<List<String>> rows) {
        sb.append("<table class=\"").append(cssClass).append("\"><thead><tr>");
        for (String h : header)
            sb.append("<th>").append(escape(ColumnGlossary.title(h))).append("</th>");
        sb.append("</tr></thead><tbody>\n");
        int columns = rows.stream().mapToInt(List::size).max().orElse(0);
        int[] decimals = new int[columns];
        for (List<String> r : rows)
            for (int c = 0; c < r.size(); c++) decimals[c] = Math.max(decimals[c], decimals(r.get(c)));
        for (List<String> r : rows) {
            sb.append("<tr>");
            for (int c = 0; c < r.size(); c++) {
                String cell = r.get(c);
                String shown = inColumn(cell, decimals[c]);
                // numbers and words never break; only a long value (JSON, a hash, a formula) wraps
                sb.append(
                                shown != null
                                        ? "<td class=\"num\">" + escape(shown)
                                        : cell.length() > LONG
                                                ? "<td class=\"long\">" + escape(cell)
                                                : "<td>" + escape(cell))
                        .append("</td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</tbody></table>\n");
        return this;
    }

    /** The decimals a number cell is written with, at most 4 (0 for a whole number or text). */
    static int decimals(String cell) {
        if (number(cell) == null || cell.matches("-?\\d+") || cell.matches(".*[eE].*")) return 0;
        double v = Double.parseDouble(cell);
        if (outlier(v)) return 0;
        return Math.min(4, cell.length() - cell.indexOf('.') - 1);
    }

    /** A cell in its column's format: {@code d} decimals for a column that has any, else as {@link #shown}. */
    static String inColumn(String cell, int d) {
        String n = shown(cell);
        if (n == null || d == 0) return n;
        double v = Double.parseDouble(cell);
        if (!Double.isFinite(v) || outlier(v)) return n;
        return String.format(Locale.ROOT, "%." + d + "f", v);
    }

    Html pre(String text) {
        sb.append("<pre>").append(escape(text)).append("</pre>\n");
        return this;
    }

    Html figure(String caption, String pngBase64, String alt) {
        sb.append("<figure><img alt=\"")
                .append(escape(alt))
                .append("\" src=\"data:image/png;base64,")
                .append(pngBase64)
                .append("\">")
                .append("<figcaption>")
                .append(escape(caption))
                .append("</figcaption></figure>\n");
        return this;
    }

    /** Beyond these a number is written in a format of its own ({@link #number}), not with a column's decimals. */
    private static final double LARGE = 10_000, SMALL = 1e-4;

    private static boolean outlier(double v) {
        return Math.abs(v) >= LARGE || v != 0 && Math.abs(v) < SMALL;
    }

    /**
     * A cell as the Markdown tables show it: integers as they are, other numbers with 4 decimals (or 1 above 10,000);
     * null if not a number.
     */
    static String number(String cell) {
        if (!cell.matches("-?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?"))
            return null; // a hash such as 2e67ab... stays text
        try {
            double v = Double.parseDouble(cell);
            if (cell.matches("-?\\d+")) return cell;
            if (!Double.isFinite(v)) return cell;
            return Math.abs(v) >= LARGE
                    ? String.format(Locale.ROOT, "%.1f", v)
                    : outlier(v) ? String.format(Locale.ROOT, "%.2e", v) : String.format(Locale.ROOT, "%.4f", v);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** Where the navigation goes: filled in at the end with the sections the page has. */
    Html nav() {
        sb.append("<nav>").append(NAV_MARK).append("</nav>\n");
        return this;
    }

    @Override
    public String toString() {
        List<String> links = new ArrayList<>();
        for (String[] s : sections) links.add("<a href=\"#" + s[0] + "\">" + escape(s[1]) + "</a>");
        int at = sb.indexOf(NAV_MARK);
        if (at < 0) return sb.toString();
        return new StringBuilder(sb)
                .replace(at, at + NAV_MARK.length(), String.join(" · ", links))
                .toString();
    }
}
