package io.crawlgp.content.crawl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.content.prediction.ContentGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
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
    private static final ContentCorpus CORPUS = ContentGenerator.generate(40, 50, 3, 2);
    private static final int WARMUP = 14;

    /** The fifteen inputs over the corpus, RB's terminals trained on the warm-up (a fresh set: nothing remembered). */
    private static FeatureSet features() {
        return ContentFeatures.of(CORPUS, ContentFeatures.rb(CORPUS, CrawlPredictorSettings.of(10, 0, "any"), WARMUP));
    }

    @Test
    void columnsScoreEveryPageAsTheReferenceDoes() {
        ContentCorpus c = CORPUS;
        int warmup = WARMUP;
        FeatureSet set = features();
        List<String> names = set.names();
        List<String> formulas = WarmUpAtOnceTest.formulas(names, 9, 10);
        for (int i = 0; i < formulas.size(); i++) {
            String f = formulas.get(i);
            Expr e = ExprParser.parse(f, names);
            SimulationSettings s = new SimulationSettings(0.1, warmup, TieBreak.RANDOM, 1 + i);
            List<double[]> columns = WarmUpAtOnceTest.crawl(
                            c, FormulaPolicy.perPage("gp", e, TerminalSet.resolve(set, names), false), s, false)
                    .scores();
            List<double[]> reference = WarmUpAtOnceTest.crawl(
                            c, FormulaPolicy.perPage("gp", e, TerminalSet.resolve(set, names), true), s, false)
                    .scores();
            assertEquals(reference.size(), columns.size());
            for (int j = 0; j < columns.size(); j++)
                assertArrayEquals(reference.get(j), columns.get(j), f + ", scheduled cycle " + (j + 1));
        }
    }

    /**
     * RB's columns read curve entries resolved at visits from the thread's {@link ChangeCurves}; a whole other crawl run
     * on the same thread between two cycles takes many of them over (other pages visited, other probabilities), and
     * the interrupted crawl must notice and still score every page as the reference does.
     */
    @Test
    void anotherCrawlOnTheThreadBetweenCyclesChangesNoScore() {
        ContentCorpus c = CORPUS;
        int warmup = WARMUP;
        FeatureSet set = features();
        List<String> names = set.names();
        Expr e = ExprParser.parse("rb3 * (1 + rb2) + rb1 * t", names),
                other = ExprParser.parse("rb3 / (1 + n) + rb1", names);
        SimulationSettings s = new SimulationSettings(0.1, warmup, TieBreak.RANDOM, 3);
        List<double[]> reference = WarmUpAtOnceTest.crawl(
                        c, FormulaPolicy.perPage("gp", e, TerminalSet.resolve(set, names), true), s, false)
                .scores();
        Policy columns = FormulaPolicy.perPage("gp", e, TerminalSet.resolve(set, names), false),
                interrupting = FormulaPolicy.perPage("other", other, TerminalSet.resolve(set, names), false);
        int[] interruptions = new int[1];
        Policy interrupted = new Policy() {
            public String name() {
                return "interrupted";
            }

            public Run start(CrawlState state, long seed) {
                Run run = columns.start(state, seed);
                return new Run() {
                    public void score(int cycle, double[] out) {
                        if (cycle % 3 == 0) { // between this crawl's visits and its next scores
                            WarmUpAtOnceTest.crawl(
                                    c, interrupting, new SimulationSettings(0.2, warmup, TieBreak.RANDOM, cycle), true);
                            interruptions[0]++;
                        }
                        run.score(cycle, out);
                    }

                    public void visited(int page, int cycle, boolean changed) {
                        run.visited(page, cycle, changed);
                    }

                    public boolean warmsUpAtOnce() {
                        return run.warmsUpAtOnce();
                    }

                    public void warmedUp(int w) {
                        run.warmedUp(w);
                    }
                };
            }
        };
        List<double[]> seen = WarmUpAtOnceTest.crawl(c, interrupted, s, true).scores();
        assertEquals(12, interruptions[0]); // cycles 15..50, every third
        assertEquals(reference.size(), seen.size());
        for (int j = 0; j < seen.size(); j++)
            assertArrayEquals(reference.get(j), seen.get(j), "scheduled cycle " + (j + 1));
    }
}
