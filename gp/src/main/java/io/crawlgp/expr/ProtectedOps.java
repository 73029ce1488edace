package io.crawlgp.expr;

/**
 * The GP4C function set (Santos et al. §4: +, -, *, /, log, pow, exp) as total functions on finite doubles.
 *
 * <p>Rules, chosen so that every tree maps finite inputs to a finite score (no NaN, no infinity), which keeps
 * rankings well defined and lets constant folding be exact:
 * <ul>
 *   <li>saturation: any result beyond the double range (+-infinity) becomes +-{@link Double#MAX_VALUE};</li>
 *   <li>{@code div(a, b)}: 1 when b == 0 (Koza 1992's protected division), else a / b, saturated;</li>
 *   <li>{@code log(a)}: 0 when a == 0, else ln|a| (log of the magnitude, so negative arguments are defined);</li>
 *   <li>{@code pow(a, b)}: |a|^b (magnitude base, so no complex results); 1 when a == 0 and b < 0 (as division by
 *       zero); saturated;</li>
 *   <li>{@code exp(a)}: e^a, saturated at +MAX_VALUE on overflow, 0 on underflow;</li>
 *   <li>+, -, *: IEEE arithmetic, saturated. Finite inputs never give NaN under these rules.</li>
 * </ul>
 * Inputs that are NaN (only possible from outside, e.g. a user formula on a broken feature) propagate as NaN, which
 * the simulator ranks last.
 */
public final class ProtectedOps {
    private ProtectedOps() {}

    static double sat(double v) {
        if (v == Double.POSITIVE_INFINITY) return Double.MAX_VALUE;
        if (v == Double.NEGATIVE_INFINITY) return -Double.MAX_VALUE;
        return v;
    }

    public static double add(double a, double b) {
        return sat(a + b);
    }

    public static double sub(double a, double b) {
        return sat(a - b);
    }

    public static double mul(double a, double b) {
        return sat(a * b);
    }

    public static double div(double a, double b) {
        if (b == 0) return 1.0;
        return sat(a / b);
    }

    public static double log(double a) {
        if (a == 0) return 0.0;
        return Math.log(Math.abs(a));
    }

    public static double pow(double a, double b) {
        double m = Math.abs(a);
        if (m == 0 && b < 0) return 1.0;
        return sat(Math.pow(m, b));
    }

    public static double exp(double a) {
        return sat(Math.exp(a));
    }
}
