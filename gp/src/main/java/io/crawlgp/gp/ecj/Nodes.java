package io.crawlgp.gp.ecj;

import ec.EvolutionState;
import ec.Problem;
import ec.gp.ADFStack;
import ec.gp.GPData;
import ec.gp.GPIndividual;
import io.crawlgp.gp.expr.Expr;
import io.crawlgp.gp.expr.Expr.BinaryOp;
import io.crawlgp.gp.expr.Expr.UnaryOp;
import io.crawlgp.gp.expr.ProtectedOps;
import java.util.Map;

/**
 * The GP4C function set and variable terminals (Santos et al. §4) as ECJ nodes. Arithmetic delegates to
 * {@link ProtectedOps}, the same code the compiled expressions run, so ECJ's tree evaluation and the compiled score
 * function agree bit for bit (tested).
 */
public final class Nodes {
    private Nodes() {}

    /** Function names usable in settings, mapped to node classes. */
    public static final Map<String, Class<? extends ScoreNode>> FUNCTIONS = Map.of(
            "+", Add.class, "-", Sub.class, "*", Mul.class, "/", Div.class, "log", Log.class, "pow", Pow.class, "exp", Exp.class);

    abstract static class Binary extends ScoreNode {
        abstract BinaryOp op();
        @Override public String toString() { return op() == BinaryOp.DIV ? "%" : op().symbol; }
        @Override public int expectedChildren() { return 2; }
        @Override Expr toExpr(Expr[] c) { return Expr.bin(op(), c[0], c[1]); }
        @Override
        public void eval(EvolutionState state, int thread, GPData input, ADFStack stack, GPIndividual ind, Problem problem) {
            DoubleData d = (DoubleData) input;
            children[0].eval(state, thread, input, stack, ind, problem);
            double a = d.x;
            children[1].eval(state, thread, input, stack, ind, problem);
            double b = d.x;
            d.x = switch (op()) {
                case ADD -> ProtectedOps.add(a, b);
                case SUB -> ProtectedOps.sub(a, b);
                case MUL -> ProtectedOps.mul(a, b);
                case DIV -> ProtectedOps.div(a, b);
                case POW -> ProtectedOps.pow(a, b);
            };
        }
    }

    abstract static class Unary extends ScoreNode {
        abstract UnaryOp op();
        @Override public String toString() { return op().symbol; }
        @Override public int expectedChildren() { return 1; }
        @Override Expr toExpr(Expr[] c) { return Expr.un(op(), c[0]); }
        @Override
        public void eval(EvolutionState state, int thread, GPData input, ADFStack stack, GPIndividual ind, Problem problem) {
            DoubleData d = (DoubleData) input;
            children[0].eval(state, thread, input, stack, ind, problem);
            d.x = op() == UnaryOp.LOG ? ProtectedOps.log(d.x) : ProtectedOps.exp(d.x);
        }
    }

    abstract static class Variable extends ScoreNode {
        abstract Expr.Variable variable();
        @Override public String toString() { return variable().symbol; }
        @Override public int expectedChildren() { return 0; }
        @Override Expr toExpr(Expr[] c) { return new Expr.Var(variable()); }
        @Override
        public void eval(EvolutionState state, int thread, GPData input, ADFStack stack, GPIndividual ind, Problem problem) {
            Gp4cProblem p = (Gp4cProblem) problem;
            ((DoubleData) input).x = switch (variable()) { case N -> p.n; case X -> p.x; case T -> p.t; };
        }
    }

    public static final class Add extends Binary { BinaryOp op() { return BinaryOp.ADD; } }
    public static final class Sub extends Binary { BinaryOp op() { return BinaryOp.SUB; } }
    public static final class Mul extends Binary { BinaryOp op() { return BinaryOp.MUL; } }
    public static final class Div extends Binary { BinaryOp op() { return BinaryOp.DIV; } }
    public static final class Pow extends Binary { BinaryOp op() { return BinaryOp.POW; } }
    public static final class Log extends Unary { UnaryOp op() { return UnaryOp.LOG; } }
    public static final class Exp extends Unary { UnaryOp op() { return UnaryOp.EXP; } }
    public static final class N extends Variable { Expr.Variable variable() { return Expr.Variable.N; } }
    public static final class X extends Variable { Expr.Variable variable() { return Expr.Variable.X; } }
    public static final class T extends Variable { Expr.Variable variable() { return Expr.Variable.T; } }
}
