package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.crawlgp.experiment.Evaluation.Contender;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.Policy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The seam every contender of a benchmark goes through: what a learner returns, and the best-rule choice over them. */
class LearnerSeamTest {
    private static final Folds FOLDS = Folds.of(60, 3, 1);

    /** A learner that chose {@code chosen[f]} on fold f with validation score {@code v[f]}, counting its calls. */
    private static final class Fixed implements Learner {
        final String name;
        final String[] chosen;
        final double[] v;
        int calls;

        Fixed(String name, String[] chosen, double[] v) {
            this.name = name;
            this.chosen = chosen;
            this.v = v;
        }

        @Override
        public Learned learn(FoldTask task) {
            calls++;
            List<Choice> cs = new ArrayList<>();
            for (int f = 0; f < chosen.length; f++) cs.add(new Choice(name, f, chosen[f], 4, 0.5, v[f]));
            return new Learned(
                    List.of(new Contender(name, f -> Policies.byName(chosen[f]))), List.of(), cs, List.of(), Map.of());
        }
    }

    @Test
    void theBestRuleTakesEachFoldsBestValidationAndTheFirstOnATie() {
        Fixed a = new Fixed("A-tuned", new String[] {"Age", "ChoGM", "Age"}, new double[] {0.30, 0.20, 0.25});
        Fixed b = new Fixed("B-tuned", new String[] {"Rand", "Rand", "ChoGM"}, new double[] {0.10, 0.40, 0.25});
        FoldTask task = new FoldTask(null, null, FOLDS, 1, label -> null);
        Learned best = task.learned(new BestRuleLearner("Best", List.of(a, b)));
        // by hand: fold 0 A (0.30 > 0.10), fold 1 B (0.40 > 0.20), fold 2 a tie at 0.25: the first candidate, A
        assertEquals(
                List.of(
                        new Choice("Best", 0, "Age", 4, 0.5, 0.30),
                        new Choice("Best", 1, "Rand", 4, 0.5, 0.40),
                        new Choice("Best", 2, "Age", 4, 0.5, 0.25)),
                best.choices());
        Contender c = best.deployed().get(0);
        assertEquals("Best", c.name());
        assertEquals(List.of("Age", "Rand", "Age"), List.of(name(c, 0), name(c, 1), name(c, 2)));
        // the candidates learned once, however often asked
        Learned again = task.learned(a);
        assertSame(again, task.learned(a));
        assertEquals(1, a.calls);
        assertEquals(1, b.calls);
    }

    private static String name(Contender c, int fold) {
        Policy p = c.forFold().apply(fold);
        return p.name();
    }

    @Test
    void fixedRulesLearnNothingAndOraclesAreBounds() {
        Learned l = Learned.fixed(List.of(Policies.byName("Age"), Policies.byName("Oracle")));
        assertEquals(List.of("Age", "Oracle"), l.names());
        assertEquals(List.of("Oracle"), l.bounds());
        assertEquals(List.of(), l.choices());
    }
}
