package io.crawlgp.policy;

/**
 * A rule whose score is -ln(1 - P), P its probability that the page changed since its last visit: the signal
 * posterior ({@link PosteriorPolicy}) and ChoGM's r t ({@link ChoGarciaMolinaPolicy}, for 1 - e^(-r t)). Its
 * probabilities can be checked against what the visits found ({@code experiment.Calibration}).
 */
public interface ProbabilityKey {}
