package io.crawlgp.cluster;

/**
 * What a master tells a worker after both proved the token: the run's resolved settings (as the text saved in the
 * results folder), their hash, and the SHA-256 of the dataset they name. A worker rebuilds the run's data from the
 * settings and serves it only if it computes the same settings text and the same dataset hash.
 */
public record RunOffer(String settingsText, String settingsHash, String datasetSha256) {}
