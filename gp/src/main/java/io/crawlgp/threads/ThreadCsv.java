package io.crawlgp.threads;

import io.crawlgp.dataset.DatasetException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The thread format of {@code datasets/se-threads}: {@code posts.csv[.gz]} with header
 * {@code thread,post,kind,timestamp,text} (more columns, such as {@code license}, are ignored). {@code timestamp} is
 * ISO-8601, with an offset or without one (then UTC); {@code text} may be HTML. Any CSV with these columns imports.
 */
public final class ThreadCsv {
    public static final String FILE_NAME = "posts.csv";
    static final List<String> REQUIRED = List.of("thread", "post", "kind", "timestamp", "text");

    private ThreadCsv() {}

    public static Path resolve(Path dirOrFile) {
        if (Files.isRegularFile(dirOrFile)) return dirOrFile;
        for (String n : new String[] {FILE_NAME, FILE_NAME + ".gz"}) if (Files.isRegularFile(dirOrFile.resolve(n))) return dirOrFile.resolve(n);
        throw new DatasetException(dirOrFile, "no such file, and no " + FILE_NAME + "(.gz) in it");
    }

    public static List<DiscussionThread> read(Path dirOrFile) {
        Path file = resolve(dirOrFile);
        try (BufferedReader reader = io.crawlgp.io.TextFiles.open(file)) {
            return read(reader, file);
        } catch (IOException e) {
            throw new DatasetException(file, "cannot read: " + e.getMessage());
        }
    }

    static List<DiscussionThread> read(Reader reader, Path file) throws IOException {
        CSVFormat format = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).setIgnoreEmptyLines(true).build();
        try (CSVParser parser = format.parse(reader)) {
            Map<String, Integer> header = parser.getHeaderMap();
            if (header == null || header.isEmpty()) throw new DatasetException(file, "empty file: expected a header line " + String.join(",", REQUIRED));
            for (String c : REQUIRED)
                if (!header.containsKey(c))
                    throw new DatasetException(file, 1, "missing column '" + c + "': expected " + String.join(",", REQUIRED) + ", found " + String.join(",", header.keySet()));
            Map<String, List<Post>> byThread = new LinkedHashMap<>();
            Map<String, Long> seen = new HashMap<>();
            var it = parser.iterator();
            while (true) {
                long line = parser.getCurrentLineNumber() + 1;
                if (!it.hasNext()) break;
                CSVRecord rec = it.next();
                if (!rec.isConsistent()) throw new DatasetException(file, line, "expected " + header.size() + " fields, found " + rec.size());
                String thread = rec.get("thread").strip(), post = rec.get("post").strip();
                if (thread.isEmpty()) throw new DatasetException(file, line, "empty thread id");
                if (post.isEmpty()) throw new DatasetException(file, line, "empty post id");
                Long first = seen.putIfAbsent(post, line);
                if (first != null) throw new DatasetException(file, line, "duplicate post id " + post + " (first on line " + first + ")");
                double minutes = minutes(file, line, rec.get("timestamp"));
                byThread.computeIfAbsent(thread, t -> new ArrayList<>()).add(new Post(post, rec.get("kind").strip(), minutes, rec.get("text")));
            }
            if (byThread.isEmpty()) throw new DatasetException(file, "no posts after the header");
            List<DiscussionThread> out = new ArrayList<>();
            for (Map.Entry<String, List<Post>> e : byThread.entrySet()) out.add(new DiscussionThread(e.getKey(), e.getValue()));
            return out;
        } catch (UncheckedIOException | IllegalStateException e) {
            throw new DatasetException(file, "malformed CSV: " + e.getMessage());
        }
    }

    /** Minutes since the epoch of an ISO-8601 time (UTC when it has no offset). */
    static double minutes(Path file, long line, String s) {
        String t = s.strip();
        try {
            long ms = t.endsWith("Z") || t.matches(".*[+-]\\d\\d:?\\d\\d$")
                    ? OffsetDateTime.parse(t).toInstant().toEpochMilli()
                    : LocalDateTime.parse(t).toInstant(ZoneOffset.UTC).toEpochMilli();
            return ms / 60000.0;
        } catch (DateTimeParseException e) {
            throw new DatasetException(file, line, "timestamp '" + s + "' is not ISO-8601 (e.g. 2012-03-04T05:06:07 or 2012-03-04T05:06:07Z)");
        }
    }

    /** Writes threads in the same format (timestamps in UTC with millisecond precision), atomically. */
    public static void write(List<DiscussionThread> threads, Path file) {
        io.crawlgp.io.ResultsCsv.write(file, new String[] {"thread", "post", "kind", "timestamp", "text"}, p -> {
            for (DiscussionThread t : threads)
                for (Post post : t.posts()) {
                    long ms = Math.round(post.minutes() * 60000.0);
                    String ts = java.time.Instant.ofEpochMilli(ms).atOffset(ZoneOffset.UTC).toLocalDateTime().toString();
                    p.printRecord(t.id(), post.id(), post.kind(), ts, post.text());
                }
        });
    }
}
