package io.crawlgp.policy;

/**
 * A policy that reads the change signals itself ({@link PosteriorPolicy}): wrapping it in signals first ({@code
 * NAME-signal}) would count each signal twice, so the wrapper refuses it.
 */
public interface ReadsSignals {}
