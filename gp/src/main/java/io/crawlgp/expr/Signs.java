package io.crawlgp.expr;

import io.crawlgp.expr.Expr.Call;
import io.crawlgp.expr.Expr.Const;
import io.crawlgp.expr.Expr.Var;
import java.util.Set;

/**
 * What the simplifier may assume about the sign of a subexpression under the protected operators, given the inputs
 * known to be non-negative. NON_NEGATIVE holds in doubles as well as in real arithmetic (sums, products and quotients of
 * non-negative doubles round to non-negative doubles; pow is |a|^b; exp never returns a negative); POSITIVE is a claim
 * in real arithmetic (exp of a very negative double underflows to 0), used only by the rank-equivalent simplification.
 */
enum Signs {
    POSITIVE,
    NON_NEGATIVE,
    ANY;

    boolean atLeastZero() {
        return this != ANY;
    }

    static Signs of(Expr e, Set<String> nonNegative) {
        if (e instanceof Const k) return k.value() > 0 ? POSITIVE : k.value() == 0 ? NON_NEGATIVE : ANY;
        if (e instanceof Var v) return nonNegative.contains(v.name()) ? NON_NEGATIVE : ANY;
        Call c = (Call) e;
        if (!(c.op() instanceof MathOp op)) return ANY;
        Signs a = of(c.args().get(0), nonNegative);
        Signs b = c.args().size() > 1 ? of(c.args().get(1), nonNegative) : ANY;
        return switch (op) {
            case ADD ->
                a.atLeastZero() && b.atLeastZero() ? (a == POSITIVE || b == POSITIVE ? POSITIVE : NON_NEGATIVE) : ANY;
            case MUL ->
                a.atLeastZero() && b.atLeastZero() ? (a == POSITIVE && b == POSITIVE ? POSITIVE : NON_NEGATIVE) : ANY;
            // protected division is 1 when the divisor is 0, so a non-negative divisor keeps the quotient's sign
            case DIV -> b.atLeastZero() ? a : ANY;
            // |a|^b: positive when a is not 0; 0^b is 0 (b > 0) or 1 (b <= 0)
            case POW ->
                a == POSITIVE || (c.args().get(0) instanceof Const k && k.value() != 0) ? POSITIVE : NON_NEGATIVE;
            case EXP -> POSITIVE;
            // the smaller of two non-negative values is non-negative; the larger of them keeps the stronger claim
            case MIN ->
                a.atLeastZero() && b.atLeastZero() ? (a == POSITIVE && b == POSITIVE ? POSITIVE : NON_NEGATIVE) : ANY;
            case MAX ->
                a == POSITIVE || b == POSITIVE ? POSITIVE : a.atLeastZero() || b.atLeastZero() ? NON_NEGATIVE : ANY;
            case IF -> {
                Signs e2 = of(c.args().get(2), nonNegative);
                yield b == e2 ? b : b.atLeastZero() && e2.atLeastZero() ? NON_NEGATIVE : ANY;
            }
            // floor of a non-negative value is non-negative (of a positive one it may be 0)
            case FLOOR -> a.atLeastZero() ? NON_NEGATIVE : ANY;
            case SUB, LOG -> ANY;
        };
    }
}
