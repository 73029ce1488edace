package io.crawlgp.content;

import io.crawlgp.util.Expm1;

/**
 * P(changed since the last visit) = 1 − (1 − p)^t = −expm1(t · ln(1 − p)) by age t, remembered per slot (one page under
 * one of RB's methods) for the last {@link #WAYS} values of ln(1 − p) the slot has had. A formula that reads RB's
 * terminals asks for every page in every cycle, and one expm1 per page and cycle was a fifth to a quarter of a
 * content search's time; the same ln(1 − p) recurs from crawl to crawl (every crawl of a page set leaves the warm-up
 * with the same ones, and trees of one population revisit pages in the same states), so a thread's next crawl mostly
 * reads what its last one computed.
 *
 * <p>Only a cache: each row is keyed by the exact bits of ln(1 − p) and holds −{@link Expm1#of}(a · ln(1 − p)) for
 * ages a = 1..filled, so what it holds never changes a value ({@code ChangeCurvesTest}). Belongs to one thread
 * ({@link #ofThread}); a slot's rows are made at its first use.
 */
final class ChangeCurves {
    /** Rows per slot: the warm-up's value and the last few visits' (replaced in turn). */
    static final int WAYS = 4;

    private static final ThreadLocal<ChangeCurves> OF_THREAD = ThreadLocal.withInitial(ChangeCurves::new);

    private int slots, length;
    private long[] keys = new long[0];  // [slot * WAYS + way]: the bits of ln(1 − p)
    private int[] filled = new int[0];  // [slot * WAYS + way]: ages 1..filled computed (0: none, whatever the key)
    private double[][] rows = new double[0][];
    private byte[] current = new byte[0], victim = new byte[0]; // [slot]: the way read last, the way replaced next

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
        rows = new double[this.slots * WAYS][];
        current = new byte[this.slots];
        victim = new byte[this.slots];
    }

    /** −expm1(age · logNone) for age ≥ 1, from the slot's row for logNone (made or extended here). */
    double value(int slot, int age, double logNone) {
        if (age >= length) return -Expm1.of(age * logNone);
        long bits = Double.doubleToRawLongBits(logNone);
        int i = slot * WAYS + current[slot];
        if (keys[i] != bits) i = row(slot, bits);
        if (age <= filled[i]) return rows[i][age];
        double[] row = rows[i];
        if (row == null) rows[i] = row = new double[length];
        for (int a = filled[i] + 1; a <= age; a++) row[a] = -Expm1.of(a * logNone);
        filled[i] = age;
        return row[age];
    }

    /** The slot's row keyed {@code bits}: an existing one, or the next in turn taken over and emptied. */
    private int row(int slot, long bits) {
        int base = slot * WAYS;
        for (int w = 0; w < WAYS; w++) {
            if (keys[base + w] == bits) {
                current[slot] = (byte) w;
                return base + w;
            }
        }
        int w = victim[slot];
        victim[slot] = (byte) ((w + 1) % WAYS);
        current[slot] = (byte) w;
        keys[base + w] = bits;
        filled[base + w] = 0;
        return base + w;
    }
}
