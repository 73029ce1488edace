package io.crawlgp.content.prediction;

import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.Seeds;
import java.util.Arrays;

/**
 * The crawl of §8.3: every cycle from d0 the crawler may fetch budget × pages pages; each page is flipped a biased
 * coin with probability min(1, p_i·B/Σp) (revisiting pages as closely as possible to their estimated change
 * probability); if more than B coins land heads, B of them are kept in a seeded random order. A page's copy is fresh
 * while it has had no labelled change since its last fetch; freshness(d) is the share of fresh pages after the
 * fetches of cycle d. All copies are fresh at d0 − 1.
 */
public final class FreshnessCrawl {
    public static final SeedLabel COINS =
            new SeedLabel("content-crawl", "day, page", "the biased coin of a page on a crawl day");

    private FreshnessCrawl() {}

    public static double[] run(boolean[][] labels, double[][] prob, int d0, double budget, long seed) {
        int pages = labels.length, cycles = labels[0].length - 1;
        int b = Math.max(1, (int) Math.floor(budget * pages + 1e-9));
        boolean[] stale = new boolean[pages];
        double[] fresh = new double[cycles + 1];
        for (int d = d0; d <= cycles; d++) {
            for (int p = 0; p < pages; p++) if (labels[p][d]) stale[p] = true;
            double sum = 0;
            for (int p = 0; p < pages; p++) sum += prob[p][d];
            int[] heads = new int[pages];
            double[] key = new double[pages];
            int h = 0;
            for (int p = 0; p < pages; p++) {
                double q = sum > 0 ? Math.min(1, prob[p][d] * b / sum) : (double) b / pages;
                long z = COINS.derive(seed, d, p);
                if (Seeds.toUnitDouble(z) < q) {
                    heads[h++] = p;
                    key[p] = Seeds.toUnitDouble(Seeds.mix64(z));
                }
            }
            if (h > b) {
                Integer[] order = new Integer[h];
                for (int i = 0; i < h; i++) order[i] = heads[i];
                Arrays.sort(order, (x, y) -> key[x] != key[y] ? Double.compare(key[x], key[y]) : Integer.compare(x, y));
                for (int i = 0; i < b; i++) heads[i] = order[i];
                h = b;
            }
            for (int i = 0; i < h; i++) stale[heads[i]] = false;
            int f = 0;
            for (boolean s : stale) if (!s) f++;
            fresh[d] = f / (double) pages;
        }
        return fresh;
    }
}
