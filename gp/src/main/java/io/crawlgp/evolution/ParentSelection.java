package io.crawlgp.evolution;

/**
 * How the parents of each generation are picked from the population.
 * <ul>
 *   <li>TOURNAMENT: ECJ's tournament of {@code tournamentSize} on the aggregate fitness (GP4C §5.2; the default).</li>
 *   <li>LEXICASE: epsilon-lexicase selection (La Cava, Spector and Danai, GECCO 2016; the "semi-dynamic" form of La
 *       Cava et al., Evolutionary Computation 27(3), 2019): each selection event walks the cases in a fresh random
 *       order and keeps the candidates within epsilon of the best remaining candidate on each case, epsilon being the
 *       median absolute deviation of the population's values on that case, computed once per generation; one survivor
 *       is drawn at random. A case is a block of {@code caseCycles} consecutive scored cycles of the training crawl
 *       ({@link CaseScores}).</li>
 *   <li>LEXICASE_DOWN: down-sampled lexicase (Helmuth and Spector, Artificial Life 27(3-4), 2021): the same, over a
 *       random subset of the cases, a fraction {@code downsample} of them, drawn without replacement once per
 *       generation from the run's seed and the generation (the same subset on any thread count) and used for every
 *       selection event of that generation.</li>
 * </ul>
 * The archive, the logbook and GP4C_Best/_Sum/_Avg keep ranking by the aggregate fitness (the mean over all cases):
 * lexicase changes which parents breed, not what the run reports.
 */
public enum ParentSelection {
    TOURNAMENT,
    LEXICASE,
    LEXICASE_DOWN;

    /** As a settings file writes it: tournament, lexicase, lexicase-down. */
    public String written() {
        return name().toLowerCase().replace('_', '-');
    }

    public boolean lexicase() {
        return this != TOURNAMENT;
    }
}
