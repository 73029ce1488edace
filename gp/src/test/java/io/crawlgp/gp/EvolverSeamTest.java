package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.expr.Expr;
import io.crawlgp.gp.ecj.EcjEvolution;
import io.crawlgp.gp.evolution.Breeding;
import io.crawlgp.gp.evolution.Evolution;
import io.crawlgp.gp.evolution.GenerationStats;
import io.crawlgp.gp.evolution.Task;
import io.crawlgp.util.UserError;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** The engine seam: a task through {@link io.crawlgp.gp.evolution.Evolver} is the ECJ run itself; what ECJ cannot do is refused. */
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
        Task viaTrees =
                new Task(SMALL, INPUTS, 1, List.of("fitness"), trees -> new double[] {FIT.applyAsDouble(trees.get(0))});
        assertEquals(
                Evolvers.ecj()
                        .evolve(Task.single(SMALL, INPUTS, FIT), 5, GenerationStats.Listener.NONE)
                        .archive(),
                Evolvers.ecj()
                        .evolve(viaTrees, 5, GenerationStats.Listener.NONE)
                        .archive());
    }

    @Test
    void severalTreesOrObjectivesAreRefusedNotDropped() {
        Task twoTrees = new Task(SMALL, INPUTS, 2, List.of("fitness"), trees -> new double[] {0});
        UserError e =
                assertThrows(UserError.class, () -> Evolvers.ecj().evolve(twoTrees, 1, GenerationStats.Listener.NONE));
        assertTrue(e.getMessage().contains("2 tree(s)") && e.getMessage().contains("not implemented"), e.getMessage());
        Task twoObjectives = new Task(SMALL, INPUTS, 1, List.of("quality", "cost"), trees -> new double[] {0, 0});
        e = assertThrows(UserError.class, () -> Evolvers.ecj().evolve(twoObjectives, 1, GenerationStats.Listener.NONE));
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
