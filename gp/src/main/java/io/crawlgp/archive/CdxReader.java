package io.crawlgp.archive;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.dataset.DatasetException;
import io.crawlgp.io.StrictText;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

/**
 * Reads a capture index line by line in bounded memory, in any of the three forms archives publish, detected from the
 * first line:
 * <ul>
 *   <li>legacy CDX with its header (" CDX N b a m s k r M S V g": field letters, Internet Archive's CDX format
 *       specification): N = urlkey, b = 14-digit timestamp, m = mime type, s = status, k = digest;</li>
 *   <li>the Wayback CDX server's default lines, no header: urlkey timestamp original mimetype statuscode digest length;</li>
 *   <li>CDXJ (Common Crawl's index): urlkey timestamp {JSON with "status", "digest" and "mime" or "mime-detected"}.</li>
 * </ul>
 * Timestamps are UTC (yyyyMMddHHmmss). Lines must be sorted by urlkey, then timestamp (as archives publish them):
 * a line out of order is an error naming it. Errors name the file and the line; file text is escaped.
 */
final class CdxReader implements Closeable {
    private static final DateTimeFormatter TS = DateTimeFormatter.ofPattern("yyyyMMddHHmmss", Locale.ROOT);

    enum Form {
        LEGACY,
        WAYBACK,
        CDXJ
    }

    private final Path file;
    private final BufferedReader in;
    private final CountingStream counted;
    private long line;
    private Form form;
    private int iKey, iTime, iMime, iStatus, iDigest, fields;
    private String pending;
    private Capture last;

    CdxReader(Path file) {
        this.file = file;
        try {
            InputStream raw = Files.newInputStream(file);
            counted = new CountingStream(raw);
            InputStream body = file.toString().endsWith(".gz") ? new GZIPInputStream(counted, 1 << 16) : counted;
            CharsetDecoder d = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            in = new BufferedReader(new InputStreamReader(body, d), 1 << 16);
        } catch (IOException e) {
            throw new DatasetException(file, "cannot read: " + e.getMessage());
        }
        detect();
    }

    /** Bytes of the file read so far (compressed bytes for .gz): for progress. */
    long bytesRead() {
        return counted.count;
    }

    private String readLine() {
        try {
            String s = in.readLine();
            if (s != null) line++;
            if (line == 1 && s != null && s.startsWith("\uFEFF")) s = s.substring(1);
            return s;
        } catch (CharacterCodingException e) {
            String where = StrictText.locateBadByte(file);
            throw new DatasetException(file, "not UTF-8 text at " + (where == null ? "line " + (line + 1) : where));
        } catch (IOException e) {
            throw new DatasetException(file, "cannot read: " + e.getMessage());
        }
    }

    private void detect() {
        String first = readLine();
        while (first != null && first.isBlank()) first = readLine();
        if (first == null) throw new DatasetException(file, "empty file: expected a CDX header or capture lines");
        if (first.startsWith(" CDX ") || first.startsWith("CDX ")) {
            String[] letters = first.strip().split("\\s+");
            fields = letters.length - 1;
            iKey = iTime = iMime = iStatus = iDigest = -1;
            for (int i = 1; i < letters.length; i++) {
                switch (letters[i]) {
                    case "N" -> iKey = i - 1;
                    case "b" -> iTime = i - 1;
                    case "m" -> iMime = i - 1;
                    case "s" -> iStatus = i - 1;
                    case "k" -> iDigest = i - 1;
                    default -> {}
                }
            }
            if (iKey < 0 || iTime < 0 || iStatus < 0 || iDigest < 0 || iMime < 0)
                throw new DatasetException(
                        file,
                        line,
                        "CDX header '" + StrictText.escape(first, 80)
                                + "' lacks one of N (urlkey), b (timestamp), m (mime), s (status), k (digest)");
            form = Form.LEGACY;
        } else {
            String[] t = first.strip().split(" ", 3);
            form = t.length == 3 && t[2].startsWith("{") ? Form.CDXJ : Form.WAYBACK;
            if (form == Form.WAYBACK) {
                iKey = 0;
                iTime = 1;
                iMime = 3;
                iStatus = 4;
                iDigest = 5;
                fields = 7;
            }
            pending = first;
        }
    }

    Form form() {
        return form;
    }

    /** The next capture, or null at the end of the file. */
    Capture next() {
        String s;
        if (pending != null) {
            s = pending;
            pending = null;
        } else {
            do s = readLine();
            while (s != null && s.isBlank());
        }
        if (s == null) return null;
        Capture c = form == Form.CDXJ ? cdxj(s) : fields(s);
        if (last != null) {
            int k = c.urlkey().compareTo(last.urlkey());
            if (k < 0 || (k == 0 && c.epochSecond() < last.epochSecond()))
                throw new DatasetException(
                        file,
                        line,
                        "not sorted by urlkey, then timestamp (after '" + StrictText.escape(last.urlkey(), 60)
                                + "'): sort the index first, e.g. LC_ALL=C sort");
        }
        last = c;
        return c;
    }

    private Capture fields(String s) {
        String[] f = s.strip().split("\\s+");
        if (f.length != fields)
            throw new DatasetException(
                    file,
                    line,
                    "expected " + fields + " space-separated fields"
                            + (form == Form.WAYBACK
                                    ? " (urlkey timestamp original mimetype statuscode digest length)"
                                    : " as the CDX header says")
                            + ", found " + f.length);
        return new Capture(f[iKey], seconds(f[iTime]), f[iStatus], f[iMime], f[iDigest]);
    }

    private Capture cdxj(String s) {
        String[] t = s.strip().split(" ", 3);
        JsonObject o;
        try {
            o = JsonParser.parseString(t[2]).getAsJsonObject();
        } catch (RuntimeException e) {
            throw new DatasetException(
                    file, line, "the third field is not a JSON object (CDXJ: urlkey timestamp {...})");
        }
        String status = str(o, "status"), digest = str(o, "digest");
        String mime = o.has("mime") ? str(o, "mime") : o.has("mime-detected") ? str(o, "mime-detected") : "-";
        if (status == null || digest == null)
            throw new DatasetException(file, line, "CDXJ record lacks \"status\" or \"digest\"");
        return new Capture(t[0], seconds(t[1]), status, mime, digest);
    }

    private static String str(JsonObject o, String k) {
        return o.has(k) && o.get(k).isJsonPrimitive() ? o.get(k).getAsString() : null;
    }

    private long seconds(String ts) {
        try {
            if (ts.length() != 14) throw new DateTimeParseException("length", ts, 0);
            return LocalDateTime.parse(ts, TS).toEpochSecond(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            throw new DatasetException(
                    file, line, "timestamp '" + StrictText.escape(ts, 30) + "' is not yyyyMMddHHmmss (14 digits, UTC)");
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /** Counts the bytes read through it. */
    private static final class CountingStream extends FilterInputStream {
        long count;

        CountingStream(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) count++;
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) count += n;
            return n;
        }
    }
}
