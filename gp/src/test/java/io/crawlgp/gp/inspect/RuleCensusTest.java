package io.crawlgp.gp.inspect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.expr.Expr;
import io.crawlgp.gp.AdaptiveForm;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.IntervalRules;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The adaptive form's census: a chosen rule is a production rule only when both trees and every constant are. */
class RuleCensusTest {
    private static FormulaRow best(int fold, IntervalRule r, double test) {
        String text = ArchiveEntry.of(AdaptiveForm.flat(r), 0, 0).evolved();
        return new FormulaRow(
                fold, 0, "GP4C_Best", text, AdaptiveForm.infix(r), AdaptiveForm.rankInfix(r), 20, 4, 0, 0, test);
    }

    @Test
    void keptProductionRulesAreNamedAndRulesOfTheirOwnCounted(@TempDir Path dir) throws Exception {
        IntervalRule storm = IntervalRules.byName("StormCrawler-ratio-rule");
        IntervalRule other = new IntervalRule(
                "x", storm.update(), storm.score(), storm.initial(), storm.min(), 2 * storm.max()); // one clamp differs
        assertEquals("StormCrawler-ratio-rule", RuleCensus.production(storm));
        assertNull(RuleCensus.production(other));
        Path run = dir.resolve("runs/ds/GP4C-adaptive/r0");
        Files.createDirectories(run);
        GpResultsCsv.writeFormulas(
                run.resolve(GpResultsCsv.FORMULAS),
                List.of(best(0, storm, 0.5), best(1, storm, 0.7), best(2, other, 0.4)));
        Files.writeString(dir.resolve("provenance.json"), "{\"git\": {\"commit\": \"0123456789\"}}");
        String md = RuleCensus.markdown(dir);
        // the clamp differs, the trees are StormCrawler's: "other constants"
        assertTrue(
                md.contains("| ds | GP4C-adaptive | 3 | 2: StormCrawler-ratio-rule 2 (0.6000) | "
                        + "1: StormCrawler-ratio-rule 1 (0.4000) | 0 | 0 | - |"),
                md);
        assertTrue(md.contains("commit 0123456"), md);
        for (String line : md.split("\n"))
            if (line.startsWith("|"))
                assertEquals(RuleCensus.HEADER.size() + 1, line.split("\\|", -1).length - 1, line);
        assertEquals("StormCrawler-ratio-rule", RuleCensus.family(other));
        assertNull(RuleCensus.family(new IntervalRule("m", Expr.c(3), storm.score(), 1, 1, 5)));
        // a constant update fixes every page's interval: the rule is a static score
        assertTrue(RuleCensus.memoryless(new IntervalRule("m", Expr.c(3), storm.score(), 1, 1, 5)));
        assertTrue(!RuleCensus.memoryless(storm));
        Files.delete(run.resolve(GpResultsCsv.FORMULAS));
        assertThrows(UserError.class, () -> RuleCensus.markdown(dir));
    }
}
