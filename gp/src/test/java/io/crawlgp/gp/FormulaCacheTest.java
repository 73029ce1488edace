package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.content.crawl.ContentFeatures;
import io.crawlgp.content.prediction.ContentCorpus;
import io.crawlgp.content.prediction.ContentGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.RandomExprs;
import io.crawlgp.expr.Simplifier;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The formula cache answers a tree only with a value its own simulation would give. */
class FormulaCacheTest {
    @Test
    void keysIdentifyMirrorImagesAndNothingElse() {
        List<String> in = List.of("n", "X", "t");
        assertEquals(
                CrawlFitness.cacheKey(ExprParser.parse("t * (X + n)", in)),
                CrawlFitness.cacheKey(ExprParser.parse("(n + X) * t", in)));
        assertEquals("(* (+ X n) t)", CrawlFitness.cacheKey(ExprParser.parse("(n + X) * t * 1", in)));
        assertNotEquals(
                CrawlFitness.cacheKey(ExprParser.parse("t - X", in)),
                CrawlFitness.cacheKey(ExprParser.parse("X - t", in)));
        assertNotEquals(
                CrawlFitness.cacheKey(ExprParser.parse("t / X", in)),
                CrawlFitness.cacheKey(ExprParser.parse("X / t", in)));
        assertNotEquals(
                CrawlFitness.cacheKey(ExprParser.parse("pow(t, X)", in)),
                CrawlFitness.cacheKey(ExprParser.parse("pow(X, t)", in)));
        assertEquals("<constant>", CrawlFitness.cacheKey(ExprParser.parse("3 + 4", in)));
    }

    /**
     * A small content corpus's fitness twice over every input: {@code cached} answered through the cache, {@code plain}
     * simulated directly, so that the cached instance's simulation count is only what the test asks of it.
     */
    private record Fixture(List<String> names, CrawlFitness cached, CrawlFitness plain) {
        static Fixture of(int corpusSeed, long simulationSeed) {
            ContentCorpus c = ContentGenerator.generate(60, 40, 3, corpusSeed);
            FeatureSet set = ContentFeatures.of(c);
            List<String> names = set.names();
            SimulationSettings s = new SimulationSettings(0.1, 2, TieBreak.RANDOM, simulationSeed);
            return new Fixture(
                    names,
                    new CrawlFitness(c.history(), s, Metrics.CHANGERATE, names, set, CrawlFitness.Engine.COHORT, 0),
                    new CrawlFitness(c.history(), s, Metrics.CHANGERATE, names, set, CrawlFitness.Engine.COHORT, 0));
        }

        /** A random input grown {@code steps} times by (tree op input), the operator one of + * - /. */
        String grown(SplittableRandom r, int steps) {
            String[] ops = {"+", "*", "-", "/"};
            String f = names.get(r.nextInt(names.size()));
            for (int k = 0; k < steps; k++)
                f = "(" + f + " " + ops[r.nextInt(4)] + " " + names.get(r.nextInt(names.size())) + ")";
            return f;
        }
    }

    @Test
    void aMirrorImageIsAnsweredFromTheCacheWithTheValueItsOwnSimulationGives() {
        Fixture fx = Fixture.of(1, 5);
        CrawlFitness cached = fx.cached(), plain = fx.plain();
        SplittableRandom r = new SplittableRandom(17);
        int mirroredDiffers = 0;
        for (int i = 0; i < 20; i++) {
            Expr e = ExprParser.parse(fx.grown(r, 3), fx.names()), m = RandomExprs.mirrored(e, r);
            if (!m.equals(e)) mirroredDiffers++;
            double first = cached.applyAsDouble(e);
            long simulated = cached.simulations();
            assertEquals(first, cached.applyAsDouble(m), ExprFormat.infix(m));
            assertEquals(simulated, cached.simulations(), "the mirror image " + ExprFormat.infix(m) + " was simulated");
            assertEquals(
                    Double.doubleToRawLongBits(plain.simulate(m)),
                    Double.doubleToRawLongBits(first),
                    ExprFormat.infix(m));
        }
        assertTrue(mirroredDiffers >= 10, "too few trees had a different mirror image: " + mirroredDiffers);
    }

    /**
     * The cache simulates the simplified tree its key names, so a tree's value never depends on which of the trees
     * sharing a key came first: the simplification must score every crawl alike, introns over content inputs included.
     */
    @Test
    void aTreeWithIntronsIsWorthItsSimplifiedFormBitForBit() {
        Fixture fx = Fixture.of(2, 7);
        CrawlFitness cached = fx.cached(), plain = fx.plain();
        SplittableRandom r = new SplittableRandom(23);
        // each an exact law of the protected operators (MathOp): x - x = 0, x / x = 1, x * 0 = 0, pow(x, 0) = 1
        String[] introns = {"(%s + (%s - %s))", "(%s * (%s / %s))", "(%s + %s * 0)", "(%s * pow(%s, 0))"};
        int fewerInputs = 0;
        for (int i = 0; i < 16; i++) {
            String f = fx.grown(r, 2), g = fx.grown(r, 2);
            String pattern = introns[i % introns.length];
            String withIntron = String.format(pattern, f, g, g); // a pattern with two places ignores the third
            Expr e = ExprParser.parse(withIntron, fx.names()), simplified = Simplifier.simplify(e);
            assertTrue(simplified.size() < e.size(), "the intron was not simplified away: " + withIntron);
            if (!Expr.inputIndices(e).equals(Expr.inputIndices(simplified))) fewerInputs++;
            long v = Double.doubleToRawLongBits(cached.applyAsDouble(e));
            assertEquals(Double.doubleToRawLongBits(plain.simulate(e)), v, withIntron);
            assertEquals(Double.doubleToRawLongBits(plain.simulate(simplified)), v, withIntron);
        }
        assertTrue(fewerInputs >= 4, "too few introns held the only read of an input: " + fewerInputs);
    }
}
