package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsFileTest {
    @TempDir
    Path dir;

    @Test
    void readsValuesOverDefaultsAndOverridesOnTop() throws Exception {
        Path f = dir.resolve("e.properties");
        Files.writeString(f, "# comment\npopulation = 40\n\ngenerations=7\nfunctions = +,*\n");
        GpSettings s = SettingsFile.load(f, Map.of("generations", "9"));
        assertEquals(40, s.breeding().population());
        assertEquals(9, s.breeding().generations());
        assertEquals(List.of("+", "*"), s.breeding().functions());
        assertEquals(300, SettingsFile.load(null, Map.of()).breeding().population());
    }

    @Test
    void errorsNameFileLineAndField() throws Exception {
        Path f = dir.resolve("e.properties");
        Files.writeString(f, "population = 40\npopulaton = 10\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SettingsFile.load(f, Map.of()));
        assertTrue(e.getMessage().startsWith(f + ":2: unknown setting(s) [populaton]"), e.getMessage());
        Files.writeString(f, "maxDepth = 10\nmaxCrossoverDepth = 12\n");
        e = assertThrows(IllegalArgumentException.class, () -> SettingsFile.load(f, Map.of()));
        assertTrue(e.getMessage().contains(":2: maxCrossoverDepth must be in"), e.getMessage());
        Files.writeString(f, "functions = +,sqrt\n");
        e = assertThrows(IllegalArgumentException.class, () -> SettingsFile.load(f, Map.of()));
        assertTrue(e.getMessage().contains("unknown function 'sqrt'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SettingsFile.load(null, Map.of("tieBreak", "coin")));
        assertTrue(e.getMessage().contains("--set tieBreak=coin"), e.getMessage());
    }
}
