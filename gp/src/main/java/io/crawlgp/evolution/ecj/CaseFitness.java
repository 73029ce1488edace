package io.crawlgp.evolution.ecj;

import ec.simple.SimpleFitness;

/**
 * ECJ's simple fitness (the mean over every case, which the archive and the logbook read) plus the individual's value
 * on each case, which {@link LexicaseSelection} reads. The array is replaced, never written into, so the shallow copy
 * ECJ makes when it clones a fitness is safe.
 */
public final class CaseFitness extends SimpleFitness {
    /** The individual's value per case, higher is better; null until evaluated. */
    double[] cases;
}
