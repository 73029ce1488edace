package io.crawlgp.content.crawl;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.content.prediction.ContentGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A content formula's crawl takes its warm-up at once (crawl state, fetched content and RB's predictions as the page
 * set's first crawl left them) and must score every scheduled cycle exactly as the crawl told of each warm-up visit.
 */
class WarmUpAtOnceTest {
    /** Every score of every scheduled cycle, and whether the run took its warm-up at once. */
    record Seen(List<double[]> scores, SimulationResult result, boolean atOnce) {}

    /**
     * Formulas over these inputs: the first their sum (every store's warm-up), each other one a random input combined
     * four times with random inputs by +, -, *, /.
     */
    static List<String> formulas(List<String> names, long seed, int count) {
        SplittableRandom r = new SplittableRandom(seed);
        String[] ops = {"+", "-", "*", "/"};
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String f = i == 0 ? String.join(" + ", names) : names.get(r.nextInt(names.size()));
            for (int k = 0; k < (i == 0 ? 0 : 4); k++)
                f = "(" + f + " " + ops[r.nextInt(4)] + " " + names.get(r.nextInt(names.size())) + ")";
            out.add(f);
        }
        return out;
    }

    static Seen crawl(ContentCorpus c, Policy inner, SimulationSettings s, boolean allowAtOnce) {
        List<double[]> scores = new ArrayList<>();
        boolean[] atOnce = new boolean[1];
        SimulationResult r = CrawlSimulator.run(
                c.history(),
                new Policy() {
                    public String name() {
                        return inner.name();
                    }

                    public Run start(CrawlState state, long seed) {
                        Run run = inner.start(state, seed);
                        return new Run() {
                            public void score(int cycle, double[] out) {
                                run.score(cycle, out);
                                scores.add(out.clone());
                            }

                            public void visited(int page, int cycle, boolean changed) {
                                run.visited(page, cycle, changed);
                            }

                            public boolean warmsUpAtOnce() {
                                return allowAtOnce && run.warmsUpAtOnce();
                            }

                            public void warmedUp(int w) {
                                atOnce[0] = true;
                                run.warmedUp(w);
                            }
                        };
                    }
                },
                s);
        return new Seen(scores, r, atOnce[0]);
    }

    @Test
    void scoresAfterAWarmUpAtOnceAreThoseAfterItsVisitsOneByOne() {
        ContentCorpus c = ContentGenerator.generate(50, 60, 7, 1);
        int warmup = 14;
        // a fresh feature set: its first crawl computes the warm-up's predictions and content visit by visit
        FeatureSet set = ContentFeatures.of(c, ContentFeatures.rb(c, CrawlPredictorSettings.of(10, 0, "any"), warmup));
        List<String> names = set.names();
        List<String> formulas = formulas(names, 5, 12);
        for (int i = 0; i < formulas.size(); i++) {
            String f = formulas.get(i);
            Expr e = ExprParser.parse(f, names);
            Policy p = FormulaPolicy.perPage("gp", e, TerminalSet.resolve(set, names), false);
            SimulationSettings s = new SimulationSettings(0.1, warmup, TieBreak.RANDOM, 1 + i);
            Seen once = crawl(c, p, s, true), oneByOne = crawl(c, p, s, false);
            assertTrue(once.atOnce(), "every store and feature of the content set takes the warm-up at once: " + f);
            assertFalse(oneByOne.atOnce());
            assertEquals(oneByOne.scores().size(), once.scores().size());
            for (int j = 0; j < once.scores().size(); j++)
                assertArrayEquals(oneByOne.scores().get(j), once.scores().get(j), f + ", scheduled cycle " + (j + 1));
            assertArrayEquals(oneByOne.result().found(), once.result().found(), f);
        }
    }
}
