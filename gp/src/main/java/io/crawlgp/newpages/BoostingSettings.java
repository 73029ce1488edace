package io.crawlgp.newpages;

import static io.crawlgp.util.Check.inRange;

/**
 * Gradient-boosted regression trees (XGBoost, squared error) for the two models of Ostroumova et al. §3.4.
 * {@code threads = 1} by default: XGBoost's CPU histogram method is deterministic for a fixed seed, and one thread
 * keeps every run byte-identical whatever the machine.
 */
public record BoostingSettings(
        int rounds, double eta, int maxDepth, double subsample, double minChildWeight, int threads, long seed) {
    public BoostingSettings {
        inRange("rounds", rounds, 1, 100_000);
        inRange("eta", eta, 1e-6, 1);
        inRange("maxDepth", maxDepth, 1, 32);
        inRange("subsample", subsample, 1e-3, 1);
        inRange("minChildWeight", minChildWeight, 0, 1e9);
        inRange("threads", threads, 1, 1024);
    }

    public static BoostingSettings defaults() {
        return new BoostingSettings(200, 0.05, 6, 0.8, 5, 1, 1);
    }
}
