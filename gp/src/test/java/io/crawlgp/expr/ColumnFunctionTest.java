package io.crawlgp.expr;

import static org.junit.jupiter.api.Assertions.*;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ColumnFunctionTest {
    /** Rows of (n, X, t), with the values where the protections act: 0, negatives, overflow, NaN. */
    private static double[][] columns(SplittableRandom r, int rows) {
        double[] special = {0, -0.0, 1, -1, 1e308, -1e308, 1e-320, Double.MAX_VALUE, Double.NaN, 700, -700};
        double[][] c = new double[3][rows];
        for (int j = 0; j < 3; j++)
            for (int i = 0; i < rows; i++)
                c[j][i] = r.nextInt(4) == 0
                        ? special[r.nextInt(special.length)]
                        : (r.nextDouble() - 0.3) * Math.pow(10, r.nextInt(7) - 2);
        return c;
    }

    @Test
    void everyRowIsTheTreeWalkedOnThatRowBitForBit() {
        SplittableRandom r = new SplittableRandom(5);
        for (int k = 0; k < 3000; k++) {
            // a block's worth of rows, or several passes with a partial last one
            int rows = k % 10 == 0 ? 2 * ColumnFunction.BLOCK + 77 : 37;
            Expr e = RandomExprs.of(r, 2 + r.nextInt(7));
            double[][] c = columns(r, rows);
            double[] out = new double[rows];
            ColumnFunction.compile(e).workspace(rows).eval(c, out);
            for (int i = 0; i < rows; i++) {
                double walked = e.eval(c[0][i], c[1][i], c[2][i]);
                assertEquals(
                        Double.doubleToRawLongBits(walked),
                        Double.doubleToRawLongBits(out[i]),
                        ExprFormat.lisp(e) + " row " + i);
            }
        }
    }

    /**
     * A workspace evaluated again and again, each time with some rows' inputs changed (one input at a time, so that a
     * pow meets rows where only one operand moved), stays bit for bit the tree walked on the current rows: pow's last
     * operands per row stand in for nothing they were not computed from.
     */
    @Test
    void aWorkspaceEvaluatedAgainOnPartlyChangedRowsStaysTheWalkedTree() {
        SplittableRandom r = new SplittableRandom(9);
        double[] special = {0, -0.0, 1, -1, 2, 0.5, 1e308, 1e-320, Double.NaN, 700, -700};
        for (int k = 0; k < 300; k++) {
            int rows = k % 10 == 0 ? ColumnFunction.BLOCK + 45 : 29;
            Expr e = k % 3 == 0
                    ? Expr.call(MathOp.POW, RandomExprs.of(r, 3), RandomExprs.of(r, 3))
                    : RandomExprs.of(r, 2 + r.nextInt(6));
            double[][] c = new double[3][rows]; // the first pass: all zeros, the pow entries' starting operands
            ColumnFunction.Workspace w = ColumnFunction.compile(e).workspace(rows);
            double[] out = new double[rows];
            for (int pass = 0; pass < 6; pass++) {
                if (pass > 0)
                    for (int i = 0; i < rows; i++)
                        if (r.nextInt(3) == 0)
                            c[r.nextInt(3)][i] = r.nextInt(3) == 0
                                    ? special[r.nextInt(special.length)]
                                    : r.nextInt(5) - 1 + r.nextInt(2) * 0.5;
                w.eval(c, out);
                for (int i = 0; i < rows; i++) {
                    double walked = e.eval(c[0][i], c[1][i], c[2][i]);
                    assertEquals(
                            Double.doubleToRawLongBits(walked),
                            Double.doubleToRawLongBits(out[i]),
                            ExprFormat.lisp(e) + " pass " + pass + " row " + i);
                }
            }
        }
    }

    @Test
    void powTakesARowsLastResultOnlyWhenBothOperandsRepeat() {
        Expr e = ExprParser.parse("pow(n, X)");
        ColumnFunction.Workspace w = ColumnFunction.compile(e).workspace(3);
        double[] out = new double[3];
        w.eval(new double[][] {{0, 2, 3}, {0, 3, 2}, {0, 0, 0}}, out);
        assertArrayEquals(new double[] {1, 8, 9}, out); // pow(0, 0) = 1 on the row that starts at its entry's operands
        w.eval(
                new double[][] {{0, 2, 2}, {-1, 3, 3}, {0, 0, 0}},
                out); // row 0: exponent moved; row 1 same; row 2 base moved
        assertArrayEquals(new double[] {1, 8, 8}, out); // pow(0, -1) is 1 (as division by zero)
        w.eval(new double[][] {{0, 4, 2}, {-2, 3, 0.5}, {0, 0, 0}}, out);
        assertArrayEquals(new double[] {1, 64, Math.sqrt(2)}, out);
    }

    @Test
    void handComputedRowsThroughConstantsFoldedSubtreesAndReusedRegisters() {
        // (t / (X - X)) + (log(0) * 2) + pow(n, -1): division by zero is 1, log 0 is 0, pow(0, -1) is 1
        Expr e = ExprParser.parse("t / (X - X) + log(0) * 2 + pow(n, -1)");
        double[][] c = {{0, 2, -4}, {5, 6, 7}, {9, 9, 9}};
        double[] out = new double[3];
        ColumnFunction.compile(e).workspace(3).eval(c, out);
        assertArrayEquals(new double[] {1 + 0 + 1, 1 + 0 + 0.5, 1 + 0 + 0.25}, out);
        // a tree without inputs is its value on every row; a bare input is its column
        ColumnFunction.compile(ExprParser.parse("exp(1) + 2")).workspace(3).eval(c, out);
        assertArrayEquals(new double[] {Math.E + 2, Math.E + 2, Math.E + 2}, out);
        ColumnFunction.compile(ExprParser.parse("X")).workspace(3).eval(c, out);
        assertArrayEquals(new double[] {5, 6, 7}, out);
        // a workspace evaluates again from scratch: nothing is carried over from the previous call
        ColumnFunction.Workspace w =
                ColumnFunction.compile(ExprParser.parse("(n + X) * (t - n)")).workspace(3);
        w.eval(c, out);
        assertArrayEquals(new double[] {5 * 9, 8 * 7, 3 * 13}, out);
        w.eval(new double[][] {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}, out);
        assertArrayEquals(new double[] {0, 0, 0}, out);
    }

    @Test
    void operatorsFromOutsideAndOfThreeArgumentsGoThroughTheirOwnFunction() {
        Operator median = new Operator() {
            public String symbol() {
                return "med3";
            }

            public int arity() {
                return 3;
            }

            public double apply(double[] a) {
                return Math.max(Math.min(a[0], a[1]), Math.min(Math.max(a[0], a[1]), a[2]));
            }
        };
        Expr e = new Expr.Call(
                median, List.of(RandomExprs.N, Expr.call(MathOp.ADD, RandomExprs.X, Expr.c(1)), RandomExprs.T));
        double[][] c = {{1, 9, 5}, {2, 2, 2}, {3, 0, 4}};
        double[] out = new double[3];
        ColumnFunction.compile(e).workspace(3).eval(c, out);
        assertArrayEquals(new double[] {3, 3, 4}, out); // med(1, 3, 3), med(9, 3, 0), med(5, 3, 4)
    }

    /** The distinct call subtrees of e that read an input: what a pass must compute. */
    private static void distinctNonConstantCalls(Expr e, Set<Expr> out) {
        if (!(e instanceof Expr.Call call)) return;
        for (Expr a : call.args()) distinctNonConstantCalls(a, out);
        if (!Expr.inputIndices(e).isEmpty()) out.add(e);
    }

    @Test
    void aRepeatedSubtreeIsComputedOnceAndReadAtEveryOccurrence() {
        // t / X occurs three times, t / X + n once: five operations instead of seven
        Expr e = ExprParser.parse("t / X * (t / X + n) + exp(t / X)");
        ColumnFunction f = ColumnFunction.compile(e);
        assertEquals(5, f.operations());
        double[][] c = {{1, 2, 0}, {2, 0, 4}, {6, 5, 8}};
        double[] out = new double[3];
        f.workspace(3).eval(c, out);
        for (int i = 0; i < 3; i++)
            assertEquals(
                    Double.doubleToRawLongBits(e.eval(c[0][i], c[1][i], c[2][i])), Double.doubleToRawLongBits(out[i]));
        assertEquals(3 * (3 + 1) + Math.exp(3), out[0], 1e-12); // t / X = 3 on row 0, by hand
        assertEquals(1 * (1 + 2) + Math.exp(1), out[1], 1e-12); // X = 0: t / X = 1 (protected division)

        // random trees made of repeats, in every position: bit for bit the walked tree, one operation per distinct
        // subtree
        SplittableRandom r = new SplittableRandom(11);
        MathOp[] binary = {MathOp.ADD, MathOp.SUB, MathOp.MUL, MathOp.DIV, MathOp.POW};
        for (int k = 0; k < 1500; k++) {
            Expr a = RandomExprs.of(r, 1 + r.nextInt(4)), b = RandomExprs.of(r, 1 + r.nextInt(4));
            Expr left = Expr.call(binary[r.nextInt(5)], a, b),
                    right = Expr.call(binary[r.nextInt(5)], r.nextBoolean() ? b : left, a);
            Expr tree = Expr.call(
                    binary[r.nextInt(5)],
                    Expr.call(binary[r.nextInt(5)], left, right),
                    r.nextBoolean() ? left : Expr.call(MathOp.LOG, right));
            Set<Expr> distinct = new HashSet<>();
            distinctNonConstantCalls(tree, distinct);
            ColumnFunction g = ColumnFunction.compile(tree);
            assertEquals(distinct.size(), g.operations(), ExprFormat.lisp(tree));
            int rows = 37;
            double[][] cols = columns(r, rows);
            double[] got = new double[rows];
            g.workspace(rows).eval(cols, got);
            for (int i = 0; i < rows; i++)
                assertEquals(
                        Double.doubleToRawLongBits(tree.eval(cols[0][i], cols[1][i], cols[2][i])),
                        Double.doubleToRawLongBits(got[i]),
                        ExprFormat.lisp(tree) + " row " + i);
        }
    }
}
