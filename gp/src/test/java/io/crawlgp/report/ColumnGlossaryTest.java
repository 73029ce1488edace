package io.crawlgp.report;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.metric.Metrics;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every table of the report says what its columns mean (ceiling, p and p_holm went unexplained). */
class ColumnGlossaryTest {
    @Test
    void knownColumnsAreExplainedAndUnknownOnesLeftOut() {
        String g = ColumnGlossary.of(List.of("method", "ceiling", "p", "p_holm", "my_own"));
        assertTrue(g.startsWith("Columns. ceiling: " + Metrics.byName("ceiling").description()), g);
        assertTrue(g.contains("p (Holm): p adjusted by Holm's step-down"), g); // named as the header shows it
        assertTrue(g.contains("p: two-sided p of the corrected resampled t-test"), g);
        assertFalse(g.contains("my_own"), "a column not listed is not guessed");
        assertEquals("", ColumnGlossary.of(List.of("method", "my_own")));
    }

    @Test
    void headersReadAsWordsAndNumbersInAColumnShareOneFormat() {
        assertEquals("95% low", ColumnGlossary.title("ci95_low"));
        assertEquals("expected superior", ColumnGlossary.title("expected_superior"));
        assertEquals("method", ColumnGlossary.title("method"));
        // 0.784 beside 0.97801234 and 1 in one column: all four decimals; a column of whole numbers stays whole
        int d = Math.max(Html.decimals("0.784"), Math.max(Html.decimals("0.97801234"), Html.decimals("1")));
        assertEquals(4, d);
        assertEquals(
                List.of("0.7840", "0.9780", "1.0000"),
                List.of(Html.inColumn("0.784", d), Html.inColumn("0.97801234", d), Html.inColumn("1", d)));
        assertEquals("12", Html.inColumn("12", Html.decimals("12")));
    }
}
