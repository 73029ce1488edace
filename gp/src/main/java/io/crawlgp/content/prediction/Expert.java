package io.crawlgp.content.prediction;

/** A related page chosen to help predict a target, with its relation weight R (§5.3.1, §6). */
public record Expert(int page, double weight) {}
