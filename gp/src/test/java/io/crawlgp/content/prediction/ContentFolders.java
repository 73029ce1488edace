package io.crawlgp.content.prediction;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Content folders in the ota-content format (pages.csv and versions.jsonl) for tests. */
public final class ContentFolders {
    private ContentFolders() {}

    /**
     * Writes {@code pages} pages over {@code cycles} cycles into dir: page p (named p0, p1, ...) holds "alpha beta" at
     * cycle 0 and changes to new text every {@code period} cycles from cycle 1 + p % period.
     */
    public static Path periodic(Path dir, int pages, int cycles, int period) throws IOException {
        Files.createDirectories(dir);
        StringBuilder csv = new StringBuilder("page,site,history\n"), versions = new StringBuilder();
        for (int p = 0; p < pages; p++) {
            char[] h = "0".repeat(cycles).toCharArray();
            versions.append("{\"page\":\"p").append(p).append("\",\"cycle\":0,\"text\":\"alpha beta\"}\n");
            for (int c = 1 + p % period; c <= cycles; c += period) {
                h[c - 1] = '1';
                versions.append("{\"page\":\"p")
                        .append(p)
                        .append("\",\"cycle\":")
                        .append(c)
                        .append(",\"text\":\"alpha w")
                        .append(c)
                        .append(" p")
                        .append(p)
                        .append("\"}\n");
            }
            csv.append('p').append(p).append(",s,").append(h).append('\n');
        }
        Files.writeString(dir.resolve("pages.csv"), csv);
        Files.writeString(dir.resolve("versions.jsonl"), versions);
        return dir;
    }
}
