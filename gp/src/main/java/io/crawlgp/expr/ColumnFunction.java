package io.crawlgp.expr;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An expression compiled to evaluate many input vectors at once, column by column: each operator runs one loop over
 * all rows instead of each row walking the tree. A crawl scores every page at every cycle with one tree, so the tree's
 * dispatch is paid once per cycle instead of once per page (the per-page closures of {@link Expr#compile} spend most
 * of their time in dispatch, not arithmetic).
 *
 * <p>Bit-for-bit equal to {@link Expr#eval} on every row: each row goes through the same protected functions in the
 * same order. Subtrees without inputs are folded to their value once, by the same functions. Immutable and
 * thread-safe; the buffers live in a {@link Workspace}, one per thread.
 */
public final class ColumnFunction {
    /** One operator application: reads operands (see {@link #operand}), writes register {@code out}. */
    private record Step(Operator op, int[] args, int out) {}

    // an operand is an input column (>= 0), a register (-1 - r) or a constant (constants[-1 - k - registers])
    private final Step[] steps; // an array: a list's iterator per pass showed as 2-5% of a content search's samples
    private final double[] constants;
    private final int registers;
    private final int root;

    private ColumnFunction(Step[] steps, double[] constants, int registers, int root) {
        this.steps = steps;
        this.constants = constants;
        this.registers = registers;
        this.root = root;
    }

    /** Compiles an expression whose {@link Expr.Var} i reads column i. */
    public static ColumnFunction compile(Expr e) {
        Builder b = new Builder();
        Object top = b.emit(e);
        int registers = b.maxRegisters;
        double[] constants = new double[b.constants.size()];
        for (int i = 0; i < constants.length; i++) constants[i] = b.constants.get(i);
        int root;
        if (top instanceof Double c) {
            root = -1 - registers - constants.length;
            constants = Arrays.copyOf(constants, constants.length + 1);
            constants[constants.length - 1] = c;
        } else root = (Integer) top;
        List<Step> steps = new ArrayList<>();
        for (Step s : b.steps) {
            int[] args = new int[s.args.length];
            for (int i = 0; i < args.length; i++)
                args[i] = s.args[i] <= BUILDING_CONSTANT ? -1 - registers - (BUILDING_CONSTANT - s.args[i]) : s.args[i];
            steps.add(new Step(s.op, args, s.out));
        }
        return new ColumnFunction(steps.toArray(new Step[0]), constants, registers, root);
    }

    // while building, constant k is coded BUILDING_CONSTANT − k (the registers are not counted yet)
    private static final int BUILDING_CONSTANT = -1 << 30;

    /** Buffers for rows of at most {@code rows}: one per thread. */
    public Workspace workspace(int rows) {
        return new Workspace(rows);
    }

    /**
     * Rows per pass: the registers of one pass stay in the processor's cache (a 166,820-page crawl evaluated in one pass
     * streamed megabytes of registers per operator through memory, slower than walking the tree per page).
     */
    static final int BLOCK = 512;

    /**
     * Evaluation buffers of one thread, and each {@code pow} step's last operands and result per row.
     *
     * <p>Why the last operands: a crawl scores every page in every cycle, and a page's inputs that only its visits move
     * (counts, intervals, the versions' distances) are the same as in the cycle before for all pages but the few just
     * visited. {@code pow} costs about 15 ns a row against about 1 ns for {@code +} (over the paper run's archive trees,
     * 7.5% of the operators' rows were pow's and about 40% of their time); a row whose two operands have the bits of
     * its last ones (23.5% of them there) takes the last result. Exact: pow is a function of its
     * operands' bits, and each row's entry always holds a pow of the operands beside it (from the start: pow(0, 0)).
     */
    public final class Workspace {
        private final double[][] regs;
        private final double[][] consts;
        private final long[][] lastPow; // [step]: per row, the operands' bits and the result's; null unless a pow step
        private final int rows;

        private Workspace(int rows) {
            this.rows = rows;
            int block = Math.min(rows, BLOCK);
            regs = new double[registers][block];
            consts = new double[constants.length][block];
            for (int k = 0; k < constants.length; k++) Arrays.fill(consts[k], constants[k]);
            lastPow = new long[steps.length][];
            long start = Double.doubleToRawLongBits(ProtectedOps.pow(0, 0));
            for (int i = 0; i < steps.length; i++) {
                if (steps[i].op != MathOp.POW || steps[i].args.length != 2) continue;
                long[] m = new long[3 * rows]; // operands 0.0 and 0.0 (bits 0), result pow(0, 0)
                for (int r = 2; r < m.length; r += 3) m[r] = start;
                lastPow[i] = m;
            }
        }

        /** out[i] = the expression on row i, where input j of row i is columns[j][i], for i < rows. */
        public void eval(double[][] columns, double[] out) {
            for (int from = 0; from < rows; from += BLOCK) eval(columns, out, from, Math.min(BLOCK, rows - from));
        }

        /** {@link #eval(double[][], double[])} on the first {@code count} rows only (count at most the workspace's rows). */
        public void eval(double[][] columns, double[] out, int count) {
            if (count > rows) throw new IllegalArgumentException(count + " rows in a workspace of " + rows);
            for (int from = 0; from < count; from += BLOCK) eval(columns, out, from, Math.min(BLOCK, count - from));
        }

        /** Rows from..from + n: inputs are read at from + i, registers and constants at i. */
        private void eval(double[][] columns, double[] out, int from, int n) {
            for (int k = 0; k < steps.length; k++) {
                Step s = steps[k];
                double[] o = regs[s.out];
                int[] a = s.args;
                if (a.length == 1) unary(s.op, column(a[0], columns), offset(a[0], from), o, n);
                else if (lastPow[k] != null)
                    pow(
                            column(a[0], columns),
                            offset(a[0], from),
                            column(a[1], columns),
                            offset(a[1], from),
                            o,
                            n,
                            lastPow[k],
                            3 * from);
                else if (a.length == 2)
                    binary(
                            s.op,
                            column(a[0], columns),
                            offset(a[0], from),
                            column(a[1], columns),
                            offset(a[1], from),
                            o,
                            n);
                else {
                    double[] v = new double[a.length];
                    for (int i = 0; i < n; i++) {
                        for (int j = 0; j < a.length; j++) v[j] = column(a[j], columns)[offset(a[j], from) + i];
                        o[i] = s.op.apply(v);
                    }
                }
            }
            System.arraycopy(column(root, columns), offset(root, from), out, from, n);
        }

        private double[] column(int operand, double[][] columns) {
            if (operand >= 0) return columns[operand];
            int r = -1 - operand;
            return r < registers ? regs[r] : consts[r - registers];
        }

        private static int offset(int operand, int from) {
            return operand >= 0 ? from : 0;
        }
    }

    // One loop per built-in operator, so that the protected function inlines into it (pow: see Workspace); other
    // operators go through their interface. Operand x is read at x[xo + i], the result written at o[i].
    private static void unary(Operator op, double[] a, int ao, double[] o, int n) {
        if (op == MathOp.LOG) for (int i = 0; i < n; i++) o[i] = ProtectedOps.log(a[ao + i]);
        else if (op == MathOp.EXP) for (int i = 0; i < n; i++) o[i] = ProtectedOps.exp(a[ao + i]);
        else for (int i = 0; i < n; i++) o[i] = op.apply1(a[ao + i]);
    }

    private static void binary(Operator op, double[] a, int ao, double[] b, int bo, double[] o, int n) {
        if (op == MathOp.ADD) for (int i = 0; i < n; i++) o[i] = ProtectedOps.add(a[ao + i], b[bo + i]);
        else if (op == MathOp.SUB) for (int i = 0; i < n; i++) o[i] = ProtectedOps.sub(a[ao + i], b[bo + i]);
        else if (op == MathOp.MUL) for (int i = 0; i < n; i++) o[i] = ProtectedOps.mul(a[ao + i], b[bo + i]);
        else if (op == MathOp.DIV) for (int i = 0; i < n; i++) o[i] = ProtectedOps.div(a[ao + i], b[bo + i]);
        else for (int i = 0; i < n; i++) o[i] = op.apply2(a[ao + i], b[bo + i]);
    }

    /**
     * {@link ProtectedOps#pow} row by row, taking a row's last result when both operands have the bits of its last
     * ones; {@code last} holds per row (from {@code lo} on, three longs a row) the operands' and the result's bits.
     */
    private static void pow(double[] a, int ao, double[] b, int bo, double[] o, int n, long[] last, int lo) {
        for (int i = 0, j = lo; i < n; i++, j += 3) {
            double x = a[ao + i], y = b[bo + i];
            long xb = Double.doubleToRawLongBits(x), yb = Double.doubleToRawLongBits(y);
            if (last[j] == xb && last[j + 1] == yb) o[i] = Double.longBitsToDouble(last[j + 2]);
            else {
                double v = ProtectedOps.pow(x, y);
                last[j] = xb;
                last[j + 1] = yb;
                last[j + 2] = Double.doubleToRawLongBits(v);
                o[i] = v;
            }
        }
    }

    /** Operator applications per pass (a subtree that occurs several times is computed once). */
    int operations() {
        return steps.length;
    }

    /**
     * Post-order emission with register reuse: a subtree's register is free once the last of its parents has read it.
     * A subtree that occurs more than once (crossover copies subtrees, so GP trees repeat them) is computed at its first
     * occurrence and read from its register at the others: the same functions on the same operands, so the same bits.
     */
    private static final class Builder {
        final List<Step> steps = new ArrayList<>();
        final List<Double> constants = new ArrayList<>();
        final ArrayDeque<Integer> free = new ArrayDeque<>();
        final Map<Expr, Integer> reads = new HashMap<>(); // per distinct call: parents' reads left
        final Map<Expr, Object> emitted = new HashMap<>(); // per distinct call: its value or operand
        int used, maxRegisters;

        /** Counts the reads of each distinct call subtree; a repeat's own operands are read only once, at its first. */
        private void count(Expr e) {
            if (e instanceof Expr.Call call && reads.merge(e, 1, Integer::sum) == 1)
                for (Expr a : call.args()) count(a);
        }

        Object emit(Expr e) {
            count(e);
            return emitOnce(e);
        }

        /** Emits e once; returns its value (Double: a folded constant) or its operand (Integer: input ≥ 0, register −1 − r). */
        private Object emitOnce(Expr e) {
            if (e instanceof Expr.Const k) return k.value();
            if (e instanceof Expr.Var v) return v.index();
            Object known = emitted.get(e);
            if (known != null) return known;
            Expr.Call call = (Expr.Call) e;
            Object[] parts = new Object[call.args().size()];
            boolean constant = true;
            for (int i = 0; i < parts.length; i++) {
                parts[i] = emitOnce(call.args().get(i));
                constant &= parts[i] instanceof Double;
            }
            Object result;
            if (constant) result = call.eval(); // no inputs: the same functions on the same constants, once
            else {
                int[] args = new int[parts.length];
                for (int i = 0; i < parts.length; i++) {
                    if (parts[i] instanceof Double c) {
                        constants.add(c);
                        args[i] = BUILDING_CONSTANT - (constants.size() - 1);
                    } else args[i] = (Integer) parts[i];
                }
                for (int i = 0; i < parts.length; i++) release(call.args().get(i), args[i]);
                int r = free.isEmpty() ? used++ : free.pop();
                maxRegisters = Math.max(maxRegisters, used);
                steps.add(new Step(call.op(), args, r));
                result = -1 - r;
            }
            emitted.put(e, result);
            return result;
        }

        /** One parent has read operand {@code a} of subtree {@code e}: its register is free after the last such read. */
        private void release(Expr e, int a) {
            if (a < 0 && a > BUILDING_CONSTANT && reads.merge(e, -1, Integer::sum) == 0) free.push(-1 - a);
        }
    }
}
