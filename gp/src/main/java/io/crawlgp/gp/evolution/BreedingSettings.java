package io.crawlgp.gp.evolution;

import java.util.List;

/**
 * What a GP engine needs to breed score trees, whatever the problem (GP4C, thread intervals, new-page priorities):
 * population, generations, selection, breeding rates, depth limits, archive size, the function set (operator
 * symbols) and the constant terminals. GP4C's settings record implements it; the engine sees nothing else.
 */
public interface BreedingSettings {
    int population();
    int generations();
    int tournamentSize();
    int elite();
    int duplicateRetries();
    /** Normalised breeding probabilities {crossover, reproduction, mutation, swap}, summing to 1. */
    double[] breedingProbabilities();
    int maxDepth();
    int maxCrossoverDepth();
    int initMinDepth();
    int initMaxDepth();
    int mutationSubtreeDepth();
    int archiveSize();
    /** Where parents come from (default: ECJ's generational loop). */
    default BreedingLoop loop() {
        return BreedingLoop.GENERATIONAL;
    }
    List<String> functions();
    List<String> constants();
}
