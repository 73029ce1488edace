package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.testutil.Malformed;
import io.crawlgp.testutil.ScratchFolder;
import io.crawlgp.util.UserError;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Inputs that attack the pages.csv loader: every failure is one line naming file and line, never raw binary. */
class MalformedPagesCsvTest {
    static final String GOOD = "page,site,history\na,s,0101\nb,s,0011\nc,t,1000\n";

    private static final Path SCRATCH = ScratchFolder.create("crawlgp-malformed-pages");

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
        assertEquals(
                "pages.csv:5: history of page 'b' has '2' at cycle 2: expected only 0 or 1",
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
        assertEquals(
                "pages.csv:3: expected 3 fields like the header (page,site,history), found 4",
                error("page,site,history\na,s,0101\nb,s,0011,extra\n".getBytes(StandardCharsets.UTF_8)));
    }

    @Example
    void bytesThatAreNotUtf8AreRejectedWithLineAndOffset() throws Exception {
        byte[] b = "page,site,history\na,s,0101\nb\u00e9,s,0011\n".getBytes(StandardCharsets.UTF_8);
        b[b.length - 11] = (byte) 0xff; // the second byte of é becomes 0xff
        assertEquals(
                "pages.csv:3: not UTF-8 text (byte " + (b.length - 10)
                        + " of the file, 0xff, starts no UTF-8 character)",
                error(b));
    }

    @Example
    void aMalformedQuoteIsOneLine() throws Exception {
        String msg = error("page,site,history\n\"a,s,0101\nb,s,0011\n".getBytes(StandardCharsets.UTF_8));
        // reported where the quote opens (line 2), not where the reader gave up (the end of the file)
        assertEquals(
                "pages.csv:2: a quoted field starts on this line and its closing quote never comes (an unclosed quote?)",
                msg);
    }

    @Example
    void binaryGarbageIsNeverEchoedRaw() throws Exception {
        String msg = error("page,site,history\na\u0001\u0007x,s,01\u000201\n".getBytes(StandardCharsets.UTF_8));
        assertTrue(msg.contains("\\u0001\\u0007x"), msg);
        assertFalse(msg.chars().anyMatch(c -> c < 0x20), msg);
    }

    @Provide
    Arbitrary<byte[]> mutated() {
        return Malformed.mutationsOf(
                GOOD.getBytes(StandardCharsets.UTF_8),
                (byte) '"',
                (byte) ',',
                (byte) '\n',
                (byte) '\r',
                (byte) '2',
                (byte) 0,
                (byte) 0xc3,
                (byte) 0xff);
    }

    @Property(tries = 300, seed = "20261122") // a fixed seed: CI sees the same inputs every run
    void anyMutationReadsOrFailsWithOneCleanLine(@ForAll("mutated") byte[] bytes) throws Exception {
        Path f = write(bytes);
        try {
            ChangeHistory h = ChangeHistoryCsv.read(f);
            assertTrue(h.pages() >= 1);
        } catch (UserError e) {
            Malformed.assertOneCleanLine(e.getMessage(), f);
        }
    }
}
