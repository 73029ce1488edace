package io.crawlgp.dataset;

import io.crawlgp.util.UserError;
import java.util.Arrays;

/**
 * Change signals a crawler receives between its visits: for each page, the cycles in which a signal arrived
 * (a sitemap's new lastmod, a feed entry, a ping), sorted and distinct. Data beside the change history, never the
 * history itself: a signal may come without a change (a false positive, a deploy touching every lastmod) and a change
 * without a signal. Stored as one sorted run of cycles per page ({@code start[p]..start[p+1]}).
 */
public final class Signals {
    private final int cycles;
    private final int[] start;
    private final int[] at;
    // the truth behind drawn signals: each page's mode (a model's draw), null for real signals; for oracles only
    private final SignalModel.Mode[] modes;
    // the model that drew them, per cycle of these signals (null for real signals, or once coarsened); oracles only
    private final SignalModel model;

    private Signals(int cycles, int[] start, int[] at, SignalModel.Mode[] modes, SignalModel model) {
        this.cycles = cycles;
        this.start = start;
        this.at = at;
        this.modes = modes;
        this.model = model;
    }

    /**
     * These signals with the mode each page's were drawn under and the model that drew them (a model's truth, which
     * only an oracle may read); {@code model} null where its per-cycle rates no longer hold.
     */
    Signals withModes(SignalModel.Mode[] modes, SignalModel model) {
        if (modes.length != pages()) throw new IllegalArgumentException("a mode per page");
        return new Signals(cycles, start, at, modes.clone(), model);
    }

    /** Ground truth, for oracles only: the model that drew these signals, per cycle; null for real signals. */
    public SignalModel trueModel() {
        return model;
    }

    /** Ground truth, for oracles only: the mode the page's signals were drawn under; null for real signals. */
    public SignalModel.Mode trueMode(int page) {
        return modes == null ? null : modes[page];
    }

    /** Signals of {@code pages} pages over cycles 1..cycles from one array of cycles per page (sorted here). */
    public static Signals of(int cycles, int[][] byPage) {
        int[] start = new int[byPage.length + 1];
        int total = 0;
        for (int[] s : byPage) total += s.length;
        int[] at = new int[total];
        int i = 0;
        for (int p = 0; p < byPage.length; p++) {
            int[] s = byPage[p].clone();
            Arrays.sort(s);
            start[p] = i;
            for (int j = 0; j < s.length; j++) {
                if (s[j] < 1 || s[j] > cycles)
                    throw new UserError("a signal at cycle " + s[j] + " is outside cycles 1.." + cycles);
                if (j > 0 && s[j] == s[j - 1]) continue;
                at[i++] = s[j];
            }
        }
        start[byPage.length] = i;
        return new Signals(cycles, start, i == at.length ? at : Arrays.copyOf(at, i), null, null);
    }

    public int pages() {
        return start.length - 1;
    }

    public int cycles() {
        return cycles;
    }

    /** Every signal of the dataset. */
    public int total() {
        return at.length;
    }

    /** The page's signals, oldest first. */
    public int[] of(int page) {
        return Arrays.copyOfRange(at, start[page], start[page + 1]);
    }

    /** Signals of the page in cycles (from, to]: what arrived between a visit at {@code from} and cycle {@code to}. */
    public int countBetween(int page, int fromExclusive, int toInclusive) {
        if (toInclusive <= fromExclusive) return 0;
        return firstAfter(page, toInclusive) - firstAfter(page, fromExclusive);
    }

    /** The cycle of the page's latest signal at or before {@code cycle}; 0 if none. */
    public int latestAtOrBefore(int page, int cycle) {
        int i = firstAfter(page, cycle);
        return i > start[page] ? at[i - 1] : 0;
    }

    /** {@link #latestAtOrBefore} of every page at one cycle into {@code out}: one pass over the table's row. */
    public void latestAtOrBefore(int cycle, int[] out) {
        int[] t = table();
        if (t == NO_TABLE || cycle < 0 || cycle > cycles) {
            for (int p = 0; p < out.length; p++) out[p] = latestAtOrBefore(p, cycle);
            return;
        }
        for (int p = 0, row = cycle * start.length; p < out.length; p++) {
            int i = start[p] + t[row + p];
            out[p] = i > start[p] ? at[i - 1] : 0;
        }
    }

    /**
     * {@link #countBetween}(p, from[p], cycle) of every page into {@code out}: each page's signals since its own cycle
     * (a crawl's last visits), one pass.
     */
    public void countSince(int[] from, int cycle, int[] out) {
        int[] t = table();
        if (t == NO_TABLE || cycle < 0 || cycle > cycles) {
            for (int p = 0; p < out.length; p++) out[p] = countBetween(p, from[p], cycle);
            return;
        }
        for (int p = 0, row = cycle * start.length; p < out.length; p++) {
            int f = from[p];
            out[p] = f >= cycle ? 0 : t[row + p] - (f < 0 ? 0 : t[f * start.length + p]);
        }
    }

    /** Whether a signal of the page arrived in cycle c. */
    public boolean at(int page, int cycle) {
        return countBetween(page, cycle - 1, cycle) > 0;
    }

    /** Index (into at) of the page's first signal after cycle c. */
    int firstAfter(int page, int cycle) {
        int[] t = table();
        if (t != NO_TABLE && cycle >= 0 && cycle <= cycles) return start[page] + t[cycle * start.length + page];
        return searchAfter(page, cycle);
    }

    // upTo[c * (pages + 1) + p] = the page's signals at or before cycle c: firstAfter in one read instead of a binary
    // search (the per-page engine asks it for every page, cycle and signal input); cycle-major because the per-page
    // engine reads every page at one cycle in turn. Built on first use when it fits, NO_TABLE when it does not (null:
    // not built yet; two threads building it at once build the same table)
    private volatile int[] upTo;
    private static final int[] NO_TABLE = new int[0];
    static final long TABLE_LIMIT = 1L << 24; // ints: 64 MB at most

    /** The count table, built on first use; NO_TABLE when it does not fit. */
    private int[] table() {
        int[] t = upTo;
        return t != null ? t : buildUpTo();
    }

    private int[] buildUpTo() {
        long size = (long) start.length * (cycles + 1);
        if (size > TABLE_LIMIT) return upTo = NO_TABLE;
        int[] t = new int[(int) size];
        for (int p = 0; p < pages(); p++) {
            int i = start[p], end = start[p + 1];
            for (int c = 0; c <= cycles; c++) {
                while (i < end && at[i] <= c) i++;
                t[c * start.length + p] = i - start[p];
            }
        }
        upTo = t;
        return t;
    }

    /** {@link #firstAfter} by binary search: the table's reference, and beyond it. */
    int searchAfter(int page, int cycle) {
        int lo = start[page], hi = start[page + 1];
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (at[mid] <= cycle) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    /** The signals of the pages at the given rows, in that order ({@link ChangeHistory#subset}). */
    public Signals subset(int[] rows) {
        int[][] out = new int[rows.length][];
        for (int i = 0; i < rows.length; i++) out[i] = of(rows[i]);
        Signals sub = of(cycles, out);
        if (modes == null) return sub;
        SignalModel.Mode[] m = new SignalModel.Mode[rows.length];
        for (int i = 0; i < rows.length; i++) m[i] = modes[rows[i]];
        return sub.withModes(m, model);
    }

    /** Cycles from..to renumbered 1..to-from+1, as {@link ChangeHistory#restrict}. */
    public Signals restrict(int from, int to) {
        int[][] out = new int[pages()][];
        for (int p = 0; p < out.length; p++)
            out[p] = Arrays.stream(of(p))
                    .filter(c -> c >= from && c <= to)
                    .map(c -> c - from + 1)
                    .toArray();
        Signals r = of(to - from + 1, out);
        return modes == null ? r : r.withModes(modes, model);
    }

    /**
     * Coarse cycles of {@code length} fine ones, as {@link ChangeHistory#coarsen}: a coarse cycle has a signal when any of
     * its fine cycles had one; signals in the dropped trailing partial group go with it.
     */
    public Signals coarsen(int length) {
        int coarse = cycles / length;
        int[][] out = new int[pages()][];
        for (int p = 0; p < out.length; p++)
            out[p] = Arrays.stream(of(p))
                    .filter(c -> c <= coarse * length)
                    .map(c -> (c + length - 1) / length)
                    .toArray();
        Signals c = of(coarse, out);
        return modes == null ? c : c.withModes(modes, length == 1 ? model : null); // rates per fine cycle
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Signals s && cycles == s.cycles && Arrays.equals(start, s.start) && Arrays.equals(at, s.at);
    }

    @Override
    public int hashCode() {
        return 31 * cycles + Arrays.hashCode(at);
    }
}
