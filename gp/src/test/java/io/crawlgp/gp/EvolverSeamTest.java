package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.Task;
import io.crawlgp.evolution.ecj.EcjEvolution;
import io.crawlgp.evolution.ecj.Evolvers;
import io.crawlgp.expr.Expr;
import io.crawlgp.util.UserError;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** The engine seam: a task through {@link io.crawlgp.evolution.Evolver} is the ECJ run itself; what ECJ cannot do is refused. */
class EvolverSeamTest {
    private static final Breeding SMALL = Breeding.paper().resized(30, 3, 50, 10, 9);
    private static final List<String> INPUTS = List.of("n", "X", "t");
    private static final ToDoubleFunction<Expr> FIT = e -> -Math.abs(e.eval(3, 2, 4) - 7);

    @Test
    void aSingleTreeTaskIsTheEcjRun() {
        Evolution seam = Evolvers.ecj().evolve(Task.single(SMALL, INPUTS, FIT), 17, GenerationStats.Listener.NONE);
        Evolution direct = EcjEvolution.run(SMALL, 17, INPUTS, FIT, GenerationStats.Listener.NONE);
        assertEquals(direct.archive(), seam.archive());
        assertEquals(direct.generations(), seam.generations());
    }

    @Test
    void aFitnessOverTreesIsReadForTheOneTree() {
        Task viaTrees = new Task(
                SMALL,
                List.of(new Task.Expression("score", INPUTS, List.of(), List.of())),
                List.of("fitness"),
                trees -> new double[] {FIT.applyAsDouble(trees.get(0))},
                List.of());
        assertEquals(
                Evolvers.ecj()
                        .evolve(Task.single(SMALL, INPUTS, FIT), 5, GenerationStats.Listener.NONE)
                        .archive(),
                Evolvers.ecj()
                        .evolve(viaTrees, 5, GenerationStats.Listener.NONE)
                        .archive());
    }

    @Test
    void severalObjectivesAreRefusedNotDropped() {
        List<Task.Tree> one = List.of(new Task.Expression("score", INPUTS, List.of(), List.of()));
        Task twoObjectives = new Task(SMALL, one, List.of("quality", "cost"), trees -> new double[] {0, 0}, List.of());
        UserError e = assertThrows(
                UserError.class, () -> Evolvers.ecj().evolve(twoObjectives, 1, GenerationStats.Listener.NONE));
        assertTrue(
                e.getMessage().contains("[quality, cost]") && e.getMessage().contains("not implemented"),
                e.getMessage());
        List<Task.Tree> two = List.of(one.get(0), new Task.Expression("other", INPUTS, List.of(), List.of()));
        Task twoTreesTwoObjectives =
                new Task(SMALL, two, List.of("quality", "cost"), trees -> new double[] {0, 0}, List.of());
        e = assertThrows(
                UserError.class, () -> Evolvers.ecj().evolve(twoTreesTwoObjectives, 1, GenerationStats.Listener.NONE));
        assertTrue(e.getMessage().contains("[quality, cost]"), e.getMessage());
    }

    @Test
    void theInitialPopulationHasThePopulationsSize() {
        assertEquals(
                30,
                Evolvers.ecj()
                        .initialPopulation(Task.single(SMALL, INPUTS, FIT), 3)
                        .size());
    }
}
