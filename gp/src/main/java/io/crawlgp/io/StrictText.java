package io.crawlgp.io;

import io.crawlgp.util.ErrorLines;
import io.crawlgp.util.UserError;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
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
            // checked in chunks, then decoded by String, which keeps ASCII and Latin-1 text at a byte a character: the
            // decoder's own buffer would be two bytes a character (1.7 GB beside the 830 MB of a 10^7-page file)
            CharBuffer chunk = CharBuffer.allocate(1 << 16);
            ByteBuffer in = ByteBuffer.wrap(bytes);
            while (true) {
                CoderResult r = d.decode(in, chunk, true);
                if (r.isError()) r.throwException();
                chunk.clear();
                if (r.isUnderflow()) break;
            }
            CoderResult end = d.flush(chunk);
            if (end.isError()) end.throwException();
            s = new String(bytes, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            Utf8Walk w = new Utf8Walk();
            long line = 1;
            for (byte x : bytes) {
                if (!w.step(x & 0xff)) break;
                if (x == '\n') line++;
            }
            String fault = w.fault != null ? w.fault : w.end();
            throw new UserError(file + ":" + line + ": not UTF-8 text (" + fault + ")");
        }
        if (s.startsWith("\uFEFF")) s = s.substring(1);
        return new StrictText(s);
    }

    /**
     * Strict UTF-8 (RFC 3629, as Java's decoder checks it: no overlong forms, no surrogates, nothing above U+10FFFF),
     * one byte at a time, saying where it breaks in the words a user can check with a hex viewer: the byte that starts
     * the broken sequence and the byte that fails to continue it, both counted from 1.
     */
    static final class Utf8Walk {
        private long pos, lead;
        private int leadByte, need, lo = 0x80, hi = 0xbf;
        String fault;

        /** Takes the next byte; false (and {@link #fault} set) when it breaks the text. */
        boolean step(int c) {
            if (need > 0) {
                if (c < lo || c > hi) {
                    fault = String.format(
                            "byte %d of the file, 0x%02x, starts a UTF-8 sequence that byte %d, 0x%02x, does not continue",
                            lead + 1, leadByte, pos + 1, c);
                    return false;
                }
                need--;
                lo = 0x80;
                hi = 0xbf;
                pos++;
                return true;
            }
            lead = pos;
            leadByte = c;
            if (c < 0x80) need = 0;
            else if (c >= 0xc2 && c < 0xe0) need = 1;
            else if (c >= 0xe0 && c < 0xf0) {
                need = 2;
                lo = c == 0xe0 ? 0xa0 : 0x80; // no overlong form
                hi = c == 0xed ? 0x9f : 0xbf; // no surrogate
            } else if (c >= 0xf0 && c < 0xf5) {
                need = 3;
                lo = c == 0xf0 ? 0x90 : 0x80;
                hi = c == 0xf4 ? 0x8f : 0xbf; // nothing above U+10FFFF
            } else {
                fault = String.format("byte %d of the file, 0x%02x, starts no UTF-8 character", pos + 1, c);
                return false;
            }
            pos++;
            return true;
        }

        /** At the end of the bytes: the fault of a sequence cut short, or null. */
        String end() {
            return need > 0
                    ? String.format(
                            "byte %d of the file, 0x%02x, starts a sequence the file cuts short", lead + 1, leadByte)
                    : null;
        }
    }

    /**
     * Where the first byte that is not UTF-8 lies in a (".gz": decompressed) file, streamed in constant memory: "line L
     * (what breaks, where)", or null when the whole file is UTF-8. A streaming decoder reports bad input some way ahead of
     * the line being read; this finds the exact place for the message.
     */
    public static String locateBadByte(Path file) {
        try (InputStream in = new BufferedInputStream(TextFiles.stream(file), 1 << 16)) {
            Utf8Walk w = new Utf8Walk();
            long line = 1;
            for (int c; (c = in.read()) >= 0; ) {
                if (!w.step(c)) return "line " + line + " (" + w.fault + ")";
                if (c == '\n') line++;
            }
            String end = w.end();
            return end == null ? null : "line " + line + " (" + end + ")";
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
        return ErrorLines.escape(s, max);
    }
}
