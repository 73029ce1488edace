package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * Tidy CSV files: one writer (RFC 4180, '\n' line ends, atomic) and one checked reader whose errors name file and
 * line. Numbers are written with Java's shortest round-trip representation, so a file read back gives the same
 * doubles, and the same run gives byte-identical files. Each problem's schema lives in its own package.
 */
public final class ResultsCsv {
    private ResultsCsv() {}

    static CSVFormat format() {
        return CSVFormat.RFC4180.builder().setRecordSeparator('\n').build();
    }

    /** Prints the rows of one CSV file (header already printed). */
    @FunctionalInterface
    public interface Rows {
        void print(CSVPrinter p) throws IOException;
    }

    /** Writes a headed RFC 4180 CSV file atomically ('\n' line ends), as every results table is written. */
    public static void write(Path file, String[] header, Rows rows) {
        AtomicFiles.writeText(file, w -> {
            CSVPrinter p = new CSVPrinter(w, format());
            p.printRecord((Object[]) header);
            rows.print(p);
            p.flush();
        });
    }

    /**
     * Writes a headed CSV file compressed ({@code NAME.csv.gz}), atomically: gzip at level 9 with no name and a zero
     * time in its header, so the same rows give the same bytes on any machine with the same JDK; read back by {@link
     * #forEachRecord}. For tables too large to keep plain in the repository (results README: 1 MB a file).
     */
    public static void writeGz(Path file, String[] header, Rows rows) {
        AtomicFiles.writeBytes(file, os -> {
            GZIPOutputStream z = new GZIPOutputStream(os, 1 << 16) {
                {
                    def.setLevel(Deflater.BEST_COMPRESSION);
                }
            };
            Writer w = new BufferedWriter(new OutputStreamWriter(z, StandardCharsets.UTF_8), 1 << 16);
            CSVPrinter p = new CSVPrinter(w, format());
            p.printRecord((Object[]) header);
            rows.print(p);
            p.flush();
            z.finish();
        });
    }

    public static String num(double v) {
        return Double.toString(v);
    }

    /**
     * The reader past a UTF-8 byte-order mark, if the file starts with one (a spreadsheet's export): the header's first
     * name is then read as written, not with the mark in front of it (STATUS.csv's header broke).
     */
    static BufferedReader withoutBom(BufferedReader r) throws IOException {
        r.mark(1);
        if (r.read() != '\uFEFF') r.reset();
        return r;
    }

    /** A record consumer that knows the record's line, for error messages. */
    public interface RecordConsumer {
        void accept(CSVRecord rec, long line);
    }

    /**
     * Reads a headed CSV as strictly as the dataset readers: the required columns present, every row with exactly the
     * header's number of fields (a truncated last row is refused, not read short), malformed quoting and a truncated
     * gzip stream reported; every error one line naming the file and line. Where only {@code file.gz} exists (a large
     * table compressed for the repository) it reads that.
     */
    public static void forEachRecord(Path file, String[] required, RecordConsumer consumer) {
        Path gz = file.resolveSibling(file.getFileName() + ".gz");
        if (!Files.isRegularFile(file) && Files.isRegularFile(gz)) file = gz;
        if (!Files.isRegularFile(file)) throw new UserError(InputFiles.notRegular(file, "no such file"));
        try (Reader r = withoutBom(
                        file == gz
                                ? new BufferedReader(
                                        new InputStreamReader(StrictGzip.open(file), StandardCharsets.UTF_8))
                                : Files.newBufferedReader(file));
                CSVParser parser = CSVFormat.RFC4180
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .build()
                        .parse(r)) {
            for (String col : required)
                if (!parser.getHeaderMap().containsKey(col))
                    throw new UserError(file + ":1: missing column '" + col + "'");
            int fields = parser.getHeaderNames().size();
            var it = parser.iterator();
            while (true) {
                long line = parser.getCurrentLineNumber() + 1;
                CSVRecord rec;
                try {
                    if (!it.hasNext()) break;
                    rec = it.next();
                } catch (UncheckedIOException | IllegalStateException e) {
                    throw new UserError(file + ":" + line + ": malformed CSV (" + reason(e) + ")");
                }
                if (rec.size() != fields)
                    throw new UserError(file + ":" + line + ": " + rec.size() + " field(s), expected " + fields
                            + " as in the header (a truncated or damaged file?)");
                consumer.accept(rec, line);
            }
        } catch (IOException e) {
            throw new UserError(file + ": cannot read (" + IoReasons.of(file, e) + ")");
        } catch (UncheckedIOException e) {
            throw new UserError(file + ": cannot read (" + reason(e) + ")");
        } catch (UserError e) {
            throw e;
        } catch (IllegalArgumentException
                | IllegalStateException e) { // the CSV library refusing the header (an empty or repeated name)
            throw new UserError(file + ":1: unreadable header (" + reason(e) + ")");
        }
    }

    private static String reason(RuntimeException e) {
        Throwable t = e.getCause() != null ? e.getCause() : e;
        if (t instanceof IOException io) return IoReasons.of(io); // a decoding error in words, not the JDK's
        String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        return StrictText.escape(
                m.replaceAll("\\s*\\R\\s*", " "), 160); // file text inside the library's message, escaped
    }

    public static int intField(Path file, long line, CSVRecord rec, String col) {
        try {
            return Integer.parseInt(rec.get(col));
        } catch (NumberFormatException e) {
            throw new UserError(file + ":" + line + ": column '" + col + "' must be an integer, got '"
                    + StrictText.escape(rec.get(col), 40) + "'");
        }
    }

    public static double doubleField(Path file, long line, CSVRecord rec, String col) {
        try {
            return Double.parseDouble(rec.get(col));
        } catch (NumberFormatException e) {
            throw new UserError(file + ":" + line + ": column '" + col + "' must be a number, got '"
                    + StrictText.escape(rec.get(col), 40) + "'");
        }
    }
}
