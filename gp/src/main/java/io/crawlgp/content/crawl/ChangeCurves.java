package io.crawlgp.content.crawl;

import io.crawlgp.util.Expm1;
import java.util.Arrays;

/**
 * P(changed since the last visit) = 1 − (1 − p)^t = −expm1(t · ln(1 − p)) by age t, remembered per slot (one page under
 * one of RB's methods) for the last {@link #WAYS} values of ln(1 − p) the slot has had. A formula that reads RB's
 * terminals asks for every page in every cycle, and one expm1 per page and cycle was a fifth to a quarter of a
 * content search's time; the same ln(1 − p) recurs from crawl to crawl (every crawl of a page set leaves the warm-up
 * with the same ones, and trees of one population revisit pages in the same states), so a thread's next crawl mostly
 * reads what its last one computed.
 *
 * <p>Only a cache: each entry (a slot's way) is keyed by the exact bits of ln(1 − p) and its row holds
 * −{@link Expm1#of}(a · ln(1 − p)) for ages a = 1..filled, so what it holds never changes a value
 * ({@code ChangeCurvesTest}). Rows lie in chunks of {@link #CHUNK_ROWS}, made as rows are first used: a crawl resolves
 * a page's entry once per visit ({@link #entry}) and then reads {@code chunk(e)[offset(e) + age]} every cycle, one
 * array element instead of a chain of a slot's way, key, fill mark and row. Belongs to one thread ({@link #ofThread});
 * a crawl that resolved entries checks {@link #stamp} before reading them, since another crawl on the thread may have
 * taken them over since.
 */
final class ChangeCurves {
    /**
     * Rows per slot: the warm-up's value and the last few visits' (replaced in turn). Eight, not four: a 1-seed,
     * 20-generation content search took 2.5-3% less time with eight (README, "GP over content features"), at up to
     * twice the rows (a row per slot and way in use, one double per age).
     */
    static final int WAYS = 8;

    /** Rows per chunk of the pool. */
    static final int CHUNK_ROWS = 64;

    private static final ThreadLocal<ChangeCurves> OF_THREAD = ThreadLocal.withInitial(ChangeCurves::new);

    private int slots, length;
    private long[] keys = new long[0]; // [entry = slot * WAYS + way]: the bits of ln(1 − p)
    private int[] filled = new int[0]; // [entry]: ages 1..filled computed (0: none, whatever the key)
    private int[] row = new int[0]; // [entry]: its row in the pool, or −1 before its first use
    private double[][] chunks = new double[0][];
    private int rows; // rows handed out
    private byte[] victim = new byte[0]; // [slot]: the way replaced next
    private long stamp; // changes whenever an entry may have changed its key (see stamp())
    private Object user; // the last caller of stamp(): a token, not the crawl (kept until the next one)

    /** This thread's curves. */
    static ChangeCurves ofThread() {
        return OF_THREAD.get();
    }

    /** Room for {@code slots} slots and ages below {@code length}; forgets everything when it has to grow. */
    void ensure(int slots, int length) {
        if (slots <= this.slots && length <= this.length) return;
        this.slots = Math.max(slots, this.slots);
        this.length = Math.max(length, this.length);
        keys = new long[this.slots * WAYS];
        filled = new int[this.slots * WAYS];
        row = new int[this.slots * WAYS];
        Arrays.fill(row, -1);
        chunks = new double[0][];
        rows = 0;
        victim = new byte[this.slots];
        stamp++;
    }

    /** Ages below this are held in rows; older ones are computed on every read. */
    int length() {
        return length;
    }

    /**
     * Changes when entries resolved by a caller other than the last one may have changed since: a caller that holds
     * resolved entries and sees another stamp than at its last {@link #entry} resolves them again. {@code caller}: a token of
     * the crawl about to read.
     */
    long stamp(Object caller) {
        if (user != caller) {
            user = caller;
            stamp++;
        }
        return stamp;
    }

    /**
     * The entry holding ln(1 − p) = {@code logNone} for the slot: an existing one, or the next in turn taken over and
     * emptied. Entries of other slots are untouched, so a caller's other resolved entries stay valid.
     */
    int entry(int slot, double logNone) {
        long bits = Double.doubleToRawLongBits(logNone);
        int base = slot * WAYS;
        for (int w = 0; w < WAYS; w++) if (keys[base + w] == bits && row[base + w] >= 0) return base + w;
        int w = victim[slot];
        victim[slot] = (byte) ((w + 1) % WAYS);
        int e = base + w;
        keys[e] = bits;
        filled[e] = 0;
        if (row[e] < 0) row[e] = newRow();
        return e;
    }

    private int newRow() {
        int r = rows++;
        int chunk = r / CHUNK_ROWS;
        if (chunk == chunks.length) {
            chunks = Arrays.copyOf(chunks, chunk + 1);
            chunks[chunk] = new double[CHUNK_ROWS * length];
        }
        return r;
    }

    /** The array holding the entry's row. */
    double[] chunk(int entry) {
        return chunks[row[entry] / CHUNK_ROWS];
    }

    /** Where the entry's row starts in its chunk: age a is at {@code offset + a}. */
    int offset(int entry) {
        return (row[entry] % CHUNK_ROWS) * length;
    }

    /** Ages 1..filled(entry) of the entry's row are computed. */
    int filled(int entry) {
        return filled[entry];
    }

    /** Ages from..to of the row at {@code offset} in {@code chunk}, for ln(1 − p) = logNone: −expm1(a · logNone). */
    static void fill(double[] chunk, int offset, double logNone, int from, int to) {
        for (int a = from; a <= to; a++) chunk[offset + a] = -Expm1.of(a * logNone);
    }

    /**
     * Marks the entry's row computed up to {@code age}, without reading the old mark: for a caller that has just
     * {@link #fill filled} it from the mark it read at {@link #entry}, and that holds the entry still (its
     * {@link #stamp} unchanged since), so that the mark it knows is the entry's.
     */
    void filledTo(int entry, int age) {
        filled[entry] = age;
    }
}
