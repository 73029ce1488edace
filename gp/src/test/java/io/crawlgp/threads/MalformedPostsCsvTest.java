package io.crawlgp.threads;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.newpages.NewPageCsv;
import io.crawlgp.testutil.Malformed;
import io.crawlgp.testutil.ScratchFolder;
import io.crawlgp.util.UserError;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.ToIntFunction;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Inputs that attack the posts.csv loader (threads) and the newpages.csv loader: the pages.csv rules hold for them. */
class MalformedPostsCsvTest {
    static final String GOOD =
            "thread,post,kind,timestamp,text\nt1,p1,question,2012-03-04T05:06:07Z,hello\nt1,p2,answer,2012-03-04T06:06:07Z,\"a, b\"\n";
    static final String NEWPAGES = "url,discovery_seconds,source,visits\nu1,10,s,1 2 3\nu2,20,s,0 0 1\n";

    private static final Path SCRATCH = ScratchFolder.create("crawlgp-malformed-posts");

    static Path write(String name, byte[] bytes) throws Exception {
        Path f = Files.createTempDirectory(SCRATCH, "d").resolve(name);
        Files.write(f, bytes);
        return f;
    }

    static String postsError(String text) throws Exception {
        Path f = write("posts.csv", text.getBytes(StandardCharsets.UTF_8));
        return assertThrows(UserError.class, () -> ThreadCsv.read(f))
                .getMessage()
                .replace(f.toString(), "posts.csv");
    }

    @Example
    void physicalLinesExtraFieldsAndByteOrderMark() throws Exception {
        assertEquals(
                "posts.csv:4: timestamp 'yesterday' is not ISO-8601 (e.g. 2012-03-04T05:06:07 or 2012-03-04T05:06:07Z)",
                postsError("thread,post,kind,timestamp,text\n\nt1,p1,q,2012-03-04T05:06:07Z,x\nt1,p2,a,yesterday,y\n"));
        assertEquals(
                "posts.csv:2: expected 5 fields like the header (thread,post,kind,timestamp,text), found 6",
                postsError("thread,post,kind,timestamp,text\nt1,p1,q,2012-03-04T05:06:07Z,x,extra\n"));
        assertEquals(
                1,
                ThreadCsv.read(write("posts.csv", ("\uFEFF" + GOOD).getBytes(StandardCharsets.UTF_8)))
                        .size());
    }

    @Example
    void newPagesFollowTheSameRules() throws Exception {
        Path f = write(
                "newpages.csv",
                "url,discovery_seconds,source,visits\n\nu1,10,s,1 2\nu2,x\u0001,s,1 2\n"
                        .getBytes(StandardCharsets.UTF_8));
        String msg = assertThrows(UserError.class, () -> NewPageCsv.read(f))
                .getMessage()
                .replace(f.toString(), "newpages.csv");
        assertEquals("newpages.csv:4: discovery_seconds is 'x\\u0001', expected a finite number", msg);
    }

    @Provide
    Arbitrary<byte[]> mutatedPosts() {
        return Malformed.mutationsOf(
                GOOD.getBytes(StandardCharsets.UTF_8),
                (byte) '"',
                (byte) ',',
                (byte) '\n',
                (byte) '\r',
                (byte) ':',
                (byte) 0,
                (byte) 0xc3,
                (byte) 0xff);
    }

    @Property(tries = 200, seed = "20261123")
    void anyMutationOfPostsReadsOrFailsWithOneCleanLine(@ForAll("mutatedPosts") byte[] bytes) throws Exception {
        readsOrFailsCleanly(write("posts.csv", bytes), f -> ThreadCsv.read(f).size());
    }

    /** The file either reads (to at least one item) or fails with one clean line naming it. */
    private static void readsOrFailsCleanly(Path f, ToIntFunction<Path> read) {
        try {
            assertTrue(read.applyAsInt(f) > 0);
        } catch (UserError e) {
            Malformed.assertOneCleanLine(e.getMessage(), f);
        }
    }

    @Provide
    Arbitrary<byte[]> mutatedNewPages() {
        return Malformed.mutationsOf(
                NEWPAGES.getBytes(StandardCharsets.UTF_8),
                (byte) '"',
                (byte) ',',
                (byte) '\n',
                (byte) ' ',
                (byte) '-',
                (byte) 0,
                (byte) 0xc3,
                (byte) 0xff);
    }

    @Property(tries = 200, seed = "20261123")
    void anyMutationOfNewPagesReadsOrFailsWithOneCleanLine(@ForAll("mutatedNewPages") byte[] bytes) throws Exception {
        readsOrFailsCleanly(
                write("newpages.csv", bytes), f -> NewPageCsv.read(f).pages().size());
    }
}
