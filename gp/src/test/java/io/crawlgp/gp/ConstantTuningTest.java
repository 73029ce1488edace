package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.ConstantTuning;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.util.RecordOverrides;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** CMA-ES on a tree's constants: a smooth optimum found, a plateau crossed, nothing to tune left alone. */
class ConstantTuningTest {
    private static final List<String> INPUTS = List.of("n", "X", "t");

    @Test
    void aSmoothOptimumIsFound() {
        // t * c at t = 5 should be 30: c = 6
        Expr e = ExprParser.parse("t * 2", INPUTS);
        ToDoubleFunction<Expr> fit = x -> -Math.pow(x.eval(1, 1, 5) - 30, 2);
        Expr tuned = ConstantTuning.tune(e, fit, 300, 7);
        assertEquals(6.0, ConstantTuning.constants(tuned).get(0), 1e-3);
        // the same seed, the same tree
        assertEquals(tuned, ConstantTuning.tune(e, fit, 300, 7));
    }

    @Test
    void aPlateauIsCrossedAndNothingBetterLeavesTheTree() {
        // a step: fitness 1 once c > 3.5, 0 below; from c = 2 no gradient exists
        Expr e = ExprParser.parse("t + 2", INPUTS);
        ToDoubleFunction<Expr> step = x -> ConstantTuning.constants(x).get(0) > 3.5 ? 1 : 0;
        assertTrue(
                ConstantTuning.constants(ConstantTuning.tune(e, step, 300, 3)).get(0) > 3.5);
        // a flat fitness: the tree itself comes back
        assertSame(e, ConstantTuning.tune(e, x -> 0, 100, 3));
        Expr none = ExprParser.parse("t * n", INPUTS);
        assertSame(none, ConstantTuning.tune(none, step, 100, 3));
        assertEquals(
                ExprParser.parse("t * 5 + 7", INPUTS),
                ConstantTuning.withConstants(ExprParser.parse("t * 1 + 1", INPUTS), new double[] {5, 7}));
    }

    @Test
    void tunedTreesJoinTheArchiveMarked() {
        Breeding b =
                RecordOverrides.apply(Breeding.paper(), Map.of("tuneConstants", "1", "constantEvaluations", "200"));
        ToDoubleFunction<Expr> fit = x -> -Math.pow(x.eval(1, 1, 5) - 30, 2);
        Expr e = ExprParser.parse("t * 2", INPUTS);
        List<ArchiveEntry> archive = List.of(ArchiveEntry.of(e, fit.applyAsDouble(e), 3));
        List<ArchiveEntry> out = ScoreFormRun.withTunedConstants(archive, INPUTS, fit, b, 11);
        assertEquals(2, out.size());
        assertEquals(archive.get(0), out.get(0));
        assertEquals(ArchiveEntry.TUNED, out.get(1).generation());
        assertTrue(out.get(1).trainFitness() > archive.get(0).trainFitness());
        // 0 tunes nothing
        assertSame(archive, ScoreFormRun.withTunedConstants(archive, INPUTS, fit, Breeding.paper(), 11));
    }
}
