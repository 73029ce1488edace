package io.crawlgp.dataset;

import io.crawlgp.io.AtomicFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
            Path plain = dirOrFile.resolve(FILE_NAME);
            if (Files.isRegularFile(plain)) return plain;
            Path gz = dirOrFile.resolve(FILE_NAME + ".gz");
            if (Files.isRegularFile(gz)) return gz;
            throw new DatasetException(dirOrFile, "no " + FILE_NAME + " (or " + FILE_NAME + ".gz) in this folder");
        }
        throw new DatasetException(dirOrFile, "no such file or folder");
    }

    public static ChangeHistory read(Path dirOrFile) {
        Path file = resolve(dirOrFile);
        io.crawlgp.io.StrictText text = io.crawlgp.io.StrictText.read(file); // a UserError naming file, line and byte when not UTF-8
        try {
            return read(text, file);
        } catch (IOException e) {
            throw new DatasetException(file, "cannot read: " + e.getMessage());
        }
    }

    /** Reads the text of a pages file (tests give it directly). */
    static ChangeHistory read(Reader reader, Path file) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[8192];
        for (int n; (n = reader.read(buf)) > 0; ) sb.append(buf, 0, n);
        return read(io.crawlgp.io.StrictText.of(sb.toString().getBytes(StandardCharsets.UTF_8), file), file);
    }

    private static ChangeHistory read(io.crawlgp.io.StrictText text, Path file) throws IOException {
        Map<String, Long> seen = new HashMap<>();
        ChangeHistory.Builder[] builder = {null};
        StrictCsv.read(text, file, REQUIRED, "page,site,history", row -> {
            long line = row.line();
            String page = row.get("page"), site = row.get("site"), hist = row.get("history");
            if (page.isEmpty()) throw new DatasetException(file, line, "empty page id");
            String shown = io.crawlgp.io.StrictText.escape(page, 80);
            if (hist.isEmpty()) throw new DatasetException(file, line, "empty history for page '" + shown + "': expected one 0/1 per cycle");
            if (builder[0] == null) builder[0] = new ChangeHistory.Builder(hist.length(), 1024);
            if (hist.length() != builder[0].cycles())
                throw new DatasetException(file, line, "history of page '" + shown + "' has " + hist.length() + " cycles, expected " + builder[0].cycles() + " like the first page");
            Long first = seen.putIfAbsent(page, line);
            if (first != null) throw new DatasetException(file, line, "duplicate page id '" + shown + "' (first seen on line " + first + ")");
            int bad = builder[0].addChars(page, site, hist, 0);
            if (bad >= 0)
                throw new DatasetException(file, line, "history of page '" + shown + "' has '" + io.crawlgp.io.StrictText.escape(String.valueOf(hist.charAt(bad)), 8) + "' at cycle " + (bad + 1) + ": expected only 0 or 1");
        });
        if (builder[0] == null) throw new DatasetException(file, "no pages: the file has a header but no rows");
        return builder[0].build();
    }

    /** Writes pages.csv atomically. */
    public static void write(ChangeHistory h, Path file) {
        AtomicFiles.writeBytes(file, os -> write(h, os));
    }

    /** Writes the CSV to a stream (UTF-8, '\\n' line ends); does not close it. */
    public static void write(ChangeHistory h, java.io.OutputStream os) throws IOException {
        java.io.Writer w = new java.io.BufferedWriter(new java.io.OutputStreamWriter(os, StandardCharsets.UTF_8), 1 << 16);
        CSVPrinter printer = new CSVPrinter(w, CSVFormat.RFC4180.builder().setRecordSeparator('\n').build());
        printer.printRecord(REQUIRED);
        for (int p = 0; p < h.pages(); p++) printer.printRecord(h.pageId(p), h.site(p), h.historyString(p));
        printer.flush();
    }
}
