package io.crawlgp.gp;

import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.SeedLabel;

/** The seeds GP4C's protocol derives from the run's master seed: each ECJ run's, and each fold's simulations'. */
public final class RunSeeds {
    private RunSeeds() {}

    public static final SeedLabel ECJ =
            new SeedLabel("ecj", "f, r", "ECJ's seed of GP run r on test fold f (low 31 bits)");
    public static final SeedLabel TRAIN =
            new SeedLabel("train", "f", "the simulation seed of fold f's training pages (tie-break)");
    public static final SeedLabel VALIDATION =
            new SeedLabel("validation", "f", "the simulation seed of fold f's validation pages (tie-break)");

    public static int ecjSeed(long seed, int fold, int seedIndex) {
        return (int) (ECJ.derive(seed, fold, seedIndex) & 0x7fffffff);
    }

    public static SimulationSettings trainingSimulation(GpSettings s, int fold) {
        return s.simulation().withSeed(TRAIN.derive(s.seed(), fold));
    }

    public static SimulationSettings validationSimulation(GpSettings s, int fold) {
        return s.simulation().withSeed(VALIDATION.derive(s.seed(), fold));
    }
}
