package io.crawlgp.dataset;

import io.crawlgp.io.StrictText;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Real change signals beside a change history: {@code signals.csv} (or {@code .gz}) in the dataset's
 * folder, columns {@code page,cycle}, one row per signal received: the page's id as in pages.csv and the cycle
 * (1-based, in the history's own cycles) in which it arrived. Read with pages.csv's checks: an unknown page, a cycle
 * outside the history or not a whole number, and a signal listed twice are each one line naming file and line.
 */
public final class SignalsCsv {
    public static final String FILE_NAME = "signals.csv";

    private SignalsCsv() {}

    /** The signals file of a dataset folder, or null when it has none. */
    public static Path beside(Path dir) {
        return ChangeHistoryCsv.plainOrGz(dir, FILE_NAME);
    }

    /** Writes the signals of {@code h}'s pages as signals.csv's rows, page by page, oldest first. */
    public static void write(ChangeHistory h, Signals s, Writer w) throws IOException {
        w.write("page,cycle\n");
        CSVPrinter p = new CSVPrinter(
                w, CSVFormat.RFC4180.builder().setRecordSeparator('\n').build());
        for (int page = 0; page < h.pages(); page++) for (int c : s.of(page)) p.printRecord(h.pageId(page), c);
        p.flush();
    }

    /** The signals of {@code file}, over the pages and cycles of {@code h} (read from the same folder). */
    public static Signals read(Path file, ChangeHistory h) {
        Map<String, Integer> row = new HashMap<>();
        for (int p = 0; p < h.pages(); p++) row.put(h.pageId(p), p);
        List<List<Integer>> byPage = new ArrayList<>();
        for (int p = 0; p < h.pages(); p++) byPage.add(new ArrayList<>());
        Set<Long> seen = new HashSet<>();
        StrictCsv.read(StrictText.read(file), file, List.of("page", "cycle"), "page,cycle", r -> {
            long line = r.line();
            String page = r.get("page"), at = r.get("cycle");
            Integer p = row.get(page);
            if (p == null)
                throw new DatasetException(
                        file, line, "page '" + StrictText.escape(page, 80) + "' is not in the dataset's pages file");
            int c;
            try {
                c = Integer.parseInt(at.strip());
            } catch (NumberFormatException e) {
                throw new DatasetException(
                        file, line, "cycle '" + StrictText.escape(at, 20) + "' is not a whole number");
            }
            if (c < 1 || c > h.cycles())
                throw new DatasetException(
                        file, line, "cycle " + c + " is outside the history's cycles 1.." + h.cycles());
            if (!seen.add((long) p * (h.cycles() + 1) + c))
                throw new DatasetException(
                        file,
                        line,
                        "page '" + StrictText.escape(page, 80) + "' has a signal at cycle " + c + " listed twice");
            byPage.get(p).add(c);
        });
        int[][] out = new int[h.pages()][];
        for (int p = 0; p < out.length; p++)
            out[p] = byPage.get(p).stream().mapToInt(Integer::intValue).toArray();
        return Signals.of(h.cycles(), out);
    }
}
