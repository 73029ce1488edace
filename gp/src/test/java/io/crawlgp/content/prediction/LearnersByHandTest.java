package io.crawlgp.content.prediction;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.learning.Classifier;
import io.crawlgp.learning.PolySvm;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The combination rules of §5.3 against cases computed by hand, with stub members instead of SVMs. */
class LearnersByHandTest {
    /** A member that predicts change iff x[0] > threshold, with a fixed probability. */
    static Classifier stump(double threshold, double probability) {
        return new Classifier() {
            public double decision(double[] v) {
                return v[0] - threshold;
            }

            public double probability(double[] v) {
                return probability;
            }
        };
    }

    @Test
    void baggingIsAnEqualWeightMajorityVoteAndAMeanProbability() {
        Classifier bag = Ensembles.vote(new Classifier[] {stump(1, 0.9), stump(2, 0.6), stump(3, 0.3)});
        // x = 2.5: members say yes, yes, no -> decision = 2 - 1 = +1, predicts change
        assertEquals(1, bag.decision(new double[] {2.5}));
        assertTrue(bag.predict(new double[] {2.5}));
        // x = 1.5: yes, no, no -> -1
        assertEquals(-1, bag.decision(new double[] {1.5}));
        assertEquals((0.9 + 0.6 + 0.3) / 3, bag.probability(new double[] {0}), 1e-15);
        // an even split is a tie and predicts no change
        Classifier two = Ensembles.vote(new Classifier[] {stump(1, 0.5), stump(3, 0.5)});
        assertFalse(two.predict(new double[] {2}));
    }

    @ParameterizedTest(name = "eps {0} -> alpha {1}")
    @CsvSource({"0.25, 0.5493061443340549", "0.1, 1.0986122886681098", "0.4, 0.2027325540540822", "0, 10"})
    void adaBoostMemberWeightIsHalfTheLogOdds(double eps, double alpha) {
        // ½ ln((1 − ε)/ε): ε = 1/4 -> ½ ln 3; ε = 0.1 -> ½ ln 9 = ln 3; ε = 0 -> the cap 10
        assertEquals(alpha, Ensembles.alpha(eps), 1e-15);
    }

    @Test
    void adaBoostReweightsTheMistakesAndVotesByAlpha() {
        // four examples x = 0, 1, 2, 3 with labels F, T, T, F; round 1's member says "x > 0.5" (wrong on x = 3 only),
        // round 2's says "x < 2.5" as a stump on -x (wrong on x = 0 only, after reweighting)
        double[][] x = {{0}, {1}, {2}, {3}};
        boolean[] y = {false, true, true, false};
        Iterator<Classifier> members = List.of(
                        stump(0.5, 0.8),
                        new Classifier() {
                            public double decision(double[] v) {
                                return 2.5 - v[0];
                            }

                            public double probability(double[] v) {
                                return 0.4;
                            }
                        },
                        stump(99, 0.1))
                .iterator();
        List<double[][]> samples = new ArrayList<>();
        Classifier boosted = Ensembles.adaBoost(x, y, 2, 7, (xs, ys) -> {
            samples.add(xs);
            return members.next();
        });
        assertEquals(2, samples.size(), "k = 2 rounds");
        // round 1: weights 1/4 each, one mistake: eps1 = 1/4, alpha1 = ½ ln 3
        double a1 = 0.5 * Math.log(3);
        // reweight: the mistake x 3 = e^{a1} = sqrt 3, the others x e^{-a1}; normalised, the mistake weighs 1/2
        // and each other example 1/6; round 2's member errs on x = 0 only: eps2 = 1/6, alpha2 = ½ ln((5/6)/(1/6)) = ½
        // ln 5
        double a2 = 0.5 * Math.log(5);
        // decision = a1·h1 + a2·h2; at x = 3: h1 = +1, h2 = −1 -> a1 − a2 < 0: no change (the label)
        assertEquals(a1 - a2, boosted.decision(new double[] {3}), 1e-12);
        // at x = 1: both +1
        assertEquals(a1 + a2, boosted.decision(new double[] {1}), 1e-12);
        assertEquals((a1 * 0.8 + a2 * 0.4) / (a1 + a2), boosted.probability(new double[] {1}), 1e-12);
    }

    @ParameterizedTest(name = "correct {0} -> C index {1}")
    @CsvSource({"'5,5,5', 0", "'3,4,4', 1", "'1,2,3', 2", "'4,3,4', 0"})
    void svmCalibrationKeepsTheSmallestCAmongTheBest(String correct, int index) {
        int[] c = Arrays.stream(correct.split(",")).mapToInt(Integer::parseInt).toArray();
        assertEquals(index, PolySvm.bestC(c));
        assertEquals(
                List.of(0.1, 1.0, 10.0), Arrays.stream(PolySvm.C_GRID).boxed().toList());
    }

    @Test
    void multipleExpertsVoteByWeightAndTiesPredictNoChange() {
        // self (weight R = 0.9, the largest expert weight) says yes; experts 0.9 no, 0.5 yes, 0.3 no
        assertTrue(
                TargetModels.weightedVote(new boolean[] {true, false, true, false}, new double[] {0.9, 0.9, 0.5, 0.3}),
                "yes 1.4 against no 1.2");
        assertFalse(
                TargetModels.weightedVote(new boolean[] {true, false, false, false}, new double[] {0.9, 0.9, 0.5, 0.3}),
                "yes 0.9 against no 1.7");
        assertFalse(
                TargetModels.weightedVote(new boolean[] {true, false}, new double[] {0.5, 0.5}),
                "a tie predicts no change");
    }

    @Test
    void theRelationalUnionJoinsOwnThenExpertFeaturesInOrder() {
        assertArrayEquals(new double[] {1, 2, 10, 11, 20, 21}, TargetModels.concat(new double[] {1, 2}, new double[][] {
            {10, 11}, {20, 21}
        }));
        assertArrayEquals(
                new double[] {1, 2},
                TargetModels.concat(new double[] {1, 2}, new double[0][]),
                "no experts: the 2D example itself");
    }
}
