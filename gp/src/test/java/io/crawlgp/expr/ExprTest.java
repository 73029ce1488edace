package io.crawlgp.expr;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.policy.ScoreFunctions;
import io.crawlgp.simulation.ScoreFunction;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ExprTest {
    @Test
    void parsesInfixAndPrefixForms() {
        assertEquals(Expr.call(MathOp.MUL, RandomExprs.T, RandomExprs.X), ExprParser.parse("t*X"));
        assertEquals(ExprParser.parse("(* t X)"), ExprParser.parse("t * x"));
        Expr e = ExprParser.parse("X/(n+1)*t - log(n) + pow(t, 0.5) + 2^3^2");
        assertEquals(3.0 / 6 * 4 - Math.log(5) + 2 + Math.pow(2, 9), e.eval(5, 3, 4), 1e-12);
        assertEquals(-4.0, ExprParser.parse("-(t)").eval(0, 0, 4));
        assertEquals(0.001, ExprParser.parse("(+ 0.001 0)").eval(0, 0, 0));
    }

    @Test
    void parseErrorsSayWhere() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ExprParser.parse("t * y"));
        assertTrue(e.getMessage().contains("unknown name 'y'"), e.getMessage());
        assertTrue(e.getMessage().contains("position 5"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ExprParser.parse("t * (X"));
        assertThrows(IllegalArgumentException.class, () -> ExprParser.parse("(foo t X)"));
        assertThrows(IllegalArgumentException.class, () -> ExprParser.parse(""));
    }

    @Test
    void printedFormsReadBackAsTheSameTree() {
        SplittableRandom r = new SplittableRandom(2);
        for (int i = 0; i < 2000; i++) {
            Expr e = RandomExprs.of(r, 6);
            assertEquals(e, ExprParser.parse(ExprFormat.lisp(e)), ExprFormat.lisp(e));
            assertEquals(e, ExprParser.parse(ExprFormat.infix(e)), ExprFormat.infix(e));
        }
    }

    @Test
    void compiledEqualsInterpretedBitForBit() {
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < 2000; i++) {
            Expr e = RandomExprs.of(r, 7);
            ScoreFunction f = ScoreFunctions.compile(e);
            for (int j = 0; j < 5; j++) {
                double n = r.nextInt(100), x = r.nextInt(100), t = r.nextInt(1, 100);
                assertEquals(
                        Double.doubleToLongBits(e.eval(n, x, t)),
                        Double.doubleToLongBits(f.score(n, x, t)),
                        ExprFormat.infix(e));
            }
        }
    }

    @Test
    void simplificationKeepsTheFunction() {
        SplittableRandom r = new SplittableRandom(4);
        int shrunk = 0;
        for (int i = 0; i < 3000; i++) {
            Expr e = RandomExprs.of(r, 7);
            Expr s = Simplifier.simplify(e);
            assertTrue(s.size() <= e.size());
            if (s.size() < e.size()) shrunk++;
            for (int j = 0; j < 6; j++) {
                double n = r.nextInt(60), x = r.nextInt(60), t = r.nextInt(1, 60);
                double a = e.eval(n, x, t), b = s.eval(n, x, t);
                assertTrue(
                        a == b,
                        ExprFormat.infix(e) + " -> " + ExprFormat.infix(s) + " at " + n + "," + x + "," + t + ": " + a
                                + " vs " + b);
            }
        }
        assertTrue(shrunk > 300, "simplification does something: " + shrunk);
    }

    @Test
    void simplifierHandCases() {
        assertEquals("t * X", ExprFormat.infix(Simplifier.simplify(ExprParser.parse("(t * 1 + 0) * (X / 1)"))));
        assertEquals("1", ExprFormat.infix(Simplifier.simplify(ExprParser.parse("(t - t) + X / X"))));
        assertEquals("0.11", ExprFormat.infix(Simplifier.simplify(ExprParser.parse("0.1 + 0.01"))));
        assertEquals(
                "0 / t", ExprFormat.infix(Simplifier.simplify(ExprParser.parse("0 / t"))), "0/t is 1 at t = 0: kept");
        assertEquals("\\frac{X}{n} \\cdot t", ExprFormat.latex(ExprParser.parse("X / n * t")));
    }
}
