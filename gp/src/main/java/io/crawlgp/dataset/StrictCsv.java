package io.crawlgp.dataset;

import io.crawlgp.io.StrictText;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The rules every CSV dataset loader follows (pages, threads, new pages): UTF-8 only (a bad byte reported with its
 * line and byte offset), a byte-order mark accepted, a header with the required columns (others allowed), every row
 * with exactly the header's number of fields, physical line numbers in every message (blank lines counted), a
 * malformed quote reported in one line, and text from the file escaped before it is shown. Problems are {@link
 * DatasetException}s: file, line, what was expected.
 */
public final class StrictCsv {
    private StrictCsv() {}

    /** One data row and its physical line. */
    public record Row(CSVRecord record, long line) {
        public String get(String column) {
            return record.get(column);
        }
    }

    /** Reads {@code file} (".gz" decompressed) and gives each row to {@code rows}; returns the header's columns. */
    public static Map<String, Integer> read(Path file, List<String> required, String expected, Consumer<Row> rows) {
        return read(StrictText.read(file), file, required, expected, rows);
    }

    /** The same from text already decoded ({@code file} names it in messages). */
    public static Map<String, Integer> read(StrictText text, Path file, List<String> required, String expected, Consumer<Row> rows) {
        Reader reader = new StringReader(text.text());
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).setIgnoreEmptyLines(true).setTrim(false).build();
        CSVParser parser;
        try {
            parser = format.parse(reader);
        } catch (IllegalArgumentException | UncheckedIOException | IOException e) {
            throw new DatasetException(file, 1, "unreadable header: " + StrictText.escape(firstLine(e.getMessage()), 200));
        }
        try (parser) {
            Map<String, Integer> header = parser.getHeaderMap();
            if (header == null || header.isEmpty()) throw new DatasetException(file, "empty file: expected a header line " + expected);
            for (String col : required)
                if (!header.containsKey(col))
                    throw new DatasetException(file, 1, "missing column '" + col + "': expected columns " + expected + ", found "
                            + StrictText.escape(String.join(",", header.keySet()), 200));
            Iterator<CSVRecord> it = parser.iterator();
            while (true) {
                CSVRecord rec;
                try {
                    if (!it.hasNext()) break;
                    rec = it.next();
                } catch (UncheckedIOException | IllegalStateException e) {
                    throw new DatasetException(file, Math.max(1, parser.getCurrentLineNumber()), "malformed CSV (an unclosed or stray quote?): "
                            + StrictText.escape(firstLine(e.getMessage()), 120));
                }
                long line = text.lineOfRecord(rec.getCharacterPosition()); // physical line, blank lines included
                if (rec.size() != header.size())
                    throw new DatasetException(file, line, "expected " + header.size() + " fields like the header ("
                            + StrictText.escape(String.join(",", header.keySet()), 200) + "), found " + rec.size());
                rows.accept(new Row(rec, line));
            }
            return header;
        } catch (IOException e) {
            throw new DatasetException(file, "cannot read: " + e.getMessage());
        }
    }

    private static String firstLine(String s) {
        if (s == null) return "";
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
