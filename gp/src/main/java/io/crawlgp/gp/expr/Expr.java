package io.crawlgp.gp.expr;

import io.crawlgp.policy.ScoreFunction;
import java.util.Objects;

/**
 * An immutable score expression over n, X, t: the form in which evolved individuals leave ECJ and user formulas
 * enter the workbench. Evaluation uses {@link ProtectedOps}.
 */
public sealed interface Expr permits Expr.Const, Expr.Var, Expr.Input, Expr.Unary, Expr.Binary {

    enum Variable {
        N("n"), X("X"), T("t");
        public final String symbol;
        Variable(String s) { symbol = s; }
    }

    enum UnaryOp {
        LOG("log"), EXP("exp");
        public final String symbol;
        UnaryOp(String s) { symbol = s; }
        double apply(double a) { return this == LOG ? ProtectedOps.log(a) : ProtectedOps.exp(a); }
    }

    enum BinaryOp {
        ADD("+"), SUB("-"), MUL("*"), DIV("/"), POW("pow");
        public final String symbol;
        BinaryOp(String s) { symbol = s; }
        double apply(double a, double b) {
            return switch (this) {
                case ADD -> ProtectedOps.add(a, b);
                case SUB -> ProtectedOps.sub(a, b);
                case MUL -> ProtectedOps.mul(a, b);
                case DIV -> ProtectedOps.div(a, b);
                case POW -> ProtectedOps.pow(a, b);
            };
        }
    }

    double eval(double n, double x, double t);

    /**
     * Evaluates over a vector of inputs: {@link Input} i reads {@code v[i]}; the GP4C variables n, X, t read
     * {@code v[0..2]}. Used by the problems whose terminals are named inputs (thread revisits, new pages).
     */
    double eval(double[] v);

    /** Number of nodes. */
    int size();

    /** Depth, a single node having depth 1 (ECJ's convention). */
    int depth();

    record Const(double value) implements Expr {
        public Const {
            if (!Double.isFinite(value)) throw new IllegalArgumentException("constant must be finite, got " + value);
        }
        public double eval(double n, double x, double t) { return value; }
        public double eval(double[] v) { return value; }
        public int size() { return 1; }
        public int depth() { return 1; }
    }

    record Var(Variable variable) implements Expr {
        public Var { Objects.requireNonNull(variable); }
        public double eval(double n, double x, double t) {
            return switch (variable) { case N -> n; case X -> x; case T -> t; };
        }
        public double eval(double[] v) { return v[variable.ordinal()]; }
        public int size() { return 1; }
        public int depth() { return 1; }
    }

    /** A named input terminal: position {@code index} of the input vector (see {@link #eval(double[])}). */
    record Input(int index, String name) implements Expr {
        public Input {
            if (index < 0) throw new IllegalArgumentException("input index must be >= 0, got " + index);
            if (name == null || name.isBlank()) throw new IllegalArgumentException("input name must not be blank");
        }
        public double eval(double n, double x, double t) {
            throw new UnsupportedOperationException("input '" + name + "' needs the vector form eval(double[])");
        }
        public double eval(double[] v) { return v[index]; }
        public int size() { return 1; }
        public int depth() { return 1; }
    }

    record Unary(UnaryOp op, Expr arg) implements Expr {
        public double eval(double n, double x, double t) { return op.apply(arg.eval(n, x, t)); }
        public double eval(double[] v) { return op.apply(arg.eval(v)); }
        public int size() { return 1 + arg.size(); }
        public int depth() { return 1 + arg.depth(); }
    }

    record Binary(BinaryOp op, Expr left, Expr right) implements Expr {
        public double eval(double n, double x, double t) { return op.apply(left.eval(n, x, t), right.eval(n, x, t)); }
        public double eval(double[] v) { return op.apply(left.eval(v), right.eval(v)); }
        public int size() { return 1 + left.size() + right.size(); }
        public int depth() { return 1 + Math.max(left.depth(), right.depth()); }
    }

    static Expr c(double v) { return new Const(v); }
    static Expr n() { return new Var(Variable.N); }
    static Expr x() { return new Var(Variable.X); }
    static Expr t() { return new Var(Variable.T); }
    static Expr bin(BinaryOp op, Expr a, Expr b) { return new Binary(op, a, b); }
    static Expr un(UnaryOp op, Expr a) { return new Unary(op, a); }

    static Expr in(int index, String name) { return new Input(index, name); }

    /** A compiled function of an input vector: immutable and thread-safe. */
    @FunctionalInterface
    interface VectorFunction {
        double apply(double[] v);
    }

    /** Compiles to a function of the input vector (a tree of closures), equal to {@link #eval(double[])}. */
    static VectorFunction compileVector(Expr e) {
        if (e instanceof Const k) { double c = k.value(); return v -> c; }
        if (e instanceof Var var) { int i = var.variable().ordinal(); return v -> v[i]; }
        if (e instanceof Input in) { int i = in.index(); return v -> v[i]; }
        if (e instanceof Unary u) {
            VectorFunction a = compileVector(u.arg());
            return u.op() == UnaryOp.LOG ? v -> ProtectedOps.log(a.apply(v)) : v -> ProtectedOps.exp(a.apply(v));
        }
        Binary b = (Binary) e;
        VectorFunction l = compileVector(b.left()), r = compileVector(b.right());
        return switch (b.op()) {
            case ADD -> v -> ProtectedOps.add(l.apply(v), r.apply(v));
            case SUB -> v -> ProtectedOps.sub(l.apply(v), r.apply(v));
            case MUL -> v -> ProtectedOps.mul(l.apply(v), r.apply(v));
            case DIV -> v -> ProtectedOps.div(l.apply(v), r.apply(v));
            case POW -> v -> ProtectedOps.pow(l.apply(v), r.apply(v));
        };
    }

    /** Compiles to a score function: a tree of closures, immutable and thread-safe. */
    static ScoreFunction compile(Expr e) {
        if (e instanceof Const k) { double v = k.value(); return (n, x, t) -> v; }
        if (e instanceof Input in) throw new IllegalArgumentException("input '" + in.name() + "' is not one of n, X, t: use compileVector");
        if (e instanceof Var v) {
            return switch (v.variable()) { case N -> (n, x, t) -> n; case X -> (n, x, t) -> x; case T -> (n, x, t) -> t; };
        }
        if (e instanceof Unary u) {
            ScoreFunction a = compile(u.arg());
            return u.op() == UnaryOp.LOG ? (n, x, t) -> ProtectedOps.log(a.score(n, x, t)) : (n, x, t) -> ProtectedOps.exp(a.score(n, x, t));
        }
        Binary b = (Binary) e;
        ScoreFunction l = compile(b.left()), r = compile(b.right());
        return switch (b.op()) {
            case ADD -> (n, x, t) -> ProtectedOps.add(l.score(n, x, t), r.score(n, x, t));
            case SUB -> (n, x, t) -> ProtectedOps.sub(l.score(n, x, t), r.score(n, x, t));
            case MUL -> (n, x, t) -> ProtectedOps.mul(l.score(n, x, t), r.score(n, x, t));
            case DIV -> (n, x, t) -> ProtectedOps.div(l.score(n, x, t), r.score(n, x, t));
            case POW -> (n, x, t) -> ProtectedOps.pow(l.score(n, x, t), r.score(n, x, t));
        };
    }
}
