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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
    public static Map<String, Integer> read(
            StrictText text, Path file, List<String> required, String expected, Consumer<Row> rows) {
        Reader reader = new StringReader(text.text());
        CSVFormat format = CSVFormat.RFC4180
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .setIgnoreEmptyLines(true)
                .setTrim(false)
                .build();
        CSVParser parser;
        try {
            parser = format.parse(reader);
        } catch (IllegalArgumentException | UncheckedIOException | IOException e) {
            throw new DatasetException(
                    file, 1, "unreadable header: " + StrictText.escape(firstLine(e.getMessage()), 200));
        }
        try (parser) {
            Map<String, Integer> header = parser.getHeaderMap();
            if (header == null || header.isEmpty())
                throw new DatasetException(file, "empty file: expected a header line " + expected);
            for (String col : required)
                if (!header.containsKey(col))
                    throw new DatasetException(
                            file,
                            1,
                            "missing column '" + col + "': expected columns " + expected + ", " + found(header));
            Iterator<CSVRecord> it = parser.iterator();
            while (true) {
                CSVRecord rec;
                try {
                    if (!it.hasNext()) break;
                    rec = it.next();
                } catch (UncheckedIOException | IllegalStateException e) {
                    throw malformed(file, e, parser.getCurrentLineNumber());
                }
                long line = text.lineOfRecord(rec.getCharacterPosition()); // physical line, blank lines included
                if (rec.size() != header.size())
                    throw new DatasetException(
                            file,
                            line,
                            "expected " + header.size() + " fields like the header ("
                                    + StrictText.escape(String.join(",", header.keySet()), 200) + "), found "
                                    + rec.size());
                rows.accept(new Row(rec, line));
            }
            return header;
        } catch (IOException e) {
            throw new DatasetException(file, "cannot read: " + e.getMessage());
        }
    }

    /**
     * A malformed record in the reader's words turned into the file's: the line where the bad field starts (the CSV
     * library names it as "(startline N)" or "(line N)", while its current line is where it gave up, possibly at the
     * end of the file) and what is wrong, without the library's exception text.
     */
    static DatasetException malformed(Path file, RuntimeException e, long current) {
        String m = String.valueOf(e.getCause() != null ? e.getCause().getMessage() : e.getMessage());
        Matcher at = Pattern.compile("\\((?:start)?line (\\d+)\\)").matcher(m);
        long line = at.find() ? Long.parseLong(at.group(1)) : Math.max(1, current);
        String why = m.contains("EOF reached before encapsulated token finished")
                ? "a quoted field starts on this line and its closing quote never comes (an unclosed quote?)"
                : m.contains("invalid char between encapsulated token and delimiter")
                        ? "text after a closing quote in a field (a stray quote? a quote inside a field is written twice: \"\")"
                        : "malformed CSV (an unclosed or stray quote?)";
        return new DatasetException(file, line, why);
    }

    private static String firstLine(String s) {
        if (s == null) return "";
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    /**
     * What the first line holds, for a refusal: its column names when they read as names (a header with a misspelt
     * column), else only that it is no header, never its text (a file of another kind, a link to a foreign file, is
     * not quoted).
     */
    static String found(Map<String, Integer> header) {
        for (String h : header.keySet())
            if (!h.matches("[A-Za-z_][A-Za-z0-9_ .-]{0,40}"))
                return "and its first line is no header of column names (is this the right file?)";
        return "found " + StrictText.escape(String.join(",", header.keySet()), 200);
    }
}
