package io.crawlgp.simulation;

/**
 * The tie-break order of every page in every scheduled cycle of one simulation setting, computed once and shared by
 * all evaluations on the same pages (every GP individual of a fold meets the same tie draws). For RANDOM it holds,
 * per cycle, the rows sorted by ({@link TieBreak#randomKey}, row); for INDEX the order is the rows themselves.
 */
public final class TieOrder {
    private final TieBreak tieBreak;
    private final int pages;
    private final int[][] orderByCycle;

    private TieOrder(TieBreak tieBreak, int pages, int[][] orderByCycle) {
        this.tieBreak = tieBreak;
        this.pages = pages;
        this.orderByCycle = orderByCycle;
    }

    public static TieOrder of(int pages, int cycles, SimulationSettings s) {
        if (s.tieBreak() == TieBreak.INDEX) return new TieOrder(TieBreak.INDEX, pages, null);
        long seed = CrawlSimulator.tieSeed(s.seed());
        int[][] orders = new int[cycles + 1][];
        long[] keys = new long[pages];
        for (int c = s.warmup() + 1; c <= cycles; c++) {
            int[] order = new int[pages];
            for (int p = 0; p < pages; p++) {
                order[p] = p;
                keys[p] = TieBreak.randomKey(seed, c, p);
            }
            sortByKeyThenRow(keys, order, 0, pages - 1);
            orders[c] = order;
        }
        return new TieOrder(TieBreak.RANDOM, pages, orders);
    }

    public TieBreak tieBreak() {
        return tieBreak;
    }

    public int pages() {
        return pages;
    }

    /** Cycle c's pages in tie order, or null when that order is the row order (INDEX). Not to be modified. */
    int[] row(int cycle) {
        return orderByCycle == null ? null : orderByCycle[cycle];
    }

    /** Sorts order[lo..hi] (and keys alongside) by (key, row); keys are a random permutation-like hash: quicksort is fine. */
    private static void sortByKeyThenRow(long[] keys, int[] order, int lo, int hi) {
        while (hi - lo > 16) {
            int mid = (lo + hi) >>> 1;
            long pk = keys[mid];
            int pr = order[mid];
            int i = lo, j = hi;
            while (i <= j) {
                while (less(keys[i], order[i], pk, pr)) i++;
                while (less(pk, pr, keys[j], order[j])) j--;
                if (i <= j) {
                    long tk = keys[i];
                    keys[i] = keys[j];
                    keys[j] = tk;
                    int tr = order[i];
                    order[i] = order[j];
                    order[j] = tr;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                sortByKeyThenRow(keys, order, lo, j);
                lo = i;
            } else {
                sortByKeyThenRow(keys, order, i, hi);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            long k = keys[i];
            int r = order[i];
            int j = i - 1;
            while (j >= lo && less(k, r, keys[j], order[j])) {
                keys[j + 1] = keys[j];
                order[j + 1] = order[j];
                j--;
            }
            keys[j + 1] = k;
            order[j + 1] = r;
        }
    }

    private static boolean less(long ka, int ra, long kb, int rb) {
        return ka < kb || (ka == kb && ra < rb);
    }
}
