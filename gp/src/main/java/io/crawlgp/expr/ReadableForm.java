package io.crawlgp.expr;

import java.util.Set;

/**
 * The form of a formula a reader is shown (issue 62): {@link Simplifier#exact}, then sums flattened, like terms and
 * constant factors collected and products' factors in one order ({@link LinearForm}), so that {@code 0.1 * X * t + t * X
 * + t + (2 * (t * X) + t)} reads {@code 3.1 * X * t + 2 * t} and {@code X * t * (0 - n - X + 99.99)} reads {@code X * t
 * * (99.99 - n - X)}.
 *
 * <p>It computes the same function as the tree under the protected operators in real arithmetic; in doubles it can
 * differ by rounding (collected coefficients are kept to 12 significant digits) and where a partial result saturates.
 * The tests check it against the tree by sampling. The bit-exact form, {@link Simplifier#exact}, is what reproduces a
 * run; this one is for reading.
 */
public final class ReadableForm {
    private ReadableForm() {}

    /** The readable form of e, inputs in {@code nonNegative} assumed >= 0. */
    public static Expr of(Expr e, Set<String> nonNegative) {
        Set<String> nn = Set.copyOf(nonNegative);
        return Simplifier.exact(LinearForm.normal(Simplifier.exact(e, nn), nn), nn);
    }
}
