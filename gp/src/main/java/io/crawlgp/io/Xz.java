package io.crawlgp.io;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZFormatException;
import org.tukaani.xz.XZIOException;
import org.tukaani.xz.XZInputStream;
import org.tukaani.xz.XZOutputStream;

/**
 * xz files (the .xz container of LZMA2, tukaani's xz-java). Chosen for the bundled content corpus: the versions of
 * one document lie megabytes apart in a cycle-ordered versions file, beyond gzip's 32 KB window but inside LZMA2's
 * 8 MB one (preset 6), so a document's later versions cost little more than their differences.
 */
public final class Xz {
    /** xz's default preset: an 8 MB dictionary. */
    public static final int PRESET = 6;

    private Xz() {}

    /** Opens FILE, decompressed; errors name the file (a damaged or truncated stream, or not xz at all). */
    public static InputStream open(Path file) throws IOException {
        InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
        try {
            return new Named(file, new XZInputStream(raw));
        } catch (XZFormatException e) {
            raw.close();
            throw new IOException(file + ": not an xz file");
        } catch (IOException e) {
            raw.close();
            throw new IOException(file + ": damaged xz data (" + e.getMessage() + ")");
        }
    }

    /** Wraps OUT so that what is written to the result is compressed; finish it by closing the result. */
    public static OutputStream compress(OutputStream out) throws IOException {
        return new XZOutputStream(out, new LZMA2Options(PRESET));
    }

    /** Names the file in the reader's errors, which xz-java reports without it. */
    private static final class Named extends FilterInputStream {
        private final Path file;

        Named(Path file, InputStream in) {
            super(in);
            this.file = file;
        }

        @Override
        public int read() throws IOException {
            try {
                return in.read();
            } catch (XZIOException | EOFException e) {
                throw new IOException(file + ": damaged or truncated xz data (" + e.getMessage() + ")");
            }
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            try {
                return in.read(b, off, len);
            } catch (XZIOException | EOFException e) {
                throw new IOException(file + ": damaged or truncated xz data (" + e.getMessage() + ")");
            }
        }
    }
}
