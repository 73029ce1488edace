package io.crawlgp.evolution.ecj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.Task;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * A run with the first look: only full values are reported and archived, the gate passes its share, and a look that
 * passes every tree is the run without it.
 */
class FirstLookRunTest {
    private static final List<String> INPUTS = List.of("x", "y");
    // a smooth full fitness over the trees' values at a few points; the look is the same plus a tree-dependent bias
    private static final ToDoubleFunction<Expr> FULL = e -> {
        double s = 0;
        for (double x = 0.5; x < 4; x += 1) s -= Math.abs(e.eval(x, 2 * x) - (x * x + 1));
        return Double.isFinite(s) ? s / 4 : -1e9;
    };
    private static final ToDoubleFunction<Expr> LOOK =
            e -> FULL.applyAsDouble(e) + 0.5 * ((ExprFormat.infix(e).hashCode() & 7) - 3.5);

    private static Breeding breeding(String surrogate, String share) {
        Map<String, String> set =
                surrogate.equals("none") ? Map.of() : Map.of("surrogate.kind", surrogate, "surrogate.share", share);
        return RecordOverrides.apply(Breeding.paper().resized(40, 6, 10, 8, 7), set);
    }

    private static Evolution run(Breeding b) {
        return EcjEvolution.run(Task.single(b, INPUTS, FULL).withFirstLook(LOOK), 11, g -> {});
    }

    @Test
    void onlyFullCrawlsAreArchivedAndReportedAndTheGatePassesItsShare() {
        Evolution e = run(breeding("pages", "0.25"));
        for (ArchiveEntry a : e.archive())
            assertEquals(FULL.applyAsDouble(a.evolvedExpr(INPUTS)), a.trainFitness(), 0.0, a.evolved());
        long crawled = 0;
        for (GenerationStats g : e.generations()) {
            assertEquals(
                    (int) Math.ceil(0.25 * g.screen().candidates()),
                    g.screen().crawled(),
                    "generation " + g.generation());
            crawled += g.screen().crawled();
            assertEquals(crawled, g.evaluations(), "evaluations count full crawls");
        }
        assertTrue(crawled < 40 * 6, "fewer full crawls than individuals: " + crawled);
        // the best of each generation is a measured value: at most the archive's best
        double archived = e.archive().get(0).trainFitness();
        for (GenerationStats g : e.generations()) assertTrue(g.best() <= archived, "generation " + g.generation());
    }

    @Test
    void aLookThatPassesEveryTreeIsTheRunWithoutIt() {
        Evolution all = run(breeding("pages", "1"));
        Evolution none = EcjEvolution.run(Task.single(breeding("none", ""), INPUTS, FULL), 11, g -> {});
        assertEquals(
                none.archive().stream().map(ArchiveEntry::evolved).toList(),
                all.archive().stream().map(ArchiveEntry::evolved).toList());
        for (int g = 0; g < none.generations().size(); g++) {
            GenerationStats a = all.generations().get(g), b = none.generations().get(g);
            assertEquals(b.best(), a.best(), 0.0);
            assertEquals(b.mean(), a.mean(), 0.0);
            assertEquals(b.bestFormula(), a.bestFormula());
        }
    }

    @Test
    void theSameRunGivesTheSameRecords() {
        Evolution a = run(breeding("pages", "0.3")), b = run(breeding("pages", "0.3"));
        assertEquals(a.generations(), b.generations());
        assertEquals(a.archive(), b.archive());
    }

    @Test
    void aTaskWithoutALookAndTheCombinationsThatCannotHoldAreRefused() {
        Breeding on = breeding("pages", "0.25");
        UserError none =
                assertThrows(UserError.class, () -> EcjEvolution.run(Task.single(on, INPUTS, FULL), 1, g -> {}));
        assertTrue(none.getMessage().contains("sample"), none.getMessage());
        for (Map<String, String> bad : List.of(
                Map.of("parentSelection", "lexicase"),
                Map.of("objectives", "changerate,size"),
                Map.of("miniBatch", "2"))) {
            Map<String, String> set = new HashMap<>(bad);
            set.put("surrogate.kind", "pages");
            UserError e =
                    assertThrows(UserError.class, () -> RecordOverrides.apply(Breeding.paper(), set), bad.toString());
            assertTrue(e.getMessage().startsWith("surrogate = pages cannot run here"), e.getMessage());
        }
        UserError stray = assertThrows(
                UserError.class, () -> RecordOverrides.apply(Breeding.paper(), Map.of("surrogate.share", "0.5")));
        assertTrue(stray.getMessage().contains("surrogate = pages only"), stray.getMessage());
    }
}
