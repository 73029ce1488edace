package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The duplicate check after reading names the line reading row by row would: the first repeat, and its first line. */
class DuplicateIdsTest {
    @TempDir
    Path dir;

    @Test
    void theFirstRepeatedIdIsNamedWithItsFirstLine() throws Exception {
        Path f = dir.resolve("pages.csv");
        // line 2 a, 3 b, 4 c, 5 b (b's repeat), 6 a (a's repeat, later)
        Files.writeString(f, "page,site,history\na,s,01\nb,s,10\nc,s,11\nb,s,00\na,s,01\n");
        DatasetException e = assertThrows(DatasetException.class, () -> ChangeHistoryCsv.read(f));
        assertEquals(f + ":5: duplicate page id 'b' (first seen on line 3)", e.getMessage());
        // ids differing in one character are not duplicates
        Files.writeString(f, "page,site,history\nab,s,01\nba,s,10\n");
        assertEquals(2, ChangeHistoryCsv.read(f).pages());
    }
}
