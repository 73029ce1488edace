package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.util.RecordOverrides;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SettingsAsWrittenTest {
    @Test
    void settingsAreWrittenAsAUserWritesThemAndReadBackTheSame() {
        GpSettings s = RecordOverrides.apply(GpSettings.paper(), Map.of("tieBreak", "random", "estimatorWindow", "8"));
        Map<String, String> written = RecordOverrides.asWritten(s);
        assertEquals("random", written.get("tieBreak"));
        assertEquals("unlimited", written.get("maxChanges"));
        assertEquals("proportional", written.get("rateNormalisation"));
        assertEquals("n,X,t", written.get("inputs"), "a case-sensitive input name is kept as it is");
        // the written form reads back to the same settings, and so to the same canonical text and hash
        GpSettings back = RecordOverrides.apply(GpSettings.paper(), written);
        assertEquals(s, back);
        assertEquals(SettingsText.canonical(s), SettingsText.canonical(back));
        assertEquals(RecordOverrides.describe(s).keySet(), written.keySet());
    }

    @Test
    void theCanonicalTextTheHashIsMadeOfIsUnchanged() {
        // committed runs resume only if this text is what it was when they ran
        String text = SettingsText.canonical(GpSettings.paper());
        assertEquals(true, text.contains("tieBreak = RANDOM\n"), text);
        assertEquals(true, text.contains("maxChanges = 2147483647\n"), text);
    }
}
