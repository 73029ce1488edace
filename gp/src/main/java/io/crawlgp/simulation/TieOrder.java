package io.crawlgp.simulation;

/**
 * The start of the tie-break order of the pages in every scheduled cycle of one simulation setting, computed once and
 * shared by all evaluations on the same pages (every GP individual of a fold meets the same tie draws). For RANDOM it
 * holds, per cycle, the first {@link #prefix} rows sorted by ({@link TieBreak#randomKey}, row); for INDEX the order is
 * the rows themselves. Only a prefix (the whole order was an int per page per cycle, 228 bytes a page at 57
 * cycles): the cohort engine walks it to take the first pages of a large tied group, which needs about as many rows
 * as it takes, and takes the rest of a group by the keys themselves when a walk runs past the prefix.
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

    /**
     * Rows kept per cycle: twice the crawl's k (a walk over a group that is most of the pages takes about as many rows
     * as it takes pages, at most k), at most an eighth of the pages beyond 1,024 (half a byte a page a cycle).
     */
    static int prefix(int pages, int k) {
        return (int) Math.min(pages, Math.min(2L * k, Math.max(1024, pages / 8)));
    }

    public static TieOrder of(int pages, int cycles, SimulationSettings s) {
        if (s.tieBreak() == TieBreak.INDEX) return new TieOrder(TieBreak.INDEX, pages, null);
        long seed = CrawlSimulator.tieSeed(s.seed());
        int[][] orders = new int[cycles + 1][];
        int m = prefix(pages, s.k(pages));
        long[] keys = new long[pages], scratch = new long[pages];
        long[] prefixKeys = new long[m];
        for (int c = s.warmup() + 1; c <= cycles; c++) {
            for (int p = 0; p < pages; p++) keys[p] = TieBreak.randomKey(seed, c, p);
            // the m smallest (key, row): every key below the m-th smallest, then rows at it in row order
            long cut = m == 0 ? Long.MIN_VALUE : LongSelect.smallest(keys, pages, m, scratch);
            int[] order = new int[m];
            int n = 0;
            for (int p = 0; p < pages; p++) if (keys[p] < cut) order[n++] = p;
            for (int p = 0; p < pages && n < m; p++) if (keys[p] == cut) order[n++] = p;
            for (int i = 0; i < m; i++) prefixKeys[i] = keys[order[i]];
            sortByKeyThenRow(prefixKeys, order, 0, m - 1);
            orders[c] = order;
        }
        return new TieOrder(TieBreak.RANDOM, pages, orders);
    }

    /** Bytes held: the prefixes' rows. */
    public long bytes() {
        long b = 0;
        if (orderByCycle != null) for (int[] o : orderByCycle) if (o != null) b += 4L * o.length;
        return b;
    }

    public TieBreak tieBreak() {
        return tieBreak;
    }

    public int pages() {
        return pages;
    }

    /**
     * The first rows of cycle c's tie order (their count: {@link #prefix}), or null when that order is the row order
     * (INDEX: every row). Not to be modified.
     */
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
