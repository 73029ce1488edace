package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.util.RecordOverrides;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SyntheticChangeGeneratorTest {
    @Test
    void sameSeedSameHistoryOtherSeedOtherHistory() {
        ChangeHistory a = SyntheticChangeGenerator.generate(GeneratorSettings.of(500, 40, 7));
        ChangeHistory b = SyntheticChangeGenerator.generate(GeneratorSettings.of(500, 40, 7));
        ChangeHistory c = SyntheticChangeGenerator.generate(GeneratorSettings.of(500, 40, 8));
        assertEquals(a, b);
        assertNotEquals(a, c);
    }

    @Test
    void pagesDoNotDependOnHowManyOthersAreGenerated() {
        ChangeHistory small = SyntheticChangeGenerator.generate(
                GeneratorSettings.of(100, 30, 3).withPagesPerSite(1e9));
        ChangeHistory large = SyntheticChangeGenerator.generate(
                GeneratorSettings.of(400, 30, 3).withPagesPerSite(1e9));
        for (int p = 0; p < 100; p++) assertEquals(small.historyString(p), large.historyString(p));
    }

    @Test
    void periodicPagesChangeOnTheirPhase() {
        GeneratorSettings g = RecordOverrides.apply(
                GeneratorSettings.of(200, 70, 1),
                Map.of(
                        "sharePeriodic",
                        "1",
                        "shareBursty",
                        "0",
                        "periodicProbability",
                        "1",
                        "periodicNoise",
                        "0",
                        "shockProbability",
                        "0"));
        ChangeHistory h = SyntheticChangeGenerator.generate(g);
        for (int p = 0; p < h.pages(); p++) {
            assertEquals(10, h.changeCount(p), "one change per 7-cycle period");
            int first = h.nextChangeAfter(p, 0);
            for (int c = first; c <= 70; c += 7) assertTrue(h.changed(p, c));
        }
    }

    @Test
    void siteShocksChangeManyPagesOfOneSiteTogether() {
        GeneratorSettings g = RecordOverrides.apply(
                GeneratorSettings.of(300, 50, 2),
                Map.of(
                        "sharePeriodic",
                        "0",
                        "shareBursty",
                        "0",
                        "rateMedian",
                        "0",
                        "shockProbability",
                        "0.1",
                        "shockFollow",
                        "1",
                        "pagesPerSite",
                        "300"));
        ChangeHistory h = SyntheticChangeGenerator.generate(g);
        // one site, no own changes: every cycle either all pages change or none do
        for (int c = 1; c <= 50; c++) {
            int n = 0;
            for (int p = 0; p < h.pages(); p++) if (h.changed(p, c)) n++;
            assertTrue(n == 0 || n == 300, "cycle " + c + ": " + n);
        }
        assertTrue(h.totalChanges() > 0);
    }

    @Test
    void settingsValidationNamesTheField() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> RecordOverrides.apply(GeneratorSettings.defaults(), Map.of("shockFollow", "1.5")));
        assertTrue(e.getMessage().contains("shockFollow"), e.getMessage());
        IllegalArgumentException e2 = assertThrows(
                IllegalArgumentException.class,
                () -> RecordOverrides.apply(GeneratorSettings.defaults(), Map.of("nosuch", "1")));
        assertTrue(e2.getMessage().contains("unknown setting"), e2.getMessage());
    }
}
