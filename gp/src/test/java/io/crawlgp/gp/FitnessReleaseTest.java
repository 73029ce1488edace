package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A fold's training fitness released after its training gives the same values when asked again. */
class FitnessReleaseTest {
    @Test
    void releasedStateIsPreparedAgainWithTheSameValuesAndCountsKept() {
        ChangeHistory h = DatasetSpec.of("synthetic:pages=400,cycles=20").load().history();
        CrawlFitness f =
                new CrawlFitness(h, SimulationSettings.defaults().withBudget(0.1), Metrics.fitness("changerate"));
        List<String> trees = List.of("X / (n + 1) * t", "t", "log(X + 1) - n * 0.1", "X * t");
        double[] before = new double[trees.size()];
        for (int i = 0; i < before.length; i++)
            before[i] = f.applyAsDouble(ExprParser.parse(trees.get(i), List.of("n", "X", "t")));
        long lookups = f.lookups(), sims = f.simulations(), memo = f.rankingMemoHits();
        f.release();
        assertEquals(memo, f.rankingMemoHits());
        for (int i = 0; i < before.length; i++)
            assertEquals(before[i], f.applyAsDouble(ExprParser.parse(trees.get(i), List.of("n", "X", "t"))), 0);
        assertEquals(lookups + trees.size(), f.lookups());
        assertEquals(sims + trees.size(), f.simulations()); // the cache went with the state: each tree simulated again
    }
}
