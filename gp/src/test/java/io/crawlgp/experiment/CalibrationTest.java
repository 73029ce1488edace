package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.io.Provenance;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A rule's probabilities against what its visits found, by hand. */
class CalibrationTest {
    @TempDir
    Path dir;

    /** Every page scored -ln(1 - 0.5): P = 0.5 at every visit. */
    private static final Policy HALF = new Policy() {
        public String name() {
            return "Half";
        }

        public Run start(CrawlState state, long seed) {
            return (cycle, out) -> Arrays.fill(out, Math.log(2));
        }
    };

    @Test
    void aConstantHalfOnPagesThatAlwaysAndNeverChange() throws Exception {
        // k = both pages, no warm-up: 4 visits each; page 0 finds a change every time, page 1 never
        ChangeHistory h = ChangeHistory.of("1111", "0000");
        Calibration.Tally t = Calibration.of("d", h, HALF, new SimulationSettings(1.0, 0, TieBreak.INDEX, 1));
        long[] visits = new long[Calibration.BINS], changed = new long[Calibration.BINS];
        visits[5] = 8; // P = 0.5 falls in [0.5, 0.6)
        changed[5] = 4;
        assertArrayEquals(visits, t.visits());
        assertArrayEquals(changed, t.changed());
        assertEquals(8 * 0.25, t.brier(), 1e-12); // (0.5 - 1)^2 and (0.5 - 0)^2, eight times
        Calibration.write(List.of(t), dir, Provenance.start("test"));
        assertTrue(Files.readString(dir.resolve("brier.csv")).contains("d,Half,8,0.25,0.5,0.25"));
        assertTrue(Files.readString(dir.resolve("calibration.csv")).contains("d,Half,0.5,0.6,8,0.5,0.5"));
        assertTrue(Files.size(dir.resolve("reliability.png")) > 0);
    }

    @Test
    void aRuleWhoseScoreIsNoProbabilityIsRefusedByName() {
        UserError e = assertThrows(UserError.class, () -> Calibration.probabilistic("Age"));
        assertTrue(e.getMessage().startsWith("calibration: Age's score is no probability of change"), e.getMessage());
        assertEquals("Posterior", Calibration.probabilistic("Posterior").name());
        assertEquals(
                "ChoGM(smoothing=1)",
                Calibration.probabilistic("ChoGM(smoothing=1)").name());
    }
}
