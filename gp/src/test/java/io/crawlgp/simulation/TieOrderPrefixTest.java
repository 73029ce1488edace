package io.crawlgp.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.policy.ScoreFunctionPolicy;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Issue 49: the tie order keeps only a prefix per cycle; a walk past it takes the rest by keys, with equal results. */
class TieOrderPrefixTest {
    @Test
    void thePrefixIsTheStartOfTheFullOrder() {
        SimulationSettings s = SimulationSettings.defaults().withBudget(0.05).withSeed(11);
        int pages = 3000;
        TieOrder t = TieOrder.of(pages, 6, s);
        long seed = CrawlSimulator.tieSeed(s.seed());
        for (int c = s.warmup() + 1; c <= 6; c++) {
            int cycle = c;
            int[] full = IntStream.range(0, pages)
                    .boxed()
                    .sorted(Comparator.comparingLong((Integer p) -> TieBreak.randomKey(seed, cycle, p))
                            .thenComparingInt(p -> p))
                    .mapToInt(Integer::intValue)
                    .toArray();
            // k = 150: twice k rows
            assertEquals(300, t.row(c).length);
            assertArrayEquals(Arrays.copyOf(full, 300), t.row(c), "cycle " + c);
        }
        assertEquals(4L * 300 * (6 - s.warmup()), t.bytes());
    }

    @Test
    void aWalkPastThePrefixEqualsTheReference() {
        // 2,000 pages, the first 200 change at cycle 1 and then at every third cycle, from a phase of their own: after
        // a
        // warm-up of one cycle, X ranks them first, a tied group of a tenth of the pages; k = 100 of them a cycle,
        // found by walking about 10 k rows of the tie order, past its prefix of 2 k; which of them are taken decides
        // how many changes are found
        String[] histories = new String[2000];
        for (int p = 0; p < histories.length; p++) {
            StringBuilder b = new StringBuilder(p < 200 ? "1" : "0");
            for (int c = 2; c <= 12; c++) b.append(p < 200 && (p + c) % 3 == 0 ? '1' : '0');
            histories[p] = b.toString();
        }
        ChangeHistory h = ChangeHistory.of(histories);
        for (long seed = 1; seed <= 5; seed++) {
            SimulationSettings s = new SimulationSettings(0.05, 1, TieBreak.RANDOM, seed);
            ScoreFunction f = (n, x, t) -> x;
            assertEquals(
                    ReferenceSimulator.run(h, new ScoreFunctionPolicy("f", f), s), CohortSimulator.run(h, "f", f, s));
            ScoreFunction g = (n, x, t) -> x * t; // the group splits by t after the first crawl
            assertEquals(
                    ReferenceSimulator.run(h, new ScoreFunctionPolicy("f", g), s), CohortSimulator.run(h, "f", g, s));
        }
    }
}
