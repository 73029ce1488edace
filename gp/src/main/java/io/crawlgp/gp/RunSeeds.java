package io.crawlgp.gp;

import io.crawlgp.experiment.FoldSeeds;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.SeedLabel;

/** The seeds GP4C's protocol derives from the run's master seed: each ECJ run's, and each fold's simulations'. */
public final class RunSeeds {
    private RunSeeds() {}

    public static final SeedLabel ECJ =
            new SeedLabel("ecj", "f, r", "ECJ's seed of GP run r on test fold f (low 31 bits)");
    /** The fold seeds every learner shares ({@link FoldSeeds}). */
    public static final SeedLabel TRAIN = FoldSeeds.TRAIN;

    public static final SeedLabel VALIDATION = FoldSeeds.VALIDATION;

    public static int ecjSeed(long seed, int fold, int seedIndex) {
        return (int) (ECJ.derive(seed, fold, seedIndex) & 0x7fffffff);
    }

    public static SimulationSettings trainingSimulation(GpSettings s, int fold) {
        return FoldSeeds.training(s.simulation(), fold);
    }

    public static SimulationSettings validationSimulation(GpSettings s, int fold) {
        return FoldSeeds.validation(s.simulation(), fold);
    }
}
