package io.crawlgp.util;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Expm1} against the JDK's native fdlibm, bit for bit: at every branch boundary and on random arguments. */
class Expm1Test {
    private static void same(double x) {
        long want = Double.doubleToRawLongBits(StrictMath.expm1(x)), got = Double.doubleToRawLongBits(Expm1.of(x));
        if (want != got) {
            assertEquals(
                    Double.toHexString(StrictMath.expm1(x)),
                    Double.toHexString(Expm1.of(x)),
                    "expm1(" + Double.toHexString(x) + ") [bits " + Long.toHexString(Double.doubleToRawLongBits(x))
                            + "]");
        }
    }

    private static double bits(int high, int low) {
        return Double.longBitsToDouble((long) high << 32 | (low & 0xffffffffL));
    }

    @Test
    void specialValuesAreStrictMaths() {
        double[] xs = {
            Double.NaN,
            Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY,
            0.0,
            -0.0,
            Double.MIN_VALUE,
            -Double.MIN_VALUE,
            Double.MIN_NORMAL,
            -Double.MIN_NORMAL,
            Double.MAX_VALUE,
            -Double.MAX_VALUE,
            1,
            -1,
            0.5,
            -0.5,
            0.25,
            -0.25,
            Math.log(2),
            -Math.log(2),
            7.09782712893383973096e+02,
            Math.nextUp(7.09782712893383973096e+02),
            -745.2,
            1e-300,
            -1e-300
        };
        for (double x : xs) same(x);
    }

    /** Each high-word threshold the algorithm branches on, with words just below, at and above it, both signs. */
    @Test
    void branchBoundariesAreStrictMaths() {
        int[] thresholds = {0x7ff00000, 0x40862E42, 0x4043687A, 0x3FF0A2B2, 0x3fd62e42, 0x3c900000};
        int[] lows = {0, 1, 0x7fffffff, 0x80000000, 0xffffffff, 0x35793c76, 0xfefa39ef};
        for (int h : thresholds) {
            for (int d = -2; d <= 2; d++) {
                for (int low : lows) {
                    same(bits(h + d, low));
                    same(bits((h + d) | 0x80000000, low));
                }
            }
        }
        // around every multiple of ln 2 the reduction can pick (k from -60 to 1,030): k's branches at ±1, < 20, > 56
        for (int k = -60; k <= 1030; k++) {
            double x = k * 0.6931471805599453;
            for (int u = -3; u <= 3; u++) {
                double y = x;
                for (int i = 0; i < Math.abs(u); i++) y = u < 0 ? Math.nextDown(y) : Math.nextUp(y);
                same(y);
                same(y + (u < 0 ? -0.5 : 0.5) * 0.6931471805599453);
            }
        }
    }

    @Test
    void randomArgumentsAreStrictMaths() {
        SplittableRandom r = new SplittableRandom(20261124);
        for (int i = 0; i < 1_000_000; i++) same(Double.longBitsToDouble(r.nextLong())); // every exponent
        for (int i = 0; i < 1_000_000; i++) same(r.nextDouble(-800, 800));
        for (int i = 0; i < 1_000_000; i++) same(r.nextDouble(-2, 2));
        for (int i = 0; i < 500_000; i++) same(r.nextDouble(-1e-6, 1e-6));
    }

    /** The arguments RB's terminals pass: t ln(1 − p) for an age t and a probability p. */
    @Test
    void crawlAgesTimesLogSurvivalAreStrictMaths() {
        SplittableRandom r = new SplittableRandom(52);
        for (int i = 0; i < 1_000_000; i++) {
            double p = i % 10 == 0 ? r.nextDouble(0, 1e-3) : r.nextDouble();
            same(r.nextInt(1, 400) * StrictMath.log1p(-p));
        }
    }
}
