package io.crawlgp.evolution.ecj;

import ec.simple.SimpleFitness;

/**
 * ECJ's simple fitness, marked when its value is the surrogate's estimate rather than a full crawl's
 * ({@link FirstLookEvaluator}). A marked individual is selected on like any other, and kept out of the archive and
 * the generation's figures ({@link RunRecorder}); a copy of it bred into the next generation carries the mark, so it
 * is screened again with that generation's new trees instead of passing for crawled.
 */
public final class ScreenedFitness extends SimpleFitness {
    boolean estimated;
}
