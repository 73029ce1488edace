package io.crawlgp.gp;

import io.crawlgp.util.UserError;
import static io.crawlgp.util.Check.inRange;
import static io.crawlgp.util.Check.positive;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.gp.evolution.BreedingSettings;
import io.crawlgp.expr.Operators;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import java.util.List;

/**
 * Every setting of a GP4C experiment, validated on construction (the message names the bad field and value).
 * Defaults are the paper's (§5.2); experiment files under experiments/ set them by name.
 *
 * <p>{@code inputs} are the GP terminals besides the constants: registered crawl features by name (default GP4C's
 * n, X, t; formulas over n, X, t alone run on the cohort fast path). {@code fitness} is a registered metric's name.
 *
 * <p>Breeding rates: the paper gives crossover 90%, reproduction 15%, replacement mutation 5%, swap mutation 5%,
 * which sum to 115%. {@code rateNormalisation = proportional} (default) divides each by the sum (78.3%, 13.0%, 4.3%,
 * 4.3%); {@code crossover-first} keeps crossover at its rate and shares the rest among the others in proportion.
 *
 * <p>{@code loop}: {@code generational} (default) breeds every parent by tournament from the current population;
 * {@code paper} breeds from the N_b best across all generations as Listing 1.1 does ({@link
 * io.crawlgp.gp.evolution.BreedingLoop}).
 *
 * <p>{@code rbTraining}, {@code rbRetrain}, {@code rbLabel}: Radinsky & Bennett's predictors on a dataset with versions
 * (the terminals rb1, rb2, rb3 and the policies RB-1D, RB-2D, RB-3D; RbSettings in the content package): training
 * examples n (§7.2: 50), the policies' retraining period in cycles (0: never), and what a change is (any, as ChangeRate
 * counts; or significant by §3.1's test). They train on the warm-up, so they need warmup >= 12 (52 for all 50 examples).
 * {@code rbExperts}: RB-3D's k related pages per page (§6, §7.2: 20; the paper's Fig. 7 varies it). An RB-3D prediction
 * reads k + 1 members, so it sets most of the cost of a tree that reads rb3.
 */
public record GpSettings(
        String dataset, int cycleLength, int fromCycle, int toCycle, int minChanges, int maxChanges,
        double budget, int warmup, TieBreak tieBreak, long seed,
        int folds, int seeds,
        int population, int generations, int tournamentSize,
        double crossoverRate, double reproductionRate, double mutationRate, double swapRate, RateNormalisation rateNormalisation,
        int maxDepth, int maxCrossoverDepth, int initMinDepth, int initMaxDepth, int mutationSubtreeDepth,
        int archiveSize, int elite, int duplicateRetries,
        String fitness, SdKind sdKind,
        List<String> functions, List<String> constants, List<String> inputs,
        io.crawlgp.gp.evolution.BreedingLoop loop,
        int rbTraining, int rbRetrain, String rbLabel, int rbExperts) implements BreedingSettings {

    public enum RateNormalisation { PROPORTIONAL, CROSSOVER_FIRST }

    /** The standard deviation in GP4C_Sum/Avg: of the two values (train, validation), population (/2) or sample (/1). */
    public enum SdKind { POPULATION, SAMPLE }

    public static final List<String> PAPER_FUNCTIONS = List.of("+", "-", "*", "/", "log", "pow", "exp");
    public static final List<String> PAPER_CONSTANTS = List.of("0.001", "0.01", "0.1", "0.5", "1", "10", "100", "1000");

    public GpSettings {
        new DatasetSpec(dataset, cycleLength, fromCycle, toCycle, minChanges, maxChanges); // validates the dataset part
        new SimulationSettings(budget, warmup, tieBreak, seed); // validates the simulation part
        inRange("folds", folds, 3, 100);
        positive("seeds", seeds);
        inRange("population", population, 2, 10_000_000);
        positive("generations", generations);
        inRange("tournamentSize", tournamentSize, 1, population);
        inRange("crossoverRate", crossoverRate, 0, 1);
        inRange("reproductionRate", reproductionRate, 0, 1);
        inRange("mutationRate", mutationRate, 0, 1);
        inRange("swapRate", swapRate, 0, 1);
        if (crossoverRate + reproductionRate + mutationRate + swapRate <= 0) throw new UserError("breeding rates must not all be 0");
        if (rateNormalisation == RateNormalisation.CROSSOVER_FIRST && crossoverRate < 1 && reproductionRate + mutationRate + swapRate == 0)
            throw new UserError("rateNormalisation crossover-first needs a non-zero reproduction, mutation or swap rate");
        inRange("maxDepth", maxDepth, 1, 17);
        inRange("maxCrossoverDepth", maxCrossoverDepth, 1, maxDepth);
        inRange("initMinDepth", initMinDepth, 1, maxDepth);
        inRange("initMaxDepth", initMaxDepth, initMinDepth, maxDepth);
        inRange("mutationSubtreeDepth", mutationSubtreeDepth, 1, maxDepth);
        positive("archiveSize", archiveSize);
        inRange("elite", elite, 0, population - 1);
        inRange("duplicateRetries", duplicateRetries, 0, 1_000_000);
        if (fitness == null) throw new UserError("fitness must be set");
        fitness = Metrics.fitness(fitness).name(); // fitness: mean over scheduled cycles of this registered metric
        if (sdKind == null) throw new UserError("sdKind must be set");
        if (loop == null) throw new UserError("loop must be set (generational or paper)");
        inRange("rbTraining", rbTraining, 2, 100_000);
        inRange("rbRetrain", rbRetrain, 0, 1_000_000);
        if (!"any".equals(rbLabel) && !"significant".equals(rbLabel))
            throw new UserError("rbLabel must be 'any' (every change, as ChangeRate counts) or 'significant' (§3.1's chi-squared test), got '" + rbLabel + "'");
        inRange("rbExperts", rbExperts, 1, 100_000);
        functions = List.copyOf(functions);
        constants = List.copyOf(constants);
        if (functions.isEmpty()) throw new UserError("functions must not be empty");
        for (String f : functions) {
            try {
                Operators.bySymbol(f);
            } catch (UserError e) {
                throw new UserError("functions: " + e.getMessage());
            }
        }
        inputs = List.copyOf(inputs);
        if (inputs.isEmpty()) throw new UserError("inputs must not be empty");
        // names only here: which features exist depends on the dataset (crawl features always, content features where
        // the data have versions), so the experiment checks them against the loaded data's feature set
        for (String in : inputs)
            if (!in.matches("[A-Za-z][A-Za-z0-9_]*")) throw new UserError("inputs: '" + in + "' is not a feature name (a letter, then letters, digits or _)");
        if (new java.util.HashSet<>(inputs).size() != inputs.size()) throw new UserError("inputs: a feature is listed twice in " + inputs);
        for (String c : constants) {
            try {
                if (!Double.isFinite(Double.parseDouble(c))) throw new NumberFormatException();
            } catch (NumberFormatException e) {
                throw new UserError("constants: '" + c + "' is not a finite number");
            }
        }
    }

    /** The paper's settings (§5.2) on the embedded synthetic dataset. */
    public static GpSettings paper() {
        return new GpSettings("synthetic", 1, 0, 0, 0, Integer.MAX_VALUE,
                0.05, 2, TieBreak.RANDOM, 1,
                5, 5,
                300, 50, 2,
                0.90, 0.15, 0.05, 0.05, RateNormalisation.PROPORTIONAL,
                10, 9, 2, 6, 5,
                50, 0, 100,
                "changerate", SdKind.POPULATION,
                PAPER_FUNCTIONS, PAPER_CONSTANTS, CrawlFeatures.GP4C, io.crawlgp.gp.evolution.BreedingLoop.GENERATIONAL,
                50, 30, "any", 20); // RB: §7.2's n = 50 and k = 20 (ContentSettings.defaults)
    }

    public DatasetSpec datasetSpec() {
        return new DatasetSpec(dataset, cycleLength, fromCycle, toCycle, minChanges, maxChanges);
    }

    /** The registered metric the GP maximises. */
    public Metric fitnessMetric() {
        return Metrics.fitness(fitness);
    }

    public SimulationSettings simulation() {
        return new SimulationSettings(budget, warmup, tieBreak, seed);
    }

    /** Breeding probabilities after normalisation: {crossover, reproduction, mutation, swap}, summing to 1. */
    public double[] breedingProbabilities() {
        double[] r = {crossoverRate, reproductionRate, mutationRate, swapRate};
        double sum = r[0] + r[1] + r[2] + r[3];
        if (rateNormalisation == RateNormalisation.PROPORTIONAL || r[0] >= 1) {
            for (int i = 0; i < 4; i++) r[i] /= sum;
            return r;
        }
        double rest = r[1] + r[2] + r[3];
        return new double[] {r[0], (1 - r[0]) * r[1] / rest, (1 - r[0]) * r[2] / rest, (1 - r[0]) * r[3] / rest};
    }
}
