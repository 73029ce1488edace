package io.crawlgp.metric;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.CycleObserver;
import io.crawlgp.simulation.CycleView;
import io.crawlgp.simulation.Recorded;
import io.crawlgp.simulation.ReferenceSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A metric the simulator does not tally, written as one class with its observer: the share of a cycle's crawls that
 * revisit a page crawled the cycle before. Nothing in the simulation package changes for it.
 */
class ObservedMetricTest {
    static final Metric REPEAT = new Metric() {
        public String name() {
            return "repeat";
        }

        public String label() {
            return "Repeat share";
        }

        public String description() {
            return "crawls of a page crawled the cycle before / k (a test metric)";
        }

        public Range range() {
            return Range.SHARE;
        }

        public boolean higherIsBetter() {
            return false;
        }

        public CycleObserver.Factory observer() {
            return new CycleObserver.Factory() {
                public String name() {
                    return "repeat";
                }

                public CycleObserver start(CrawlState state) {
                    boolean[] before = new boolean[state.pages()], now = new boolean[state.pages()];
                    return view -> {
                        int repeats = 0;
                        Arrays.fill(now, false);
                        for (int j = 0; j < view.crawledCount(); j++) {
                            int p = view.crawled()[j];
                            if (before[p]) repeats++;
                            now[p] = true;
                        }
                        System.arraycopy(now, 0, before, 0, now.length);
                        return repeats / (double) view.k();
                    };
                }
            };
        }
    };

    private static final ChangeHistory H = ChangeHistory.of("0101", "1100", "0011");
    // every page scores the same and ties go by index: pages 0 and 1 are crawled every cycle (k = 2, no warm-up)
    private static final ScoreFunctionPolicy SAME = new ScoreFunctionPolicy("same", (n, x, t) -> 0);
    private static final SimulationSettings S = new SimulationSettings(0.67, 0, TieBreak.INDEX, 1);

    @Test
    void theObserverSeesEveryCycleAndBothSimulatorsAgree() {
        List<CycleObserver.Factory> observers = Metrics.observers(List.of(Metrics.CHANGERATE, REPEAT));
        SimulationResult fast = CrawlSimulator.run(H, SAME, S, Recorded.none(), observers);
        SimulationResult reference = ReferenceSimulator.run(H, SAME, S, Recorded.none(), observers);
        assertEquals(2, fast.k());
        double[] perCycle = new double[4];
        for (int i = 0; i < 4; i++) perCycle[i] = REPEAT.value(fast, i);
        assertArrayEquals(new double[] {0, 1, 1, 1}, perCycle, 0); // nothing before cycle 1, then both pages again
        assertEquals(fast, reference);
        assertTrue(REPEAT.recordedIn(fast));
        assertEquals(0.75, REPEAT.mean(fast), 0);
        // the tallies are unchanged by observing: ChangeRate on cycles 1-4 (p1 at 1 and 2, p0 at 2 and 4)
        assertArrayEquals(new int[] {1, 2, 0, 1}, fast.found());
    }

    @Test
    void aSimulationWithoutTheObserverHasNotRecordedIt() {
        SimulationResult plain = CrawlSimulator.run(H, SAME, S);
        assertFalse(REPEAT.recordedIn(plain));
        assertEquals(
                List.of(Metrics.CHANGERATE), Metrics.recorded(List.of(Metrics.CHANGERATE, REPEAT), List.of(plain)));
        assertThrows(IllegalStateException.class, () -> REPEAT.value(plain, 0));
        assertEquals(plain, plain.withPolicy("same"));
    }

    @Test
    void theViewHoldsTheCyclesCounts() {
        List<CycleView> seen = new ArrayList<>();
        CycleObserver.Factory record = new CycleObserver.Factory() {
            public String name() {
                return "record";
            }

            public CycleObserver start(CrawlState state) {
                return view -> {
                    seen.add(view);
                    return view.found();
                };
            }
        };
        SimulationResult r = CrawlSimulator.run(H, SAME, S, Recorded.none(), List.of(record));
        assertEquals(4, seen.size());
        for (int i = 0; i < 4; i++) {
            CycleView v = seen.get(i);
            assertEquals(i + 1, v.cycle());
            assertEquals(i, v.index());
            assertEquals(r.found()[i], v.found());
            assertEquals(r.available()[i], v.available());
            assertEquals(r.staleAfter()[i], v.staleAfter());
            assertEquals(2, v.crawledCount());
        }
        assertArrayEquals(new double[] {1, 2, 0, 1}, r.observed().get("record"), 0);
    }
}
