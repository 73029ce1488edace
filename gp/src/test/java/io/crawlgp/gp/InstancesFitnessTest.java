package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.gp.fitness.InstancesFitness;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Several datasets at once: each weighs the same in the fitness and in lexicase, and no case spans two. */
class InstancesFitnessTest {
    @Test
    void theFitnessIsTheMeanOverDatasetsAndEachDatasetGivesTheSameNumberOfItsOwnCases() {
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
        assertEquals(11, ca.length, "every scheduled cycle: 12 - 1");
        assertEquals(19, cb.length, "20 - 1");
        // the same number of cases from each dataset (11, the fewer), so each weighs alike in selection as in the
        // fitness: the small one's cycles as they are, the large one's 19 cycles in 11 blocks of floor(j 19 / 11)..
        assertEquals(22, c.length);
        assertArrayEquals(ca, Arrays.copyOfRange(c, 0, 11));
        assertEquals(cb[0], c[11], 1e-15, "block 0: cycle 0 alone (0 .. 19/11 = 1)");
        assertEquals((cb[1] + cb[2]) / 2, c[12], 1e-15, "block 1: cycles 1 and 2 (19/11 = 1 .. 38/11 = 3)");
        assertEquals((cb[17] + cb[18]) / 2, c[21], 1e-15, "block 10: cycles 17 and 18 (190/11 = 17 .. 19)");
        // caseCycles = 3: floor(11 / 3) = 3 cases per dataset, none spanning the two
        double[] three = both.cases(e, new int[] {0, 1}, 3);
        assertEquals(6, three.length);
        assertEquals((ca[0] + ca[1] + ca[2]) / 3, three[0], 1e-15, "0 .. 11/3 = 3");
        assertEquals((ca[7] + ca[8] + ca[9] + ca[10]) / 4, three[2], 1e-15, "22/3 = 7 .. 11");
        double tail = 0;
        for (int i = 12; i < 19; i++) tail += cb[i];
        assertEquals(tail / 7, three[5], 1e-15, "38/3 = 12 .. 19: the large one's last block, its own cycles only");
        assertEquals(a.simulations() + b.simulations(), both.simulations());
    }
}
