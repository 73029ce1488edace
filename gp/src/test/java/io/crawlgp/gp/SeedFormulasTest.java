package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.SeedFormulas;
import io.crawlgp.evolution.Task;
import io.crawlgp.evolution.ecj.Evolvers;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** Seed trees in the initial population: placed as written, checked against inputs, constants and depth. */
class SeedFormulasTest {
    private static final List<String> INPUTS = List.of("n", "X", "t");

    private static Breeding seeded(String formulas) {
        return RecordOverrides.apply(Breeding.paper().resized(30, 3, 10, 10, 9), Map.of("seedFormulas", formulas));
    }

    @Test
    void theSeedsOpenTheInitialPopulationAndTheRestIsEcjsDraw() {
        Breeding b = seeded("t; log((n + 0.5) / (n - X + 0.5))");
        List<Expr> pop = Evolvers.ecj().initialPopulation(Task.single(b, INPUTS, e -> 0), 3);
        assertEquals(30, pop.size());
        assertEquals(ExprParser.parse("t", INPUTS), pop.get(0));
        assertEquals(ExprParser.parse("log((n + 0.5) / (n - X + 0.5))", INPUTS), pop.get(1));
        // the unseeded draw of the same seed keeps its individuals from the third on
        List<Expr> plain = Evolvers.ecj().initialPopulation(Task.single(seeded(""), INPUTS, e -> 0), 3);
        assertEquals(plain.subList(2, 30), pop.subList(2, 30));
    }

    @Test
    void aSeedThatIsTheOptimumIsInTheArchive() {
        // fitness 1 for the tree t alone: a 3-generation run of 30 would rarely find it; seeded, it keeps it
        Expr t = ExprParser.parse("t", INPUTS);
        ToDoubleFunction<Expr> fit = e -> e.equals(t) ? 1 : 0;
        Evolution e = Evolvers.ecj().evolve(Task.single(seeded("t"), INPUTS, fit), 4, GenerationStats.Listener.NONE);
        assertEquals(1.0, e.archive().get(0).trainFitness(), 0);
    }

    @Test
    void peersAreTheRulesTheInputsCanExpress() {
        assertEquals(
                List.of(ExprParser.parse("t", INPUTS), ExprParser.parse("log((n + 0.5) / (n - X + 0.5))", INPUTS)),
                SeedFormulas.of(seeded("peers"), INPUTS));
        List<String> wide = List.of("t", "storm", "mle");
        assertEquals(4, SeedFormulas.of(seeded("peers"), wide).size()); // t, t / storm, t - storm, mle * t
    }

    @Test
    void badSeedsAreOneLine() {
        UserError unknown = assertThrows(UserError.class, () -> SeedFormulas.of(seeded("t / storm"), INPUTS));
        assertTrue(unknown.getMessage().startsWith("seedFormulas: 't / storm': "), unknown.getMessage());
        UserError constant = assertThrows(UserError.class, () -> SeedFormulas.of(seeded("t * 3"), INPUTS));
        assertTrue(
                constant.getMessage().contains("the constant 3.0 is not a constant terminal"), constant.getMessage());
        UserError op = assertThrows(
                UserError.class,
                () -> SeedFormulas.of(RecordOverrides.apply(seeded("exp(t)"), Map.of("functions", "+,-,*,/")), INPUTS));
        assertTrue(op.getMessage().contains("the operator exp is not in functions"), op.getMessage());
        UserError none = assertThrows(UserError.class, () -> SeedFormulas.of(seeded("peers"), List.of("n")));
        assertTrue(none.getMessage().startsWith("seedFormulas = peers: no known rule"), none.getMessage());
    }
}
