package io.crawlgp.plot;

/** One bar of a summary chart: a method's mean with its 95% interval (NaN high: no whisker). */
public record Bar(String method, double mean, double ci95High) {}
