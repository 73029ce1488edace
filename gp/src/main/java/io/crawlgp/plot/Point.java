package io.crawlgp.plot;

/** One per-cycle value of one method on one fold: the unit of the per-cycle plots. */
public record Point(String method, int fold, int cycle, double value) {}
