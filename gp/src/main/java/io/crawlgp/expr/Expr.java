package io.crawlgp.expr;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * An immutable score expression: the form in which evolved individuals leave ECJ and user formulas enter the
 * workbench. A terminal is a constant or a named input ({@link Var}: position {@code index} of the input vector);
 * every inner node is an {@link Operator} applied to its arguments. Evaluation uses the operators' protected functions.
 */
public sealed interface Expr permits Expr.Const, Expr.Var, Expr.Call {

    /** Evaluates over the input vector: {@link Var} i reads {@code v[i]}. */
    double eval(double... v);

    /** Number of nodes. */
    int size();

    /** Depth, a single node having depth 1 (ECJ's convention). */
    int depth();

    record Const(double value) implements Expr {
        public Const {
            if (!Double.isFinite(value)) throw new IllegalArgumentException("constant must be finite, got " + value);
        }

        public double eval(double... v) {
            return value;
        }

        public int size() {
            return 1;
        }

        public int depth() {
            return 1;
        }
    }

    /** A named input: position {@code index} of the input vector. */
    record Var(int index, String name) implements Expr {
        public Var {
            if (index < 0) throw new IllegalArgumentException("input index must be >= 0, got " + index);
            if (name == null || name.isBlank()) throw new IllegalArgumentException("input name must not be blank");
        }

        public double eval(double... v) {
            return v[index];
        }

        public int size() {
            return 1;
        }

        public int depth() {
            return 1;
        }
    }

    /** An operator applied to as many arguments as its arity. */
    record Call(Operator op, List<Expr> args) implements Expr {
        public Call {
            Objects.requireNonNull(op);
            args = List.copyOf(args);
            if (args.size() != op.arity())
                throw new IllegalArgumentException(
                        op.symbol() + " takes " + op.arity() + " argument(s), got " + args.size());
        }

        public double eval(double... v) {
            if (args.size() == 1) return op.apply1(args.get(0).eval(v));
            if (args.size() == 2)
                return op.apply2(args.get(0).eval(v), args.get(1).eval(v));
            double[] a = new double[args.size()];
            for (int i = 0; i < a.length; i++) a[i] = args.get(i).eval(v);
            return op.apply(a);
        }

        public int size() {
            int s = 1;
            for (Expr a : args) s += a.size();
            return s;
        }

        public int depth() {
            int d = 0;
            for (Expr a : args) d = Math.max(d, a.depth());
            return 1 + d;
        }
    }

    static Expr c(double v) {
        return new Const(v);
    }

    static Expr var(int index, String name) {
        return new Var(index, name);
    }

    static Expr call(Operator op, Expr... args) {
        return new Call(op, List.of(args));
    }

    /** A compiled function of an input vector: immutable and thread-safe. */
    @FunctionalInterface
    interface VectorFunction {
        double apply(double[] v);
    }

    /** Compiles to a function of the input vector (a tree of closures), bit-for-bit equal to {@link #eval}. */
    static VectorFunction compile(Expr e) {
        if (e instanceof Const k) {
            double c = k.value();
            return v -> c;
        }
        if (e instanceof Var var) {
            int i = var.index();
            return v -> v[i];
        }
        Call call = (Call) e;
        Operator op = call.op();
        int n = call.args().size();
        VectorFunction[] a = new VectorFunction[n];
        for (int i = 0; i < n; i++) a[i] = compile(call.args().get(i));
        if (n == 1) {
            VectorFunction x = a[0];
            return v -> op.apply1(x.apply(v));
        }
        if (n == 2) {
            VectorFunction x = a[0], y = a[1];
            return v -> op.apply2(x.apply(v), y.apply(v));
        }
        return v -> {
            double[] args = new double[n];
            for (int i = 0; i < n; i++) args[i] = a[i].apply(v);
            return op.apply(args);
        };
    }

    /** The names of the inputs the expression reads, in first-use order. */
    static List<String> inputs(Expr e) {
        LinkedHashSet<String> out = new LinkedHashSet<>();
        collect(e, out);
        return List.copyOf(out);
    }

    /** The positions in the input vector that the expression reads. */
    static Set<Integer> inputIndices(Expr e) {
        Set<Integer> out = new TreeSet<>();
        collectIndices(e, out);
        return out;
    }

    private static void collectIndices(Expr e, Set<Integer> out) {
        if (e instanceof Var v) out.add(v.index());
        else if (e instanceof Call c) for (Expr a : c.args()) collectIndices(a, out);
    }

    private static void collect(Expr e, Set<String> out) {
        if (e instanceof Var v) out.add(v.name());
        else if (e instanceof Call c) for (Expr a : c.args()) collect(a, out);
    }
}
