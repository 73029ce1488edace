package io.crawlgp.evolution.ecj;

import ec.EvolutionState;
import ec.Problem;
import ec.gp.ADFStack;
import ec.gp.GPData;
import ec.gp.GPIndividual;
import ec.gp.GPNode;

/**
 * The root of a constants block: a node of its own type whose children are the block's {@link BlockConstNode}s, so
 * that crossover exchanges either a whole block (at the root) or one constant, and never mixes a constant into an
 * expression tree. It is never evaluated as a number: the fitness reads its children's values.
 */
public final class BlockNode extends GPNode {
    @Override
    public String toString() {
        return "block";
    }

    @Override
    public int expectedChildren() {
        return CHILDREN_UNKNOWN;
    }

    @Override
    public void eval(
            EvolutionState state, int thread, GPData input, ADFStack stack, GPIndividual ind, Problem problem) {
        state.output.fatal("a constants block is read, not evaluated");
    }
}
