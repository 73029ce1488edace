package io.crawlgp.expr;

import io.crawlgp.expr.Expr.Call;
import io.crawlgp.expr.Expr.Const;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Simplification that keeps the function bit for bit (under the protected operators, on finite inputs), in two
 * strengths:
 * <ul>
 *   <li>{@link #simplify}: constant folding with the operators themselves, then each operator's own {@link Law}s in the
 *       order it lists them. This is the identity of a formula inside a run (the archive's distinctness, the fitness
 *       cache, the {@code simplified} column of formulas.csv); it stays as it is so that a run reproduces its archive
 *       across versions.</li>
 *   <li>{@link #exact}: the same plus rules that need more than one operator's laws: pow(±1, x) = 1, pow(x, 1) = x when x
 *       is non-negative ({@link Signs}), x + x = 2 * x (both round the same real number). What a reader sees as the
 *       exact simplification.</li>
 * </ul>
 * For the formula that ranks pages alike, with like terms collected, see {@link RankSimplifier}.
 */
public final class Simplifier {
    private Simplifier() {}

    public static Expr simplify(Expr e) {
        return rewrite(e, null);
    }

    /** The exact simplification: scores every finite state as {@code e} does (== on every result), inputs in {@code nonNegative} assumed >= 0. */
    public static Expr exact(Expr e, Set<String> nonNegative) {
        return rewrite(e, Set.copyOf(nonNegative));
    }

    /** Bottom-up; {@code nonNegative} null: the operators' own laws only. */
    private static Expr rewrite(Expr e, Set<String> nonNegative) {
        if (!(e instanceof Call c)) return e;
        List<Expr> args = new ArrayList<>();
        boolean allConst = true;
        for (Expr a : c.args()) {
            Expr s = rewrite(a, nonNegative);
            args.add(s);
            allConst &= s instanceof Const;
        }
        if (allConst) {
            double[] v = new double[args.size()];
            for (int i = 0; i < v.length; i++) v[i] = ((Const) args.get(i)).value();
            double folded = args.size() == 1
                    ? c.op().apply1(v[0])
                    : args.size() == 2 ? c.op().apply2(v[0], v[1]) : c.op().apply(v);
            if (Double.isFinite(folded)) return Expr.c(folded);
        }
        if (args.size() == 2) {
            Expr l = args.get(0), r = args.get(1);
            for (Law law : c.op().laws()) {
                Expr out = apply(law, l, r);
                if (out != null) return out;
            }
            if (nonNegative != null) {
                Expr out = crossOperator(c.op(), l, r, nonNegative);
                if (out != null) return out;
            }
        }
        return new Call(c.op(), args);
    }

    /** Exact rules beyond single laws; null when none applies. */
    private static Expr crossOperator(Operator op, Expr l, Expr r, Set<String> nonNegative) {
        if (op == MathOp.POW) {
            // Math.pow(1, b) is 1 for every b, and the base enters as |a|
            if (l instanceof Const k && Math.abs(k.value()) == 1) return Expr.c(1);
            // Math.pow(m, 1) is m, and |a| = a when a >= 0
            if (isConst(r, 1) && Signs.of(l, nonNegative).atLeastZero()) return l;
        }
        // x + x and 2 * x round the same real number 2x, and saturate alike
        if (op == MathOp.ADD && l.equals(r) && !(l instanceof Const)) return Expr.call(MathOp.MUL, Expr.c(2), l);
        return null;
    }

    private static Expr apply(Law law, Expr l, Expr r) {
        if (law instanceof Law.Identity id) {
            if (id.side() == Law.Side.RIGHT && isConst(r, id.element())) return l;
            if (id.side() == Law.Side.LEFT && isConst(l, id.element())) return r;
        } else if (law instanceof Law.Constant k) {
            Expr operand = k.side() == Law.Side.RIGHT ? r : l;
            if (isConst(operand, k.operand())) return Expr.c(k.result());
        } else if (law instanceof Law.Self s) {
            if (l.equals(r)) return Expr.c(s.result());
        }
        return null;
    }

    private static boolean isConst(Expr e, double v) {
        return e instanceof Const k && k.value() == v;
    }
}
