package io.crawlgp.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/** Opens a UTF-8 text file for reading, decompressing it when its name ends in ".gz". */
public final class TextFiles {
    private TextFiles() {}

    public static BufferedReader open(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        try {
            InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw;
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
        } catch (IOException e) {
            raw.close();
            throw e;
        }
    }
}
