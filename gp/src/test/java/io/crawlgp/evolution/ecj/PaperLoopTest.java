package io.crawlgp.evolution.ecj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.expr.Expr;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.util.RecordOverrides;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** GP4C's own loop (Listing 1.1, lines 11-12): the next generation is bred from the N_b best seen so far. */
class PaperLoopTest {
    /** A fitness any tree has: its value at (n, X, t) = (3, 1, 2), squashed into (0, 1) so that it is finite. */
    private static final ToDoubleFunction<Expr> FIT = e -> {
        double v = e.eval(new double[] {3, 1, 2});
        return Double.isFinite(v) ? Math.atan(v) : -2;
    };

    private static GpSettings reproductionOnly(String loop) {
        // only reproduction: every individual of generation 1 is a copy of a parent, so where parents come from shows
        return RecordOverrides.apply(
                GpSettings.paper(),
                Map.of(
                        "population",
                        "60",
                        "generations",
                        "2",
                        "archiveSize",
                        "3",
                        "crossoverRate",
                        "0",
                        "mutationRate",
                        "0",
                        "swapRate",
                        "0",
                        "reproductionRate",
                        "1",
                        "loop",
                        loop));
    }

    @Test
    void withThePaperLoopEveryParentIsAmongTheBestDistinctSoFar() {
        GpSettings s = reproductionOnly("paper");
        Evolution run = EcjEvolution.run(s.breeding(), 5, s.inputs(), FIT, g -> {});
        GenerationStats g1 = run.generations().get(1);
        double worstKept = run.archive().stream()
                .mapToDouble(ArchiveEntry::trainFitness)
                .min()
                .orElseThrow();
        // generation 1 holds copies of the 3 best distinct trees of generation 0 only, so its mean is at least the
        // worst of them and the archive (best 3 across generations 0 and 1) is made of generation-0 trees
        assertTrue(g1.mean() >= worstKept - 1e-12, g1.mean() + " < " + worstKept);
        for (ArchiveEntry e : run.archive()) assertEquals(0, e.generation());
        assertEquals(
                "io.crawlgp.evolution.ecj.ArchivePoolSelection",
                run.parameters().get("gp.koza.xover.source.0"));
        assertEquals("true", run.parameters().get("pop.subpop.0.species.pipe.source.0.source.0.random"));
    }

    @Test
    void theGenerationalLoopDrawsFromTheWholePopulation() {
        GpSettings s = reproductionOnly("generational");
        Evolution run = EcjEvolution.run(s.breeding(), 5, s.inputs(), FIT, g -> {});
        double worstKept = run.archive().stream()
                .mapToDouble(ArchiveEntry::trainFitness)
                .min()
                .orElseThrow();
        // tournaments of two over 60 trees let trees outside the best 3 reproduce
        assertTrue(run.generations().get(1).mean() < worstKept);
    }

    @Test
    void thePaperLoopIsReproducible() {
        GpSettings s = RecordOverrides.apply(
                GpSettings.paper(),
                Map.of("population", "40", "generations", "4", "archiveSize", "5", "loop", "paper"));
        Evolution a = EcjEvolution.run(s.breeding(), 9, s.inputs(), FIT, g -> {});
        Evolution b = EcjEvolution.run(s.breeding(), 9, s.inputs(), FIT, g -> {});
        assertEquals(a.archive(), b.archive());
        assertEquals(a.generations(), b.generations());
    }
}
