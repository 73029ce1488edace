package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Problem;
import ec.gp.ADFStack;
import ec.gp.GPData;
import ec.gp.GPIndividual;
import ec.gp.GPNode;
import ec.util.Parameter;
import io.crawlgp.expr.Expr;

/**
 * A named input terminal ({@code <base>.index}, {@code <base>.name}): position {@code index} of the problem's input
 * vector. The one terminal kind of every problem: GP4C's n, X, t and content features, thread-window statistics,
 * new-page predictions.
 */
public final class InputNode extends ScoreNode {
    public static final String P_INDEX = "index";
    public static final String P_NAME = "name";
    private int index;
    private String name;

    @Override
    public void setup(EvolutionState state, Parameter base) {
        super.setup(state, base);
        if (!state.parameters.exists(base.push(P_INDEX), null))
            state.output.fatal("input node needs an index", base.push(P_INDEX));
        index = state.parameters.getInt(base.push(P_INDEX), null, 0);
        if (index < 0) state.output.fatal("input index must be >= 0", base.push(P_INDEX));
        name = state.parameters.getString(base.push(P_NAME), null);
        if (name == null || name.isBlank()) state.output.fatal("input node needs a name", base.push(P_NAME));
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public int expectedChildren() {
        return 0;
    }

    @Override
    Expr toExpr(Expr[] c) {
        return Expr.var(index, name);
    }

    @Override
    public boolean nodeEquals(GPNode node) {
        return node instanceof InputNode in && in.index == index;
    }

    @Override
    public int nodeHashCode() {
        return Integer.hashCode(index) * 31 ^ getClass().hashCode();
    }

    @Override
    public void eval(
            EvolutionState state, int thread, GPData input, ADFStack stack, GPIndividual ind, Problem problem) {
        ((DoubleData) input).x = ((ExprProblem) problem).inputs[index];
    }
}
