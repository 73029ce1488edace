package io.crawlgp.gp.evolution;

/** Best and mean training fitness and mean tree size of one generation. */
public record GenerationStats(int generation, double best, double mean, double meanSize) {}
