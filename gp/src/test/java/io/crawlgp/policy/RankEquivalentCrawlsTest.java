package io.crawlgp.policy;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.GeneratorSettings;
import io.crawlgp.dataset.SyntheticChangeGenerator;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.RandomExprs;
import io.crawlgp.expr.RankSimplifier;
import io.crawlgp.expr.Simplifier;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.ScoreFunction;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A formula and its rank-equivalent simplification crawl the same pages, cycle by cycle, on random histories (scores
 * compared to 10 significant digits, see {@link #tenDigits}), whenever
 * no partial result of either left the doubles on a state the crawl scored (saturated or underflowed: there real
 * arithmetic, which the rank step follows, and the protected operators part ways; such trees are counted and skipped).
 */
class RankEquivalentCrawlsTest {

    /**
     * Both formulas' scores to 10 significant digits: pages whose scores are equal in real numbers (common with integer
     * n, X, t) can come out a few ulps apart in one formula and equal in the other, which reassociation cannot avoid;
     * rounding both makes such real ties ties in both, so the tie-break treats them alike, while real differences
     * larger than 1e-10 (relative) keep their order.
     */
    private static double tenDigits(double v) {
        return v == 0 || !Double.isFinite(v)
                ? v
                : new BigDecimal(v).round(new MathContext(10)).doubleValue();
    }

    @Test
    void rankEquivalentFormulasCrawlAlike() {
        SplittableRandom r = new SplittableRandom(3);
        int changed = 0, trees = 0, leftDoubles = 0;
        for (int trial = 0; trial < 6; trial++) {
            ChangeHistory h = SyntheticChangeGenerator.generate(
                    GeneratorSettings.of(60 + r.nextInt(200), 30 + r.nextInt(40), r.nextLong()));
            SimulationSettings s = new SimulationSettings(
                    0.05 + r.nextDouble() * 0.3, 1, trial % 2 == 0 ? TieBreak.RANDOM : TieBreak.INDEX, r.nextLong());
            for (int i = 0; i < 60; i++) {
                Expr e = RandomExprs.of(r, 6);
                Expr g = RankSimplifier.rankEquivalent(e, Set.of("n", "X", "t"));
                if (g.equals(e)) continue;
                trees++;
                if (!ExprFormat.infix(g).equals(ExprFormat.infix(Simplifier.exact(e, Set.of("n", "X", "t")))))
                    changed++;
                boolean[] exactEnough = {true};
                ScoreFunction watched = (n, x, t) -> {
                    exactEnough[0] &= RankSimplifier.inDoubles(e, new double[] {n, x, t})
                            && RankSimplifier.inDoubles(g, new double[] {n, x, t});
                    return tenDigits(e.eval(n, x, t));
                };
                SimulationResult a = CrawlSimulator.run(h, new ScoreFunctionPolicy("f", watched), s);
                if (!exactEnough[0]) {
                    leftDoubles++;
                    continue;
                }
                SimulationResult b =
                        CrawlSimulator.run(h, new ScoreFunctionPolicy("f", (n, x, t) -> tenDigits(g.eval(n, x, t))), s);
                assertEquals(a, b, ExprFormat.infix(e) + "  ->  " + ExprFormat.infix(g) + " (trial " + trial + ")");
            }
        }
        assertTrue(
                leftDoubles < trees / 2,
                "trees whose partial results left the doubles on some crawled state (skipped): " + leftDoubles + " of "
                        + trees);
        assertTrue(changed > 50, "formulas the rank step changed beyond the exact one: " + changed + " of " + trees);
        System.out.printf(
                "rank-equivalent crawls: %d formulas compared, %d skipped (partial results left the doubles)%n",
                trees - leftDoubles, leftDoubles);
    }
}
