package io.crawlgp.feature;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each feature against a hand-computed crawl of a two-page history, read at every scheduled cycle. */
class CrawlFeaturesTest {
    /** A policy that records the features of page 0 before each cycle's crawl and always crawls page 0 first. */
    static final class Recorder implements Policy {
        final List<double[]> seen = new ArrayList<>();

        public String name() {
            return "recorder";
        }

        public Run start(CrawlState state, long seed) {
            Observations obs = new Observations(state);
            Feature.Tracker[] ts = obs.start(CrawlFeatures.SET.of(List.of("n", "X", "t", "tc", "lc", "mi")));
            return new Run() {
                public void score(int cycle, double[] out) {
                    double[] v = new double[ts.length];
                    for (int i = 0; i < v.length; i++) v[i] = ts[i].value(0, cycle);
                    seen.add(v);
                    out[0] = cycle % 2 == 1 ? 1 : 0; // page 0 crawled at odd cycles only (k = 1 of 2 pages)
                    out[1] = 0.5;
                }

                public void visited(int page, int cycle, boolean changed) {
                    obs.visited(page, cycle, changed);
                }
            };
        }
    }

    @Test
    void valuesFollowTheCrawlersOwnVisits() {
        // page 0 changes at cycles 2 and 5 (1-based), page 1 never; W = 1 warm-up, k = 1
        ChangeHistory h = ChangeHistory.of("010010", "000000");
        Recorder r = new Recorder();
        CrawlSimulator.run(h, r, new SimulationSettings(0.5, 1, TieBreak.INDEX, 1));
        assertEquals(
                List.of("n", "X", "t", "tc", "lc", "mi"),
                CrawlFeatures.names().subList(0, 6)); // the columns read below
        // columns n, X, t, tc, lc, mi = (last visit + 1) / (X + 1)
        // cycle 2: one warm-up visit at cycle 1 found nothing: n=1, X=0, t=1, tc=2 (from cycle 0), lc=0, mi=2/1
        assertArrayEquals(new double[] {1, 0, 1, 2, 0, 2}, r.seen.get(0));
        // cycle 3: page 0 not crawled at cycle 2 (even), so still n=1, t=2, tc=3
        assertArrayEquals(new double[] {1, 0, 2, 3, 0, 2}, r.seen.get(1));
        // crawled at cycle 3: found the change of cycle 2 -> at cycle 4: n=2, X=1, t=1, tc=1, lc=1, mi=4/2
        assertArrayEquals(new double[] {2, 1, 1, 1, 1, 2}, r.seen.get(2));
        // cycle 5: not crawled at 4 -> t=2, tc=2, lc still 1
        assertArrayEquals(new double[] {2, 1, 2, 2, 1, 2}, r.seen.get(3));
        // crawled at 5: change of cycle 5 found -> at cycle 6: n=3, X=2, t=1, tc=1, lc=1, mi=6/3
        assertArrayEquals(new double[] {3, 2, 1, 1, 1, 2}, r.seen.get(4));
    }

    @Test
    void unknownAndRepeatedNamesAreUserErrors() {
        UserError e = assertThrows(UserError.class, () -> CrawlFeatures.SET.of(List.of("n", "nope")));
        assertTrue(
                e.getMessage()
                        .contains("unknown feature 'nope'; known: " + String.join(", ", CrawlFeatures.names())
                                + " (content features"),
                e.getMessage());
        assertThrows(UserError.class, () -> CrawlFeatures.SET.of(List.of("t", "t")));
        assertTrue(CrawlFeatures.withinGp4c(List.of("t", "X")));
        assertFalse(CrawlFeatures.withinGp4c(List.of("t", "tc")));
    }
}
