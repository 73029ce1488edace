package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Reads a whole text file strictly: UTF-8 only (the first bad byte is reported with its line and byte offset), an
 * initial byte-order mark dropped, ".gz" decompressed. Also turns physical line numbers into offsets and back, and
 * escapes text for messages so that binary input is never echoed raw.
 */
public final class StrictText {
    private final String text;
    private final int[] lineStarts;

    private StrictText(String text) {
        this.text = text;
        int lines = 1;
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') lines++;
        lineStarts = new int[lines];
        int k = 1;
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') lineStarts[k++] = i + 1;
    }

    public static StrictText read(Path file) {
        byte[] bytes;
        try (InputStream in = TextFiles.stream(file)) {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new UserError(file + ": " + IoReasons.ofReading(file, e));
        }
        return of(bytes, file);
    }

    /** The same from bytes already read ({@code file} names them in messages). */
    public static StrictText of(byte[] bytes, Path file) {
        CharsetDecoder d = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        String s;
        try {
            s = d.decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            int bad = firstBadByte(bytes);
            int line = 1;
            for (int i = 0; i < bad; i++) if (bytes[i] == '\n') line++;
            throw new UserError(file + ":" + line + ": not UTF-8 text (byte " + (bad + 1) + " of the file is 0x"
                    + String.format("%02x", bytes[bad] & 0xff) + ")");
        }
        if (s.startsWith("\uFEFF")) s = s.substring(1);
        return new StrictText(s);
    }

    /** The offset of the first byte that does not start or continue a valid UTF-8 sequence. */
    static int firstBadByte(byte[] b) {
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xff, n;
            if (c < 0x80) n = 0;
            else if (c >= 0xc2 && c < 0xe0) n = 1;
            else if (c >= 0xe0 && c < 0xf0) n = 2;
            else if (c >= 0xf0 && c < 0xf5) n = 3;
            else return i;
            for (int k = 1; k <= n; k++)
                if (i + k >= b.length || (b[i + k] & 0xc0) != 0x80) return i + k >= b.length ? i : i + k;
            i += n + 1;
        }
        return Math.max(0, b.length - 1);
    }

    /**
     * Where the first byte that is not UTF-8 lies in a (".gz": decompressed) file, streamed in constant memory: "line L
     * (byte B of the file)", or null when the whole file is UTF-8. A streaming decoder reports bad input some way ahead of
     * the line being read; this finds the exact place for the message.
     */
    public static String locateBadByte(Path file) {
        try (InputStream in = new BufferedInputStream(TextFiles.stream(file), 1 << 16)) {
            long pos = 0, line = 1, start = 0;
            int need = 0; // continuation bytes still expected
            for (int c; (c = in.read()) >= 0; pos++) {
                if (need > 0) {
                    if ((c & 0xc0) != 0x80)
                        return "line " + line + " (byte " + (pos + 1) + " of the file is 0x" + String.format("%02x", c)
                                + ")";
                    need--;
                    continue;
                }
                start = pos;
                if (c == '\n') line++;
                if (c < 0x80) need = 0;
                else if (c >= 0xc2 && c < 0xe0) need = 1;
                else if (c >= 0xe0 && c < 0xf0) need = 2;
                else if (c >= 0xf0 && c < 0xf5) need = 3;
                else
                    return "line " + line + " (byte " + (pos + 1) + " of the file is 0x" + String.format("%02x", c)
                            + ")";
            }
            return need > 0
                    ? "line " + line + " (byte " + (start + 1) + " starts a sequence the file cuts short)"
                    : null;
        } catch (IOException e) {
            return null;
        }
    }

    public String text() {
        return text;
    }

    /** The physical line (1-based) of a character offset. */
    public long lineOf(long offset) {
        int lo = 0, hi = lineStarts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts[mid] <= offset) lo = mid;
            else hi = mid - 1;
        }
        return lo + 1;
    }

    /** The physical line of a record that the CSV parser says starts at this offset (blank lines before it skipped). */
    public long lineOfRecord(long offset) {
        int i = (int) Math.min(offset, text.length());
        while (i < text.length() && (text.charAt(i) == '\n' || text.charAt(i) == '\r')) i++;
        return lineOf(i);
    }

    /** Text for a message: at most {@code max} characters, control and non-printable characters as \\uXXXX. */
    public static String escape(String s, int max) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length() && b.length() < max; i++) {
            char c = s.charAt(i);
            if (c < 0x20
                    || c == 0x7f
                    || Character.getType(c) == Character.UNASSIGNED
                    || Character.getType(c) == Character.PRIVATE_USE
                    || Character.getType(c) == Character.SURROGATE
                    || c == '\uFFFD') b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return s.length() > max ? b + "..." : b.toString();
    }
}
