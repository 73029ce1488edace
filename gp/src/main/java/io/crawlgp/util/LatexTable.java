package io.crawlgp.util;

import java.util.ArrayList;
import java.util.List;

/**
 * A LaTeX table in the booktabs style (Fear's booktabs package: {@code \toprule}, {@code \midrule}, {@code
 * \bottomrule}, no vertical rules), for pasting into a paper. Text cells are escaped; a cell given as {@link #math} is
 * set in math mode as it is. Columns are left-aligned text or right-aligned numbers, as the caller says.
 */
public final class LatexTable {
    private final String caption;
    private final String label;
    private final String align;
    private final Object[] header;
    // each row as a line of cells, or a group heading's line (a \midrule and the group's name across the table)
    private final List<String> lines = new ArrayList<>();

    /** {@code align}: one letter per column, {@code l} or {@code r}. */
    public LatexTable(String caption, String label, String align, String... header) {
        this(caption, label, align, (Object[]) header);
    }

    /** As above, a header cell given as {@link Raw} (a {@link #stacked} name) set as it is. */
    public LatexTable(String caption, String label, String align, Object[] header) {
        if (align.length() != header.length) throw new IllegalArgumentException("one alignment per column");
        this.caption = caption;
        this.label = label;
        this.align = align;
        this.header = header;
    }

    /** A cell written as given (already LaTeX, not in math mode). */
    public record Raw(String latex) {}

    /**
     * A long name set on several lines, broken after each hyphen ({@code openwrt-packages-weekly} in three short lines):
     * a column headed by a dataset's name is then as wide as its numbers, not as its name. A nested tabular, so no
     * package is needed.
     */
    public static Raw stacked(String name) {
        String[] parts = name.split("(?<=-)");
        if (parts.length == 1) return new Raw(escape(name));
        List<String> e = new ArrayList<>();
        for (String p : parts) e.add(escape(p));
        return new Raw("\\begin{tabular}[b]{@{}c@{}}" + String.join("\\\\", e) + "\\end{tabular}");
    }

    /** A cell in math mode, written as given (already LaTeX). */
    public record Math(String latex) {}

    public static Math math(String latex) {
        return new Math(latex);
    }

    public LatexTable row(Object... cells) {
        lines.add(String.join(" & ", cells(cells)) + " \\\\");
        return this;
    }

    /** A group's heading: a rule and its name in italics across the table (the rows that follow are the group's). */
    public LatexTable group(String title) {
        lines.add((lines.isEmpty() ? "" : "\\midrule\n") + "\\multicolumn{" + align.length() + "}{l}{\\textit{"
                + escape(title) + "}} \\\\");
        return this;
    }

    private static List<String> cells(Object[] cells) {
        List<String> r = new ArrayList<>();
        for (Object c : cells)
            r.add(
                    c instanceof Math m
                            ? "$" + m.latex() + "$"
                            : c instanceof Raw w ? w.latex() : escape(String.valueOf(c)));
        return r;
    }

    /**
     * Text with LaTeX's special characters escaped; {@code <}, {@code >} and {@code |} as their text commands (under
     * the default OT1 encoding a bare {@code <} prints an inverted exclamation mark), and a negative number with a
     * minus sign rather than a hyphen.
     */
    public static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\' -> sb.append("\\textbackslash{}");
                case '&', '%', '$', '#', '_', '{', '}' -> sb.append('\\').append(c);
                case '~' -> sb.append("\\textasciitilde{}");
                case '^' -> sb.append("\\textasciicircum{}");
                case '<' -> sb.append("\\textless{}");
                case '>' -> sb.append("\\textgreater{}");
                case '|' -> sb.append("\\textbar{}");
                default -> sb.append(c);
            }
        }
        // a minus sign, not a hyphen, before a number that starts a cell, a word or a bracket ("-0.03",
        // "[-0.0308, 0.0276]"); a hyphen inside a name (Nutch-ratio) or an exponent (1.5e-05) stays
        return sb.toString().replaceAll("(^|[\\s\\[(])-(?=[0-9.])", "$1\\$-\\$");
    }

    /** Tables longer than this many rows are set as a longtable, which breaks across pages. */
    static final int LONG_ROWS = 40;

    /**
     * A label as LaTeX takes it in {@code \\label} and {@code \\ref}: letters, digits and {@code : . _ -} kept, anything
     * else (a folder name's '#', '%', braces, spaces) as '-' (labels were written unescaped).
     */
    static String label(String label) {
        return label.replaceAll("[^A-Za-z0-9:._-]", "-");
    }

    public String render() {
        return lines.size() > LONG_ROWS ? renderLong() : renderFloat();
    }

    /** A longtable (package longtable): the caption on the first page, the header repeated on every page. */
    private String renderLong() {
        StringBuilder sb = new StringBuilder();
        sb.append("% needs \\usepackage{booktabs,longtable}\n");
        sb.append("\\begin{longtable}{").append(align).append("}\n");
        sb.append("\\caption{")
                .append(caption)
                .append("}\\label{")
                .append(label(label))
                .append("}\\\\\n");
        String head = "\\toprule\n" + String.join(" & ", cells(header)) + " \\\\\n\\midrule\n";
        sb.append(head).append("\\endfirsthead\n").append(head).append("\\endhead\n");
        sb.append("\\bottomrule\n\\endfoot\n");
        for (String l : lines) sb.append(l).append('\n');
        sb.append("\\end{longtable}\n");
        return sb.toString();
    }

    private String renderFloat() {
        StringBuilder sb = new StringBuilder();
        sb.append("% needs \\usepackage{booktabs}\n");
        sb.append("\\begin{table}[t]\n\\centering\n\\small\n");
        sb.append("\\caption{").append(caption).append("}\n");
        sb.append("\\label{").append(label(label)).append("}\n");
        sb.append("\\begin{tabular}{").append(align).append("}\n\\toprule\n");
        sb.append(String.join(" & ", cells(header))).append(" \\\\\n\\midrule\n");
        for (String l : lines) sb.append(l).append('\n');
        sb.append("\\bottomrule\n\\end{tabular}\n\\end{table}\n");
        return sb.toString();
    }
}
