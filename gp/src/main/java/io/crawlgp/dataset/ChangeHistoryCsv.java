package io.crawlgp.dataset;

import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.StrictGzip;
import io.crawlgp.io.StrictText;
import io.crawlgp.util.MemoryBudget;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Reads and writes the change-history format shared by every change dataset: {@code pages.csv} with header
 * {@code page,site,history}, one '0'/'1' per cycle 1..C in {@code history}. Extra columns are ignored.
 */
public final class ChangeHistoryCsv {
    public static final String FILE_NAME = "pages.csv";
    static final List<String> REQUIRED = List.of("page", "site", "history");

    private ChangeHistoryCsv() {}

    /** The pages file of a dataset: the path itself if it is a file, else DIR/pages.csv or DIR/pages.csv.gz. */
    public static Path resolve(Path dirOrFile) {
        if (Files.isRegularFile(dirOrFile)) return dirOrFile;
        if (Files.isDirectory(dirOrFile)) {
            Path found = plainOrGz(dirOrFile, FILE_NAME);
            if (found != null) return found;
            throw new DatasetException(dirOrFile, "no " + FILE_NAME + " (or " + FILE_NAME + ".gz) in this folder");
        }
        throw DatasetRecipes.missing(dirOrFile);
    }

    /**
     * DIR/NAME or DIR/NAME.gz, whichever exists, or null; both at once is refused rather than one picked without a
     * word (they may differ).
     */
    public static Path plainOrGz(Path dir, String name) {
        Path plain = dir.resolve(name), gz = dir.resolve(name + ".gz");
        boolean p = Files.isRegularFile(plain), g = Files.isRegularFile(gz);
        if (p && g)
            throw new DatasetException(
                    dir, "holds both " + name + " and " + name + ".gz: keep one, so that it is clear which is read");
        return p ? plain : g ? gz : null;
    }

    /**
     * Why a page id is refused, or null: control characters (NUL included) and double quotes are never part of a
     * URL or a file path (a URL escapes them), and would make the id print, compare and join wrongly.
     */
    public static String badPageId(String page) {
        for (int i = 0; i < page.length(); i++) {
            char c = page.charAt(i);
            if (c < 0x20 || c == 0x7f)
                return "holds a control character (U+" + String.format("%04X", (int) c)
                        + "); a page id is a URL or a path";
            if (c == '"') return "holds a double quote; a page id is a URL or a path (escape it as %22)";
        }
        return null;
    }

    public static ChangeHistory read(Path dirOrFile) {
        Path file = resolve(dirOrFile);
        requireMemory(file);
        StrictText text = StrictText.read(file); // a UserError naming file, line and byte when not UTF-8
        try {
            ChangeHistory h = read(text, file);
            return Files.isDirectory(dirOrFile) ? h.withCycleDays(CycleDays.of(dirOrFile)) : h;
        } catch (IOException e) {
            throw new DatasetException(file, "cannot read: " + e.getMessage());
        }
    }

    /**
     * Refuses, before reading, a pages file whose rows would not fit the heap: its text (held twice while parsed) and
     * {@link io.crawlgp.util.MemoryBudget#CSV_ROW_BYTES} per row, the rows estimated from the length of the first
     * lines. A gzip file's text length is its trailer's (the size modulo 4 GiB, as gzip records it).
     */
    static void requireMemory(Path file) {
        try {
            long size = Files.size(file);
            boolean gz = file.getFileName().toString().endsWith(".gz");
            long[] trailer = gz && size >= 18 ? StrictGzip.trailer(file) : null; // 18: gzip's smallest file
            long text = !gz ? size : trailer == null ? 0 : trailer[1];
            if (text < (1 << 24)) return; // 16 MB of text fits any heap this runs in
            byte[] head = new byte[1 << 16];
            int n;
            try (InputStream in = gz ? new GZIPInputStream(Files.newInputStream(file)) : Files.newInputStream(file)) {
                n = in.readNBytes(head, 0, head.length);
            }
            int lines = 0;
            for (int i = 0; i < n; i++) if (head[i] == '\n') lines++;
            double rows = lines <= 1 ? 1 : text / ((double) n / lines);
            MemoryBudget.require(
                    file + " (about " + Math.round(rows) + " pages)", 2.5 * text + rows * MemoryBudget.CSV_ROW_BYTES);
        } catch (IOException e) {
            // unreadable: the reader below says why, with the file's name
        }
    }

    /** Reads the text of a pages file (tests give it directly). */
    static ChangeHistory read(Reader reader, Path file) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[8192];
        for (int n; (n = reader.read(buf)) > 0; ) sb.append(buf, 0, n);
        return read(StrictText.of(sb.toString().getBytes(StandardCharsets.UTF_8), file), file);
    }

    private static ChangeHistory read(StrictText text, Path file) throws IOException {
        DuplicateIds seen = new DuplicateIds();
        ChangeHistory.Builder[] builder = {null};
        StrictCsv.read(text, file, REQUIRED, "page,site,history", row -> {
            long line = row.line();
            String page = row.get("page"), site = row.get("site"), hist = row.get("history");
            if (page.isEmpty()) throw new DatasetException(file, line, "empty page id");
            String badId = badPageId(page);
            if (badId != null)
                throw new DatasetException(file, line, "page id '" + StrictText.escape(page, 80) + "' " + badId);
            String shown = StrictText.escape(page, 80);
            if (hist.isEmpty())
                throw new DatasetException(
                        file, line, "empty history for page '" + shown + "': expected one 0/1 per cycle");
            if (builder[0] == null) builder[0] = new ChangeHistory.Builder(hist.length(), 1024);
            if (hist.length() != builder[0].cycles())
                throw new DatasetException(
                        file,
                        line,
                        "history of page '" + shown + "' has " + hist.length() + " cycles, expected "
                                + builder[0].cycles() + " like the first page");
            seen.add(page, line);
            int bad = builder[0].addChars(page, site, hist, 0);
            if (bad >= 0)
                throw new DatasetException(
                        file,
                        line,
                        "history of page '" + shown + "' has '" + StrictText.escape(String.valueOf(hist.charAt(bad)), 8)
                                + "' at cycle " + (bad + 1) + ": expected only 0 or 1");
        });
        if (builder[0] == null) throw new DatasetException(file, "no pages: the file has a header but no rows");
        ChangeHistory h = builder[0].build();
        seen.check(h, file); // after the rows: a malformed row anywhere is reported before a duplicate id
        return h;
    }

    /** Writes pages.csv atomically. */
    public static void write(ChangeHistory h, Path file) {
        AtomicFiles.writeBytes(file, os -> write(h, os));
    }

    /**
     * A generated history written page by page as it is made (never held: {@link SyntheticChangeGenerator#forEachPage}),
     * the same bytes as {@link #write(ChangeHistory, Path)} of the generated history; returns its total changes.
     */
    public static long writeGenerated(GeneratorSettings g, Path file) {
        long[] changes = {0};
        AtomicFiles.writeBytes(file, os -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8), 1 << 16);
            CSVPrinter printer = new CSVPrinter(
                    w, CSVFormat.RFC4180.builder().setRecordSeparator('\n').build());
            printer.printRecord(REQUIRED);
            char[] text = new char[g.cycles()];
            SyntheticChangeGenerator.forEachPage(g, (page, id, site, row) -> {
                for (int c = 0; c < row.length; c++) {
                    text[c] = row[c] ? '1' : '0';
                    if (row[c]) changes[0]++;
                }
                try {
                    printer.printRecord(id, site, new String(text));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            printer.flush();
        });
        return changes[0];
    }

    /** Writes the CSV to a stream (UTF-8, '\\n' line ends); does not close it. */
    public static void write(ChangeHistory h, OutputStream os) throws IOException {
        Writer w = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8), 1 << 16);
        CSVPrinter printer = new CSVPrinter(
                w, CSVFormat.RFC4180.builder().setRecordSeparator('\n').build());
        printer.printRecord(REQUIRED);
        for (int p = 0; p < h.pages(); p++) printer.printRecord(h.pageId(p), h.site(p), h.historyString(p));
        printer.flush();
    }
}
