package io.crawlgp.threads;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.DatasetException;
import io.crawlgp.text.TextPipeline;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ThreadTextAndDataTest {
    @TempDir
    Path dir;

    @Test
    void htmlIsParsedStopwordsAndShortTokensDropAndWordsAreStemmed() {
        assertEquals(
                List.of("run", "dog", "park", "caf\u00e9"),
                TextPipeline.tokens(
                        "<p>The <b>running</b> dogs are in <a href=\"x\">parks</a> at a caf&eacute;</p><!-- hidden comment -->"));
        assertEquals(List.of(), TextPipeline.tokens("an ox is it"));
    }

    @Test
    void csvRoundTripAndErrorsNameFileAndLine() throws Exception {
        List<DiscussionThread> threads = ThreadGenerator.generate(20, 4);
        Path f = dir.resolve("posts.csv");
        ThreadCsv.write(threads, f);
        List<DiscussionThread> back = ThreadCsv.read(dir);
        assertEquals(threads.size(), back.size());
        for (int i = 0; i < threads.size(); i++) {
            assertEquals(threads.get(i).id(), back.get(i).id());
            assertEquals(threads.get(i).size(), back.get(i).size());
            for (int j = 0; j < threads.get(i).size(); j++)
                assertEquals(threads.get(i).time(j), back.get(i).time(j), 1e-6);
        }
        DatasetException e = assertThrows(
                DatasetException.class,
                () -> ThreadCsv.read(
                        new StringReader(
                                "thread,post,kind,timestamp,text\na,p1,question,2012-01-01T00:00:00,hi\na,p2,answer,yesterday,hello\n"),
                        Path.of("posts.csv")));
        assertEquals(
                "posts.csv:3: timestamp 'yesterday' is not ISO-8601 (e.g. 2012-03-04T05:06:07 or 2012-03-04T05:06:07Z)",
                e.getMessage());
        e = assertThrows(
                DatasetException.class,
                () -> ThreadCsv.read(
                        new StringReader("thread,post,timestamp,text\na,p1,2012-01-01T00:00:00,x\n"),
                        Path.of("posts.csv")));
        assertTrue(e.getMessage().startsWith("posts.csv:1: missing column 'kind'"), e.getMessage());
        e = assertThrows(
                DatasetException.class,
                () -> ThreadCsv.read(
                        new StringReader(
                                "thread,post,kind,timestamp,text\na,p1,question,2012-01-01T00:00:00,hi\nb,p1,answer,2012-01-01T00:00:00Z,x\n"),
                        Path.of("posts.csv")));
        assertEquals("posts.csv:3: duplicate post id p1 (first on line 2)", e.getMessage());
        // an offset is honoured: 01:00+01:00 is midnight UTC
        List<DiscussionThread> z = ThreadCsv.read(
                new StringReader(
                        "thread,post,kind,timestamp,text\na,p1,q,2012-01-01T01:00:00+01:00,x\na,p2,a,2012-01-01T00:30:00,y\n"),
                Path.of("x.csv"));
        assertEquals(30, z.get(0).time(1) - z.get(0).time(0), 1e-9);
    }

    @Test
    void univariateSelectionFindsTheWordsThatChangeTheNextGap() {
        // hand-made threads: a post saying "quick" is followed by a 5-minute gap, "slow" by a 500-minute gap, and the
        // filler words by either; window 1, so a post's own words predict the gap after it
        SplittableRandom r = new SplittableRandom(3);
        String[] filler = {"table", "chair", "window", "garden", "pencil"};
        List<DiscussionThread> threads = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            List<Post> posts = new ArrayList<>();
            double t = 0;
            for (int j = 0; j < 12; j++) {
                boolean quick = r.nextBoolean();
                String text = filler[r.nextInt(5)] + " " + filler[r.nextInt(5)] + " " + (quick ? "quick" : "slow");
                posts.add(new Post(i + "/" + j, "answer", t, text));
                t += quick ? 5 : 500;
            }
            threads.add(new DiscussionThread("t" + i, posts));
        }
        ThreadData data = ThreadData.of(threads, 2);
        List<Instance> train = Split.of(data, data.atLeast(3), 0.75).instances(data);
        List<String> top = Arrays.stream(WindowFeatures.selectTokens(data, train, 1, 2, true))
                .mapToObj(i -> data.vocabulary().get(i))
                .sorted()
                .toList();
        assertEquals(List.of("quick", "slow"), top);
    }

    @Test
    void sgdMovesTowardTheObservedGapsAndStaysInItsBounds() {
        ThreadData data = ThreadData.of(ThreadGenerator.generate(40, 3), 1);
        Split split = Split.of(data, data.atLeast(3), 0.75);
        List<Instance> train = split.instances(data);
        WindowFeatures f = new WindowFeatures(
                        data,
                        2,
                        WindowFeatures.selectTokens(data, train, 2, 10, true),
                        List.of(WindowFeatures.Group.CONTENT),
                        0,
                        60)
                .standardise(train);
        // every gap 10 minutes: predictions must move from the midpoint (505) toward 10 and stay in (1, 1000)
        List<Instance> tens = train.stream()
                .map(in -> new Instance(in.thread(), in.seen(), 10))
                .toList();
        SgdModel m = SgdModel.train(data, f, tens, 1, 1, 1000);
        double p = m.start(split.threads()[0]).nextGap(2);
        assertTrue(p < 505 && p > 1, "prediction " + p);
        SgdModel none = SgdModel.train(data, f, tens, 0, 1, 1000);
        assertEquals(500.5, none.start(split.threads()[0]).nextGap(2), 1e-9);
    }
}
