package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.experiment.Choice;
import io.crawlgp.experiment.FoldSplit;
import io.crawlgp.experiment.Folds;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.SiteBoostPolicy;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PeerTuningTest {
    private static final ChangeHistory H = SyntheticChangeGenerator.generate(GeneratorSettings.of(200, 40, 3));
    private static final GpSettings S = RecordOverrides.apply(GpSettings.paper(), Map.of("budget", "0.1"));

    @Test
    void theChoiceIsTheValidationBestOfTheThreeTrainingBestPointsAndTheDefaultsComeFirst() {
        TuningSpace space = TuningSpace.of("Heritrix-ratio");
        List<String> points = space.points(1);
        assertEquals("Heritrix-ratio", points.get(0));
        assertEquals(space.size(), points.size());
        assertEquals("Heritrix-ratio(I0=1,max=4,factor=1.1)", points.get(1));
        // the same grid in days at weekly cycles: time axes times 7
        assertEquals("Heritrix-ratio(I0=7,max=28,factor=1.1)", space.points(7).get(1));
        Folds folds = Folds.of(H.pages(), 5, 11);
        FoldSplit split = FoldSplit.of(folds, 2);
        Choice c = PeerTuning.choose(space, S, H, folds, 2);
        // recomputed here: every point on training, the best three on validation
        String[] best = recompute(points, split, 2);
        assertEquals(best[0], c.chosen());
        assertEquals(Double.parseDouble(best[2]), c.validation(), 0);
        assertEquals(Double.parseDouble(best[1]), c.train(), 0);
    }

    /**
     * The choice among {@code points} on fold f's split, recomputed: each on training, the best three (ties: order) on
     * validation; {chosen, its training score, its validation score}.
     */
    private static String[] recompute(List<String> points, FoldSplit split, int f) {
        double[] t = new double[points.size()];
        for (int i = 0; i < t.length; i++)
            t[i] = PeerTuning.score(
                    split.train().history(H),
                    Policies.byName(points.get(i)),
                    RunSeeds.trainingSimulation(S, f),
                    Metrics.fitness("changerate"),
                    1);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < t.length; i++) order.add(i);
        order.sort(Comparator.comparingDouble((Integer i) -> -t[i]).thenComparingInt(i -> i));
        String best = null;
        double bestV = Double.NEGATIVE_INFINITY;
        for (int r = 0; r < 3; r++) {
            double v = PeerTuning.score(
                    split.validation().history(H),
                    Policies.byName(points.get(order.get(r))),
                    RunSeeds.validationSimulation(S, f),
                    Metrics.fitness("changerate"),
                    1);
            if (v > bestV) {
                bestV = v;
                best = points.get(order.get(r));
            }
        }
        return new String[] {best, Double.toString(t[points.indexOf(best)]), Double.toString(bestV)};
    }

    @Test
    void underATimeSplitTrainingScoresTheCyclesBeforeValidationAndValidationItsWindowOnly() {
        // H: 40 cycles, W = 2, 5 folds: training >= 10 cycles, 6 windows of 5, the first training part 1..10
        TuningSpace space = TuningSpace.of("ChoGM");
        Folds folds = Folds.byTime(H, 5, 2);
        Choice c = PeerTuning.choose(space, S, H, folds, 1);
        // fold 1 by hand: training crawls cycles 1..15 (scored 3..15), validation crawls 1..20 and scores 16..20
        ChangeHistory train = H.restrict(1, 15), val = H.restrict(1, 20);
        List<String> points = space.points(1);
        double[] t = new double[points.size()];
        for (int i = 0; i < t.length; i++)
            t[i] = Metrics.fitness("changerate")
                    .mean(CrawlSimulator.run(train, Policies.byName(points.get(i)), RunSeeds.trainingSimulation(S, 1)));
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < t.length; i++) order.add(i);
        order.sort(Comparator.comparingDouble((Integer i) -> -t[i]).thenComparingInt(i -> i));
        String best = null;
        double bestV = Double.NEGATIVE_INFINITY;
        for (int r = 0; r < 3; r++) {
            SimulationResult v = CrawlSimulator.run(
                    val, Policies.byName(points.get(order.get(r))), RunSeeds.validationSimulation(S, 1));
            double sum = 0; // cycles 16..20 are indices 13..17 of a crawl scheduled from cycle 3
            for (int i = 13; i <= 17; i++) sum += (double) v.found()[i] / v.k();
            if (sum / 5 > bestV) {
                bestV = sum / 5;
                best = points.get(order.get(r));
            }
        }
        assertEquals(best, c.chosen());
        assertEquals(bestV, c.validation(), 1e-12);
        assertEquals(t[points.indexOf(best)], c.train(), 0);
    }

    @Test
    void aSiteVariantTakesItsBasesTunedChoiceAndTunesBOnTheSameParts() {
        Folds folds = Folds.of(H.pages(), 5, 11);
        Choice base = PeerTuning.choose(TuningSpace.of("Heritrix-ratio"), S, H, folds, 2);
        Choice site = PeerTuning.choose(TuningSpace.of("Heritrix-ratio-site"), S, H, folds, 2);
        assertEquals("Heritrix-ratio-site-tuned", site.method());
        assertEquals(base.points() + SiteBoostPolicy.B_GRID.length, site.points());
        // recomputed: the weights on the base's choice, each on training, the best three on validation
        List<String> points = new ArrayList<>();
        for (double b : SiteBoostPolicy.B_GRID) points.add(SiteBoostPolicy.spec(base.chosen(), b));
        String[] best = recompute(points, FoldSplit.of(folds, 2), 2);
        assertEquals(best[0], site.chosen());
        assertEquals(Double.parseDouble(best[2]), site.validation(), 0);
    }

    @Test
    void aGridThatIsDegenerateChoosesTheDefaults() {
        // a space whose only grid point equals the defaults: ties go to the earlier point, the defaults
        TuningSpace one = new TuningSpace("Heritrix", Map.of("factor", new double[] {1.5}), Set.of());
        Choice c = PeerTuning.choose(one, S, H, Folds.of(H.pages(), 5, 11), 0);
        assertEquals("Heritrix", c.chosen());
    }

    @Test
    void aBudgetBelowTheGridAndAnUnknownFamilyAreOneLineErrors() {
        Folds folds = Folds.of(H.pages(), 5, 11);
        UserError small = assertThrows(UserError.class, () -> PeerTuning.tune(S, H, folds, List.of("Nutch"), 10, 1));
        assertEquals(
                "Nutch-tuned: its grid has 55 points, more than tuneEvaluations = 10; raise it", small.getMessage());
        UserError none = assertThrows(UserError.class, () -> TuningSpace.of("Age"));
        assertTrue(
                none.getMessage().startsWith("no tuned variant of 'Age'; tunable: Nutch, Heritrix"), none.getMessage());
        assertThrows(UserError.class, () -> PeerTuning.tune(S, H, folds, List.of("ChoGM"), 0, 1));
    }

    @Test
    void theChoicesAreTheSameOnAnyThreadCount() {
        Folds folds = Folds.of(H.pages(), 5, 11);
        List<String> families = List.of("ChoGM", "StormCrawler");
        assertEquals(
                PeerTuning.tune(S, H, folds, families, 64, 1).choices(),
                PeerTuning.tune(S, H, folds, families, 64, 3).choices());
    }
}
