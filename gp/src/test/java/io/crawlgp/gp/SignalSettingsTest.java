package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.SignalModel;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A signal model is a dataset setting by flat name, and a run that sets none keeps its identity. */
class SignalSettingsTest {
    @Test
    void theModelIsReadByItsFlatNamesAndDescribedOnlyWhenSet() {
        GpSettings s = SettingsFile.load(
                null,
                Map.of(
                        "signals", "accurate:0.4/deploy:0.3/none:0.3",
                        "signalRecall", "0.5",
                        "signalFalsePositives", "0.01",
                        "signalDelay", "1",
                        "signalSeed", "7"));
        assertEquals(
                new SignalModel("accurate:0.4/deploy:0.3/none:0.3", 0.5, 0.01, 1, 7),
                s.dataset().signals());
        String text = SettingsText.canonical(s);
        assertTrue(text.contains("signals = accurate:0.4/deploy:0.3/none:0.3\n"), text);
        assertTrue(text.contains("signalRecall = 0.5\n"), text);
        // unset, the description is the one committed runs were hashed by
        assertFalse(SettingsText.canonical(GpSettings.paper()).contains("signal"));
        assertEquals(
                SettingsText.canonical(GpSettings.paper()),
                SettingsText.canonical(SettingsFile.load(null, Map.of("signals", ""))));
    }
}
