package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.evolution.BreedingLoop;
import io.crawlgp.testutil.Malformed;
import io.crawlgp.testutil.ScratchFolder;
import io.crawlgp.util.UserError;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Inputs that attack the experiment-file reader: the same rules as the pages.csv loader. */
class MalformedExperimentFileTest {
    static final String GOOD =
            "# a comment\ndataset = synthetic:pages=200,cycles=10\n\npopulation = 40\ngenerations = 3\nloop = paper\n";

    private static final Path SCRATCH = ScratchFolder.create("crawlgp-malformed-experiment");

    static Path write(byte[] bytes) throws Exception {
        Path f = SCRATCH.resolve("exp.properties");
        Files.write(f, bytes);
        return f;
    }

    static String error(String text) throws Exception {
        return error(text.getBytes(StandardCharsets.UTF_8));
    }

    static String error(byte[] bytes) throws Exception {
        Path f = write(bytes);
        UserError e = assertThrows(UserError.class, () -> SettingsFile.load(f, Map.of()));
        return e.getMessage().replace(f.toString(), "exp.properties");
    }

    @Example
    void aGoodFileWithAByteOrderMarkReads() throws Exception {
        byte[] body = GOOD.getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[body.length + 3];
        all[0] = (byte) 0xef;
        all[1] = (byte) 0xbb;
        all[2] = (byte) 0xbf;
        System.arraycopy(body, 0, all, 3, body.length);
        GpSettings s = SettingsFile.load(write(all), Map.of());
        assertEquals(40, s.breeding().population());
        assertEquals(BreedingLoop.PAPER, s.breeding().loop());
    }

    @Example
    void errorsNameThePhysicalLineBlankLinesAndCommentsIncluded() throws Exception {
        assertEquals(
                "exp.properties:5: generations must be > 0, got 0",
                error(GOOD.replace("generations = 3", "generations = 0")));
        assertEquals(
                "exp.properties:4: 'population' is set twice (as breeding.population, first on line 2)",
                error("\npopulation = 4\n# x\npopulation = 5\n"));
    }

    @Example
    void bytesThatAreNotUtf8AreRejectedWithLineAndOffset() throws Exception {
        byte[] b = GOOD.getBytes(StandardCharsets.UTF_8);
        int at = GOOD.indexOf("40");
        b[at] = (byte) 0xff;
        assertEquals(
                "exp.properties:4: not UTF-8 text (byte " + (at + 1) + " of the file, 0xff, starts no UTF-8 character)",
                error(b));
    }

    @Example
    void controlCharactersAreNeverEchoedRaw() throws Exception {
        String msg = error("population\u0007\u0001 40\n");
        assertTrue(msg.contains("\\u0007\\u0001"), msg);
        assertFalse(msg.chars().anyMatch(c -> c < 0x20), msg);
    }

    @Provide
    Arbitrary<byte[]> mutated() {
        return Malformed.mutationsOf(
                GOOD.getBytes(StandardCharsets.UTF_8),
                (byte) '=',
                (byte) '#',
                (byte) '\n',
                (byte) '\r',
                (byte) '-',
                (byte) 0,
                (byte) 0xc3,
                (byte) 0xff);
    }

    @Property(tries = 300, seed = "20261123") // a fixed seed: CI sees the same inputs every run
    void anyMutationReadsOrFailsWithOneCleanLine(@ForAll("mutated") byte[] bytes) throws Exception {
        Path f = write(bytes);
        try {
            SettingsFile.load(f, Map.of());
        } catch (UserError e) {
            Malformed.assertOneCleanLine(e.getMessage(), f);
        }
    }
}
