package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A dataset's cycle length: declared, imported, coarsened, or unknown. */
class CycleDaysTest {
    @TempDir
    Path dir;

    private Path folder(String name) throws Exception {
        Path d = Files.createDirectories(dir.resolve(name));
        Files.writeString(d.resolve("pages.csv"), "page,site,history\na,s,0101\nb,s,0011\n");
        return d;
    }

    @Test
    void declaredImportedCoarsenedOrOne() throws Exception {
        Path declared = folder("declared");
        CycleDays.write(declared, 7, "weekly");
        assertEquals(7.0, ChangeHistoryCsv.read(declared).cycleDays(), 0);
        Path imported = folder("imported");
        Files.writeString(imported.resolve("provenance.json"), "{\"import\": {\"cycle_length_days\": 3}}");
        assertEquals(3.0, ChangeHistoryCsv.read(imported).cycleDays(), 0);
        // the declaration wins over the importer's record
        CycleDays.write(imported, 2, "re-declared");
        assertEquals(2.0, ChangeHistoryCsv.read(imported).cycleDays(), 0);
        // coarsening by 2 doubles it; restricting and subsets keep it
        ChangeHistory h = ChangeHistoryCsv.read(declared);
        assertEquals(14.0, h.coarsen(2).cycleDays(), 0);
        assertEquals(7.0, h.restrict(2, 3).cycleDays(), 0);
        assertEquals(7.0, h.subset(new int[] {1}).cycleDays(), 0);
        assertEquals(1.0, ChangeHistoryCsv.read(folder("silent")).cycleDays(), 0);
    }

    @Test
    void aBadDeclarationIsOneLineNamingTheFile() throws Exception {
        Path bad = folder("bad");
        Files.writeString(bad.resolve(CycleDays.PROPERTIES), "cycleDays = -1\n");
        DatasetException e = assertThrows(DatasetException.class, () -> ChangeHistoryCsv.read(bad));
        assertTrue(e.getMessage().startsWith(bad.resolve(CycleDays.PROPERTIES).toString()), e.getMessage());
        assertTrue(e.getMessage().endsWith("cycleDays must be a positive number of days, got '-1'"), e.getMessage());
    }
}
