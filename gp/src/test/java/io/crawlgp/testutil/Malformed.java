package io.crawlgp.testutil;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/** What the loaders' attack tests share: how a good file is damaged, and what a clean error looks like. */
public final class Malformed {
    private Malformed() {}

    /** The good file with one to four bytes replaced, by any byte or by one of the format's own {@code special} bytes. */
    public static Arbitrary<byte[]> mutationsOf(byte[] good, byte... special) {
        Arbitrary<Integer> at = Arbitraries.integers().between(0, good.length - 1);
        Byte[] boxed = new Byte[special.length];
        for (int i = 0; i < special.length; i++) boxed[i] = special[i];
        Arbitrary<Byte> any = Arbitraries.bytes();
        return Arbitraries.oneOf(any, Arbitraries.of(boxed))
                .tuple2()
                .flatMap(t -> at.list().ofMinSize(1).ofMaxSize(4).map(positions -> {
                    byte[] b = good.clone();
                    for (int p : positions) b[p] = positions.indexOf(p) % 2 == 0 ? t.get1() : t.get2();
                    return b;
                }));
    }

    /** One line, naming the file first, with no control character echoed. */
    public static void assertOneCleanLine(String message, Path file) {
        assertTrue(message.startsWith(file.toString()), message);
        assertEquals(1, message.lines().count(), message);
        assertFalse(message.chars().anyMatch(c -> c < 0x20 || c == 0x7f), "control character in: " + message);
    }
}
