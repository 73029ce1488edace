package io.crawlgp.expr;

/**
 * An algebraic law of a binary operator that holds for every finite x under its protected semantics, so that the
 * simplified formula scores every state exactly as the tree does.
 */
public sealed interface Law {
    /** Which operand holds the constant. */
    enum Side {
        LEFT,
        RIGHT
    }

    /** x op e = x (RIGHT) or e op x = x (LEFT). */
    record Identity(Side side, double element) implements Law {}

    /** x op a = result (RIGHT) or a op x = result (LEFT). */
    record Constant(Side side, double operand, double result) implements Law {}

    /** x op x = result. */
    record Self(double result) implements Law {}

    static Law rightIdentity(double e) {
        return new Identity(Side.RIGHT, e);
    }

    static Law leftIdentity(double e) {
        return new Identity(Side.LEFT, e);
    }

    static Law rightConstant(double a, double result) {
        return new Constant(Side.RIGHT, a, result);
    }

    static Law leftConstant(double a, double result) {
        return new Constant(Side.LEFT, a, result);
    }

    static Law self(double result) {
        return new Self(result);
    }
}
