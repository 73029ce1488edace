package io.crawlgp.simulation;

/**
 * A compiled, immutable score over the paper's basic features (§4): n visits, X changes found, t cycles since the
 * last visit. GP individuals, CG, Age and user formulas all reach the simulator in this form.
 */
@FunctionalInterface
public interface ScoreFunction {
    double score(double n, double x, double t);
}
