package io.crawlgp.experiment;

import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.SeedLabel;

/**
 * The seeds of a fold's training and validation crawls, derived from the run's master seed: every learner that scores
 * candidates on a fold's parts (GP4C's archive, the tuned peers' grids) crawls them with the same seeds.
 */
public final class FoldSeeds {
    private FoldSeeds() {}

    public static final SeedLabel TRAIN =
            new SeedLabel("train", "f", "the simulation seed of fold f's training pages (tie-break)");
    public static final SeedLabel VALIDATION =
            new SeedLabel("validation", "f", "the simulation seed of fold f's validation pages (tie-break)");

    public static SimulationSettings training(SimulationSettings s, int fold) {
        return s.withSeed(TRAIN.derive(s.seed(), fold));
    }

    public static SimulationSettings validation(SimulationSettings s, int fold) {
        return s.withSeed(VALIDATION.derive(s.seed(), fold));
    }
}
