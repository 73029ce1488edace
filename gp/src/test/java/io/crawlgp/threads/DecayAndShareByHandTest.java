package io.crawlgp.threads;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** DEC's discounted token counts (Tan §3.3) and the window counts they replace, computed by hand. */
class DecayAndShareByHandTest {
    static ThreadData data() {
        // one thread: posts say "apple", "banana", "apple" (the pipeline stems nothing here)
        DiscussionThread t = new DiscussionThread(
                "t",
                List.of(
                        new Post("p1", "question", 0, "apple"),
                        new Post("p2", "answer", 10, "banana"),
                        new Post("p3", "answer", 30, "apple")));
        return ThreadData.of(List.of(t), 1);
    }

    @Test
    void decDiscountsEveryEarlierPostByAlphaPerStep() {
        ThreadData d = data();
        int apple = d.vocabulary().indexOf("appl") >= 0
                ? d.vocabulary().indexOf("appl")
                : d.vocabulary().indexOf("apple");
        assertTrue(apple >= 0, "vocabulary " + d.vocabulary());
        WindowFeatures dec =
                new WindowFeatures(d, 2, new int[] {apple}, List.of(WindowFeatures.Group.CONTENT), 0.5, 10);
        // X'_1 = 1; X'_2 = 0.5·1 + 0 = 0.5; X'_3 = 0.5·0.5 + 1 = 1.25 -> log(1 + 1.25)
        assertEquals(Math.log1p(1.25), dec.content(0, 3)[0], 1e-15);
        assertEquals(Math.log1p(0.5), dec.content(0, 2)[0], 1e-15);
        // without decay: the count in the last w = 2 posts (banana, apple) = 1 -> log 2
        WindowFeatures window =
                new WindowFeatures(d, 2, new int[] {apple}, List.of(WindowFeatures.Group.CONTENT), 0, 10);
        assertEquals(Math.log(2), window.content(0, 3)[0], 1e-15);
    }
}
