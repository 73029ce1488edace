package io.crawlgp.threads;

/**
 * A prediction point: in thread {@code thread}, the first {@code seen} posts are known and the target is the gap
 * Δ to the next post (Tan §3: predict the time from the last post to the next one).
 */
public record Instance(int thread, int seen, double gapMinutes) {}
