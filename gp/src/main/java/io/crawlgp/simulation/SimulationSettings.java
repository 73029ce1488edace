package io.crawlgp.simulation;

import io.crawlgp.util.UserError;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Parameters of one simulated crawl (paper §5.2): budget share of pages crawled per cycle (k = floor(budget * N),
 * computed in decimal so that 0.05 * 100 is exactly 5), warm-up cycles W that crawl every page, tie-break mode and
 * the seed of the random tie-break and of randomised policies.
 */
public record SimulationSettings(double budget, int warmup, TieBreak tieBreak, long seed) {
    public SimulationSettings {
        if (!(budget > 0 && budget <= 1)) throw new UserError("budget must be in (0, 1], got " + budget);
        if (warmup < 0) throw new UserError("warmup must be >= 0, got " + warmup);
        if (tieBreak == null) throw new UserError("tieBreak must be set");
    }

    /** The paper's defaults: 5% budget, W = 2, random tie-break, seed 1. */
    public static SimulationSettings defaults() {
        return new SimulationSettings(0.05, 2, TieBreak.RANDOM, 1);
    }

    public SimulationSettings withBudget(double b) {
        return new SimulationSettings(b, warmup, tieBreak, seed);
    }

    public SimulationSettings withWarmup(int w) {
        return new SimulationSettings(budget, w, tieBreak, seed);
    }

    public SimulationSettings withTieBreak(TieBreak t) {
        return new SimulationSettings(budget, warmup, t, seed);
    }

    public SimulationSettings withSeed(long s) {
        return new SimulationSettings(budget, warmup, tieBreak, s);
    }

    /** Pages crawled per cycle after warm-up: floor(budget * pages), exact in decimal. */
    public int k(int pages) {
        int k = BigDecimal.valueOf(budget)
                .multiply(BigDecimal.valueOf(pages))
                .setScale(0, RoundingMode.FLOOR)
                .intValueExact();
        if (k < 1)
            throw new UserError("budget " + budget + " of " + pages
                    + " pages crawls no page per cycle (k = 0); raise --budget or use more pages");
        return k;
    }

    /** Checks that the history leaves at least one scheduled cycle after warm-up. */
    public void checkFits(int cycles) {
        if (warmup >= cycles)
            throw new UserError(
                    "warmup " + warmup + " leaves no scheduled cycle in a history of " + cycles + " cycles");
    }
}
