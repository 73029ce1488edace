package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.MethodId;
import org.junit.jupiter.api.Test;

/** The known-rate bound by hand: each page's Poisson rate from its whole history, ranked r t as ChoGM ranks. */
class KnownRatesPolicyTest {
    @Test
    void scoresAreTheTrueRateTimesTheTimeSinceTheLastVisit() {
        // C = 4 cycles: changes in 3, 1 and 0 of them
        ChangeHistory h = ChangeHistory.of("1101", "0100", "0000");
        CrawlState state = new CrawlState(h, 1);
        Policy.Run run = new KnownRatesPolicy().start(state, 1);
        double[] out = new double[3];
        run.score(2, out); // nobody visited: t = 2 - 0
        assertEquals(-Math.log(1 - 3 / 5.0) * 2, out[0], 1e-15);
        assertEquals(-Math.log(1 - 1 / 5.0) * 2, out[1], 1e-15);
        assertEquals(0.0, out[2]);
        assertTrue(MethodId.isOracle(new KnownRatesPolicy().name()), "it reads the whole history: an oracle");
    }
}
