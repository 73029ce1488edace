package io.crawlgp.dataset;

import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * Immutable change histories of N pages over cycles 1..C (cycle 0 is the first known version).
 *
 * <p>Bits are packed per page: bit {@code c-1} of the page's word run is 1 when the page changed during cycle c.
 * A 417,048 x 57 history takes 3.3 MB of bits (plus the page ids).
 */
public final class ChangeHistory {
    private final PageIds pageIds;
    private final String[] sites;
    private final int cycles;
    private final int words;
    private final long[] bits;
    /** Days one cycle spans: what converts a crawler's time-valued defaults (seconds, minutes, days) into cycles. */
    private final double cycleDays;
    /** The change signals received between visits, or null when the data has no signal channel. */
    private final Signals signals;

    ChangeHistory(PageIds pageIds, String[] sites, int cycles, long[] bits) {
        this(pageIds, sites, cycles, bits, 1, null);
    }

    private ChangeHistory(PageIds pageIds, String[] sites, int cycles, long[] bits, double cycleDays, Signals signals) {
        if (!(cycleDays > 0) || Double.isInfinite(cycleDays))
            throw new UserError("a cycle must span a positive number of days, got " + cycleDays);
        this.cycleDays = cycleDays;
        if (pageIds.size() != sites.length) throw new UserError("pageIds and sites differ in length");
        if (cycles < 1) throw new UserError("cycles must be >= 1, got " + cycles);
        this.pageIds = pageIds;
        this.sites = sites;
        this.cycles = cycles;
        this.words = wordsFor(cycles);
        if (bits.length != (long) pageIds.size() * words) throw new UserError("bit array has wrong size");
        this.bits = bits;
        if (signals != null && (signals.pages() != sites.length || signals.cycles() != cycles))
            throw new IllegalArgumentException("signals of " + signals.pages() + " pages over " + signals.cycles()
                    + " cycles beside a history of " + sites.length + " pages over " + cycles);
        this.signals = signals;
    }

    static int wordsFor(int cycles) {
        return (cycles + 63) >>> 6;
    }

    /** Builds a history from one '0'/'1' string per page (used by tests and generators). */
    public static ChangeHistory of(String[] pageIds, String[] sites, String[] histories) {
        Objects.requireNonNull(histories);
        if (histories.length == 0) throw new UserError("no pages");
        Builder b = new Builder(histories[0].length(), histories.length);
        for (int p = 0; p < histories.length; p++) {
            String h = histories[p];
            if (h.length() != b.cycles)
                throw new UserError("history " + p + " has length " + h.length() + ", expected " + b.cycles);
            boolean[] row = new boolean[h.length()];
            for (int c = 0; c < h.length(); c++) {
                char ch = h.charAt(c);
                if (ch != '0' && ch != '1')
                    throw new UserError("history " + p + " has '" + ch + "' at cycle " + (c + 1));
                row[c] = ch == '1';
            }
            b.add(pageIds[p], sites[p], row);
        }
        return b.build();
    }

    /** Convenience for tests: pages named p0.., all on site "s". */
    public static ChangeHistory of(String... histories) {
        String[] ids = new String[histories.length];
        String[] sites = new String[histories.length];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = "p" + i;
            sites[i] = "s";
        }
        return of(ids, sites, histories);
    }

    public int pages() {
        return sites.length;
    }

    /**
     * Days per cycle: declared by the dataset folder (an importer's provenance, or dataset.properties), multiplied by
     * coarsening, 1 for the generators and when unknown.
     */
    public double cycleDays() {
        return cycleDays;
    }

    /** This history with cycles of {@code days} days. */
    public ChangeHistory withCycleDays(double days) {
        return days == cycleDays ? this : new ChangeHistory(pageIds, sites, cycles, bits, days, signals);
    }

    /** The change signals beside the history, or null when it has none. */
    public Signals signals() {
        return signals;
    }

    /** This history with {@code s} as its signals (null: none); they must cover the same pages and cycles. */
    public ChangeHistory withSignals(Signals s) {
        return new ChangeHistory(pageIds, sites, cycles, bits, cycleDays, s);
    }

    public int cycles() {
        return cycles;
    }

    public String pageId(int page) {
        return pageIds.get(page);
    }

    public String site(int page) {
        return sites[page];
    }

    /** True when the page changed during cycle c (1..C). */
    public boolean changed(int page, int cycle) {
        if (cycle < 1 || cycle > cycles)
            throw new IndexOutOfBoundsException("cycle " + cycle + " outside 1.." + cycles);
        int i = cycle - 1;
        return (bits[page * words + (i >>> 6)] & (1L << (i & 63))) != 0;
    }

    /**
     * The first cycle strictly after {@code cycle} in which the page changed, or C+1 when there is none.
     * A crawl at cycle c after a visit at v finds a change iff {@code nextChangeAfter(p, v) <= c}.
     */
    public int nextChangeAfter(int page, int cycle) {
        if (cycle >= cycles) return cycles + 1;
        int i = Math.max(cycle, 0); // bit index of cycle+1
        int base = page * words;
        int w = i >>> 6;
        long word = bits[base + w] & (-1L << (i & 63));
        while (true) {
            if (word != 0) {
                int idx = (w << 6) + Long.numberOfTrailingZeros(word);
                return idx + 1;
            }
            if (++w >= words) return cycles + 1;
            word = bits[base + w];
        }
    }

    /** The page's first 64 history bits (bit i = cycle i+1); the whole history when cycles <= 64. */
    public long firstWord(int page) {
        return bits[page * words];
    }

    /** True when the page changed in any cycle of (fromExclusive, toInclusive]. */
    public boolean changedBetween(int page, int fromExclusive, int toInclusive) {
        return nextChangeAfter(page, fromExclusive) <= toInclusive;
    }

    public int changeCount(int page) {
        int base = page * words;
        int count = 0;
        for (int w = 0; w < words; w++) count += Long.bitCount(bits[base + w]);
        return count;
    }

    public long totalChanges() {
        long count = 0;
        for (long word : bits) count += Long.bitCount(word);
        return count;
    }

    /** The history of one page as a '0'/'1' string, cycle 1 first. */
    public String historyString(int page) {
        StringBuilder sb = new StringBuilder(cycles);
        for (int c = 1; c <= cycles; c++) sb.append(changed(page, c) ? '1' : '0');
        return sb.toString();
    }

    /** The pages at the given rows, in that order. */
    public ChangeHistory subset(int[] rows) {
        String[] st = new String[rows.length];
        long[] out = new long[rows.length * words];
        for (int i = 0; i < rows.length; i++) {
            st[i] = sites[rows[i]];
            System.arraycopy(bits, rows[i] * words, out, i * words, words);
        }
        return new ChangeHistory(
                pageIds.subset(rows), st, cycles, out, cycleDays, signals == null ? null : signals.subset(rows));
    }

    /**
     * Coarse cycles of {@code length} fine cycles: coarse cycle j covers fine cycles (j-1)L+1..jL and changed if any
     * of them did. A trailing partial group is dropped so that every coarse cycle spans the same time.
     */
    public ChangeHistory coarsen(int length) {
        if (length < 1) throw new UserError("cycle length must be >= 1, got " + length);
        if (length == 1) return this;
        int coarse = cycles / length;
        if (coarse < 1)
            throw new UserError("cycle length " + length + " exceeds the " + cycles + " cycles of the dataset");
        Builder b = new Builder(coarse, pages());
        boolean[] row = new boolean[coarse];
        for (int p = 0; p < pages(); p++) {
            for (int j = 1; j <= coarse; j++) row[j - 1] = changedBetween(p, (j - 1) * length, j * length);
            b.add(pageIds.get(p), sites[p], row);
        }
        return b.build()
                .withCycleDays(cycleDays * length)
                .withSignals(signals == null ? null : signals.coarsen(length));
    }

    /** Cycles from..to (inclusive, 1-based) renumbered 1..to-from+1; the version at cycle from-1 becomes cycle 0. */
    public ChangeHistory restrict(int from, int to) {
        if (from < 1 || to > cycles || from > to)
            throw new UserError("cycle range " + from + ".." + to + " is not inside 1.." + cycles);
        Builder b = new Builder(to - from + 1, pages());
        boolean[] row = new boolean[to - from + 1];
        for (int p = 0; p < pages(); p++) {
            for (int c = from; c <= to; c++) row[c - from] = changed(p, c);
            b.add(pageIds.get(p), sites[p], row);
        }
        return b.build().withCycleDays(cycleDays).withSignals(signals == null ? null : signals.restrict(from, to));
    }

    /** Pages with between min and max changes (inclusive). */
    public ChangeHistory filterByChanges(int min, int max) {
        if (min > max) throw new UserError("min changes " + min + " > max changes " + max);
        int[] keep = IntStream.range(0, pages())
                .filter(p -> {
                    int n = changeCount(p);
                    return n >= min && n <= max;
                })
                .toArray();
        if (keep.length == 0) throw new UserError("no page has between " + min + " and " + max + " changes");
        return subset(keep);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ChangeHistory h)) return false;
        return cycles == h.cycles
                && cycleDays == h.cycleDays
                && pageIds.equals(h.pageIds)
                && Arrays.equals(sites, h.sites)
                && Arrays.equals(bits, h.bits)
                && Objects.equals(signals, h.signals);
    }

    @Override
    public int hashCode() {
        return Objects.hash(cycles, Arrays.hashCode(bits));
    }

    /** Appends pages one at a time; used by the loader, the generator and the transformations. */
    public static final class Builder {
        private final int cycles;
        private final int words;
        private final PageIds.Builder ids;
        private String[] sites;
        private long[] bits;
        private int size;
        // one instance per distinct site: a site's name repeats on every page of it, and as a string per
        // row it was a large item of a ten-million-page history's heap
        private final Map<String, String> siteNames = new HashMap<>();

        public Builder(int cycles, int expectedPages) {
            if (cycles < 1) throw new UserError("cycles must be >= 1, got " + cycles);
            this.cycles = cycles;
            this.words = wordsFor(cycles);
            int cap = Math.max(16, expectedPages);
            ids = new PageIds.Builder(cap);
            sites = new String[cap];
            bits = new long[cap * words];
        }

        public int cycles() {
            return cycles;
        }

        public int size() {
            return size;
        }

        private void grow() {
            int cap = sites.length * 2;
            sites = Arrays.copyOf(sites, cap);
            bits = Arrays.copyOf(bits, cap * words);
        }

        public Builder add(String id, String site, boolean[] changedByCycle) {
            if (changedByCycle.length < cycles) throw new UserError("row shorter than " + cycles + " cycles");
            if (size == sites.length) grow();
            ids.add(id);
            sites[size] = intern(site);
            int base = size * words;
            for (int i = 0; i < cycles; i++) if (changedByCycle[i]) bits[base + (i >>> 6)] |= 1L << (i & 63);
            size++;
            return this;
        }

        /** Adds a row from the characters [from, from+cycles) of a '0'/'1' sequence; returns the index of a bad char or -1. */
        public int addChars(String id, String site, CharSequence s, int from) {
            if (size == sites.length) grow();
            int base = size * words;
            for (int i = 0; i < cycles; i++) {
                char ch = s.charAt(from + i);
                if (ch == '1') bits[base + (i >>> 6)] |= 1L << (i & 63);
                else if (ch != '0') {
                    Arrays.fill(bits, base, base + words, 0L);
                    return i;
                }
            }
            ids.add(id);
            sites[size] = intern(site);
            size++;
            return -1;
        }

        private String intern(String site) {
            return site == null ? null : siteNames.computeIfAbsent(site, k -> k);
        }

        public ChangeHistory build() {
            if (size == 0) throw new IllegalStateException("no pages");
            return new ChangeHistory(
                    ids.build(), Arrays.copyOf(sites, size), cycles, Arrays.copyOf(bits, size * words));
        }
    }
}
