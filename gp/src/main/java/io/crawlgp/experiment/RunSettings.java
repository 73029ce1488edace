package io.crawlgp.experiment;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.feature.PredictorSettings;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationSettings;
import java.util.List;

/**
 * What a run fixes for every contender it compares, whatever learns: the data, one simulated crawl, the folds and
 * how they split, the metric every learner is scored and tuned by, the evaluations a tuned rule may spend per fold,
 * the content predictors' settings, the evidence every choice is made on ({@link Evidence}), and the other datasets
 * a learner may train on ({@code instances}; under {@code split = datasets} the only ones, {@link Split}), and how many
 * cycles of its own history a learner at home has ({@code homeCycles}, 0: all). A learner's own settings (GP's breeding
 * and inputs, a grid) are its own.
 */
public record RunSettings(
        DatasetSpec dataset,
        SimulationSettings simulation,
        int folds,
        String fitness,
        Split split,
        int tuneEvaluations,
        PredictorSettings content,
        String choose,
        List<String> instances,
        int homeCycles) {
    /** The master seed, from which every seed of the run is derived. */
    public long seed() {
        return simulation.seed();
    }

    /** The registered metric every learner of the run is scored by. */
    public Metric fitnessMetric() {
        return Metrics.fitness(fitness);
    }

    /** The same run with another budget of evaluations per tuned rule and fold. */
    public RunSettings withTuneEvaluations(int evaluations) {
        return new RunSettings(
                dataset, simulation, folds, fitness, split, evaluations, content, choose, instances, homeCycles);
    }

    /** The simulation settings of fold f's training crawl. */
    public SimulationSettings trainingSimulation(int fold) {
        return FoldSeeds.training(simulation, fold);
    }

    /** The simulation settings of fold f's validation crawl. */
    public SimulationSettings validationSimulation(int fold) {
        return FoldSeeds.validation(simulation, fold);
    }
}
