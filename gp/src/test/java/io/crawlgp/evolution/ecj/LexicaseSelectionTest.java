package io.crawlgp.evolution.ecj;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ec.EvolutionState;
import ec.Individual;
import ec.Population;
import ec.Subpopulation;
import ec.util.MersenneTwisterFast;
import ec.util.Output;
import ec.util.Parameter;
import ec.util.ParameterDatabase;
import ec.vector.DoubleVectorIndividual;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.CaseScores;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.Lexicase;
import io.crawlgp.expr.Expr;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** ECJ's side of lexicase selection: it picks by the case table, and a GP run really uses it. */
class LexicaseSelectionTest {
    /** Three specialists and a generalist with the best mean (LexicaseTest's table). */
    private static EvolutionState stateOver(double[][] table, double share) {
        EvolutionState state = new EvolutionState();
        state.parameters = new ParameterDatabase();
        state.parameters.set(new Parameter("seed.0"), "5");
        state.parameters.set(new Parameter("select.lexicase.share"), Double.toString(share));
        state.output = new Output(true);
        state.random = new MersenneTwisterFast[] {new MersenneTwisterFast(9)};
        state.population = new Population();
        state.population.subpops = new Subpopulation[] {new Subpopulation()};
        Individual[] inds = new Individual[table.length];
        for (int i = 0; i < table.length; i++) {
            inds[i] = new DoubleVectorIndividual();
            CaseFitness f = new CaseFitness();
            f.cases = table[i];
            inds[i].fitness = f;
        }
        state.population.subpops[0].individuals = inds;
        return state;
    }

    @Test
    void theSelectionPicksOnlySpecialistsEachAboutAThirdOfTheTime() {
        double[][] table = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0.5, 0.5, 0.5}};
        EvolutionState state = stateOver(table, 1.0);
        LexicaseSelection s = new LexicaseSelection();
        s.setup(state, new Parameter("select.lexicase"));
        s.prepareToProduce(state, 0, 0);
        int[] picked = new int[4];
        for (int i = 0; i < 3000; i++) picked[s.produce(0, state, 0)]++;
        assertEquals(0, picked[3], "the generalist is never within epsilon of a specialist on its case");
        for (int i = 0; i < 3; i++) assertEquals(1000, picked[i], 100, "specialist " + i);
    }

    /** Each tree's cases: its value at three points, squashed; the fitness is their mean. */
    private record PointCases() implements ToDoubleFunction<Expr>, CaseScores {
        static final double[][] POINTS = {{3, 1, 2}, {1, 5, 1}, {8, 2, 9}, {2, 2, 30}};

        @Override
        public double[] cases(Expr e) {
            double[] v = new double[POINTS.length];
            for (int i = 0; i < v.length; i++) {
                double x = e.eval(POINTS[i]);
                v[i] = Double.isFinite(x) ? Math.atan(x) : -2;
            }
            return v;
        }

        @Override
        public double applyAsDouble(Expr e) {
            double s = 0;
            for (double x : cases(e)) s += x;
            return s / POINTS.length;
        }
    }

    private static GpSettings small(String selection) {
        return RecordOverrides.apply(
                GpSettings.paper(),
                Map.of("population", "40", "generations", "4", "archiveSize", "5", "parentSelection", selection));
    }

    @Test
    void aGpRunBreedsByLexicaseReproduciblyAndNotByTournament() {
        GpSettings lex = small("lexicase");
        Evolution a = EcjEvolution.run(lex.breeding(), 5, lex.inputs(), new PointCases(), g -> {});
        Evolution b = EcjEvolution.run(lex.breeding(), 5, lex.inputs(), new PointCases(), g -> {});
        assertEquals(
                a.archive().stream().map(ArchiveEntry::evolved).toList(),
                b.archive().stream().map(ArchiveEntry::evolved).toList(),
                "same seed, same run");
        assertEquals(LexicaseSelection.class.getName(), a.parameters().get("gp.koza.xover.source.0"));
        assertEquals(CaseFitness.class.getName(), a.parameters().get("pop.subpop.0.species.fitness"));
        assertEquals("1.0", a.parameters().get("select.lexicase.share"));
        GpSettings tour = small("tournament");
        Evolution t = EcjEvolution.run(tour.breeding(), 5, tour.inputs(), new PointCases(), g -> {});
        assertNotEquals(
                a.generations().stream().map(g -> g.mean()).toList(),
                t.generations().stream().map(g -> g.mean()).toList(),
                "from the same initial population, the two selections breed different generations");
        assertEquals(a.generations().get(0).mean(), t.generations().get(0).mean(), "same initial population");
        GpSettings down = small("lexicase-down");
        Evolution d = EcjEvolution.run(down.breeding(), 5, down.inputs(), new PointCases(), g -> {});
        assertEquals("0.25", d.parameters().get("select.lexicase.share"));
    }

    @Test
    void aFitnessWithoutCasesIsRefused() {
        GpSettings lex = small("lexicase");
        UserError e = assertThrows(
                UserError.class, () -> EcjEvolution.run(lex.breeding(), 5, lex.inputs(), x -> 0.0, g -> {}));
        assertEquals(
                "parentSelection = lexicase needs a fitness scored case by case; this problem's has no cases (not "
                        + "implemented)",
                e.getMessage());
    }

    @Test
    void downSamplingDrawsTheStatedShareOncePerGeneration() {
        double[][] table = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};
        EvolutionState state = stateOver(table, 0.25);
        LexicaseSelection s = new LexicaseSelection();
        s.setup(state, new Parameter("select.lexicase"));
        s.prepareToProduce(state, 0, 0);
        // one case a generation: every pick is that case's specialist
        int first = s.produce(0, state, 0);
        for (int i = 0; i < 50; i++) assertEquals(first, s.produce(0, state, 0));
        int[] drawn = Lexicase.sample(4, 0.25, 5, 0);
        assertArrayEquals(new int[] {first}, drawn, "the specialist of the drawn case");
        assertTrue(first >= 0 && first < 4);
    }
}
