package io.crawlgp.util;

/**
 * e^x − 1, bit for bit what {@link StrictMath#expm1} returns (and so {@link Math#expm1} on OpenJDK 17), computed in
 * Java. On JDK 17 {@code StrictMath.expm1} is a native call into fdlibm, about 31 ns a call against 9.5 ns for this
 * (a microbenchmark on the arguments of RB's terminals); in a whole content search it was not measurably faster on
 * its own, the arithmetic being most of the cost (RB's terminals keep its values instead, content.ChangeCurves). This is
 * fdlibm 5.3's {@code s_expm1.c} algorithm step by step (Java's double arithmetic is IEEE 754 like fdlibm's C on
 * SSE2), which the JIT compiles inline. {@code Expm1Test} holds it bit-identical to {@code StrictMath.expm1} at every
 * branch boundary and on millions of random arguments.
 *
 * <p>The algorithm is from fdlibm: "Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved. Developed at
 * SunPro, a Sun Microsystems, Inc. business. Permission to use, copy, modify, and distribute this software is freely
 * granted, provided that this notice is preserved."
 */
public final class Expm1 {
    private Expm1() {}

    private static final double HUGE = 1.0e+300, TINY = 1.0e-300;
    private static final double O_THRESHOLD = 7.09782712893383973096e+02; // 0x40862E42 FEFA39EF
    private static final double LN2_HI = 6.93147180369123816490e-01; // 0x3fe62e42 fee00000
    private static final double LN2_LO = 1.90821492927058770002e-10; // 0x3dea39ef 35793c76
    private static final double INV_LN2 = 1.44269504088896338700e+00; // 0x3ff71547 652b82fe
    // the scaled coefficients of the rational approximation on [−0.5 ln 2, 0.5 ln 2]
    private static final double Q1 = -3.33333333333331316428e-02,
            Q2 = 1.58730158725481460165e-03,
            Q3 = -7.93650757867487942473e-05,
            Q4 = 4.00821782732936239552e-06,
            Q5 = -2.01099218183624371326e-07;

    /** e^x − 1, equal to {@code StrictMath.expm1(x)} for every x. */
    public static double of(double x) {
        int hx = high(x);
        boolean negative = hx < 0;
        hx &= 0x7fffffff; // |x|'s high word

        if (hx >= 0x4043687A) { // |x| >= 56 ln 2
            if (hx >= 0x40862E42) { // |x| >= 709.78
                if (hx >= 0x7ff00000) {
                    if (((hx & 0xfffff) | (int) Double.doubleToRawLongBits(x)) != 0) return x + x; // NaN
                    return negative ? -1.0 : x; // e^±inf − 1
                }
                if (x > O_THRESHOLD) return HUGE * HUGE; // overflows to +inf
            }
            if (negative && x + TINY < 0.0) return TINY - 1.0; // −1, rounded
        }

        double hi, lo, c = 0;
        int k;
        if (hx > 0x3fd62e42) { // |x| > 0.5 ln 2: reduce to x = k ln 2 + r
            if (hx < 0x3FF0A2B2) { // and |x| < 1.5 ln 2
                if (!negative) {
                    hi = x - LN2_HI;
                    lo = LN2_LO;
                    k = 1;
                } else {
                    hi = x + LN2_HI;
                    lo = -LN2_LO;
                    k = -1;
                }
            } else {
                k = (int) (INV_LN2 * x + (negative ? -0.5 : 0.5));
                double t = k;
                hi = x - t * LN2_HI; // exact here
                lo = t * LN2_LO;
            }
            x = hi - lo;
            c = (hi - x) - lo;
        } else if (hx < 0x3c900000) { // |x| < 2^−54: x itself
            return x;
        } else k = 0;

        double hfx = 0.5 * x;
        double hxs = x * hfx;
        double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
        double t = 3.0 - r1 * hfx;
        double e = hxs * ((r1 - t) / (6.0 - x * t));
        if (k == 0) return x - (x * e - hxs);
        e = x * (e - c) - c;
        e -= hxs;
        if (k == -1) return 0.5 * (x - e) - 0.5;
        if (k == 1) return x < -0.25 ? -2.0 * (e - (x + 0.5)) : 1.0 + 2.0 * (x - e);
        double y;
        if (k <= -2 || k > 56) { // e^x − 1 as e^x, then 1 off
            y = 1.0 - (e - x);
            return addExponent(y, k) - 1.0;
        }
        if (k < 20) {
            t = withHigh(0x3ff00000 - (0x200000 >> k)); // 1 − 2^−k
            y = t - (e - x);
        } else {
            t = withHigh((0x3ff - k) << 20); // 2^−k
            y = x - (e + t);
            y += 1.0;
        }
        return addExponent(y, k);
    }

    private static int high(double x) {
        return (int) (Double.doubleToRawLongBits(x) >>> 32);
    }

    /** A double whose high word is {@code high} and whose low word is 0. */
    private static double withHigh(int high) {
        return Double.longBitsToDouble((long) high << 32);
    }

    /** fdlibm's {@code __HI(y) += k << 20}: k added to the exponent field, the low word untouched. */
    private static double addExponent(double y, int k) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(y) + ((long) k << 52));
    }
}
