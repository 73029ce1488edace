package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Problem;
import ec.gp.ADFStack;
import ec.gp.ERC;
import ec.gp.GPData;
import ec.gp.GPIndividual;
import ec.gp.GPNode;
import ec.util.Parameter;

/**
 * One constant of an individual's constants block (an adaptive rule's initial interval and clamps): an
 * ephemeral random constant drawn log-uniformly from [{@code <base>.low}, {@code <base>.high}] when ECJ grows it
 * (a random individual, or subtree mutation at this leaf), and carried unchanged by crossover and reproduction.
 * Log-uniform because an interval's scale, not its digits, is what is unknown: an hour and a month are equally
 * plausible starting points.
 */
public final class BlockConstNode extends ERC {
    public static final String P_LOW = "low";
    public static final String P_HIGH = "high";
    private double low, high;
    double value;

    @Override
    public void setup(EvolutionState state, Parameter base) {
        super.setup(state, base);
        low = state.parameters.getDouble(base.push(P_LOW), null);
        high = state.parameters.getDouble(base.push(P_HIGH), null);
        if (!(low > 0 && low < high && Double.isFinite(high)))
            state.output.fatal("a block constant needs 0 < low < high", base.push(P_LOW));
        value = low;
    }

    public double value() {
        return value;
    }

    @Override
    public String name() {
        return "const";
    }

    @Override
    public void resetNode(EvolutionState state, int thread) {
        value = Math.exp(Math.log(low) + state.random[thread].nextDouble() * (Math.log(high) - Math.log(low)));
    }

    @Override
    public boolean nodeEquals(GPNode node) {
        return node instanceof BlockConstNode c && c.value == value;
    }

    @Override
    public int nodeHashCode() {
        return Double.hashCode(value) ^ getClass().hashCode();
    }

    @Override
    public String encode() {
        return Double.toString(value);
    }

    @Override
    public String toStringForHumans() {
        return Double.toString(value);
    }

    @Override
    public void eval(
            EvolutionState state, int thread, GPData input, ADFStack stack, GPIndividual ind, Problem problem) {
        ((DoubleData) input).x = value;
    }
}
