package io.crawlgp.evolution.ecj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.expr.CommutedOrder;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.Simplifier;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** Issue 44, item 5: objectives = METRIC,size runs ECJ's NSGA-II and leaves the last generation's front. */
class SizeFrontTest {
    /** A fitness that rewards approaching t * X + t at three states: larger trees can get closer. */
    private static final ToDoubleFunction<Expr> FIT = e -> {
        double err = 0;
        for (double[] v : new double[][] {{3, 1, 2}, {5, 4, 7}, {9, 0, 1}}) {
            double d = e.eval(v) - (v[2] * v[1] + v[2]);
            err += Double.isFinite(d) ? Math.abs(d) : 1e6;
        }
        return -Math.min(err, 1e6);
    };

    private static GpSettings withFront(Map<String, String> more) {
        Map<String, String> m = new HashMap<>(
                Map.of("population", "60", "generations", "6", "archiveSize", "5", "objectives", "changerate,size"));
        m.putAll(more);
        return RecordOverrides.apply(GpSettings.paper(), m);
    }

    @Test
    void theFrontIsNonDominatedDistinctAndSmallestFirst() {
        GpSettings s = withFront(Map.of());
        Evolution run = EcjEvolution.run(s.breeding(), 7, s.inputs(), FIT, g -> {});
        List<ArchiveEntry> front = run.front();
        assertFalse(front.isEmpty());
        assertEquals("ec.multiobjective.nsga2.NSGA2Breeder", run.parameters().get("breed"));
        Set<String> formulas = new HashSet<>();
        for (int i = 0; i < front.size(); i++) {
            ArchiveEntry a = front.get(i);
            assertTrue(
                    formulas.add(CommutedOrder.lisp(Simplifier.simplify(a.evolvedExpr(s.inputs())))), a.simplified());
            // the stored fitness is the tree's own (objective 0), its size the evolved tree's nodes
            assertEquals(FIT.applyAsDouble(a.evolvedExpr(s.inputs())), a.trainFitness(), 0);
            if (i > 0) assertTrue(front.get(i - 1).size() <= a.size());
            for (ArchiveEntry b : front) {
                boolean dominates = b.trainFitness() >= a.trainFitness()
                        && b.size() <= a.size()
                        && (b.trainFitness() > a.trainFitness() || b.size() < a.size());
                assertFalse(dominates, b.simplified() + " dominates " + a.simplified());
            }
        }
        // the archive still holds the best by the first objective alone
        double bestOnFront =
                front.stream().mapToDouble(ArchiveEntry::trainFitness).max().orElseThrow();
        assertTrue(run.archive().get(0).trainFitness() >= bestOnFront);
    }

    @Test
    void oneObjectiveLeavesNoFrontAndTheSameRunIsReproducible() {
        GpSettings one = RecordOverrides.apply(
                GpSettings.paper(), Map.of("population", "40", "generations", "3", "archiveSize", "5"));
        assertTrue(EcjEvolution.run(one.breeding(), 3, one.inputs(), FIT, g -> {})
                .front()
                .isEmpty());
        GpSettings two = withFront(Map.of());
        assertEquals(
                EcjEvolution.run(two.breeding(), 9, two.inputs(), FIT, g -> {}).front(),
                EcjEvolution.run(two.breeding(), 9, two.inputs(), FIT, g -> {}).front());
    }

    @Test
    void combinationsThatCannotWorkFailInOneLine() {
        UserError e = assertThrows(UserError.class, () -> withFront(Map.of("loop", "paper")));
        assertTrue(
                e.getMessage().startsWith("objectives = changerate,size cannot run with loop = paper"), e.getMessage());
        e = assertThrows(UserError.class, () -> withFront(Map.of("elite", "2")));
        assertTrue(e.getMessage().contains("elite = 2"), e.getMessage());
        e = assertThrows(UserError.class, () -> withFront(Map.of("objectives", "nosuchmetric,size")));
        assertTrue(e.getMessage().startsWith("objectives: "), e.getMessage());
        e = assertThrows(UserError.class, () -> withFront(Map.of("objectives", "freshness,size")));
        assertTrue(e.getMessage().contains("must be this run's fitness metric 'changerate'"), e.getMessage());
        e = assertThrows(UserError.class, () -> withFront(Map.of("objectives", "changerate,depth")));
        assertTrue(e.getMessage().startsWith("objectives must be empty"), e.getMessage());
        for (UserError x : List.of(e)) assertFalse(x.getMessage().contains("\n"));
        // and with the fitness set to match, another metric is a first objective
        assertEquals(
                "freshness",
                withFront(Map.of("objectives", "freshness,size", "fitness", "freshness"))
                        .breeding()
                        .firstObjective());
    }
}
