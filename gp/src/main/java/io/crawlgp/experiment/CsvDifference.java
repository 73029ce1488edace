package io.crawlgp.experiment;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * How a rerun's table differs from the committed one, said in a few words for {@code reproduce}: a folder written
 * before a table gained columns differs byte for byte although none of its numbers moved, and that is a different
 * finding from a number that moved. The comparison stays byte for byte (a folder with added columns still differs);
 * this only names the first difference, or says that the shared columns agree.
 */
final class CsvDifference {
    private CsvDifference() {}

    /** A short reading of two tables that are not byte-identical (committed, then rerun). */
    static String describe(byte[] committed, byte[] rerun) {
        List<List<String>> a;
        List<List<String>> b;
        try {
            a = rows(committed);
            b = rows(rerun);
        } catch (IOException | UncheckedIOException | IllegalStateException | IllegalArgumentException e) {
            // a malformed table (an unclosed quote) is still reported as differing, by its bytes
            return "not comparable as tables";
        }
        if (a.isEmpty() || b.isEmpty()) return a.isEmpty() == b.isEmpty() ? "line endings or quoting" : "one is empty";
        List<String> headA = a.get(0);
        List<String> headB = b.get(0);
        List<String> removed = new ArrayList<>();
        int[] at = new int[headA.size()];
        for (int i = 0; i < headA.size(); i++) {
            at[i] = headB.indexOf(headA.get(i));
            if (at[i] < 0) removed.add(headA.get(i));
        }
        List<String> added = new ArrayList<>(headB);
        added.removeAll(headA);
        String columns = (added.isEmpty() ? "" : "columns added: " + String.join(" ", added) + "; ")
                + (removed.isEmpty() ? "" : "columns removed: " + String.join(" ", removed) + "; ");
        if (a.size() != b.size()) return columns + (a.size() - 1) + " rows committed, " + (b.size() - 1) + " rerun";
        for (int r = 1; r < a.size(); r++) {
            List<String> ra = a.get(r);
            List<String> rb = b.get(r);
            for (int i = 0; i < headA.size(); i++) {
                if (at[i] < 0) continue;
                String va = i < ra.size() ? ra.get(i) : "";
                String vb = at[i] < rb.size() ? rb.get(at[i]) : "";
                if (!va.equals(vb))
                    return columns + "first at line " + (r + 1) + ", column " + headA.get(i) + ": " + clip(va)
                            + " committed, " + clip(vb) + " rerun";
            }
        }
        return columns.isEmpty()
                ? "the same values, other bytes (quoting or column order)"
                : columns + "every shared value equal";
    }

    private static String clip(String v) {
        return v.length() <= 24 ? v : v.substring(0, 21) + "...";
    }

    private static List<List<String>> rows(byte[] bytes) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        try (CSVParser p = CSVFormat.RFC4180.parse(new StringReader(new String(bytes, StandardCharsets.UTF_8)))) {
            for (CSVRecord r : p) rows.add(r.toList());
        }
        return rows;
    }
}
