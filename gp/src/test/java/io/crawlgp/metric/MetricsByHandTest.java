package io.crawlgp.metric;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Recorded;
import io.crawlgp.simulation.ReferenceSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every registered metric on a three-page, four-cycle history computed by hand. k = 1, no warm-up, every page scores
 * the same and ties go by index, so page 0 is crawled every cycle. Histories (cycle 1..4): p0 0100, p1 1100, p2 0011.
 * <pre>
 * cycle  crawl p0 finds   stale after (since, missed)      age (mean)               harmonic (mean)
 *   1    no               p1 (1, 1)                         0.5 / 3                  1 / 3
 *   2    yes              p1 (1, 2)                         1.5 / 3                  1.5 / 3
 *   3    no               p1 (1, 2), p2 (3, 1)              (2.5 + 0.5) / 3          (1.5 + 1) / 3
 *   4    no               p1 (1, 2), p2 (3, 2)              (3.5 + 1.5) / 3          (1.5 + 1.5) / 3
 * </pre>
 * ChangeRate 0, 1, 0, 0; freshness 2/3, 2/3, 1/3, 1/3; ceiling (available 1, 2, 2, 2) 1, 1, 1, 1;
 * NDCG: only cycle 2 crawls a changed page at rank 1, so 0, 1, 0, 0.
 */
class MetricsByHandTest {
    private static final ChangeHistory H = ChangeHistory.of("0100", "1100", "0011");
    private static final SimulationSettings S = new SimulationSettings(0.34, 0, TieBreak.INDEX, 1);
    private static final ScoreFunctionPolicy SAME = new ScoreFunctionPolicy("same", (n, x, t) -> 0);

    private static double[] perCycle(Metric m, SimulationResult r) {
        double[] out = new double[r.scheduledCycles()];
        for (int i = 0; i < out.length; i++) out[i] = m.value(r, i);
        return out;
    }

    private static void check(SimulationResult r) {
        assertArrayEquals(new double[] {0, 1, 0, 0}, perCycle(Metrics.CHANGERATE, r), 1e-15);
        assertArrayEquals(new double[] {2 / 3.0, 2 / 3.0, 1 / 3.0, 1 / 3.0}, perCycle(Metrics.FRESHNESS, r), 1e-15);
        assertArrayEquals(new double[] {1, 1, 1, 1}, perCycle(Metrics.CEILING, r), 1e-15);
        assertArrayEquals(new double[] {0, 1, 0, 0}, perCycle(Metrics.NDCG, r), 1e-15);
        assertArrayEquals(new double[] {0.5 / 3, 1.5 / 3, 3.0 / 3, 5.0 / 3}, perCycle(Metrics.AGE, r), 1e-15);
        assertArrayEquals(
                new double[] {1 / 3.0, 1.5 / 3, 2.5 / 3, (1.5 + 1.5) / 3}, perCycle(Metrics.HARMONIC, r), 1e-15);
        assertEquals((0.5 + 1.5 + 3 + 5) / 3 / 4, Metrics.AGE.mean(r), 1e-15);
    }

    @Test
    void fastSimulatorRecordsEveryMetricAsComputedByHand() {
        check(CrawlSimulator.run(H, SAME, S, Recorded.all()));
    }

    @Test
    void referenceSimulatorAgreesBitForBit() {
        SimulationResult ref = ReferenceSimulator.run(H, SAME, S, Recorded.all());
        check(ref);
        assertEquals(ref, CrawlSimulator.run(H, SAME, S, Recorded.all()));
    }

    @Test
    void lowerIsBetterForStalenessMetricsAndTheyCannotBeAskedOfTheCohortEngine() {
        assertEquals(false, Metrics.AGE.higherIsBetter());
        assertEquals(false, Metrics.HARMONIC.higherIsBetter());
        assertEquals(Set.of(Recorded.STALENESS), Metrics.needs(List.of(Metrics.AGE, Metrics.CHANGERATE)));
        SimulationResult plain = CrawlSimulator.run(H, SAME, S);
        assertEquals(false, Metrics.AGE.recordedIn(plain));
        List<Metric> recorded = Metrics.recorded(Metrics.ALL, List.of(plain));
        assertTrue(
                recorded.containsAll(List.of(Metrics.CHANGERATE, Metrics.FRESHNESS, Metrics.CEILING)),
                recorded.toString());
        for (Metric m : List.of(Metrics.AGE, Metrics.HARMONIC, Metrics.NDCG))
            assertFalse(recorded.contains(m), m.name());
    }

    @Test
    void theCeilingIsTheShareOfKThatChangedPagesCouldFill() {
        // four pages, k = 2, no warm-up, ties by index: pages 0 and 1 are crawled every cycle and never change; page 2
        // changes at cycle 1 and stays stale, pages 2 and 3 change at cycle 2. Available: 1 then 2 (page 2 is counted
        // once)
        SimulationResult r = CrawlSimulator.run(
                ChangeHistory.of("00", "00", "11", "01"), SAME, new SimulationSettings(0.5, 0, TieBreak.INDEX, 1));
        assertEquals(2, r.k());
        assertArrayEquals(new double[] {0.5, 1}, perCycle(Metrics.CEILING, r), 0);
        assertArrayEquals(new double[] {0, 0}, perCycle(Metrics.CHANGERATE, r), 0);
        // a budget of every page crawls every change: ChangeRate = changed pages / N, at the ceiling
        SimulationResult all = CrawlSimulator.run(
                ChangeHistory.of("10", "11", "01", "00"), SAME, new SimulationSettings(1, 0, TieBreak.INDEX, 1));
        assertEquals(4, all.k());
        assertArrayEquals(new double[] {0.5, 0.5}, perCycle(Metrics.CHANGERATE, all), 0);
        assertArrayEquals(perCycle(Metrics.CEILING, all), perCycle(Metrics.CHANGERATE, all), 0);
        assertArrayEquals(new double[] {1, 1}, perCycle(Metrics.FRESHNESS, all), 0);
    }

    @Test
    void everyMetricHasADistinctNameAndLabelAndARangeThatHoldsItsEnds() {
        Set<String> names = new HashSet<>(), labels = new HashSet<>();
        for (Metric m : Metrics.ALL) {
            assertTrue(
                    names.add(m.name()) && labels.add(m.label()) && !m.label().isBlank(), m.name());
            assertTrue(m.range().contains(m.range().lowest())
                    && m.range().contains(Math.min(m.range().highest(), 1e300)));
            assertFalse(m.range().contains(m.range().lowest() - 1e-9), m.name());
            if (Double.isFinite(m.range().highest()))
                assertFalse(m.range().contains(m.range().highest() + 1e-9), m.name());
        }
        assertEquals(String.join(", ", Metrics.ALL.stream().map(Metric::name).toList()), Metrics.names(Metrics.ALL));
        assertEquals(true, Metrics.CEILING.isBound());
        assertEquals(
                List.of(Metrics.CEILING),
                Metrics.ALL.stream().filter(Metric::isBound).toList());
        assertEquals(Set.of(Recorded.NDCG), Metrics.NDCG.needs());
        assertEquals(Set.of(Recorded.STALENESS), Metrics.HARMONIC.needs());
    }
}
