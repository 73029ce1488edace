package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.policy.ScoreFunctions;
import io.crawlgp.policy.Terminals;
import io.crawlgp.simulation.CohortSimulator;
import io.crawlgp.simulation.ReferenceSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lexicase's cases: one value per scored cycle, from the crawl the fitness is the mean of. */
class CrawlFitnessCasesTest {
    private static CrawlFitness fitness(
            ChangeHistory h, SimulationSettings s, String metric, CrawlFitness.Engine engine, int from) {
        return new CrawlFitness(
                h,
                s,
                Metrics.fitness(metric),
                TerminalSet.resolve(Terminals.SET, CrawlFeatures.GP4C),
                engine,
                CohortSimulator.DEFAULT_MEMO,
                from,
                null);
    }

    @Test
    void theCasesArePerCycleValuesWhoseMeanIsTheFitnessBitForBit() {
        ChangeHistory h = SyntheticChangeGenerator.generate(GeneratorSettings.of(300, 20, 4));
        SimulationSettings s = new SimulationSettings(0.1, 2, TieBreak.RANDOM, 3);
        for (String metric : List.of("changerate", "age")) {
            for (CrawlFitness.Engine engine : CrawlFitness.Engine.values()) {
                for (int from : new int[] {1, 9}) {
                    CrawlFitness f = fitness(h, s, metric, engine, from);
                    Expr e = ExprParser.parse("X * t / (n + 1)", CrawlFeatures.GP4C);
                    double[] cases = f.cases(e);
                    // by hand from a reference crawl: the metric per scored cycle, negated where lower is better
                    SimulationResult r = ReferenceSimulator.run(
                                    h,
                                    new ScoreFunctionPolicy("gp", ScoreFunctions.compile(e)),
                                    s,
                                    Metrics.fitness(metric).needs())
                            .from(from);
                    assertEquals(r.scheduledCycles(), cases.length, metric + " " + engine + " from " + from);
                    for (int i = 0; i < cases.length; i++) {
                        double v = Metrics.fitness(metric).value(r, i);
                        assertEquals(metric.equals("age") ? -v : v, cases[i], 0, metric + " cycle " + i);
                    }
                    double sum = 0;
                    for (double c : cases) sum += c;
                    CrawlFitness fresh = fitness(h, s, metric, engine, from);
                    assertEquals(fresh.applyAsDouble(e), sum / cases.length, 0, "mean of the cases = the fitness");
                    assertEquals(f.applyAsDouble(e), sum / cases.length, 0, "the cached fitness, from the same crawl");
                    assertEquals(1, f.simulations(), "one crawl served both");
                    assertArrayEquals(cases, f.cases(ExprParser.parse("t * X / (1 + n)", CrawlFeatures.GP4C)));
                }
            }
        }
    }
}
