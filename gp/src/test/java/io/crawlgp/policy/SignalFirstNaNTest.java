package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.Signals;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import org.junit.jupiter.api.Test;

/**
 * Signals first, where the base rule scores a page NaN: the page stays NaN, ranked last as the
 * simulator ranks NaN, however many signals it has; a signal lifts only pages the base rule can rank.
 */
class SignalFirstNaNTest {
    @Test
    void aSignalledPageTheBaseCannotRankStaysLast() {
        ChangeHistory h =
                ChangeHistory.of("0100", "0100", "0000").withSignals(Signals.of(4, new int[][] {{1}, {1}, {}}));
        Policy base = new Policy() {
            public String name() {
                return "Base";
            }

            public Run start(CrawlState state, long seed) {
                return (cycle, out) -> {
                    out[0] = Double.NaN; // page 0: no score, signalled
                    out[1] = 1; // page 1: signalled
                    out[2] = 5; // page 2: the base's favourite, no signal
                };
            }
        };
        double[][] seen = new double[1][];
        Policy first = new SignalFirstPolicy("Base-signal", base, false);
        CrawlSimulator.run(
                h,
                new Policy() {
                    public String name() {
                        return "seen";
                    }

                    public Run start(CrawlState state, long seed) {
                        Run inner = first.start(state, seed);
                        return (cycle, out) -> {
                            inner.score(cycle, out);
                            if (cycle == 1) seen[0] = out.clone();
                        };
                    }
                },
                new SimulationSettings(0.34, 0, TieBreak.INDEX, 1));
        assertTrue(Double.isNaN(seen[0][0]), "NaN stays NaN");
        assertTrue(seen[0][1] > seen[0][2], "a signalled page the base ranks goes first");
        assertEquals(1, seen[0][2], 0, "the base's dense ranks: 1 < 5 gives 0 and 1");
        assertEquals(2, seen[0][1], 0, "lifted above every rank: 0 + 2 distinct scores");
    }
}
