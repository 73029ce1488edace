package io.crawlgp.simulation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The selector picks exactly the pages a full sort by (score, tie key, row) puts first, whatever path it takes. */
class TopKSelectorTest {
    /** The first k pages by score (ScoreOrder), then tie key, then row, in increasing row order. */
    private static int[] bySort(double[] scores, int k, TieBreak tie, long seed, int cycle) {
        Comparator<Integer> order = Comparator.<Integer>comparingLong(p -> -ScoreOrder.key(scores[p]) - 1)
                .thenComparingLong(p -> tie == TieBreak.RANDOM ? TieBreak.randomKey(seed, cycle, p) : 0)
                .thenComparingInt(p -> p);
        return IntStream.range(0, scores.length)
                .boxed()
                .sorted(order)
                .limit(k)
                .mapToInt(Integer::intValue)
                .sorted()
                .toArray();
    }

    private static int[] selected(double[] scores, int k, TieBreak tie, long seed, int cycle) {
        int[] out = new int[scores.length];
        int m = new TopKSelector(scores.length).select(scores, k, tie, seed, cycle, out);
        return Arrays.copyOf(out, m);
    }

    @Test
    void theSelectionIsTheSortsOnRandomScoresWithTies() {
        SplittableRandom r = new SplittableRandom(3);
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + r.nextInt(trial % 10 == 0 ? 3000 : 400);
            int distinct = 1 + r.nextInt(n); // few distinct scores in some trials: large tied groups
            double[] scores = new double[n];
            for (int p = 0; p < n; p++) scores[p] = r.nextInt(50) == 0 ? Double.NaN : r.nextInt(distinct) * 0.25;
            int k = 1 + r.nextInt(n);
            TieBreak tie = r.nextBoolean() ? TieBreak.RANDOM : TieBreak.INDEX;
            assertArrayEquals(
                    bySort(scores, k, tie, 7, trial), selected(scores, k, tie, 7, trial), "n " + n + " k " + k);
        }
    }

    @Test
    void anUnluckySampleStillSelectsTheSorts() {
        int n = 1000, k = 500; // large scores exactly where the guess samples, small ones elsewhere
        double[] scores = new double[n];
        for (int p = 0; p < n; p++) scores[p] = p % 7;
        for (int i = 0; i < LongSelect.SAMPLE; i++) scores[(int) ((long) i * n / LongSelect.SAMPLE)] = 100 + i;
        for (TieBreak tie : TieBreak.values())
            assertArrayEquals(bySort(scores, k, tie, 1, 4), selected(scores, k, tie, 1, 4), tie.name());
    }
}
