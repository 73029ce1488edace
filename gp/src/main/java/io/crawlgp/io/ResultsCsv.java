package io.crawlgp.io;

import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.Summary;
import io.crawlgp.simulation.SimulationResult;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * Tidy long-format result files: {@code per_cycle.csv} (one row per method, fold, cycle) and {@code summary.csv}
 * (one row per method). Numbers are written with Java's shortest round-trip representation, so a file read back
 * gives the same doubles, and the same run gives byte-identical files.
 */
public final class ResultsCsv {
    public static final String PER_CYCLE = "per_cycle.csv";
    public static final String SUMMARY = "summary.csv";
    public static final String[] PER_CYCLE_HEADER = {"method", "fold", "cycle", "changerate", "freshness", "ceiling", "found", "k"};
    public static final String[] SUMMARY_HEADER = {"method", "folds", "mean", "ci95_low", "ci95_high", "sd", "freshness", "ceiling"};

    private ResultsCsv() {}

    static CSVFormat format() {
        return CSVFormat.RFC4180.builder().setRecordSeparator('\n').build();
    }

    /** One row of per_cycle.csv. */
    public record CycleRow(String method, int fold, int cycle, double changerate, double freshness, double ceiling, int found, int k) {}

    public static List<CycleRow> rows(List<FoldRun> runs) {
        List<CycleRow> out = new ArrayList<>();
        for (FoldRun r : runs) {
            SimulationResult s = r.result();
            for (int i = 0; i < s.found().length; i++)
                out.add(new CycleRow(r.method(), r.fold(), s.firstCycle() + i, s.changeRate(i), s.freshness(i), s.ceiling(i), s.found()[i], s.k()));
        }
        return out;
    }

    public static void writePerCycle(Path file, List<CycleRow> rows) {
        AtomicFiles.writeText(file, w -> {
            CSVPrinter p = new CSVPrinter(w, format());
            p.printRecord((Object[]) PER_CYCLE_HEADER);
            for (CycleRow r : rows)
                p.printRecord(r.method(), r.fold(), r.cycle(), num(r.changerate()), num(r.freshness()), num(r.ceiling()), r.found(), r.k());
            p.flush();
        });
    }

    public static void writeSummary(Path file, List<Summary> rows) {
        AtomicFiles.writeText(file, w -> {
            CSVPrinter p = new CSVPrinter(w, format());
            p.printRecord((Object[]) SUMMARY_HEADER);
            for (Summary s : rows)
                p.printRecord(s.method(), s.folds(), num(s.mean()), num(s.ci95Low()), num(s.ci95High()), num(s.sd()), num(s.freshness()), num(s.ceiling()));
            p.flush();
        });
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

    public static String num(double v) {
        return Double.toString(v);
    }

    public static List<CycleRow> readPerCycle(Path file) {
        List<CycleRow> out = new ArrayList<>();
        forEachRecord(file, PER_CYCLE_HEADER, (rec, line) -> out.add(new CycleRow(rec.get("method"), intField(file, line, rec, "fold"),
                intField(file, line, rec, "cycle"), doubleField(file, line, rec, "changerate"), doubleField(file, line, rec, "freshness"),
                doubleField(file, line, rec, "ceiling"), intField(file, line, rec, "found"), intField(file, line, rec, "k"))));
        return out;
    }

    public static List<Summary> readSummary(Path file) {
        List<Summary> out = new ArrayList<>();
        forEachRecord(file, SUMMARY_HEADER, (rec, line) -> out.add(new Summary(rec.get("method"), intField(file, line, rec, "folds"),
                doubleField(file, line, rec, "mean"), doubleField(file, line, rec, "ci95_low"), doubleField(file, line, rec, "ci95_high"),
                doubleField(file, line, rec, "sd"), doubleField(file, line, rec, "freshness"), doubleField(file, line, rec, "ceiling"))));
        return out;
    }

    /** A record consumer that knows the record's line, for error messages. */
    public interface RecordConsumer {
        void accept(CSVRecord rec, long line);
    }

    /** Reads a headed CSV, checking that the required columns are present; errors name file and line. */
    public static void forEachRecord(Path file, String[] required, RecordConsumer consumer) {
        if (!Files.isRegularFile(file)) throw new IllegalArgumentException(file + ": no such file");
        try (Reader r = Files.newBufferedReader(file);
             CSVParser parser = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).build().parse(r)) {
            for (String col : required)
                if (!parser.getHeaderMap().containsKey(col)) throw new IllegalArgumentException(file + ":1: missing column '" + col + "'");
            var it = parser.iterator();
            while (true) {
                long line = parser.getCurrentLineNumber() + 1;
                if (!it.hasNext()) break;
                consumer.accept(it.next(), line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
    }

    public static int intField(Path file, long line, CSVRecord rec, String col) {
        try {
            return Integer.parseInt(rec.get(col));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + ":" + line + ": column '" + col + "' must be an integer, got '" + rec.get(col) + "'");
        }
    }

    public static double doubleField(Path file, long line, CSVRecord rec, String col) {
        try {
            return Double.parseDouble(rec.get(col));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + ":" + line + ": column '" + col + "' must be a number, got '" + rec.get(col) + "'");
        }
    }
}
