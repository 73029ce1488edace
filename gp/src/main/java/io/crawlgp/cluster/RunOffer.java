package io.crawlgp.cluster;

/**
 * What a master tells a worker after both proved the token: the run's resolved settings (as the text saved in the
 * results folder), their hash, the SHA-256 of the dataset's pages they name, and every input file's SHA-256 (one
 * "name sha256" line each, {@code io.InputFiles.text}). A worker rebuilds the run's data from the settings and serves
 * it only if it computes the same settings text and the same hash for every input file: the same pages with other
 * versions is another corpus, refused.
 */
public record RunOffer(String settingsText, String settingsHash, String datasetSha256, String inputs) {}
