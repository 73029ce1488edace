package io.crawlgp.io;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * A gzip file read strictly: the JDK's {@link GZIPInputStream} reads silently past bytes appended after the stream
 * and reports a truncated one as a bare {@link EOFException}. Here, at the end of the data, the file's last eight
 * bytes must be the CRC-32 and length of everything read (gzip's own trailer, RFC 1952 §2.3.1), so trailing bytes
 * (and a file of several gzip members, which no writer of this workbench or gzip itself makes) are refused, and a
 * stream that ends early says so. Errors are {@link IOException}s whose message names the file.
 */
public final class StrictGzip extends FilterInputStream {
    private final Path file;
    private final CRC32 crc = new CRC32();
    private long length;
    private boolean verified;

    private StrictGzip(Path file, InputStream in) {
        super(in);
        this.file = file;
    }

    /** Opens FILE, decompressed. */
    public static InputStream open(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        try {
            return new StrictGzip(file, new GZIPInputStream(raw, 1 << 16));
        } catch (EOFException e) {
            raw.close();
            throw new IOException(file + ": empty or truncated gzip file (it ends before its header does)");
        } catch (ZipException e) {
            raw.close();
            throw new IOException(file + ": not a gzip file (" + e.getMessage() + ")");
        }
    }

    /**
     * A gzip file's trailer as gzip wrote it (RFC 1952 §2.3.1): the CRC-32 of the data and its length modulo 2^32,
     * read from the file's last eight bytes; null for a file shorter than that.
     */
    public static long[] trailer(Path file) throws IOException {
        long size = Files.size(file);
        if (size < 8) return null;
        ByteBuffer t = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        try (SeekableByteChannel ch = Files.newByteChannel(file)) {
            ch.position(size - 8);
            while (t.hasRemaining() && ch.read(t) > 0) {}
        }
        t.flip();
        return t.remaining() < 8 ? null : new long[] {t.getInt() & 0xffffffffL, t.getInt() & 0xffffffffL};
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n;
        try {
            n = in.read(b, off, len);
        } catch (EOFException e) {
            throw new IOException(file + ": the compressed stream ends early (a truncated file?)");
        } catch (ZipException e) {
            throw new IOException(file + ": damaged gzip data (" + e.getMessage() + ")");
        }
        if (n < 0) {
            verifyTrailer();
            return -1;
        }
        crc.update(b, off, n);
        length += n;
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        byte[] buf = new byte[(int) Math.min(n, 1 << 16)];
        long done = 0;
        while (done < n) {
            int k = read(buf, 0, (int) Math.min(buf.length, n - done));
            if (k < 0) break;
            done += k;
        }
        return done;
    }

    private void verifyTrailer() throws IOException {
        if (verified) return;
        verified = true;
        long[] t = trailer(file);
        boolean ok = t != null && t[0] == crc.getValue() && t[1] == (length & 0xffffffffL);
        if (!ok)
            throw new IOException(
                    file
                            + ": bytes after the end of the gzip stream (or several gzip members): recompress the data with gzip");
    }
}
