package io.crawlgp.evolution;

import static io.crawlgp.util.Check.inRange;
import static io.crawlgp.util.Check.positive;

import io.crawlgp.expr.Operators;
import io.crawlgp.util.UserError;
import java.util.List;

/**
 * What a GP engine needs to breed score trees, whatever the problem (GP4C, thread intervals, new-page priorities):
 * population, generations, selection, breeding rates, depth limits, archive size, the function set (operator symbols),
 * the constant terminals and the breeding loop. Validated on construction (the message names the field and value).
 * Defaults ({@link #paper()}) are Santos et al.'s (§5.2).
 *
 * <p>Breeding rates: the paper gives crossover 90%, reproduction 15%, replacement mutation 5%, swap mutation 5%,
 * which sum to 115%. {@code rateNormalisation = proportional} (default) divides each by the sum (78.3%, 13.0%, 4.3%,
 * 4.3%); {@code crossover-first} keeps crossover at its rate and shares the rest among the others in proportion.
 *
 * <p>{@code loop}: {@code generational} (default) breeds every parent by tournament from the current population;
 * {@code paper} breeds from the N_b best across all generations as Listing 1.1 does ({@link BreedingLoop}).
 *
 * <p>{@code seedFormulas}: trees placed in every run's initial population ({@link SeedFormulas}): formulas separated by
 * ';', or {@code peers} for the known rules the run's inputs can express; empty (default) for none.
 *
 * <p>{@code tuneConstants = N}: the numeric constants of each run's N best archive trees are tuned on the training
 * fitness by CMA-ES ({@link ConstantTuning}), at most {@code constantEvaluations} fitness evaluations per tree; the
 * tuned trees join the archive as new entries. 0 (default) tunes nothing.
 *
 * <p>{@code objectives}: empty (default) for one objective, the fitness; {@code METRIC,size} for two, the fitness and
 * the tree's size in nodes (fewer is better), bred by ECJ's NSGA-II (Deb et al. 2002; ec.multiobjective.nsga2). The
 * first objective is the one the archive, Best/Sum/Avg and the logbook use; the run's last non-dominated set is its
 * front ({@link Evolution#front}). Not with {@code loop = paper} (its parents come from the archive, not NSGA-II's
 * ranks) nor {@code elite} (NSGA-II keeps its own archive).
 *
 * <p>{@code parentSelection}: {@code tournament} (default), {@code lexicase} or {@code lexicase-down}
 * ({@link ParentSelection}); a lexicase case is a block of {@code caseCycles} (default 1) consecutive scored cycles of
 * the training crawl, and {@code lexicase-down} uses a fraction {@code downsample} (default 0.25, our choice: Helmuth
 * and Spector 2021 report rates from 0.05 to 0.5) of the cases each generation. Lexicase is refused with
 * {@code loop = paper} (parents come from the archive there) and with two {@code objectives} (NSGA-II picks parents by
 * Pareto rank): one line says so.
 *
 * <p>{@code miniBatch = b}: over several datasets ({@code instances}), each generation scores every individual on b of
 * them, drawn from the run's seed and the generation ({@link InstanceBatches}); every individual is re-scored each
 * generation (a copy's fitness from another batch is not comparable), and the archive's entries are re-scored on every
 * dataset when the run ends. 0 (default): every dataset every generation. Refused with {@code loop = paper} and two
 * {@code objectives} (both compare fitness across generations).
 *
 * <p>{@code surrogate}: a cheap first look at each generation's new trees on a sample of the training pages, the full
 * crawl for the best share ({@link Surrogate}); not with lexicase, two objectives or mini-batches.
 */
public record Breeding(
        int population,
        int generations,
        int tournamentSize,
        double crossoverRate,
        double reproductionRate,
        double mutationRate,
        double swapRate,
        RateNormalisation rateNormalisation,
        int maxDepth,
        int maxCrossoverDepth,
        int initMinDepth,
        int initMaxDepth,
        int mutationSubtreeDepth,
        int archiveSize,
        int elite,
        int duplicateRetries,
        List<String> functions,
        List<String> constants,
        BreedingLoop loop,
        String seedFormulas,
        int tuneConstants,
        int constantEvaluations,
        String objectives,
        ParentSelection parentSelection,
        int caseCycles,
        double downsample,
        int miniBatch,
        Surrogate surrogate) {

    public enum RateNormalisation {
        PROPORTIONAL,
        CROSSOVER_FIRST
    }

    /** §5.2's function set. */
    public static final List<String> PAPER_FUNCTIONS = List.of("+", "-", "*", "/", "log", "pow", "exp");
    /** §5.2's constant terminals. */
    public static final List<String> PAPER_CONSTANTS = List.of("0.001", "0.01", "0.1", "0.5", "1", "10", "100", "1000");

    /** lexicase-down's default share of the cases (our choice; see the class comment). */
    public static final double DOWNSAMPLE = 0.25;

    public Breeding {
        inRange("population", population, 2, 10_000_000);
        positive("generations", generations);
        inRange("tournamentSize", tournamentSize, 1, population);
        inRange("crossoverRate", crossoverRate, 0, 1);
        inRange("reproductionRate", reproductionRate, 0, 1);
        inRange("mutationRate", mutationRate, 0, 1);
        inRange("swapRate", swapRate, 0, 1);
        if (crossoverRate + reproductionRate + mutationRate + swapRate <= 0)
            throw new UserError("breeding rates must not all be 0");
        if (rateNormalisation == null)
            throw new UserError("rateNormalisation must be set (proportional or crossover-first)");
        if (rateNormalisation == RateNormalisation.CROSSOVER_FIRST
                && crossoverRate < 1
                && reproductionRate + mutationRate + swapRate == 0)
            throw new UserError(
                    "rateNormalisation crossover-first needs a non-zero reproduction, mutation or swap rate");
        inRange("maxDepth", maxDepth, 1, 17);
        inRange("maxCrossoverDepth", maxCrossoverDepth, 1, maxDepth);
        inRange("initMinDepth", initMinDepth, 1, maxDepth);
        inRange("initMaxDepth", initMaxDepth, initMinDepth, maxDepth);
        inRange("mutationSubtreeDepth", mutationSubtreeDepth, 1, maxDepth);
        positive("archiveSize", archiveSize);
        inRange("elite", elite, 0, population - 1);
        inRange("duplicateRetries", duplicateRetries, 0, 1_000_000);
        if (loop == null) throw new UserError("loop must be set (generational or paper)");
        if (seedFormulas == null) seedFormulas = "";
        inRange("tuneConstants", tuneConstants, 0, archiveSize);
        inRange("constantEvaluations", constantEvaluations, 10, 1_000_000);
        if (objectives == null) objectives = "";
        objectives = objectives.replace(" ", "");
        if (!objectives.isEmpty()) {
            String[] o = objectives.split(",", -1);
            if (o.length != 2 || !o[0].matches("[a-z][a-z0-9_-]*") || !o[1].equals("size"))
                throw new UserError(
                        "objectives must be empty (one objective: the fitness) or 'METRIC,size' (the fitness metric and the "
                                + "tree's size, by NSGA-II), got '" + objectives + "'");
            if (loop == BreedingLoop.PAPER)
                throw new UserError(
                        "objectives = " + objectives + " cannot run with loop = paper: NSGA-II chooses parents "
                                + "by Pareto rank, the paper's loop from the archive; use loop = generational");
            if (elite > 0)
                throw new UserError("objectives = " + objectives + " cannot run with elite = " + elite
                        + ": NSGA-II keeps its own archive of the non-dominated; set elite = 0");
        }
        if (parentSelection == null)
            throw new UserError("parentSelection must be set (tournament, lexicase or lexicase-down)");
        inRange("caseCycles", caseCycles, 1, 1_000_000);
        if (!(downsample > 0 && downsample <= 1))
            throw new UserError("downsample must be in (0, 1] (the fraction of cases lexicase-down uses each "
                    + "generation), got " + downsample);
        if (downsample != DOWNSAMPLE && parentSelection != ParentSelection.LEXICASE_DOWN)
            throw new UserError("downsample = " + downsample + " is read by parentSelection = lexicase-down only ("
                    + "parentSelection = " + parentSelection.written() + "): remove it, or select by lexicase-down");
        if (parentSelection.lexicase() && loop == BreedingLoop.PAPER)
            throw new UserError("parentSelection = " + parentSelection.written()
                    + " cannot run with loop = paper: the paper's loop draws parents from the archive; use loop = "
                    + "generational");
        if (parentSelection.lexicase() && !objectives.isEmpty())
            throw new UserError("parentSelection = " + parentSelection.written()
                    + " cannot run with objectives = " + objectives
                    + ": NSGA-II picks parents by Pareto rank; leave objectives empty");
        inRange("miniBatch", miniBatch, 0, 1_000_000);
        if (miniBatch > 0 && (loop == BreedingLoop.PAPER || !objectives.isEmpty()))
            throw new UserError("miniBatch = " + miniBatch + " scores each generation on other datasets, so fitness "
                    + "is not comparable across generations, which "
                    + (loop == BreedingLoop.PAPER
                            ? "loop = paper's archive pool"
                            : "NSGA-II's archive (objectives = " + objectives + ")")
                    + " needs; leave miniBatch = 0");
        if (surrogate == null) surrogate = Surrogate.NONE;
        if (surrogate.on()) {
            String why = parentSelection.lexicase()
                    ? "parentSelection = " + parentSelection.written() + " selects on every tree's cases, which a tree"
                            + " scored on the sample has not"
                    : !objectives.isEmpty()
                            ? "objectives = " + objectives
                                    + " ranks by Pareto fronts, which an estimated fitness would " + "enter"
                            : miniBatch > 0
                                    ? "miniBatch = " + miniBatch + " already scores on a part of the data"
                                    : null;
            if (why != null) throw new UserError("surrogate = pages cannot run here: " + why + " (not implemented)");
        }
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
        for (String c : constants) {
            try {
                if (!Double.isFinite(Double.parseDouble(c))) throw new NumberFormatException();
            } catch (NumberFormatException e) {
                throw new UserError("constants: '" + c + "' is not a finite number");
            }
        }
    }

    /** The paper's settings (§5.2): population 300, 50 generations, tournament 2, depth 10, N_b = 50. */
    public static Breeding paper() {
        return new Breeding(
                300,
                50,
                2,
                0.90,
                0.15,
                0.05,
                0.05,
                RateNormalisation.PROPORTIONAL,
                10,
                9,
                2,
                6,
                5,
                50,
                0,
                100,
                PAPER_FUNCTIONS,
                PAPER_CONSTANTS,
                BreedingLoop.GENERATIONAL,
                "",
                0,
                300,
                "",
                ParentSelection.TOURNAMENT,
                1,
                DOWNSAMPLE,
                0,
                Surrogate.NONE);
    }

    /**
     * These settings with another size and depth limits (the thread and new-page GPs: a small population, one archive
     * member, shallower trees); every other setting kept.
     */
    public Breeding resized(int population, int generations, int archiveSize, int maxDepth, int maxCrossoverDepth) {
        return new Breeding(
                population,
                generations,
                tournamentSize,
                crossoverRate,
                reproductionRate,
                mutationRate,
                swapRate,
                rateNormalisation,
                maxDepth,
                maxCrossoverDepth,
                initMinDepth,
                initMaxDepth,
                mutationSubtreeDepth,
                archiveSize,
                elite,
                duplicateRetries,
                functions,
                constants,
                loop,
                seedFormulas,
                Math.min(tuneConstants, archiveSize),
                constantEvaluations,
                objectives,
                parentSelection,
                caseCycles,
                downsample,
                miniBatch,
                surrogate);
    }

    /** The fraction of cases each generation's selections use: {@code downsample} for lexicase-down, else all. */
    public double caseShare() {
        return parentSelection == ParentSelection.LEXICASE_DOWN ? downsample : 1.0;
    }

    /** True when the tree's size is a second objective (NSGA-II). */
    public boolean sizeObjective() {
        return !objectives.isEmpty();
    }

    /** The metric named as the first objective, or null with one objective. */
    public String firstObjective() {
        return objectives.isEmpty() ? null : objectives.substring(0, objectives.indexOf(','));
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
