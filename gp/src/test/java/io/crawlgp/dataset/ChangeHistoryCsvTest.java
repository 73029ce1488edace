package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.io.Hashing;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChangeHistoryCsvTest {
    @TempDir
    Path dir;

    private DatasetException failure(String content) throws Exception {
        Path f = dir.resolve("pages.csv");
        Files.writeString(f, content);
        return assertThrows(DatasetException.class, () -> ChangeHistoryCsv.read(dir));
    }

    @Test
    void readsValidFileWithQuotedFieldsAndExtraColumns() throws Exception {
        Path f = dir.resolve("pages.csv");
        Files.writeString(f, "page,site,history,note\n\"http://a/x,y\",a,0101,z\nb,b,1111,\n");
        ChangeHistory h = ChangeHistoryCsv.read(dir);
        assertEquals(2, h.pages());
        assertEquals(4, h.cycles());
        assertEquals("http://a/x,y", h.pageId(0));
        assertEquals("0101", h.historyString(0));
    }

    @Test
    void roundTripsThroughWrite() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 70, 5));
        Path f = dir.resolve("out/pages.csv");
        ChangeHistoryCsv.write(h, f);
        assertEquals(h, ChangeHistoryCsv.read(f));
        assertEquals(Hashing.sha256(f), DatasetSpec.sha256OfCsv(h), "in-memory hash equals the file's");
    }

    @Test
    void missingColumnNamesTheColumn() throws Exception {
        DatasetException e = failure("page,history\na,0101\n");
        assertEquals(1, e.line());
        assertTrue(e.getMessage().contains("missing column 'site'"), e.getMessage());
    }

    @Test
    void badCharacterNamesLineAndCycle() throws Exception {
        DatasetException e = failure("page,site,history\na,s,0101\nb,s,01x1\n");
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("'x' at cycle 3"), e.getMessage());
        assertTrue(e.getMessage().contains("pages.csv:3:"), e.getMessage());
    }

    @Test
    void historiesOfDifferentLengths() throws Exception {
        DatasetException e = failure("page,site,history\na,s,0101\nb,s,01\n");
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("has 2 cycles, expected 4"), e.getMessage());
    }

    @Test
    void duplicatePageIdNamesFirstLine() throws Exception {
        DatasetException e = failure("page,site,history\na,s,0101\nb,s,0000\na,t,1111\n");
        assertEquals(4, e.line());
        assertTrue(e.getMessage().contains("duplicate page id 'a' (first seen on line 2)"), e.getMessage());
    }

    @Test
    void emptyFileAndHeaderOnly() throws Exception {
        assertTrue(failure("").getMessage().contains("empty file"));
        assertTrue(failure("page,site,history\n").getMessage().contains("no pages"));
    }

    @Test
    void missingFolderOrFile() {
        DatasetException e = assertThrows(DatasetException.class, () -> ChangeHistoryCsv.read(dir.resolve("nope")));
        assertTrue(e.getMessage().contains("no such file"));
        DatasetException e2 = assertThrows(DatasetException.class, () -> ChangeHistoryCsv.read(dir));
        assertTrue(e2.getMessage().contains("no pages.csv"));
    }
}
