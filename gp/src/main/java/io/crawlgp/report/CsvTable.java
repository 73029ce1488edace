package io.crawlgp.report;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/** Any results CSV as a header and rows of text, for showing; {@code limit} rows at most, with the total counted. */
record CsvTable(List<String> header, List<List<String>> rows, long total) {

    static CsvTable read(Path file, int limit) {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                CSVParser p = CSVFormat.RFC4180
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .build()
                        .parse(r)) {
            List<List<String>> rows = new ArrayList<>();
            long total = 0;
            for (CSVRecord rec : p) {
                if (rows.size() < limit) rows.add(rec.toList());
                total++;
            }
            return new CsvTable(p.getHeaderNames(), rows, total);
        } catch (IOException | RuntimeException e) {
            throw new UserError(file + ": cannot read as CSV (" + e.getMessage() + ")");
        }
    }

    int column(String name) {
        return header.indexOf(name);
    }
}
