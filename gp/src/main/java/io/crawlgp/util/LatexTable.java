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
    private final String[] header;
    private final List<String[]> rows = new ArrayList<>();

    /** {@code align}: one letter per column, {@code l} or {@code r}. */
    public LatexTable(String caption, String label, String align, String... header) {
        if (align.length() != header.length) throw new IllegalArgumentException("one alignment per column");
        this.caption = caption;
        this.label = label;
        this.align = align;
        this.header = header;
    }

    /** A cell in math mode, written as given (already LaTeX). */
    public record Math(String latex) {}

    public static Math math(String latex) {
        return new Math(latex);
    }

    public LatexTable row(Object... cells) {
        String[] r = new String[cells.length];
        for (int i = 0; i < cells.length; i++)
            r[i] = cells[i] instanceof Math m ? "$" + m.latex() + "$" : escape(String.valueOf(cells[i]));
        rows.add(r);
        return this;
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
     * else (a folder name's '#', '%', braces, spaces) as '-' (issue 68: labels were written unescaped).
     */
    static String label(String label) {
        return label.replaceAll("[^A-Za-z0-9:._-]", "-");
    }

    public String render() {
        return rows.size() > LONG_ROWS ? renderLong() : renderFloat();
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
        List<String> h = new ArrayList<>();
        for (String s : header) h.add(escape(s));
        String head = "\\toprule\n" + String.join(" & ", h) + " \\\\\n\\midrule\n";
        sb.append(head).append("\\endfirsthead\n").append(head).append("\\endhead\n");
        sb.append("\\bottomrule\n\\endfoot\n");
        for (String[] r : rows) sb.append(String.join(" & ", r)).append(" \\\\\n");
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
        List<String> h = new ArrayList<>();
        for (String s : header) h.add(escape(s));
        sb.append(String.join(" & ", h)).append(" \\\\\n\\midrule\n");
        for (String[] r : rows) sb.append(String.join(" & ", r)).append(" \\\\\n");
        sb.append("\\bottomrule\n\\end{tabular}\n\\end{table}\n");
        return sb.toString();
    }
}
