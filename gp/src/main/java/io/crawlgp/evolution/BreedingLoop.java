package io.crawlgp.evolution;

/**
 * Where the parents of the next generation come from.
 * <ul>
 *   <li>GENERATIONAL: ECJ's generational loop; every parent is picked by tournament from the current population. The
 *       N_b archive only feeds validation.</li>
 *   <li>PAPER: Listing 1.1 as written (Santos et al. 2013, §4, lines 11-12): the N_b best distinct individuals across
 *       all generations so far (the archive B_t) are the breeding pool; crossover parents are drawn uniformly at
 *       random from it ("randomly among the top best individuals"), reproduction and mutation parents by the paper's
 *       tournament (size 2) within it.</li>
 * </ul>
 */
public enum BreedingLoop {
    GENERATIONAL,
    PAPER
}
