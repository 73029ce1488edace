package io.crawlgp.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The form of a formula a reader is shown: {@link Simplifier#exact}, then sums flattened, like terms and
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
        return constantFirst(Simplifier.exact(LinearForm.normal(Simplifier.exact(logOfExp(e), nn), nn), nn));
    }

    /**
     * log(exp(x)) read as x, at every depth: the same in real arithmetic (log|e^x| = x); in doubles it differs by
     * rounding, and where exp saturates or underflows (x beyond about ±709), which is why only this reading form does
     * it. exp(log(x)) is not rewritten: the protected log of 0 is 0, so it is 1 there, not 0.
     */
    static Expr logOfExp(Expr e) {
        if (!(e instanceof Expr.Call c)) return e;
        List<Expr> args = new ArrayList<>();
        for (Expr a : c.args()) args.add(logOfExp(a));
        if (c.op() == MathOp.LOG && args.get(0) instanceof Expr.Call inner && inner.op() == MathOp.EXP)
            return inner.args().get(0);
        return new Expr.Call(c.op(), args);
    }

    /**
     * A sum whose terms all carry one coefficient c written c · (the sum of the rest), at every depth: {@code 2.303 *
     * log(X) + 2.303 * n + 1} reads {@code 2.303 * (log(X) + n) + 1}, a trailing constant left outside. The same value
     * in real arithmetic; a display step of the readable form only (what runs write is never folded), taken only when
     * the first term is added and at least two terms share a coefficient other than 1.
     */
    public static Expr commonFactor(Expr e) {
        if (!(e instanceof Expr.Call c)) return e;
        List<Expr> args = new ArrayList<>();
        for (Expr a : c.args()) args.add(commonFactor(a));
        Expr out = new Expr.Call(c.op(), args);
        if (c.op() != MathOp.ADD && c.op() != MathOp.SUB) return out;
        List<Expr> terms = new ArrayList<>();
        List<Boolean> added = new ArrayList<>();
        flatten(out, true, terms, added);
        Expr.Const constant = null;
        boolean constantAdded = true;
        if (terms.get(terms.size() - 1) instanceof Expr.Const k) {
            constant = k;
            constantAdded = added.get(added.size() - 1);
            terms.remove(terms.size() - 1);
            added.remove(added.size() - 1);
        }
        if (terms.size() < 2 || !added.get(0)) return out;
        Double shared = null;
        List<Expr> rests = new ArrayList<>();
        for (Expr t : terms) {
            double[] coefficient = {1};
            Expr rest = withoutLeadingConstant(t, coefficient);
            if (shared == null) shared = coefficient[0];
            else if (shared != coefficient[0]) return out;
            rests.add(rest);
        }
        if (shared == 1 || rests.contains(null)) return out;
        Expr inner = rests.get(0);
        for (int i = 1; i < rests.size(); i++)
            inner = Expr.call(added.get(i) ? MathOp.ADD : MathOp.SUB, inner, rests.get(i));
        Expr folded = Expr.call(MathOp.MUL, Expr.c(shared), inner);
        return constant == null ? folded : Expr.call(constantAdded ? MathOp.ADD : MathOp.SUB, folded, constant);
    }

    /** The terms of a chain of + and - (each with whether it is added), left to right. */
    private static void flatten(Expr e, boolean plus, List<Expr> terms, List<Boolean> added) {
        if (e instanceof Expr.Call c && (c.op() == MathOp.ADD || c.op() == MathOp.SUB)) {
            flatten(c.args().get(0), plus, terms, added);
            flatten(c.args().get(1), c.op() == MathOp.ADD ? plus : !plus, terms, added);
        } else {
            terms.add(e);
            added.add(plus);
        }
    }

    /** A product without its leftmost constant factor (that constant in {@code coefficient}); the term itself if none. */
    private static Expr withoutLeadingConstant(Expr t, double[] coefficient) {
        if (!(t instanceof Expr.Call m) || m.op() != MathOp.MUL) return t;
        Expr left = m.args().get(0);
        if (left instanceof Expr.Const k) {
            coefficient[0] = k.value();
            return m.args().get(1);
        }
        Expr inner = withoutLeadingConstant(left, coefficient);
        return inner == left ? t : Expr.call(MathOp.MUL, inner, m.args().get(1));
    }

    /**
     * Every sum written {@code 0 - a - b + k} (no positive term, a positive constant last: how a collected form is
     * built) rewritten {@code k - a - b}, at every depth; the same value in real arithmetic. A display step only: the
     * rank_equivalent column of formulas.csv keeps the collected form as runs have always written it, so committed
     * runs still reproduce byte for byte.
     */
    public static Expr constantFirst(Expr e) {
        if (!(e instanceof Expr.Call c)) return e;
        List<Expr> args = new ArrayList<>();
        for (Expr a : c.args()) args.add(constantFirst(a));
        Expr out = new Expr.Call(c.op(), args);
        if (out instanceof Expr.Call sum
                && sum.op() == MathOp.ADD
                && sum.args().get(1) instanceof Expr.Const k
                && k.value() > 0) {
            // the subtracted terms of 0 - a - b - ..., left to right, or null when the left side is not that chain
            List<Expr> subtracted = new ArrayList<>();
            Expr left = sum.args().get(0);
            while (left instanceof Expr.Call d && d.op() == MathOp.SUB) {
                subtracted.add(0, d.args().get(1));
                left = d.args().get(0);
            }
            if (left instanceof Expr.Const zero && zero.value() == 0 && !subtracted.isEmpty()) {
                Expr r = k;
                for (Expr t : subtracted) r = Expr.call(MathOp.SUB, r, t);
                return r;
            }
        }
        return out;
    }
}
