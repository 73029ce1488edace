package io.crawlgp.evolution.ecj;

import static org.junit.jupiter.api.Assertions.*;

import ec.EvolutionState;
import ec.Individual;
import ec.gp.GPFunctionSet;
import ec.gp.GPIndividual;
import ec.gp.GPInitializer;
import ec.gp.GPNode;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.policy.ScoreFunctions;
import io.crawlgp.simulation.ScoreFunction;
import io.crawlgp.util.RecordOverrides;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** ECJ stays in its box: same numbers as the compiled expressions, real constants, errors as exceptions. */
class EcjBridgeTest {
    static GpSettings small() {
        return RecordOverrides.apply(
                GpSettings.paper(),
                Map.of("population", "200", "generations", "2", "initMaxDepth", "8", "maxDepth", "10"));
    }

    @Test
    void compiledScoreEqualsEcjTreeEvaluation() {
        EvolutionState state = EcjEvolution.prepare(
                EcjParameters.database(EcjParameters.fromSettings(small().breeding(), 11, small().inputs())),
                new StringWriter());
        ExprProblem problem = (ExprProblem) state.evaluator.p_problem;
        DoubleData data = new DoubleData();
        SplittableRandom r = new SplittableRandom(5);
        for (Individual ind : state.population.subpops[0].individuals) {
            GPIndividual g = (GPIndividual) ind;
            Expr e = ScoreNode.toExpr(g.trees[0].child);
            ScoreFunction f = ScoreFunctions.compile(e);
            assertEquals(g.size(), e.size());
            assertEquals(g.trees[0].child.depth(), e.depth());
            assertEquals(g.trees[0].child.makeLispTree(), ExprFormat.lisp(e), "ECJ's own printing agrees");
            for (int j = 0; j < 8; j++) {
                double n = r.nextInt(60), x = r.nextInt((int) n + 1), t = r.nextInt(1, 60);
                problem.inputs = new double[] {n, x, t};
                g.trees[0].child.eval(state, 0, data, problem.stack, g, problem);
                assertEquals(
                        Double.doubleToLongBits(data.x),
                        Double.doubleToLongBits(f.score(n, x, t)),
                        ExprFormat.infix(e));
                assertEquals(
                        Double.doubleToLongBits(data.x),
                        Double.doubleToLongBits(Expr.compile(e).apply(new double[] {n, x, t})));
            }
        }
        assertEquals(200, state.population.subpops[0].individuals.length, "the whole initial population was compared");
    }

    @Test
    void constantsKeepTheirRealValues() {
        EvolutionState state = EcjEvolution.prepare(
                EcjParameters.database(EcjParameters.fromSettings(small().breeding(), 1, small().inputs())),
                new StringWriter());
        GPFunctionSet fs = (GPFunctionSet) ((GPInitializer) state.initializer).functionSetRepository.get("f0");
        Map<String, Double> values = new HashMap<>();
        for (GPNode node : fs.terminals[0]) if (node instanceof ConstNode c) values.put(c.toString(), c.value());
        assertEquals(
                Map.of(
                        "0.001", 0.001, "0.01", 0.01, "0.1", 0.1, "0.5", 0.5, "1", 1.0, "10", 10.0, "100", 100.0,
                        "1000", 1000.0),
                values);
        // evaluated through ECJ, 0.001 is 0.001 (the authors' integer constants made it 0)
        ExprProblem problem = (ExprProblem) state.evaluator.p_problem;
        DoubleData d = new DoubleData();
        for (GPNode node : fs.terminals[0]) {
            if (node instanceof ConstNode c && c.toString().equals("0.001")) {
                node.eval(state, 0, d, problem.stack, null, problem);
                assertEquals(0.001, d.x);
            }
        }
        assertFalse(fs.terminals[0][0].nodeEquals(fs.terminals[0][fs.terminals[0].length - 1]));
    }

    @Test
    void ecjErrorsBecomeExceptionsNotExits() {
        Map<String, String> keys =
                new LinkedHashMap<>(EcjParameters.fromSettings(small().breeding(), 1, small().inputs()));
        keys.put("pop.subpop.0.species.pipe.source.1", "no.such.Pipeline");
        EcjException e = assertThrows(EcjException.class, () -> EcjEvolution.run(keys, 5, x -> 0.5, g -> {}));
        assertTrue(e.getMessage().contains("no.such.Pipeline"), e.getMessage());
    }

    @Test
    void keysEcjNeverReadAreAnError() {
        Map<String, String> keys =
                new LinkedHashMap<>(EcjParameters.fromSettings(small().breeding(), 1, small().inputs()));
        keys.put("gp.koza.xover.maxdepht", "9");
        EcjException e = assertThrows(EcjException.class, () -> EcjEvolution.run(keys, 5, x -> 0.5, g -> {}));
        assertTrue(e.getMessage().contains("gp.koza.xover.maxdepht"), e.getMessage());
    }

    @Test
    void runsAreIsolatedAndReproducible() {
        GpSettings s = RecordOverrides.apply(GpSettings.paper(), Map.of("population", "30", "generations", "3"));
        ToDoubleFunction<Expr> fit = e -> e.eval(3, 2, 4) / (1 + Math.abs(e.eval(3, 2, 4)));
        Evolution a = EcjEvolution.run(s.breeding(), 42, s.inputs(), fit, g -> {});
        EcjEvolution.run(
                RecordOverrides.apply(s, Map.of("population", "50", "functions", "+,*"))
                        .breeding(),
                7,
                s.inputs(),
                fit,
                g -> {}); // another run in between
        Evolution b = EcjEvolution.run(s.breeding(), 42, s.inputs(), fit, g -> {});
        assertEquals(a.archive(), b.archive());
        assertEquals(a.generations(), b.generations());
        assertNotEquals(
                a.archive(),
                EcjEvolution.run(s.breeding(), 43, s.inputs(), fit, g -> {}).archive());
    }

    @Test
    void breedingRatesAreNormalised() {
        double[] p = GpSettings.paper().breeding().breedingProbabilities();
        assertArrayEquals(new double[] {0.9 / 1.15, 0.15 / 1.15, 0.05 / 1.15, 0.05 / 1.15}, p, 1e-12);
        double[] q = RecordOverrides.apply(GpSettings.paper(), Map.of("rateNormalisation", "crossover-first"))
                .breeding()
                .breedingProbabilities();
        assertArrayEquals(new double[] {0.9, 0.06, 0.02, 0.02}, q, 1e-12);
    }
}
