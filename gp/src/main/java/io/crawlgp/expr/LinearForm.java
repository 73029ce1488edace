package io.crawlgp.expr;

import io.crawlgp.expr.Expr.Call;
import io.crawlgp.expr.Expr.Const;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An expression in real arithmetic as {@code constant + Σ coefficient_i · term_i} over distinct non-constant terms:
 * sums and differences flattened, like terms collected, constant factors and constant divisors pulled out, products'
 * factors put in one canonical order, and two logarithm rules, log(pow(c, u)) = u·ln|c| (c ≠ 0 constant) and
 * log(c·u) = ln|c| + log(u) (u > 0). Each step is an identity of real numbers under the protected operators (a
 * divisor is pulled out only when it is a non-zero constant or, for a coefficient, the quotient's divisor is positive);
 * in doubles the collected form can differ by rounding and where a partial result saturates. Used by
 * {@link RankSimplifier}; {@link Simplifier#exact} is the bit-exact one.
 */
record LinearForm(double constant, Map<Expr, Double> terms) {

    static LinearForm constant(double c) {
        return new LinearForm(c, Map.of());
    }

    static LinearForm term(Expr t) {
        LinkedHashMap<Expr, Double> m = new LinkedHashMap<>();
        m.put(t, 1.0);
        return new LinearForm(0, m);
    }

    boolean isConstant() {
        return terms.isEmpty();
    }

    /** The single term of a form c · T (no constant), or null. */
    Map.Entry<Expr, Double> single() {
        return constant == 0 && terms.size() == 1 ? terms.entrySet().iterator().next() : null;
    }

    LinearForm plus(LinearForm o, double scale) {
        LinkedHashMap<Expr, Double> m = new LinkedHashMap<>(terms);
        for (Map.Entry<Expr, Double> e : o.terms.entrySet()) m.merge(e.getKey(), scale * e.getValue(), Double::sum);
        m.values().removeIf(v -> v == 0);
        return new LinearForm(constant + scale * o.constant, m);
    }

    LinearForm scale(double k) {
        if (k == 0) return constant(0);
        LinkedHashMap<Expr, Double> m = new LinkedHashMap<>();
        terms.forEach((t, c) -> m.put(t, c * k));
        return new LinearForm(constant * k, m);
    }

    LinearForm withoutConstant() {
        return new LinearForm(0, terms);
    }

    /**
     * The form of e; where collecting would leave the doubles (a coefficient overflowing or underflowing to 0), e
     * stays one term as it is.
     */
    static LinearForm of(Expr e, Set<String> nonNegative) {
        LinearForm f = collect(e, nonNegative);
        return f.representable() ? f : term(e);
    }

    private boolean representable() {
        if (!Double.isFinite(constant)) return false;
        for (double c : terms.values()) if (!Double.isFinite(c) || c == 0) return false;
        return true;
    }

    private static LinearForm collect(Expr e, Set<String> nonNegative) {
        if (e instanceof Const k) return constant(k.value());
        if (!(e instanceof Call c) || !(c.op() instanceof MathOp op)) {
            if (e instanceof Call c) {
                List<Expr> args = new ArrayList<>();
                for (Expr a : c.args()) args.add(normal(a, nonNegative));
                return term(new Call(c.op(), args));
            }
            return term(e);
        }
        Expr a = c.args().get(0);
        Expr b = c.args().size() > 1 ? c.args().get(1) : null;
        switch (op) {
            case ADD:
                return of(a, nonNegative).plus(of(b, nonNegative), 1);
            case SUB:
                return of(a, nonNegative).plus(of(b, nonNegative), -1);
            case MUL: {
                LinearForm la = of(a, nonNegative), lb = of(b, nonNegative);
                if (la.isConstant()) return lb.scale(la.constant);
                if (lb.isConstant()) return la.scale(lb.constant);
                return product(la, lb, nonNegative);
            }
            case DIV: {
                LinearForm la = of(a, nonNegative), lb = of(b, nonNegative);
                if (lb.isConstant()) return lb.constant == 0 ? constant(1) : la.scale(1 / lb.constant);
                Expr divisor = lb.build();
                Map.Entry<Expr, Double> num = la.single();
                // (c·T) / B = c · (T / B) unless B can be 0 (then protected division gives 1, not c)
                if (num != null && Signs.of(divisor, nonNegative) == Signs.POSITIVE)
                    return term(Expr.call(MathOp.DIV, num.getKey(), divisor)).scale(num.getValue());
                return term(Expr.call(MathOp.DIV, la.build(), divisor));
            }
            case LOG: {
                Expr inner = normal(a, nonNegative);
                if (inner instanceof Call p
                        && p.op() == MathOp.POW
                        && p.args().get(0) instanceof Const base
                        && base.value() != 0)
                    return of(p.args().get(1), nonNegative).scale(Math.log(Math.abs(base.value())));
                LinearForm li = of(inner, nonNegative);
                Map.Entry<Expr, Double> one = li.single();
                if (one != null && Signs.of(one.getKey(), nonNegative) == Signs.POSITIVE && one.getValue() != 1)
                    return of(Expr.call(MathOp.LOG, one.getKey()), nonNegative)
                            .plus(constant(Math.log(Math.abs(one.getValue()))), 1);
                return term(Expr.call(MathOp.LOG, inner));
            }
            case EXP: {
                LinearForm li = of(a, nonNegative);
                if (li.isConstant()) return constant(ProtectedOps.exp(li.constant));
                // exp(c0 + u) = e^c0 · exp(u), unless e^c0 leaves the doubles
                double k = Math.exp(li.constant);
                if (k == 0 || !Double.isFinite(k)) return term(Expr.call(MathOp.EXP, li.build()));
                return term(Expr.call(MathOp.EXP, li.withoutConstant().build())).scale(k);
            }
            case POW:
            default: {
                // pow, and the operators of any arity this form does not open (min, max, if, floor): arguments normal
                List<Expr> args = new ArrayList<>();
                for (Expr x : c.args()) args.add(normal(x, nonNegative));
                return term(new Call(op, args));
            }
        }
    }

    /** c·T times d·U: (c·d) · (the factors of T and U in canonical order); a sum stays one factor. */
    private static LinearForm product(LinearForm la, LinearForm lb, Set<String> nonNegative) {
        Map.Entry<Expr, Double> x = la.single(), y = lb.single();
        double k = 1;
        List<Expr> factors = new ArrayList<>();
        if (x != null) {
            k *= x.getValue();
            factors(x.getKey(), factors);
        } else factors.add(la.build());
        if (y != null) {
            k *= y.getValue();
            factors(y.getKey(), factors);
        } else factors.add(lb.build());
        // inputs first, then the rest, each alphabetically: X * t * log(n)
        factors.sort(
                Comparator.comparing((Expr f) -> f instanceof Expr.Var ? 0 : 1).thenComparing(ExprFormat::lisp));
        Expr t = factors.get(0);
        for (int i = 1; i < factors.size(); i++) t = Expr.call(MathOp.MUL, t, factors.get(i));
        return term(t).scale(k);
    }

    private static void factors(Expr e, List<Expr> out) {
        if (e instanceof Call c && c.op() == MathOp.MUL) {
            factors(c.args().get(0), out);
            factors(c.args().get(1), out);
        } else out.add(e);
    }

    /** The normal form of e as an expression. */
    static Expr normal(Expr e, Set<String> nonNegative) {
        return of(e, nonNegative).build();
    }

    /** As an expression: a positive term first where there is one, coefficients ±1 left out, the constant last. */
    Expr build() {
        List<Map.Entry<Expr, Double>> list = new ArrayList<>(terms.entrySet());
        int firstPositive = 0;
        while (firstPositive < list.size() && list.get(firstPositive).getValue() < 0) firstPositive++;
        if (firstPositive < list.size()) list.add(0, list.remove(firstPositive));
        Expr out = null;
        for (Map.Entry<Expr, Double> t : list) {
            double c = snap(t.getValue());
            Expr magnitude = Math.abs(c) == 1 ? t.getKey() : scaled(Math.abs(c), t.getKey());
            if (out == null) out = c > 0 ? magnitude : Expr.call(MathOp.SUB, Expr.c(0), magnitude);
            else out = Expr.call(c > 0 ? MathOp.ADD : MathOp.SUB, out, magnitude);
        }
        double k = snap(constant);
        if (out == null) return Expr.c(k);
        if (k > 0) return Expr.call(MathOp.ADD, out, Expr.c(k));
        if (k < 0) return Expr.call(MathOp.SUB, out, Expr.c(-k));
        return out;
    }

    /** c · T with c the leftmost factor of a product, so that it prints 0.2 * X * t rather than 0.2 * (X * t). */
    private static Expr scaled(double c, Expr t) {
        if (t instanceof Call m && m.op() == MathOp.MUL)
            return Expr.call(MathOp.MUL, scaled(c, m.args().get(0)), m.args().get(1));
        return Expr.call(MathOp.MUL, Expr.c(c), t);
    }

    /**
     * A collected coefficient to 12 significant digits: 0.1 · 10 reads as 1 and 3 · 0.2 as 0.6, not 1.0000000000000002
     * and 0.6000000000000001 (a relative change below 1e-11, in a form that is exact only in real arithmetic anyway).
     */
    private static double snap(double c) {
        if (c == 0 || !Double.isFinite(c)) return c;
        double r = new BigDecimal(c).round(new MathContext(12)).doubleValue();
        return Double.isFinite(r) && r != 0 ? r : c;
    }
}
