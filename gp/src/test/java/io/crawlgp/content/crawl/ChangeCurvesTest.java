package io.crawlgp.content.crawl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.crawlgp.util.Expm1;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The cache of −expm1(t · ln(1 − p)) answers exactly what computing it answers, whatever it holds. */
class ChangeCurvesTest {
    /** Reads as a crawl does: the slot's entry for the value, its row where filled, extended otherwise. */
    private static double read(ChangeCurves c, int slot, int age, double logNone) {
        if (age >= c.length()) return -Expm1.of(age * logNone);
        int e = c.entry(slot, logNone), filled = c.filled(e);
        if (age > filled) {
            ChangeCurves.fill(c.chunk(e), c.offset(e), logNone, filled + 1, age);
            c.filledTo(e, age);
        }
        return c.chunk(e)[c.offset(e) + age];
    }

    private static void same(ChangeCurves c, int slot, int age, double logNone) {
        double want = -Math.expm1(age * logNone), got = read(c, slot, age, logNone);
        assertEquals(
                Double.doubleToRawLongBits(want),
                Double.doubleToRawLongBits(got),
                "slot " + slot + " age " + age + " ln(1-p) " + logNone + ": " + want + " expected, got " + got);
    }

    /**
     * Slots asked in any order, ages rising, jumping and going back, each slot cycling through more values of
     * ln(1 − p) than it has rows (so rows are taken over), with +0.0, −0.0 and −inf among them; grown midway.
     */
    @Test
    void everyAnswerIsTheComputedValue() {
        SplittableRandom r = new SplittableRandom(7);
        double[] pool = new double[12];
        for (int i = 0; i < pool.length; i++) pool[i] = Math.log1p(-r.nextDouble());
        pool[0] = 0.0;
        pool[1] = -0.0;
        pool[2] = Double.NEGATIVE_INFINITY; // p = 1
        pool[3] = Math.log1p(-1e-9);
        ChangeCurves c = new ChangeCurves();
        c.ensure(5, 40);
        int[] age = new int[5];
        double[] ln = new double[5];
        for (int i = 0; i < 5; i++) ln[i] = pool[r.nextInt(pool.length)];
        for (int step = 0; step < 200_000; step++) {
            if (step == 100_000) c.ensure(9, 60); // grows: forgets, and slots 5..8 come into use
            int slots = step < 100_000 ? 5 : 9, limit = step < 100_000 ? 40 : 60;
            int s = r.nextInt(slots);
            if (s >= age.length) {
                age = Arrays.copyOf(age, 9);
                ln = Arrays.copyOf(ln, 9);
            }
            int move = r.nextInt(10);
            if (move == 0 || age[s] == 0) {
                age[s] = 1;
                ln[s] = pool[r.nextInt(pool.length)];
            } // a visit
            else if (move == 1) age[s] = 1 + r.nextInt(limit + 5); // any age, past the rows' length too
            else age[s]++;
            same(c, s, age[s], ln[s]);
        }
    }

    /** Two slots with the same ln(1 − p) keep rows of their own; a slot read with another value is not answered from the first. */
    @Test
    void aRowAnswersOnlyItsOwnValue() {
        ChangeCurves c = new ChangeCurves();
        c.ensure(2, 10);
        double a = Math.log1p(-0.25), b = Math.log1p(-0.5);
        for (int t = 1; t <= 9; t++) same(c, 0, t, a);
        same(c, 0, 3, b); // same slot, other value, an age the row of a holds
        same(c, 0, 9, a);
        same(c, 1, 4, a);
        assertEquals(1 - Math.pow(0.75, 2), read(c, 0, 2, a), 1e-15); // 1 − (1 − p)^t, by hand
    }

    /**
     * A caller that resolved entries learns from the stamp when another caller may have taken them over, and not
     * otherwise; rows beyond the first chunk read like the others.
     */
    @Test
    void theStampTellsACallerWhenAnotherUsedTheCurves() {
        ChangeCurves c = new ChangeCurves();
        c.ensure(80, 12);
        Object a = new Object(), b = new Object();
        double mine = Math.log1p(-0.3);
        long stamp = c.stamp(a);
        read(c, 0, 7, mine);
        assertEquals(stamp, c.stamp(a), "no one else read: the entry is still the caller's");
        c.stamp(b);
        for (int i = 1; i <= ChangeCurves.WAYS; i++)
            read(c, 0, 3, Math.log1p(-0.01 * i)); // every way of slot 0 taken over
        assertNotEquals(stamp, c.stamp(a), "another caller used the curves: resolve again");
        // 80 slots: rows in two chunks; ages 12..14 past the rows' length
        for (int slot = 0; slot < 80; slot++)
            for (int age = 1; age < 15; age++) same(c, slot, age, Math.log1p(-0.01 * (1 + slot % 7)));
    }
}
