package io.crawlgp.evolution;

/**
 * One generation of a GP run, what its logbook shows: best, median, worst, mean and standard deviation (population) of
 * the training fitness, mean tree size, individuals evaluated so far in the run, and the best tree (simplified, infix;
 * null in runs saved before it was kept). Under the surrogate's first look the figures are over the trees crawled in
 * full, {@code evaluations} counts full crawls, and {@code screen} says what the look did; null otherwise.
 */
public record GenerationStats(
        int generation,
        double best,
        double mean,
        double meanSize,
        double sd,
        long evaluations,
        String bestFormula,
        double median,
        double worst,
        Screening.Generation screen) {

    /** Without the median and the worst (runs saved before the logbook showed them: NaN). */
    public GenerationStats(
            int generation,
            double best,
            double mean,
            double meanSize,
            double sd,
            long evaluations,
            String bestFormula) {
        this(generation, best, mean, meanSize, sd, evaluations, bestFormula, Double.NaN, Double.NaN, null);
    }

    /** Called after each generation of a run: progress and the per-generation logbook. */
    @FunctionalInterface
    public interface Listener {
        void generation(GenerationStats g);

        Listener NONE = g -> {};
    }
}
