package io.crawlgp.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Opens a UTF-8 text file for reading, decompressing it when its name ends in ".gz". */
public final class TextFiles {
    private TextFiles() {}

    /**
     * As {@link #open}, but a byte sequence that is not UTF-8 makes the read fail with a {@link
     * java.nio.charset.CharacterCodingException} instead of becoming U+FFFD (the caller names the line).
     */
    public static BufferedReader openStrict(Path file) throws IOException {
        CharsetDecoder d = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        return new BufferedReader(new InputStreamReader(stream(file), d), 1 << 16);
    }

    public static BufferedReader open(Path file) throws IOException {
        return new BufferedReader(new InputStreamReader(stream(file), StandardCharsets.UTF_8), 1 << 16);
    }

    /**
     * The file's bytes, decompressed strictly ({@link StrictGzip}) when its name ends in ".gz", as xz (whose reader
     * checks every block's integrity and refuses trailing bytes) when it ends in ".xz".
     */
    public static InputStream stream(Path file) throws IOException {
        String name = file.toString();
        if (name.endsWith(".gz")) return StrictGzip.open(file);
        if (name.endsWith(".xz")) return Xz.open(file);
        return Files.newInputStream(file);
    }
}
