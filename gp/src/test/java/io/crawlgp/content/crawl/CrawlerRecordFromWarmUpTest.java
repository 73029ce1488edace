package io.crawlgp.content.crawl;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.content.prediction.ContentGenerator;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A record that goes on from a warmed-up one ({@link CrawlerRecord#CrawlerRecord(CrawlerRecord)}) reads exactly as a
 * record that took every visit itself, and its visits leave the record it started from as it was.
 */
class CrawlerRecordFromWarmUpTest {

    @Test
    void goingOnFromTheWarmUpReadsAsVisitingEveryCycle() {
        ContentCorpus c = ContentGenerator.generate(12, 40, 3, 5);
        int w = 8, pages = c.pages(), cycles = c.cycles();
        for (boolean significant : new boolean[] {false, true}) {
            FetchedContent.PairMemo memo = new FetchedContent.PairMemo(c);
            CrawlerRecord base = new CrawlerRecord(c, significant, memo);
            for (int cy = 1; cy <= w; cy++) for (int p = 0; p < pages; p++) base.visited(p, cy);
            int[][] baseVersions = reads(base, w, pages);
            for (long seed = 1; seed <= 3; seed++) {
                CrawlerRecord plain = new CrawlerRecord(c, significant, memo);
                for (int cy = 1; cy <= w; cy++) for (int p = 0; p < pages; p++) plain.visited(p, cy);
                CrawlerRecord onward = new CrawlerRecord(base);
                SplittableRandom r = new SplittableRandom(seed);
                int found = 0;
                for (int cy = w + 1; cy <= cycles; cy++) {
                    for (int p = 0; p < pages; p++) {
                        if (r.nextInt(3) != 0) continue; // a third of the pages per cycle, at random
                        plain.visited(p, cy);
                        onward.visited(p, cy);
                        if (onward.changed(p, cy)) found++;
                    }
                    assertEquals(plain.now(), onward.now(), "cycle " + cy);
                    for (int p = 0; p < pages; p++) {
                        assertEquals(plain.lastVisit(p), onward.lastVisit(p));
                        assertEquals(plain.currentRank(p), onward.currentRank(p));
                        for (int t = 0;
                                t <= plain.now();
                                t++) { // times up to the latest visit: later ones are the future
                            String at = "page " + p + ", time " + t + ", cycle " + cy + ", significant " + significant;
                            assertEquals(plain.version(p, t), onward.version(p, t), at);
                            assertEquals(plain.rank(p, t), onward.rank(p, t), at);
                            assertEquals(plain.changed(p, t), onward.changed(p, t), at);
                        }
                    }
                }
                assertEquals(plain.now(), onward.now());
                assertTrue(found > 0, "some visits after the warm-up find changes");
                assertArrayEquals(
                        baseVersions,
                        reads(base, w, pages),
                        "the warm-up's record is never written by the crawls that go on from it");
            }
        }
    }

    /** Every version, rank and label the record shows up to time w, page by page. */
    private static int[][] reads(CrawlerRecord r, int w, int pages) {
        int[][] out = new int[pages][3 * (w + 1)];
        for (int p = 0; p < pages; p++) {
            for (int t = 0; t <= w; t++) {
                out[p][3 * t] = r.version(p, t);
                out[p][3 * t + 1] = r.rank(p, t);
                out[p][3 * t + 2] = r.changed(p, t) ? 1 : 0;
            }
        }
        return out;
    }
}
