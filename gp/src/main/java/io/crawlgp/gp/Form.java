package io.crawlgp.gp;

/**
 * What GP4C's protocol breeds (issue 45): {@code score} (default), GP4C's one score tree over the crawl state, ranked
 * every cycle; {@code adaptive}, a revisit rule with memory ({@link AdaptiveForm}): an update tree giving each page's
 * new interval at a visit, a score tree over t and that interval, and the rule's initial interval and clamps.
 */
public enum Form {
    SCORE,
    ADAPTIVE
}
