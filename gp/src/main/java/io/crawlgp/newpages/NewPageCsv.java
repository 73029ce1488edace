package io.crawlgp.newpages;

import io.crawlgp.dataset.DatasetException;
import io.crawlgp.dataset.StrictCsv;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.io.StrictText;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The new-page format: {@code newpages.csv} with header {@code url,discovery_seconds,source,visits} and any number of
 * numeric feature columns named {@code f_<name>}. {@code visits} holds the visits per hour after discovery,
 * space-separated, the same number for every page. Any other column is refused (a feature without its prefix would
 * otherwise be dropped unseen).
 */
public final class NewPageCsv {
    public static final String FILE_NAME = "newpages.csv";
    static final List<String> REQUIRED = List.of("url", "discovery_seconds", "source", "visits");

    private NewPageCsv() {}

    public static NewPageSet read(Path dirOrFile) {
        Path file = Files.isDirectory(dirOrFile) ? dirOrFile.resolve(FILE_NAME) : dirOrFile;
        if (!Files.isRegularFile(file))
            throw new DatasetException(
                    file, "no such file (expected " + FILE_NAME + " with columns " + String.join(",", REQUIRED) + ")");
        return read(StrictText.read(file), file);
    }

    /** Reads the text of a new-pages file (tests give it directly). */
    static NewPageSet read(Reader reader, Path file) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[8192];
        for (int n; (n = reader.read(buf)) > 0; ) sb.append(buf, 0, n);
        return read(StrictText.of(sb.toString().getBytes(StandardCharsets.UTF_8), file), file);
    }

    private static NewPageSet read(StrictText text, Path file) {
        List<NewPage> pages = new ArrayList<>();
        Map<String, Long> seen = new HashMap<>();
        List<String> extraCols = new ArrayList<>();
        int[] hours = {-1};
        StrictCsv.read(text, file, REQUIRED, String.join(",", REQUIRED) + " (+ f_* features)", row -> {
            if (extraCols.isEmpty() && pages.isEmpty())
                for (String h : row.record().getParser().getHeaderNames()) {
                    if (h.startsWith("f_") && h.length() > 2) extraCols.add(h);
                    else if (!REQUIRED.contains(h)) // a feature without its prefix would be dropped without a word
                    throw new DatasetException(
                                file,
                                1,
                                "column '" + StrictText.escape(h, 40) + "' is neither one of "
                                        + String.join(",", REQUIRED) + " nor a feature (name features f_NAME)");
                }
            long line = row.line();
            String url = row.get("url").strip();
            if (url.isEmpty()) throw new DatasetException(file, line, "empty url");
            String shown = StrictText.escape(url, 80);
            Long first = seen.putIfAbsent(url, line);
            if (first != null)
                throw new DatasetException(file, line, "duplicate url " + shown + " (first on line " + first + ")");
            double d = number(file, line, "discovery_seconds", row.get("discovery_seconds"));
            double[] extra = new double[extraCols.size()];
            for (int i = 0; i < extra.length; i++)
                extra[i] = number(file, line, extraCols.get(i), row.get(extraCols.get(i)));
            String v = row.get("visits").strip();
            String[] parts = v.isEmpty() ? new String[0] : v.split("\\s+");
            if (parts.length == 0)
                throw new DatasetException(file, line, "visits is empty: expected space-separated hourly counts");
            if (hours[0] < 0) hours[0] = parts.length;
            else if (parts.length != hours[0])
                throw new DatasetException(
                        file, line, "visits has " + parts.length + " hourly counts, earlier pages have " + hours[0]);
            int[] visits = new int[parts.length];
            for (int h = 0; h < parts.length; h++) {
                try {
                    visits[h] = Integer.parseInt(parts[h]);
                } catch (NumberFormatException e) {
                    throw new DatasetException(
                            file,
                            line,
                            "visits: hour " + h + " is '" + StrictText.escape(parts[h], 40)
                                    + "', expected a count >= 0");
                }
                if (visits[h] < 0)
                    throw new DatasetException(file, line, "visits: hour " + h + " is negative (" + visits[h] + ")");
            }
            pages.add(new NewPage(url, d, row.get("source").strip(), extra, visits));
        });
        if (pages.isEmpty()) throw new DatasetException(file, "no pages after the header");
        List<String> names = new ArrayList<>();
        for (String c : extraCols) names.add(c.substring(2));
        return new NewPageSet(pages, names);
    }

    private static double number(Path file, long line, String col, String s) {
        try {
            double v = Double.parseDouble(s.strip());
            if (Double.isFinite(v)) return v;
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new DatasetException(
                file, line, col + " is '" + StrictText.escape(s, 40) + "', expected a finite number");
    }

    /** Writes the set atomically. */
    public static void write(NewPageSet set, Path file) {
        StringWriter w = new StringWriter();
        List<String> header = new ArrayList<>(REQUIRED);
        for (String n : set.extraNames()) header.add("f_" + n);
        try (CSVPrinter p = new CSVPrinter(
                w,
                CSVFormat.RFC4180
                        .builder()
                        .setRecordSeparator('\n')
                        .setHeader(header.toArray(String[]::new))
                        .build())) {
            for (NewPage pg : set.pages()) {
                List<Object> row = new ArrayList<>();
                row.add(pg.url());
                row.add(ResultsCsv.num(pg.discoverySeconds()));
                row.add(pg.source());
                StringBuilder sb = new StringBuilder();
                for (int v : pg.visits()) {
                    if (sb.length() > 0) sb.append(' ');
                    sb.append(v);
                }
                row.add(sb.toString());
                for (double x : pg.extra()) row.add(ResultsCsv.num(x));
                p.printRecord(row);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        AtomicFiles.writeString(file, w.toString());
    }
}
