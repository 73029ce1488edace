package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.util.UserError;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/** Inputs that attack the pages.csv loader: every failure is one line naming file and line, never raw binary. */
class MalformedPagesCsvTest {
    static final String GOOD = "page,site,history\na,s,0101\nb,s,0011\nc,t,1000\n";

    /** One scratch folder per test class run, removed at JVM exit (jqwik tries hundreds of inputs). */
    private static final Path SCRATCH;

    static {
        try {
            SCRATCH = Files.createTempDirectory("crawlgp-malformed-pages");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try (var all = Files.walk(SCRATCH)) {
                all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            } catch (java.io.IOException ignored) {
                // the system's temp cleaner takes what is left
            }
        }));
    }

    static Path write(byte[] bytes) throws Exception {
        Path f = SCRATCH.resolve("pages.csv");
        Files.write(f, bytes);
        return f;
    }

    static String error(byte[] bytes) throws Exception {
        Path f = write(bytes);
        UserError e = assertThrows(UserError.class, () -> ChangeHistoryCsv.read(f));
        return e.getMessage().replace(f.toString(), "pages.csv");
    }

    @Example
    void blankLinesCountInLineNumbers() throws Exception {
        assertEquals("pages.csv:5: history of page 'b' has '2' at cycle 2: expected only 0 or 1",
                error("page,site,history\n\na,s,0101\n\nb,s,0211\n".getBytes(StandardCharsets.UTF_8)));
    }

    @Example
    void aByteOrderMarkIsAccepted() throws Exception {
        byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
        byte[] body = GOOD.getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[bom.length + body.length];
        System.arraycopy(bom, 0, all, 0, 3);
        System.arraycopy(body, 0, all, 3, body.length);
        ChangeHistory h = ChangeHistoryCsv.read(write(all));
        assertEquals(3, h.pages());
        assertEquals("a", h.pageId(0));
    }

    @Example
    void anExtraFieldIsRejectedWithItsLine() throws Exception {
        assertEquals("pages.csv:3: expected 3 fields like the header (page,site,history), found 4",
                error("page,site,history\na,s,0101\nb,s,0011,extra\n".getBytes(StandardCharsets.UTF_8)));
    }

    @Example
    void bytesThatAreNotUtf8AreRejectedWithLineAndOffset() throws Exception {
        byte[] b = "page,site,history\na,s,0101\nb\u00e9,s,0011\n".getBytes(StandardCharsets.UTF_8);
        b[b.length - 11] = (byte) 0xff; // the second byte of é becomes 0xff
        assertEquals("pages.csv:3: not UTF-8 text (byte " + (b.length - 10) + " of the file is 0xff)", error(b));
    }

    @Example
    void aMalformedQuoteIsOneLine() throws Exception {
        String msg = error("page,site,history\n\"a,s,0101\nb,s,0011\n".getBytes(StandardCharsets.UTF_8));
        assertTrue(msg.startsWith("pages.csv:"), msg);
        assertTrue(msg.contains("malformed CSV"), msg);
        assertEquals(1, msg.lines().count(), msg);
    }

    @Example
    void binaryGarbageIsNeverEchoedRaw() throws Exception {
        String msg = error("page,site,history\na\u0001\u0007x,s,01\u000201\n".getBytes(StandardCharsets.UTF_8));
        assertTrue(msg.contains("\\u0001\\u0007x"), msg);
        assertFalse(msg.chars().anyMatch(c -> c < 0x20), msg);
    }

    @Provide
    Arbitrary<byte[]> mutated() {
        byte[] good = GOOD.getBytes(StandardCharsets.UTF_8);
        Arbitrary<Integer> at = Arbitraries.integers().between(0, good.length - 1);
        Arbitrary<Byte> any = Arbitraries.bytes();
        Arbitrary<Byte> csv = Arbitraries.of((byte) '"', (byte) ',', (byte) '\n', (byte) '\r', (byte) '2', (byte) 0, (byte) 0xc3, (byte) 0xff);
        return Arbitraries.oneOf(any, csv).tuple2().flatMap(t -> at.list().ofMinSize(1).ofMaxSize(4).map(positions -> {
            byte[] b = good.clone();
            for (int p : positions) b[p] = positions.indexOf(p) % 2 == 0 ? t.get1() : t.get2();
            return b;
        }));
    }

    @Property(tries = 300, seed = "20261122") // a fixed seed: CI sees the same inputs every run
    void anyMutationReadsOrFailsWithOneCleanLine(@ForAll("mutated") byte[] bytes) throws Exception {
        Path f = write(bytes);
        try {
            ChangeHistory h = ChangeHistoryCsv.read(f);
            assertTrue(h.pages() >= 1);
        } catch (UserError e) {
            String m = e.getMessage();
            assertTrue(m.startsWith(f.toString()), m);
            assertEquals(1, m.lines().count(), m);
            assertFalse(m.chars().anyMatch(c -> c < 0x20 || c == 0x7f), "control character in: " + m);
        }
    }
}
