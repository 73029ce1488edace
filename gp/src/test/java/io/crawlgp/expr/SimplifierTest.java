package io.crawlgp.expr;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The exact simplification scores every state alike (bit for bit); the rank-equivalent one orders states alike. */
class SimplifierTest {
    static final Set<String> NXT = Set.of("n", "X", "t");

    private static String exact(String f) {
        return ExprFormat.infix(Simplifier.exact(ExprParser.parse(f), NXT));
    }

    private static String rank(String f) {
        return ExprFormat.infix(RankSimplifier.rankEquivalent(ExprParser.parse(f), NXT));
    }

    /** States a crawl produces, with the edges: no visits yet, no changes, a huge age. */
    private static double[] state(SplittableRandom r) {
        double n = r.nextInt(5) == 0 ? 0 : r.nextInt(1, 400);
        double x = r.nextInt(4) == 0 ? 0 : r.nextInt((int) n + 1);
        double t = switch (r.nextInt(6)) {
            case 0 -> 0;
            case 1 -> 1e9;
            case 2 -> 1e300;
            default -> r.nextInt(1, 120);
        };
        return new double[] {n, x, t};
    }

    @Test
    void exactSimplificationScoresEveryStateBitForBit() {
        SplittableRandom r = new SplittableRandom(21);
        int shrunk = 0;
        for (int i = 0; i < 4000; i++) {
            Expr e = RandomExprs.of(r, 7);
            Expr s = Simplifier.exact(e, NXT);
            assertTrue(s.size() <= e.size());
            if (s.size() < Simplifier.simplify(e).size()) shrunk++;
            for (int j = 0; j < 8; j++) {
                double[] v = state(r);
                double a = e.eval(v), b = s.eval(v);
                assertTrue(
                        a == b,
                        ExprFormat.infix(e) + " -> " + ExprFormat.infix(s) + " at " + Arrays.toString(v) + ": " + a
                                + " vs " + b);
            }
        }
        assertTrue(shrunk > 100, "the exact rules go beyond the operators' own laws: " + shrunk);
    }

    @Test
    void exactHandCases() {
        assertEquals("1", exact("pow(1, t * n)"), "|1|^b is 1 for every b");
        assertEquals("1", exact("pow(-1, X)"));
        assertEquals("X", exact("pow(X, 1)"), "X >= 0, so |X| = X");
        assertEquals("pow(X - t, 1)", exact("pow(X - t, 1)"), "X - t may be negative: |X - t| is not X - t");
        assertEquals("2 * X", exact("X + X"));
        assertEquals(
                "t / 10 + (X - n) + X + log(0.5 * t + 1)", exact("pow(t, 1) / 10 + (X - n) + X + log(0.5 * t + 1)"));
        // the demo's fold-4 formula: pow(1, t*n) is 1, and division by 1 goes
        assertEquals(
                "(t * X * pow(X, 0.01) + X) * pow(log(t) + 2 * X, 1.05) / (log(pow(100, n) / 1010) + (0.5 + X))",
                exact(
                        "(t * X * pow(X, 0.01) + X) * (pow(log(t) + (X + X), 1.05) / pow(1, t * n)) / (log(pow(100, n) / 1010) + (0.5 + X))"));
        assertEquals("0 / t", exact("0 / t"), "0/t is 1 at t = 0: kept");
        assertEquals(
                "X + 50.1 + (t * X + 0.1 + (0.1 + (t + 0.01)))",
                exact("X + 50.1 + (t * X + 0.1 + (0.1 + (t + 0.01)))"),
                "regrouping constants rounds differently: not exact");
    }

    @Test
    void rankEquivalentHandCases() {
        assertEquals(
                "X + X * t + t",
                rank("X + 50.11872336272722 + (t * X + 0.1 + (0.1 + (t + 0.01)))"),
                "constants collected, then dropped");
        assertEquals("X * t + X + t", rank("X * t + X + t"), "the same function as above, written in another order");
        assertEquals("X / t", rank("exp(X / t) * 3 + 7"));
        assertEquals("n", rank("log(pow(100, n) / 1010)"), "log(100^n / 1010) = n ln 100 - ln 1010");
        assertEquals("0 - X", rank("0.5 - X"), "decreasing in X");
        assertEquals("0 - X - t", rank("pow(0.5, X + t)"), "0.5^u decreases with u");
        assertEquals("0 - t", rank("1 / (t + 1)"), "1/u decreases for u > 0");
        assertEquals("1 / t", rank("1 / t"), "t may be 0, where protected division gives 1: not monotone");
        assertEquals("log(X)", rank("log(X) * 2"), "X may be 0, where log gives 0: not unwrapped");
        assertEquals(
                "t + 20 * X - 10 * n + 10 * log(0.5 * t + 1)", rank("pow(t, 1) / 10 + (X - n) + X + log(0.5 * t + 1)"));
        assertEquals("1", rank("pow(1, t * n) + 0"), "a constant ranks every page alike and stays a constant");
        assertEquals("X * t", rank("pow(t * X, 0.5)"), "a positive power of a non-negative score");
    }

    @Test
    void rankEquivalentOrdersStatesAlikeInRealArithmetic() {
        SplittableRandom r = new SplittableRandom(5);
        int compared = 0;
        for (int i = 0; i < 3000; i++) {
            Expr e = RandomExprs.of(r, 6);
            Expr g = RankSimplifier.rankEquivalent(e, NXT);
            for (int j = 0; j < 10; j++) {
                double[] u = smallState(r), v = smallState(r);
                double eu = e.eval(u), ev = e.eval(v), gu = g.eval(u), gv = g.eval(v);
                // compare where the tree's scores differ by far more than rounding and no partial result left the
                // doubles
                if (!(Math.abs(eu - ev) > 1e-6 * (Math.abs(eu) + Math.abs(ev)))) continue;
                if (!RankSimplifier.inDoubles(e, u)
                        || !RankSimplifier.inDoubles(e, v)
                        || !RankSimplifier.inDoubles(g, u)
                        || !RankSimplifier.inDoubles(g, v)) continue;
                compared++;
                assertEquals(
                        Math.signum(eu - ev),
                        Math.signum(gu - gv),
                        ExprFormat.infix(e) + " vs " + ExprFormat.infix(g) + " at " + Arrays.toString(u) + ", "
                                + Arrays.toString(v));
            }
        }
        assertTrue(compared > 5000, "pairs compared: " + compared);
    }

    /** States without the huge ages, where real arithmetic and doubles agree up to rounding. */
    private static double[] smallState(SplittableRandom r) {
        double n = r.nextInt(6) == 0 ? 0 : r.nextInt(1, 40);
        return new double[] {n, r.nextInt((int) n + 1), r.nextInt(0, 30)};
    }

    @Test
    void simplifiedFormulasParseBackToTheSameTree() {
        SplittableRandom r = new SplittableRandom(8);
        for (int i = 0; i < 1000; i++) {
            Expr e = RandomExprs.of(r, 6);
            for (Expr s : List.of(Simplifier.exact(e, NXT), RankSimplifier.rankEquivalent(e, NXT)))
                assertEquals(
                        ExprFormat.infix(s),
                        ExprFormat.infix(ExprParser.parse(ExprFormat.infix(s), List.of("n", "X", "t"))));
        }
    }
}
