package io.crawlgp.threads;

import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.dataset.DatasetException;
import io.crawlgp.dataset.StrictCsv;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.io.StrictText;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
        Path found = Files.isDirectory(dirOrFile) ? ChangeHistoryCsv.plainOrGz(dirOrFile, FILE_NAME) : null;
        if (found != null) return found;
        throw new DatasetException(dirOrFile, "no such file, and no " + FILE_NAME + "(.gz) in it");
    }

    public static List<DiscussionThread> read(Path dirOrFile) {
        Path file = resolve(dirOrFile);
        return read(StrictText.read(file), file);
    }

    /** Reads the text of a posts file (tests give it directly). */
    static List<DiscussionThread> read(Reader reader, Path file) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[8192];
        for (int n; (n = reader.read(buf)) > 0; ) sb.append(buf, 0, n);
        return read(StrictText.of(sb.toString().getBytes(StandardCharsets.UTF_8), file), file);
    }

    private static List<DiscussionThread> read(StrictText text, Path file) {
        Map<String, List<Post>> byThread = new LinkedHashMap<>();
        Map<String, Long> seen = new HashMap<>();
        StrictCsv.read(text, file, REQUIRED, String.join(",", REQUIRED), row -> {
            long line = row.line();
            String thread = row.get("thread").strip(), post = row.get("post").strip();
            if (thread.isEmpty()) throw new DatasetException(file, line, "empty thread id");
            if (post.isEmpty()) throw new DatasetException(file, line, "empty post id");
            Long first = seen.putIfAbsent(post, line);
            if (first != null)
                throw new DatasetException(
                        file,
                        line,
                        "duplicate post id " + StrictText.escape(post, 80) + " (first on line " + first + ")");
            double minutes = minutes(file, line, row.get("timestamp"));
            byThread.computeIfAbsent(thread, t -> new ArrayList<>())
                    .add(new Post(post, row.get("kind").strip(), minutes, row.get("text")));
        });
        if (byThread.isEmpty()) throw new DatasetException(file, "no posts after the header");
        List<DiscussionThread> out = new ArrayList<>();
        for (Map.Entry<String, List<Post>> e : byThread.entrySet())
            out.add(new DiscussionThread(e.getKey(), e.getValue()));
        return out;
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
            throw new DatasetException(
                    file,
                    line,
                    "timestamp '" + StrictText.escape(s, 60)
                            + "' is not ISO-8601 (e.g. 2012-03-04T05:06:07 or 2012-03-04T05:06:07Z)");
        }
    }

    /** Writes threads in the same format (timestamps in UTC with millisecond precision), atomically. */
    public static void write(List<DiscussionThread> threads, Path file) {
        ResultsCsv.write(file, new String[] {"thread", "post", "kind", "timestamp", "text"}, p -> {
            for (DiscussionThread t : threads)
                for (Post post : t.posts()) {
                    long ms = Math.round(post.minutes() * 60000.0);
                    String ts = Instant.ofEpochMilli(ms)
                            .atOffset(ZoneOffset.UTC)
                            .toLocalDateTime()
                            .toString();
                    p.printRecord(t.id(), post.id(), post.kind(), ts, post.text());
                }
        });
    }
}
