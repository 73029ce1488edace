package io.crawlgp.evolution.ecj;

import static org.junit.jupiter.api.Assertions.*;

import ec.EvolutionState;
import ec.Individual;
import ec.gp.GPIndividual;
import ec.gp.GPNode;
import ec.simple.SimpleFitness;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.gp.GpSettings;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.StringWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What travels between a master and a worker: ECJ writes a tree node as its index among the function set's
 * "equivalent" nodes. Every input, constant and operator must come back as itself, and a fitness as the same bits.
 */
class WireFormatTest {
    @Test
    void everyTreeAndFitnessCrossesTheWireUnchanged() throws Exception {
        List<String> inputs = List.of("n", "X", "t");
        EvolutionState state = EcjEvolution.prepare(
                EcjParameters.database(
                        EcjParameters.fromSettings(GpSettings.paper().breeding(), 7, inputs)),
                new StringWriter());
        Set<String> leaves = new HashSet<>();
        int i = 0;
        for (Individual ind : state.population.subpops[0].individuals) {
            double f = i++ % 3 == 0
                    ? -Double.MAX_VALUE
                    : Math.scalb(1.0 + i * 1e-9, -i % 40); // exact bit patterns, extremes included
            ((SimpleFitness) ind.fitness).setFitness(state, f, false);
            ind.evaluated = true;
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ind.writeIndividual(state, new DataOutputStream(bytes));
            Individual back = state.population.subpops[0].species.newIndividual(
                    state, new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
            String sent = ExprFormat.lisp(ScoreNode.toExpr(((GPIndividual) ind).trees[0].child));
            assertEquals(sent, ExprFormat.lisp(ScoreNode.toExpr(((GPIndividual) back).trees[0].child)));
            assertEquals(
                    Double.doubleToRawLongBits(f),
                    Double.doubleToRawLongBits(((SimpleFitness) back.fitness).fitness()));
            assertTrue(back.evaluated);
            collectLeaves(((GPIndividual) ind).trees[0].child, leaves);
        }
        // the population used every input and several constants, so a wrong index would have shown
        assertTrue(leaves.containsAll(inputs), "inputs seen: " + leaves);
        assertTrue(leaves.size() >= inputs.size() + 3, "leaves seen: " + leaves);
    }

    private static void collectLeaves(GPNode n, Set<String> out) {
        if (n.children.length == 0) out.add(n.toString());
        for (GPNode c : n.children) collectLeaves(c, out);
    }
}
