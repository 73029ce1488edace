package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Several datasets at once (issue 71, item 1): each weighs the same, and a case is a dataset x cycle. */
class InstancesFitnessTest {
    @Test
    void theFitnessIsTheMeanOverDatasetsAndTheCasesAreEachDatasetsCyclesInTurn() {
        SimulationSettings s = new SimulationSettings(0.1, 1, TieBreak.RANDOM, 2);
        ChangeHistory small = SyntheticChangeGenerator.generate(GeneratorSettings.of(200, 12, 1));
        ChangeHistory large = SyntheticChangeGenerator.generate(GeneratorSettings.of(900, 20, 2));
        CrawlFitness a = new CrawlFitness(small, s, Metrics.fitness("changerate"));
        CrawlFitness b = new CrawlFitness(large, s, Metrics.fitness("changerate"));
        InstancesFitness both = new InstancesFitness(List.of(a, b));
        Expr e = ExprParser.parse("X / (n + 1) * t", CrawlFeatures.GP4C);
        double fa = a.applyAsDouble(e), fb = b.applyAsDouble(e);
        assertEquals((fa + fb) / 2, both.applyAsDouble(e), 0, "900 pages weigh as much as 200");
        double[] ca = a.cases(e), cb = b.cases(e), c = both.cases(e);
        assertEquals(11 + 19, c.length, "every scheduled cycle of each: 12 - 1 and 20 - 1");
        double[] joined = new double[ca.length + cb.length];
        System.arraycopy(ca, 0, joined, 0, ca.length);
        System.arraycopy(cb, 0, joined, ca.length, cb.length);
        assertArrayEquals(joined, c);
        assertEquals(a.simulations() + b.simulations(), both.simulations());
    }
}
