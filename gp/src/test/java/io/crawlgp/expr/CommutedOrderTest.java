package io.crawlgp.expr;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CommutedOrderTest {
    private static final List<String> NXT = List.of("n", "X", "t");

    private static String ordered(String infix) {
        return ExprFormat.lisp(CommutedOrder.of(ExprParser.parse(infix, NXT)));
    }

    @Test
    void commutativeOperandsTakeTheSmallerSExpressionFirst() {
        assertEquals("(+ X n)", ordered("n + X"));
        assertEquals("(* X t)", ordered("t * X"));
        // nested: the operands are ordered first, then compared as ordered ("(" sorts before letters)
        assertEquals("(* (+ X t) n)", ordered("n * (t + X)"));
        assertEquals("(- (* X n) (+ X t))", ordered("n * X - (t + X)"));
        assertEquals("(+ (exp (* X t)) (log n))", ordered("log(n) + exp(t * X)")); // "(exp" before "(log"
    }

    @Test
    void nonCommutativeOperatorsKeepTheirOrder() {
        assertEquals("(- t n)", ordered("t - n"));
        assertEquals("(% t n)", ordered("t / n"));
        assertEquals("(pow t n)", ordered("pow(t, n)"));
        assertFalse(MathOp.SUB.commutative() || MathOp.DIV.commutative() || MathOp.POW.commutative());
        assertTrue(MathOp.ADD.commutative() && MathOp.MUL.commutative());
    }

    @Test
    void aTreeAlreadyInOrderIsReturnedItself() {
        Expr e = ExprParser.parse("(X + n) * log(t - n)", NXT);
        assertSame(e, CommutedOrder.of(e));
    }

    @Test
    void mirrorImagesOrderAlikeAndScoreEveryStateWithTheSameBits() {
        SplittableRandom r = new SplittableRandom(4);
        double[] special = {0.0, -0.0, 1e-310, -1e-310, 1e308, -1e308, Double.MAX_VALUE, 1, 3, 0.5};
        int rows = 64;
        double[][] columns = new double[3][rows];
        for (int i = 0; i < rows; i++)
            for (int j = 0; j < 3; j++)
                columns[j][i] = i < special.length
                        ? special[(i + j) % special.length]
                        : (r.nextDouble() - 0.3) * Math.pow(10, r.nextInt(12) - 4);
        for (int trial = 0; trial < 400; trial++) {
            Expr e = RandomExprs.of(r, 2 + r.nextInt(6)), m = RandomExprs.mirrored(e, r);
            assertEquals(CommutedOrder.of(e), CommutedOrder.of(m), ExprFormat.infix(e));
            assertEquals(ExprFormat.lisp(CommutedOrder.of(m)), CommutedOrder.lisp(m));
            double[] a = new double[rows], b = new double[rows];
            ColumnFunction.compile(e).workspace(rows).eval(columns, a);
            ColumnFunction.compile(m).workspace(rows).eval(columns, b);
            for (int i = 0; i < rows; i++) {
                double[] v = {columns[0][i], columns[1][i], columns[2][i]};
                assertEquals(
                        Double.doubleToRawLongBits(e.eval(v)),
                        Double.doubleToRawLongBits(m.eval(v)),
                        ExprFormat.infix(e) + " row " + i);
                assertEquals(
                        Double.doubleToRawLongBits(a[i]),
                        Double.doubleToRawLongBits(b[i]),
                        ExprFormat.infix(e) + " row " + i);
            }
        }
    }
}
