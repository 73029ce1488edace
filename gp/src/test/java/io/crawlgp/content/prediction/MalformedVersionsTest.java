package io.crawlgp.content.prediction;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.testutil.Malformed;
import io.crawlgp.testutil.ScratchFolder;
import io.crawlgp.util.UserError;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Inputs that attack the versions.jsonl(.gz) loader: one line naming file and line, never raw binary. */
class MalformedVersionsTest {
    static final String PAGES = "page,site,history\na,s,0101\nb,s,0000\n";
    static final String GOOD =
            "{\"page\":\"a\",\"cycle\":0,\"text\":\"alpha beta\"}\n{\"page\":\"a\",\"cycle\":2,\"text\":\"gamma\"}\n"
                    + "{\"page\":\"a\",\"cycle\":4,\"text\":\"alpha\"}\n{\"page\":\"b\",\"cycle\":0,\"text\":\"omega\"}\n";

    private static final Path SCRATCH = ScratchFolder.create("crawlgp-malformed-versions");

    static Path folder(byte[] versions, boolean gz) throws Exception {
        Path dir = Files.createTempDirectory(SCRATCH, "d");
        Files.writeString(dir.resolve("pages.csv"), PAGES);
        Path f = dir.resolve(gz ? "versions.jsonl.gz" : "versions.jsonl");
        try (OutputStream os = gz ? new GZIPOutputStream(Files.newOutputStream(f)) : Files.newOutputStream(f)) {
            os.write(versions);
        }
        return dir;
    }

    static String error(String versions) throws Exception {
        return error(versions.getBytes(StandardCharsets.UTF_8), false);
    }

    static String error(byte[] versions, boolean gz) throws Exception {
        Path dir = folder(versions, gz);
        UserError e = assertThrows(UserError.class, () -> ContentCorpus.read(dir, 1));
        return e.getMessage().replace(dir.toString() + "/", "");
    }

    @Example
    void blankLinesCountAndAByteOrderMarkIsAccepted() throws Exception {
        assertEquals(
                "versions.jsonl:4: cycle is 2.5, expected an integer",
                error(
                        "\uFEFF{\"page\":\"a\",\"cycle\":0,\"text\":\"x\"}\n\n\n{\"page\":\"a\",\"cycle\":2.5,\"text\":\"y\"}\n"));
        ContentCorpus c = ContentCorpus.read(folder(("\uFEFF" + GOOD).getBytes(StandardCharsets.UTF_8), false), 1);
        assertEquals(2, c.pages());
    }

    @Example
    void fieldsAreCheckedByNameAndType() throws Exception {
        assertEquals(
                "versions.jsonl:1: unexpected field 'url'; expected one JSON object per line: {\"page\": string, \"cycle\": integer, \"text\": string}",
                error("{\"page\":\"a\",\"cycle\":0,\"text\":\"x\",\"url\":\"u\"}\n"));
        assertTrue(error("{\"page\":\"a\",\"cycle\":0}\n").startsWith("versions.jsonl:1: missing field 'text'"));
        assertEquals(
                "versions.jsonl:1: page is 7, expected a string", error("{\"page\":7,\"cycle\":0,\"text\":\"x\"}\n"));
        assertTrue(
                error("{\"page\":\"a\",\"cycle\":0,\"text\":\"x\"} trailing\n").startsWith("versions.jsonl:1: "));
        assertTrue(
                error("{page:\"a\",\"cycle\":0,\"text\":\"x\"}\n").startsWith("versions.jsonl:1: not JSON"),
                "lenient JSON is refused");
    }

    @Example
    void bytesThatAreNotUtf8AreFoundExactlyEvenFarIntoACompressedFile() throws Exception {
        StringBuilder sb =
                new StringBuilder("{\"page\":\"a\",\"cycle\":0,\"text\":\"" + "alpha ".repeat(20_000) + "\"}\n");
        sb.append("{\"page\":\"b\",\"cycle\":0,\"text\":\"caf\u00e9\"}\n");
        byte[] b = sb.toString().getBytes(StandardCharsets.UTF_8);
        b[b.length - 4] = (byte) 0xff; // the second byte of é
        assertEquals(
                "versions.jsonl.gz: not UTF-8 text at line 2 (byte " + (b.length - 4) + " of the file, 0xc3, starts a"
                        + " UTF-8 sequence that byte " + (b.length - 3) + ", 0xff, does not continue)",
                error(b, true));
    }

    @Example
    void binaryGarbageIsNeverEchoedRaw() throws Exception {
        String msg = error("{\"page\":\"a\u0001\u0007\",\"cycle\":0,\"text\":\"x\"}\n");
        assertFalse(msg.chars().anyMatch(c -> c < 0x20), msg);
    }

    @Provide
    Arbitrary<byte[]> mutated() {
        return Malformed.mutationsOf(
                GOOD.getBytes(StandardCharsets.UTF_8),
                (byte) '"',
                (byte) '{',
                (byte) '}',
                (byte) ':',
                (byte) '\n',
                (byte) '5',
                (byte) 0,
                (byte) 0xc3,
                (byte) 0xff);
    }

    @Property(tries = 200, seed = "20261123") // a fixed seed: CI sees the same inputs every run
    void anyMutationReadsOrFailsWithOneCleanLine(@ForAll("mutated") byte[] bytes) throws Exception {
        Path dir = folder(bytes, false);
        try {
            ContentCorpus c = ContentCorpus.read(dir, 1);
            assertEquals(2, c.pages());
        } catch (UserError e) {
            Malformed.assertOneCleanLine(e.getMessage(), dir);
        }
    }
}
