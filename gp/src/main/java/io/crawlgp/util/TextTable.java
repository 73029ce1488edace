package io.crawlgp.util;

import java.util.ArrayList;
import java.util.List;

/** A plain aligned text table for terminal output. */
public final class TextTable {
    // rows are rendered with the last column unpadded, so a long formula does not push short ones to the right
    private final List<String[]> rows = new ArrayList<>();

    public TextTable(String... header) {
        rows.add(header);
    }

    public TextTable row(Object... cells) {
        String[] r = new String[cells.length];
        for (int i = 0; i < cells.length; i++) r[i] = String.valueOf(cells[i]);
        rows.add(r);
        return this;
    }

    public String render() {
        int cols = rows.get(0).length;
        int[] w = new int[cols];
        for (String[] r : rows) for (int i = 0; i < cols && i < r.length; i++) w[i] = Math.max(w[i], r[i].length());
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < rows.size(); j++) {
            String[] r = rows.get(j);
            for (int i = 0; i < cols; i++) {
                String cell = i < r.length ? r[i] : "";
                // first and last columns are left-aligned (names, formulas), the others right-aligned (numbers)
                if (i == 0) sb.append(String.format("%-" + w[i] + "s", cell));
                else if (i == cols - 1) sb.append("  ").append(cell);
                else sb.append(String.format("  %" + w[i] + "s", cell));
            }
            sb.append('\n');
            if (j == 0) {
                int total = 0;
                for (int x : w) total += x + 2;
                sb.append("-".repeat(Math.max(0, total - 2))).append('\n');
            }
        }
        return sb.toString();
    }
}
