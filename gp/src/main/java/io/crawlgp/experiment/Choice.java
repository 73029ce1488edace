package io.crawlgp.experiment;

/**
 * What a learner chose on one test fold, and why (tuned.csv's row): the contender's name, the fold, the point it
 * deploys (a policy spec such as {@code Nutch(I0=4.0)}), how many points it scored on the training part, and the chosen
 * point's training and validation scores (the fitness, negated when lower is better).
 */
public record Choice(String method, int fold, String chosen, int points, double train, double validation) {}
