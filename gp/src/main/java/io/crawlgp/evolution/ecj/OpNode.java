package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Problem;
import ec.gp.ADFStack;
import ec.gp.GPData;
import ec.gp.GPIndividual;
import ec.gp.GPNode;
import ec.util.Parameter;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.Operator;
import io.crawlgp.expr.Operators;

/**
 * Any operator of the table ({@code <base>.op} = its symbol) as an ECJ node. Arithmetic is the operator's own
 * protected function, the same code the compiled expressions run, so ECJ's tree evaluation and the compiled score
 * function agree bit for bit (tested).
 */
public final class OpNode extends ScoreNode {
    public static final String P_OP = "op";
    private Operator op;

    @Override
    public void setup(EvolutionState state, Parameter base) {
        Parameter p = base.push(P_OP);
        String symbol = state.parameters.getString(p, null);
        if (symbol == null) state.output.fatal("operator node needs an operator symbol", p);
        try {
            op = Operators.bySymbol(symbol);
        } catch (IllegalArgumentException e) {
            state.output.fatal(e.getMessage(), p);
        }
        super.setup(state, base); // checks expectedChildren() against the node constraints
    }

    @Override
    public String toString() {
        return op.lispName();
    }

    @Override
    public int expectedChildren() {
        return op.arity();
    }

    @Override
    Expr toExpr(Expr[] c) {
        return Expr.call(op, c);
    }

    @Override
    public boolean nodeEquals(GPNode node) {
        return node instanceof OpNode o && o.op == op;
    }

    @Override
    public int nodeHashCode() {
        return op.symbol().hashCode() * 31 ^ getClass().hashCode();
    }

    @Override
    public void eval(
            EvolutionState state, int thread, GPData input, ADFStack stack, GPIndividual ind, Problem problem) {
        DoubleData d = (DoubleData) input;
        int n = children.length;
        if (n == 1) {
            children[0].eval(state, thread, input, stack, ind, problem);
            d.x = op.apply1(d.x);
        } else if (n == 2) {
            children[0].eval(state, thread, input, stack, ind, problem);
            double a = d.x;
            children[1].eval(state, thread, input, stack, ind, problem);
            d.x = op.apply2(a, d.x);
        } else {
            double[] args = new double[n];
            for (int i = 0; i < n; i++) {
                children[i].eval(state, thread, input, stack, ind, problem);
                args[i] = d.x;
            }
            d.x = op.apply(args);
        }
    }
}
