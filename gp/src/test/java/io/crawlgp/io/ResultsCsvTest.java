package io.crawlgp.io;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.util.UserError;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A results table compressed for the repository reads exactly as the plain one, errors naming the .gz file. */
class ResultsCsvTest {
    @TempDir
    Path dir;

    private static List<String> read(Path file) {
        List<String> out = new ArrayList<>();
        ResultsCsv.forEachRecord(
                file,
                new String[] {"method", "value"},
                (rec, line) -> out.add(line + ":" + rec.get("method") + "=" + rec.get("value")));
        return out;
    }

    @Test
    void aGzippedTableReadsLikeThePlainOne() throws Exception {
        Path plain = dir.resolve("per_cycle.csv");
        Files.writeString(plain, "method,value\nNAD,0.25\n\"C,G\",1e-3\n");
        List<String> expected = read(plain);
        assertEquals(List.of("2:NAD=0.25", "3:C,G=1e-3"), expected);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve("per_cycle.csv.gz")))) {
            out.write(Files.readAllBytes(plain));
        }
        Files.delete(plain);
        assertEquals(expected, read(plain), "read through per_cycle.csv.gz");
        Files.writeString(plain, "method,value\nplain,1\n");
        assertEquals(List.of("2:plain=1"), read(plain), "the plain file wins where both exist");
        Files.delete(plain);
        Files.writeString(dir.resolve("bad.csv"), "method\nNAD\n");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve("bad.csv.gz")))) {
            out.write("method\nNAD\n".getBytes());
        }
        Files.delete(dir.resolve("bad.csv"));
        UserError e = assertThrows(UserError.class, () -> read(dir.resolve("bad.csv")));
        assertEquals(dir.resolve("bad.csv.gz") + ":1: missing column 'value'", e.getMessage());
    }
}
