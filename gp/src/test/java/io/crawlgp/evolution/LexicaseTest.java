package io.crawlgp.evolution;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.gp.GpSettings;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Epsilon-lexicase's arithmetic on case tables small enough to work by hand. */
class LexicaseTest {
    // three specialists, each best on one case, and a generalist with the best mean (0.5 against 1/3)
    static final double[][] SPECIALISTS = {
        {1.0, 0.0, 0.0},
        {0.0, 1.0, 0.0},
        {0.0, 0.0, 1.0},
        {0.5, 0.5, 0.5}
    };

    @Test
    void epsilonIsTheMedianAbsoluteDeviationOfEachCase() {
        // case 0: values 1, 0, 0, 0.5; median 0.25; deviations 0.75, 0.25, 0.25, 0.25; their median 0.25
        assertArrayEquals(new double[] {0.25, 0.25, 0.25}, Lexicase.epsilons(SPECIALISTS, new int[] {0, 1, 2}), 0);
        // odd population: values 3, 1, 2 -> median 2, deviations 1, 1, 0 -> 1
        assertArrayEquals(new double[] {1}, Lexicase.epsilons(new double[][] {{3}, {1}, {2}}, new int[] {0}), 0);
    }

    @Test
    void theFirstCaseDecidesAmongSpecialistsAndTheGeneralistNeverPasses() {
        double[] eps = Lexicase.epsilons(SPECIALISTS, new int[] {0, 1, 2});
        // case 0 first: best 1.0, bar 0.75: only individual 0 passes; whatever comes next
        assertArrayEquals(
                new int[] {0}, Lexicase.survivors(SPECIALISTS, new int[] {0, 1, 2}, eps, new int[] {0, 2, 1}));
        assertArrayEquals(
                new int[] {1}, Lexicase.survivors(SPECIALISTS, new int[] {0, 1, 2}, eps, new int[] {1, 0, 2}));
        assertArrayEquals(
                new int[] {2}, Lexicase.survivors(SPECIALISTS, new int[] {0, 1, 2}, eps, new int[] {2, 1, 0}));
        // a tournament on the mean would pick the generalist (3) over any specialist; lexicase never does here
    }

    @Test
    void withinEpsilonOfTheBestRemainingPasses() {
        // (dyadic values, so the arithmetic is exact) case 0: values 7/8, 3/4, 1/8 -> median 3/4, deviations 1/8, 0,
        // 5/8 -> eps 1/8; case 1: values 1/2, 3/4, 1 -> median 3/4, deviations 1/4, 0, 1/4 -> eps 1/4
        double[][] v = {{0.875, 0.5}, {0.75, 0.75}, {0.125, 1.0}};
        double[] eps = Lexicase.epsilons(v, new int[] {0, 1});
        assertArrayEquals(new double[] {0.125, 0.25}, eps, 0);
        // case 0 first: bar 7/8 - 1/8 = 3/4: individuals 0 and 1; case 1 among them: the best remaining is 3/4 (not
        // the population's 1), bar 1/2: both still pass, and one of them is drawn
        assertArrayEquals(new int[] {0, 1}, Lexicase.survivors(v, new int[] {0, 1}, eps, new int[] {0, 1}));
        // case 1 first: bar 1 - 1/4 = 3/4: individuals 1 and 2; case 0 among them: best 3/4, bar 5/8: only 1
        assertArrayEquals(new int[] {1}, Lexicase.survivors(v, new int[] {0, 1}, eps, new int[] {1, 0}));
    }

    @Test
    void theDownSampleIsReproducibleAndOfTheStatedSize() {
        int[] a = Lexicase.sample(40, 0.25, 7, 3);
        assertArrayEquals(a, Lexicase.sample(40, 0.25, 7, 3), "same seed and generation, same cases");
        assertEquals(10, a.length);
        assertTrue(Arrays.stream(a).distinct().count() == 10 && a[0] >= 0 && a[9] < 40, Arrays.toString(a));
        assertFalse(Arrays.equals(a, Lexicase.sample(40, 0.25, 7, 4)), "another generation, another draw");
        assertArrayEquals(new int[] {0, 1, 2}, Lexicase.sample(3, 1.0, 7, 3), "share 1: every case");
        assertEquals(1, Lexicase.sample(3, 0.01, 7, 3).length, "at least one case");
        // over many generations every case is drawn about equally often (uniform without replacement)
        int[] count = new int[8];
        for (int g = 0; g < 4000; g++) for (int c : Lexicase.sample(8, 0.5, 11, g)) count[c]++;
        for (int c : count) assertEquals(2000, c, 150, Arrays.toString(count));
    }

    @Test
    void lexicaseRefusesThePaperLoopAndTwoObjectivesInOneLine() {
        UserError paper = assertThrows(
                UserError.class,
                () -> RecordOverrides.apply(
                        GpSettings.paper(), Map.of("parentSelection", "lexicase", "loop", "paper")));
        assertEquals(
                "parentSelection = lexicase cannot run with loop = paper: the paper's loop draws parents from the "
                        + "archive; use loop = generational",
                paper.getMessage());
        UserError two = assertThrows(
                UserError.class,
                () -> RecordOverrides.apply(
                        GpSettings.paper(),
                        Map.of("parentSelection", "lexicase-down", "objectives", "changerate,size")));
        assertEquals(
                "parentSelection = lexicase-down cannot run with objectives = changerate,size: NSGA-II picks parents by"
                        + " Pareto rank; leave objectives empty",
                two.getMessage());
        UserError share = assertThrows(
                UserError.class, () -> RecordOverrides.apply(GpSettings.paper(), Map.of("downsample", "0")));
        assertTrue(share.getMessage().startsWith("downsample must be in (0, 1]"), share.getMessage());
    }

    @Test
    void caseBlocksAverageConsecutiveCycles() {
        assertArrayEquals(new double[] {1.5, 3.5, 5}, CaseScores.blocks(new double[] {1, 2, 3, 4, 5}, 2), 0);
        double[] same = {1, 2};
        assertTrue(CaseScores.blocks(same, 1) == same);
    }
}
