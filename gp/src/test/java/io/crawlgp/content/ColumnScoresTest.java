package io.crawlgp.content;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The column-wise path (each feature fills its column for all pages at once, {@code Tracker.values}) scores every page
 * of every scheduled cycle exactly as the reference, which asks each feature page by page and walks the tree: over
 * all fifteen inputs, RB's terminals and the related-page rates included.
 */
class ColumnScoresTest {
    @Test
    void columnsScoreEveryPageAsTheReferenceDoes() {
        ContentCorpus c = ContentGenerator.generate(40, 50, 3, 2);
        int warmup = 14;
        FeatureSet set = ContentFeatures.of(c, ContentFeatures.rb(c, RbSettings.of(10, 0, "any"), warmup));
        List<String> names = set.names();
        List<String> formulas = WarmUpAtOnceTest.formulas(names, 9, 10);
        for (int i = 0; i < formulas.size(); i++) {
            String f = formulas.get(i);
            Expr e = ExprParser.parse(f, names);
            SimulationSettings s = new SimulationSettings(0.1, warmup, TieBreak.RANDOM, 1 + i);
            List<double[]> columns = WarmUpAtOnceTest.crawl(c, FormulaPolicy.perPage("gp", e, names, set, false), s, false).scores();
            List<double[]> reference = WarmUpAtOnceTest.crawl(c, FormulaPolicy.perPage("gp", e, names, set, true), s, false).scores();
            assertEquals(reference.size(), columns.size());
            for (int j = 0; j < columns.size(); j++) assertArrayEquals(reference.get(j), columns.get(j), f + ", scheduled cycle " + (j + 1));
        }
    }
}
