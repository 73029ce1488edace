package io.crawlgp.gp.expr;

import io.crawlgp.gp.expr.Expr.BinaryOp;
import io.crawlgp.gp.expr.Expr.UnaryOp;
import java.util.SplittableRandom;

/** Random expressions over the GP4C function set, for property tests. */
public final class RandomExprs {
    private static final double[] CONSTANTS = {0.001, 0.01, 0.1, 0.5, 1, 10, 100, 1000, 0, -2.5};

    private RandomExprs() {}

    public static Expr of(SplittableRandom r, int depth) {
        if (depth <= 1 || r.nextInt(4) == 0) {
            return switch (r.nextInt(4)) {
                case 0 -> Expr.n();
                case 1 -> Expr.x();
                case 2 -> Expr.t();
                default -> Expr.c(CONSTANTS[r.nextInt(CONSTANTS.length)]);
            };
        }
        if (r.nextInt(4) == 0) return Expr.un(r.nextBoolean() ? UnaryOp.LOG : UnaryOp.EXP, of(r, depth - 1));
        BinaryOp op = BinaryOp.values()[r.nextInt(BinaryOp.values().length)];
        Expr a = of(r, depth - 1);
        // sometimes repeat the left operand, to exercise x-x and x/x
        Expr b = r.nextInt(6) == 0 ? a : of(r, depth - 1);
        return Expr.bin(op, a, b);
    }
}
