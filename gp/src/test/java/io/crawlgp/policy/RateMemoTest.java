package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Estimators share the rates they solved (per smoothing, in the process): every rate read after a visit, first or
 * reused, is bit for bit a fresh solve of the page's tally, for small tallies and wide ones alike.
 */
class RateMemoTest {
    @Test
    void everyRateIsAFreshSolveOfItsTally() {
        SplittableRandom r = new SplittableRandom(21);
        for (double smoothing : new double[] {0.5, 0.25}) {
            for (int estimator = 0; estimator < 3; estimator++) { // later ones read what earlier ones solved
                int pages = 20;
                ChangeRateEstimator e = new ChangeRateEstimator(pages, smoothing);
                ChangeRateEstimator fresh = new ChangeRateEstimator(1, smoothing);
                int[] previous = new int[pages];
                List<List<int[]>> changed = new ArrayList<>(); // per page: (length, count) in stored order
                long[] quiet = new long[pages];
                for (int p = 0; p < pages; p++) changed.add(new ArrayList<>());
                for (int cycle = 1; cycle <= 60; cycle++)
                    for (int p = 0; p < pages; p++) {
                        if (r.nextInt(3) != 0) continue;
                        boolean found = r.nextInt(2) == 0;
                        int length = cycle - previous[p];
                        previous[p] = cycle;
                        e.visited(p, cycle, found);
                        if (found) {
                            int[] pair = changed.get(p).stream()
                                    .filter(x -> x[0] == length)
                                    .findFirst()
                                    .orElse(null);
                            if (pair == null) changed.get(p).add(new int[] {length, 1});
                            else pair[1]++;
                        } else quiet[p] += length;
                        List<int[]> t = changed.get(p);
                        int[] ls = t.stream().mapToInt(x -> x[0]).toArray(),
                                cs = t.stream().mapToInt(x -> x[1]).toArray();
                        assertEquals(
                                Double.doubleToLongBits(fresh.estimate(ls, cs, ls.length, quiet[p], 1.0)),
                                Double.doubleToLongBits(e.rate(p)),
                                "smoothing " + smoothing + " page " + p + " cycle " + cycle + " (" + ls.length
                                        + " lengths)");
                    }
            }
        }
    }
}
