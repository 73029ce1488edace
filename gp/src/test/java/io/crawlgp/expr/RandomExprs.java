package io.crawlgp.expr;

import java.util.SplittableRandom;

/** Random expressions over the GP4C function set and inputs n, X, t (indices 0, 1, 2), for property tests. */
public final class RandomExprs {
    public static final Expr N = Expr.var(0, "n"), X = Expr.var(1, "X"), T = Expr.var(2, "t");
    private static final double[] CONSTANTS = {0.001, 0.01, 0.1, 0.5, 1, 10, 100, 1000, 0, -2.5};
    private static final MathOp[] BINARY = {MathOp.ADD, MathOp.SUB, MathOp.MUL, MathOp.DIV, MathOp.POW};

    private RandomExprs() {}

    public static Expr of(SplittableRandom r, int depth) {
        if (depth <= 1 || r.nextInt(4) == 0) {
            return switch (r.nextInt(4)) {
                case 0 -> N;
                case 1 -> X;
                case 2 -> T;
                default -> Expr.c(CONSTANTS[r.nextInt(CONSTANTS.length)]);
            };
        }
        if (r.nextInt(4) == 0) return Expr.call(r.nextBoolean() ? MathOp.LOG : MathOp.EXP, of(r, depth - 1));
        MathOp op = BINARY[r.nextInt(BINARY.length)];
        Expr a = of(r, depth - 1);
        // sometimes repeat the left operand, to exercise x-x and x/x
        Expr b = r.nextInt(6) == 0 ? a : of(r, depth - 1);
        return Expr.call(op, a, b);
    }

    /** e with every commutative call's operands swapped with probability 1/2, at every depth. */
    public static Expr mirrored(Expr e, SplittableRandom r) {
        if (!(e instanceof Expr.Call c)) return e;
        Expr[] a = c.args().stream().map(x -> mirrored(x, r)).toArray(Expr[]::new);
        if (c.op().commutative() && r.nextBoolean()) a = new Expr[] {a[1], a[0]};
        return Expr.call(c.op(), a);
    }
}
