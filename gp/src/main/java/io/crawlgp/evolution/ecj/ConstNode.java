package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Problem;
import ec.gp.ADFStack;
import ec.gp.GPData;
import ec.gp.GPIndividual;
import ec.gp.GPNode;
import ec.util.Parameter;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;

/**
 * A constant terminal whose value is read as a double from the parameter {@code <base>.value}. The GP4C authors'
 * code stored its constants as integers, so 0.001..0.5 evaluated as 0; here each constant keeps its real value, and
 * nodes with different values are different nodes (for ECJ's duplicate checks and tree equality).
 */
public final class ConstNode extends ScoreNode {
    public static final String P_VALUE = "value";
    private double value;
    private String label;

    @Override
    public void setup(EvolutionState state, Parameter base) {
        super.setup(state, base);
        Parameter p = base.push(P_VALUE);
        if (!state.parameters.exists(p, null)) state.output.fatal("constant node needs a value", p);
        value = state.parameters.getDouble(p, null);
        if (!Double.isFinite(value)) state.output.fatal("constant must be a finite number", p);
        label = ExprFormat.lisp(Expr.c(value));
    }

    public double value() {
        return value;
    }

    @Override
    public String toString() {
        return label;
    }

    @Override
    public int expectedChildren() {
        return 0;
    }

    @Override
    Expr toExpr(Expr[] c) {
        return Expr.c(value);
    }

    @Override
    public boolean nodeEquals(GPNode node) {
        return node instanceof ConstNode c && c.value == value;
    }

    @Override
    public int nodeHashCode() {
        return Double.hashCode(value) ^ getClass().hashCode();
    }

    @Override
    public void eval(
            EvolutionState state, int thread, GPData input, ADFStack stack, GPIndividual ind, Problem problem) {
        ((DoubleData) input).x = value;
    }
}
