package io.crawlgp.simulation;

import java.util.Arrays;

/** NDCG@k of one cycle's crawl (the metric NdcgAtK defines what it measures). */
final class Ndcg {
    private Ndcg() {}

    private static final double LN2 = Math.log(2);

    /** Gain at 0-based rank r: 1 / log2(r + 2). Same expression as the reference simulator. */
    static double gain(int r) {
        return 1 / (Math.log(r + 2) / LN2);
    }

    static double of(
            int[] selected,
            int m,
            double[] scores,
            boolean[] relevant,
            TieBreak tb,
            long tieSeed,
            int cycle,
            int idealCount) {
        long[][] order = new long[m][];
        for (int j = 0; j < m; j++) {
            int p = selected[j];
            long tie = tb == TieBreak.RANDOM ? TieBreak.randomKey(tieSeed, cycle, p) : 0;
            order[j] = new long[] {ScoreOrder.key(scores[p]), tie, p};
        }
        Arrays.sort(order, (a, b) -> {
            int c = Long.compare(b[0], a[0]);
            if (c != 0) return c;
            c = Long.compare(a[1], b[1]);
            return c != 0 ? c : Long.compare(a[2], b[2]);
        });
        double dcg = 0, ideal = 0;
        for (int r = 0; r < m; r++) {
            if (relevant[(int) order[r][2]]) dcg += gain(r);
            if (r < idealCount) ideal += gain(r);
        }
        return ideal == 0 ? 1.0 : dcg / ideal;
    }
}
