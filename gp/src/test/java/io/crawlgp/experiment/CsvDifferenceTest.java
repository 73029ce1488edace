package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** What reproduce says about a table that differs: the first moved value, or that only the columns changed. */
class CsvDifferenceTest {
    private static String describe(String committed, String rerun) {
        return CsvDifference.describe(
                committed.getBytes(StandardCharsets.UTF_8), rerun.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aMovedValueIsNamedByLineAndColumnAndAddedColumnsAloneSayNothingMoved() {
        assertEquals(
                "first at line 3, column test: 0.25 committed, 0.26 rerun",
                describe("fold,test\n0,0.5\n1,0.25\n", "fold,test\n0,0.5\n1,0.26\n"));
        // a column added in the middle: the shared ones are matched by name, not position
        assertEquals(
                "columns added: simplified; every shared value equal",
                describe("fold,test\n0,0.5\n", "fold,simplified,test\n0,x,0.5\n"));
        assertEquals(
                "columns added: simplified; first at line 2, column test: 0.5 committed, 0.4 rerun",
                describe("fold,test\n0,0.5\n", "fold,simplified,test\n0,x,0.4\n"));
        assertEquals("columns removed: test; every shared value equal", describe("fold,test\n0,0.5\n", "fold\n0\n"));
        assertEquals("2 rows committed, 1 rerun", describe("m,v\nA,1\nB,2\n", "m,v\nA,1\n"));
        assertEquals(
                "the same values, other bytes (quoting or column order)", describe("m,v\nA,1\n", "m,v\r\n\"A\",1\r\n"));
        // an unclosed quote: not readable as a table, still reported (the bytes differ)
        assertEquals("not comparable as tables", describe("m,v\nA,1\n", "m,v\n\"A,1\n"));
    }
}
