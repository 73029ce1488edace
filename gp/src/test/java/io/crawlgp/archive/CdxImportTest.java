package io.crawlgp.archive;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CDX importer on fixtures in the published forms: Internet Archive's legacy CDX (" CDX N b a m s k r M S V g"),
 * the Wayback CDX server's default 7 fields, and Common Crawl's CDXJ; the history worked out by hand.
 */
class CdxImportTest {
    static final String HEADER = " CDX N b a m s k r M S V g\n";

    /** Page a: captured 01-01 (D1, cycle 0), 01-03 (D1), 01-04 (D2, then D3), 01-06 (a 302, then a revisit of D3). */
    static String legacyA() {
        return HEADER
                + "com,example)/a 20250101120000 http://example.com/a text/html 200 D1 - - 1043 333 x.warc.gz\n"
                + "com,example)/a 20250103120000 http://example.com/a text/html 200 D1 - - 1043 999 x.warc.gz\n"
                + "com,example)/a 20250104080000 http://example.com/a text/html 200 D2 - - 1043 1999 x.warc.gz\n"
                + "com,example)/a 20250104200000 http://example.com/a text/html 200 D3 - - 1043 2999 x.warc.gz\n"
                + "com,example)/a 20250106080000 http://example.com/a text/html 302 R1 - - 200 3999 x.warc.gz\n"
                + "com,example)/a 20250106090000 http://example.com/a warc/revisit - D3 - - 200 4999 x.warc.gz\n";
    }

    /** Page b first captured on 01-03 (dropped); page org,other)/ captured only before the period. */
    static final String WAYBACK = "com,example)/b 20250103000000 http://example.com/b text/html 200 B1 120\n"
            + "org,other)/ 20241231000000 http://other.org/ text/html 200 O1 99\n";

    static final String CDXJ =
            "com,example)/c 20250101000000 {\"url\": \"http://example.com/c\", \"mime\": \"text/html\", \"status\": \"200\", \"digest\": \"sha1:C1\", \"length\": \"10\"}\n"
                    + "com,example)/c 20250105000000 {\"url\": \"http://example.com/c\", \"mime-detected\": \"text/html\", \"status\": \"200\", \"digest\": \"sha1:C2\", \"length\": \"10\"}\n";

    private static String run(Path out, Path... files) {
        StringWriter w = new StringWriter();
        CdxImport.run(
                List.of(files),
                LocalDate.parse("2025-01-02"),
                LocalDate.parse("2025-01-07"),
                1,
                out,
                "test",
                new PrintWriter(w, true));
        return w.toString();
    }

    private static Path file(Path dir, String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void changesSitAtTheCaptureThatSawThemAndTheMaskMarksCaptures(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("out");
        String printed =
                run(out, file(tmp, "a.cdx", legacyA()), file(tmp, "b.cdx", WAYBACK), file(tmp, "c.cdxj", CDXJ));
        // cycles 1..5 = 01-02 .. 01-06; a: D1 at 01-03 (no change), D3 last on 01-04 (change), revisit of D3 on 01-06
        assertEquals(
                List.of(
                        "page,site,history",
                        "\"com,example)/a\",\"com,example\",00100",
                        "\"com,example)/c\",\"com,example\",00010",
                        "\"org,other)/\",\"org,other\",00000"),
                Files.readAllLines(out.resolve("pages.csv")));
        assertEquals(
                List.of(
                        "page,captured",
                        "\"com,example)/a\",01101",
                        "\"com,example)/c\",00010",
                        "\"org,other)/\",00000"),
                Files.readAllLines(out.resolve("captures.csv")));
        assertTrue(printed.contains("1 skipped (status neither 200 nor a revisit)"), printed);
        assertTrue(
                printed.contains(
                        "kept 3 pages (1 of them never captured in the period); dropped 1 first captured after 2025-01-02"),
                printed);
        ChangeHistory h = ChangeHistoryCsv.read(out);
        assertEquals(2, h.totalChanges());
    }

    @Test
    void filesAreMergedByUrlkeyAndTime(@TempDir Path tmp) throws Exception {
        // page a's captures split over two files in two forms give the same history as one file
        String[] lines = legacyA().split("\n");
        StringBuilder first = new StringBuilder(HEADER), second = new StringBuilder();
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].split(" ");
            String wayback = String.join(" ", f[0], f[1], f[2], f[3], f[4], f[5], f[8]) + "\n";
            if (i % 2 == 0) first.append(lines[i]).append('\n');
            else second.append(wayback);
        }
        run(tmp.resolve("one"), file(tmp, "a.cdx", legacyA()));
        run(tmp.resolve("two"), file(tmp, "a1.cdx", first.toString()), file(tmp, "a2.cdx", second.toString()));
        assertEquals(Files.readString(tmp.resolve("one/pages.csv")), Files.readString(tmp.resolve("two/pages.csv")));
        assertEquals(
                Files.readString(tmp.resolve("one/captures.csv")), Files.readString(tmp.resolve("two/captures.csv")));
    }

    @Test
    void malformedIndexesAreOneLineWithFileAndLine(@TempDir Path tmp) throws Exception {
        Path unsorted = file(
                tmp,
                "u.cdx",
                "com,b)/ 20250101000000 http://b/ text/html 200 X 1\ncom,a)/ 20250101000000 http://a/ text/html 200 Y 1\n");
        UserError e = assertThrows(UserError.class, () -> run(tmp.resolve("o1"), unsorted));
        assertEquals(
                unsorted
                        + ":2: not sorted by urlkey, then timestamp (after 'com,b)/'): sort the index first, e.g. LC_ALL=C sort",
                e.getMessage());
        Path badTime = file(tmp, "t.cdx", HEADER + "com,a)/ 2025-01-01 http://a/ text/html 200 X - - 1 2 f\n");
        assertEquals(
                badTime + ":2: timestamp '2025-01-01' is not yyyyMMddHHmmss (14 digits, UTC)",
                assertThrows(UserError.class, () -> run(tmp.resolve("o2"), badTime))
                        .getMessage());
        Path fields = file(tmp, "f.cdx", "com,a)/ 20250101000000 http://a/ text/html 200 X 1 extra\n");
        assertTrue(
                assertThrows(UserError.class, () -> run(tmp.resolve("o3"), fields))
                        .getMessage()
                        .startsWith(
                                fields
                                        + ":1: expected 7 space-separated fields (urlkey timestamp original mimetype statuscode digest length), found 8"));
        Path header = file(tmp, "h.cdx", " CDX a b s\nhttp://a/ 20250101000000 200\n");
        assertTrue(assertThrows(UserError.class, () -> run(tmp.resolve("o4"), header))
                .getMessage()
                .startsWith(header + ":1: CDX header"));
        Path json = file(tmp, "j.cdxj", "com,a)/ 20250101000000 {\"status\": \"200\"\n");
        assertTrue(assertThrows(UserError.class, () -> run(tmp.resolve("o5"), json))
                .getMessage()
                .startsWith(json + ":1: "));
        Path late = file(tmp, "l.cdx", "com,a)/ 20250105000000 http://a/ text/html 200 X 1\n");
        assertTrue(assertThrows(UserError.class, () -> run(tmp.resolve("o6"), late))
                .getMessage()
                .startsWith("no page has a capture before --from"));
        for (String o : new String[] {"o1", "o2", "o3", "o4", "o5", "o6"})
            assertFalse(
                    Files.exists(tmp.resolve(o).resolve("pages.csv"))
                            || Files.exists(tmp.resolve(o).resolve("captures.csv")),
                    o + ": no partial output");
    }

    @Test
    void thinningWritesEachChangeAtTheFirstCaptureAfterIt() {
        SplittableRandom r = new SplittableRandom(5);
        String[] hs = new String[40];
        for (int p = 0; p < hs.length; p++) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < 30; c++) b.append(r.nextDouble() < 0.3 ? '1' : '0');
            hs[p] = b.toString();
        }
        ChangeHistory h = ChangeHistory.of(hs);
        CaptureThinning.Thinned all = CaptureThinning.thin(h, 1.0, 1);
        for (int p = 0; p < h.pages(); p++)
            assertEquals(h.historyString(p), all.history().historyString(p), "captured every cycle: the same history");
        CaptureThinning.Thinned t = CaptureThinning.thin(h, 0.3, 1);
        for (int p = 0; p < h.pages(); p++) {
            int lastCapture = 0;
            for (int c = 1; c <= h.cycles(); c++) {
                boolean captured = t.captured()[p].charAt(c - 1) == '1';
                if (!captured) {
                    assertFalse(t.history().changed(p, c), "no change off a capture");
                    continue;
                }
                boolean any = false;
                for (int k = lastCapture + 1; k <= c; k++) any |= h.changed(p, k);
                assertEquals(any, t.history().changed(p, c), "page " + p + " cycle " + c);
                lastCapture = c;
            }
        }
        assertEquals(
                t.history().totalChanges(),
                CaptureThinning.thin(h, 0.3, 1).history().totalChanges(),
                "seeded");
    }
}
