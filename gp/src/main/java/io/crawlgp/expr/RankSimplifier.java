package io.crawlgp.expr;

import io.crawlgp.expr.Expr.Call;
import io.crawlgp.expr.Expr.Const;
import java.util.Map;
import java.util.Set;

/**
 * The simplest formula found that ranks pages as the given one does: a crawl policy crawls the k best-scored pages,
 * so any strictly increasing transform of the whole score, and any additive constant, leaves its crawls unchanged.
 *
 * <p>Steps, each an identity or a strictly increasing map in real arithmetic: {@link Simplifier#exact}; like terms
 * collected ({@link LinearForm}); then, at the root, repeatedly: drop the additive constant, divide by the first
 * coefficient's magnitude, and unwrap a single term's monotone function: exp(u), log(u) for u > 0, pow(u, c) for u
 * >= 0 and c > 0 (or u > 0 and c < 0, decreasing), pow(c, u) for c > 1 (0 < c < 1 decreasing), c / u for u > 0
 * (decreasing for c > 0). Inputs in {@code nonNegative} are assumed >= 0.
 *
 * <p>What "ranks alike" means in doubles: the same order for states whose scores differ by more than rounding and do not
 * saturate (|score| below Double.MAX_VALUE); a dropped constant or an unwrapped exp can separate scores that rounding or
 * saturation tied. The tests check both on random formulas: pairwise order on random states, and identical crawls in
 * the simulator on random histories.
 */
public final class RankSimplifier {
    private RankSimplifier() {}

    /** The rank-equivalent simplification of e. A constant formula (every page ties) stays that constant. */
    public static Expr rankEquivalent(Expr e, Set<String> nonNegative) {
        Set<String> nn = Set.copyOf(nonNegative);
        LinearForm f = LinearForm.of(Simplifier.exact(e, nn), nn);
        for (int step = 0; step < 64 && !f.isConstant(); step++) {
            f = f.withoutConstant();
            Map.Entry<Expr, Double> single = f.single();
            if (single == null) break;
            Monotone m = monotone(single.getKey(), nn);
            if (m == null) break;
            f = LinearForm.of(m.inner, nn).scale(Math.signum(single.getValue()) * (m.increasing ? 1 : -1));
        }
        if (!f.isConstant()) {
            double first = Math.abs(f.terms().values().iterator().next());
            LinearForm scaled = f.scale(1 / first);
            if (scaled.terms().values().stream().allMatch(c -> Double.isFinite(c) && c != 0)) f = scaled;
        }
        return Simplifier.exact(f.build(), nn);
    }

    private record Monotone(Expr inner, boolean increasing) {}

    /** T = g(u) with g strictly monotone on u's possible values, or null. */
    private static Monotone monotone(Expr t, Set<String> nn) {
        if (!(t instanceof Call c) || !(c.op() instanceof MathOp op)) return null;
        Expr a = c.args().get(0);
        Expr b = c.args().size() > 1 ? c.args().get(1) : null;
        return switch (op) {
            case EXP -> new Monotone(a, true);
            case LOG -> Signs.of(a, nn) == Signs.POSITIVE ? new Monotone(a, true) : null;
            case POW -> {
                if (b instanceof Const k && k.value() > 0 && Signs.of(a, nn).atLeastZero()) yield new Monotone(a, true);
                if (b instanceof Const k && k.value() < 0 && Signs.of(a, nn) == Signs.POSITIVE)
                    yield new Monotone(a, false);
                if (a instanceof Const k && Math.abs(k.value()) > 1) yield new Monotone(b, true);
                if (a instanceof Const k && k.value() != 0 && Math.abs(k.value()) < 1) yield new Monotone(b, false);
                yield null;
            }
            case DIV ->
                a instanceof Const k && k.value() != 0 && Signs.of(b, nn) == Signs.POSITIVE
                        ? new Monotone(b, k.value() < 0)
                        : null;
            default -> null;
        };
    }

    /**
     * True when no partial result of e at v saturated or underflowed, so the doubles follow real arithmetic up to
     * rounding: every node below 1e150 in magnitude, and no pow, exp, product or quotient that is 0 in doubles but not
     * in real numbers.
     */
    public static boolean inDoubles(Expr e, double[] v) {
        double value = e.eval(v);
        if (!(Math.abs(value) < 1e150)) return false;
        if (!(e instanceof Expr.Call c)) return true;
        for (Expr a : c.args()) if (!inDoubles(a, v)) return false;
        if (value != 0 || !(c.op() instanceof MathOp op)) return true;
        double a = c.args().get(0).eval(v),
                b = c.args().size() > 1 ? c.args().get(1).eval(v) : 0;
        return switch (op) {
            case EXP -> false;
            case POW -> a == 0;
            case MUL -> a == 0 || b == 0;
            case DIV -> a == 0;
            default -> true;
        };
    }
}
