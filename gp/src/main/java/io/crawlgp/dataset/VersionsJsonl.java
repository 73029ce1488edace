package io.crawlgp.dataset;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.Xz;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.tukaani.xz.XZOutputStream;

/**
 * Writes the versions file of the content format, {@code versions.jsonl.gz} (or {@code .xz}, by the file's name):
 * one JSON object per line with "page", "cycle" and "text" (read back by the content loader). Written atomically; versions are given one at a time, so no
 * text needs to be held beyond the one being written.
 */
public final class VersionsJsonl {
    private VersionsJsonl() {}

    /** Receives the versions, one call per version. */
    @FunctionalInterface
    public interface Sink {
        void version(String page, int cycle, String text) throws IOException;
    }

    /** Fills the file through {@code body}; returns how many versions it wrote. */
    public static long write(Path file, Body body) {
        long[] n = {0};
        AtomicFiles.writeBytes(file, os -> {
            OutputStream z = file.toString().endsWith(".xz") ? Xz.compress(os) : new GZIPOutputStream(os, 1 << 16);
            Writer w = new OutputStreamWriter(z, StandardCharsets.UTF_8);
            Gson gson = new Gson();
            body.write((page, cycle, text) -> {
                JsonObject o = new JsonObject();
                o.addProperty("page", page);
                o.addProperty("cycle", cycle);
                o.addProperty("text", text);
                w.write(gson.toJson(o));
                w.write('\n');
                n[0]++;
            });
            w.flush();
            if (z instanceof GZIPOutputStream gz) gz.finish();
            else ((XZOutputStream) z).finish();
        });
        return n[0];
    }

    /** Produces the versions. */
    @FunctionalInterface
    public interface Body {
        void write(Sink sink) throws IOException;
    }
}
