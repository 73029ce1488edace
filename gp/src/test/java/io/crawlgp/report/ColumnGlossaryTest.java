package io.crawlgp.report;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.metric.Metrics;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every table of the report says what its columns mean (issue 62: ceiling, p and p_holm went unexplained). */
class ColumnGlossaryTest {
    @Test
    void knownColumnsAreExplainedAndUnknownOnesLeftOut() {
        String g = ColumnGlossary.of(List.of("method", "ceiling", "p", "p_holm", "my_own"));
        assertTrue(g.startsWith("Columns. ceiling: " + Metrics.byName("ceiling").description()), g);
        assertTrue(g.contains("p_holm: p adjusted by Holm's step-down"), g);
        assertTrue(g.contains("p: two-sided p of the corrected resampled t-test"), g);
        assertFalse(g.contains("my_own"), "a column not listed is not guessed");
        assertEquals("", ColumnGlossary.of(List.of("method", "my_own")));
    }
}
