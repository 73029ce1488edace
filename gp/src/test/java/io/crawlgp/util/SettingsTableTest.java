package io.crawlgp.util;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.gp.GpSettings;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every setting of an experiment, generated from the settings records themselves ({@link RecordOverrides#describe} of
 * the paper's defaults, so a new setting adds its rows here without a line changing): a misspelt neighbour, the same
 * setting given twice in two spellings, and a value of the wrong type are each refused in one line naming the key as
 * the user typed it.
 */
class SettingsTableTest {
    private static UserError refused(Map<String, String> overrides) {
        return assertThrows(
                UserError.class, () -> RecordOverrides.apply(GpSettings.paper(), overrides), overrides::toString);
    }

    @Test
    void everySettingRefusesANeighbourATwinAndAWrongType() {
        GpSettings paper = GpSettings.paper();
        int typed = 0;
        for (Map.Entry<String, String> e : RecordOverrides.describe(paper).entrySet()) {
            String key = e.getKey(), value = e.getValue();
            UserError unknown = refused(Map.of(key + "Zz", value));
            assertTrue(unknown.getMessage().contains(key + "Zz"), unknown.getMessage());
            assertTrue(!unknown.getMessage().contains("\n"));

            String path = RecordOverrides.canonical(paper, key);
            if (!path.equals(key)) { // the flat name and the dotted path are one setting
                Map<String, String> twice = new LinkedHashMap<>();
                twice.put(key, value);
                twice.put(path, value);
                UserError twin = refused(twice);
                assertTrue(twin.getMessage().contains("given twice"), twin.getMessage());
                assertTrue(twin.getMessage().contains(key), twin.getMessage());
            }

            boolean number = value.matches("-?[0-9]+(\\.[0-9]+)?([eE]-?[0-9]+)?");
            if (number || value.equals("true") || value.equals("false")) {
                UserError wrong = refused(Map.of(key, "not-a-number"));
                assertTrue(wrong.getMessage().contains(key), key + ": " + wrong.getMessage());
                assertTrue(!wrong.getMessage().contains("\n"));
                typed++;
            }
        }
        assertTrue(typed >= 20, "the table reached " + typed + " typed settings");
    }
}
