package io.crawlgp.content;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The column-wise path (each feature fills its column for all pages at once, {@code Tracker.values}) scores every page
 * of every scheduled cycle exactly as the reference, which asks each feature page by page and walks the tree: over
 * all fifteen inputs, RB's terminals and the related-page rates included.
 */
class ColumnScoresTest {
    private static List<double[]> scores(ContentCorpus c, Policy inner, SimulationSettings s) {
        List<double[]> seen = new ArrayList<>();
        CrawlSimulator.run(c.history(), new Policy() {
            public String name() { return inner.name(); }
            public Run start(CrawlState state, long seed) {
                Run run = inner.start(state, seed);
                return new Run() {
                    public void score(int cycle, double[] out) {
                        run.score(cycle, out);
                        seen.add(out.clone());
                    }
                    public void visited(int page, int cycle, boolean changed) { run.visited(page, cycle, changed); }
                };
            }
        }, s);
        return seen;
    }

    @Test
    void columnsScoreEveryPageAsTheReferenceDoes() {
        ContentCorpus c = ContentGenerator.generate(40, 50, 3, 2);
        int warmup = 14;
        FeatureSet set = ContentFeatures.of(c, ContentFeatures.rb(c, RbSettings.of(10, 0, "any"), warmup));
        List<String> names = set.names();
        SplittableRandom r = new SplittableRandom(9);
        String[] ops = {"+", "-", "*", "/"};
        for (int i = 0; i < 10; i++) {
            String f = i == 0 ? String.join(" + ", names) : names.get(r.nextInt(names.size()));
            for (int k = 0; k < (i == 0 ? 0 : 4); k++) f = "(" + f + " " + ops[r.nextInt(4)] + " " + names.get(r.nextInt(names.size())) + ")";
            Expr e = ExprParser.parse(f, names);
            SimulationSettings s = new SimulationSettings(0.1, warmup, TieBreak.RANDOM, 1 + i);
            List<double[]> columns = scores(c, FormulaPolicy.perPage("gp", e, names, set, false), s);
            List<double[]> reference = scores(c, FormulaPolicy.perPage("gp", e, names, set, true), s);
            assertEquals(reference.size(), columns.size());
            for (int j = 0; j < columns.size(); j++) assertArrayEquals(reference.get(j), columns.get(j), f + ", scheduled cycle " + (j + 1));
        }
    }
}
