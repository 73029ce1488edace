package io.crawlgp.newpages;

import io.crawlgp.dataset.DatasetException;
import io.crawlgp.io.AtomicFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * The new-page format: {@code newpages.csv} with header {@code url,discovery_seconds,source,visits} and any number of
 * numeric feature columns named {@code f_<name>}. {@code visits} holds the visits per hour after discovery,
 * space-separated, the same number for every page. Other columns are ignored.
 */
public final class NewPageCsv {
    public static final String FILE_NAME = "newpages.csv";
    static final List<String> REQUIRED = List.of("url", "discovery_seconds", "source", "visits");

    private NewPageCsv() {}

    public static NewPageSet read(Path dirOrFile) {
        Path file = Files.isDirectory(dirOrFile) ? dirOrFile.resolve(FILE_NAME) : dirOrFile;
        if (!Files.isRegularFile(file)) throw new DatasetException(file, "no such file (expected " + FILE_NAME + " with columns " + String.join(",", REQUIRED) + ")");
        try (BufferedReader reader = io.crawlgp.io.TextFiles.open(file)) {
            return read(reader, file);
        } catch (IOException e) {
            throw new DatasetException(file, "cannot read: " + e.getMessage());
        }
    }

    static NewPageSet read(Reader reader, Path file) throws IOException {
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).setIgnoreEmptyLines(true).build();
        try (CSVParser parser = format.parse(reader)) {
            Map<String, Integer> header = parser.getHeaderMap();
            if (header == null || header.isEmpty()) throw new DatasetException(file, "empty file: expected a header line " + String.join(",", REQUIRED));
            for (String col : REQUIRED)
                if (!header.containsKey(col))
                    throw new DatasetException(file, 1, "missing column '" + col + "': expected " + String.join(",", REQUIRED) + " (+ f_* features), found " + String.join(",", header.keySet()));
            List<String> extraCols = new ArrayList<>();
            for (String h : header.keySet()) if (h.startsWith("f_") && h.length() > 2) extraCols.add(h);
            List<NewPage> pages = new ArrayList<>();
            Map<String, Long> seen = new HashMap<>();
            int hours = -1;
            long line = 1;
            for (CSVRecord rec : parser) {
                line = rec.getParser().getCurrentLineNumber();
                if (!rec.isConsistent()) throw new DatasetException(file, line, "expected " + header.size() + " fields, found " + rec.size());
                String url = rec.get("url").strip();
                if (url.isEmpty()) throw new DatasetException(file, line, "empty url");
                Long first = seen.putIfAbsent(url, line);
                if (first != null) throw new DatasetException(file, line, "duplicate url " + url + " (first on line " + first + ")");
                double d = number(file, line, "discovery_seconds", rec.get("discovery_seconds"));
                double[] extra = new double[extraCols.size()];
                for (int i = 0; i < extra.length; i++) extra[i] = number(file, line, extraCols.get(i), rec.get(extraCols.get(i)));
                String v = rec.get("visits").strip();
                String[] parts = v.isEmpty() ? new String[0] : v.split("\\s+");
                if (parts.length == 0) throw new DatasetException(file, line, "visits is empty: expected space-separated hourly counts");
                if (hours < 0) hours = parts.length;
                else if (parts.length != hours)
                    throw new DatasetException(file, line, "visits has " + parts.length + " hourly counts, earlier pages have " + hours);
                int[] visits = new int[parts.length];
                for (int h = 0; h < parts.length; h++) {
                    try {
                        visits[h] = Integer.parseInt(parts[h]);
                    } catch (NumberFormatException e) {
                        throw new DatasetException(file, line, "visits: hour " + h + " is '" + parts[h] + "', expected a count >= 0");
                    }
                    if (visits[h] < 0) throw new DatasetException(file, line, "visits: hour " + h + " is negative (" + visits[h] + ")");
                }
                pages.add(new NewPage(url, d, rec.get("source").strip(), extra, visits));
            }
            if (pages.isEmpty()) throw new DatasetException(file, "no pages after the header");
            List<String> names = new ArrayList<>();
            for (String c : extraCols) names.add(c.substring(2));
            return new NewPageSet(pages, names);
        } catch (UncheckedIOException | IllegalStateException e) {
            throw new DatasetException(file, "malformed CSV: " + e.getMessage());
        }
    }

    private static double number(Path file, long line, String col, String s) {
        try {
            double v = Double.parseDouble(s.strip());
            if (Double.isFinite(v)) return v;
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new DatasetException(file, line, col + " is '" + s + "', expected a finite number");
    }

    /** Writes the set atomically. */
    public static void write(NewPageSet set, Path file) {
        StringWriter w = new StringWriter();
        List<String> header = new ArrayList<>(REQUIRED);
        for (String n : set.extraNames()) header.add("f_" + n);
        try (CSVPrinter p = new CSVPrinter(w, CSVFormat.RFC4180.builder().setRecordSeparator('\n').setHeader(header.toArray(String[]::new)).build())) {
            for (NewPage pg : set.pages()) {
                List<Object> row = new ArrayList<>();
                row.add(pg.url());
                row.add(io.crawlgp.io.ResultsCsv.num(pg.discoverySeconds()));
                row.add(pg.source());
                StringBuilder sb = new StringBuilder();
                for (int v : pg.visits()) {
                    if (sb.length() > 0) sb.append(' ');
                    sb.append(v);
                }
                row.add(sb.toString());
                for (double x : pg.extra()) row.add(io.crawlgp.io.ResultsCsv.num(x));
                p.printRecord(row);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        AtomicFiles.writeString(file, w.toString());
    }
}
