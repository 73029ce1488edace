package io.crawlgp.threads;

/**
 * Tan §4 on one thread's evaluated posts, times in minutes:
 * T = mean delay from a post to the visit that retrieves it; Visit/Post = |V|/|P|; Pr_miss = T/T_max with
 * T_max = Σ_ρ (max t(ρ') − t(ρ))/|P| (one visit at the last post); Pr_FA = |V| / (max t(ρ) − |P|) with times counted
 * in minutes from the start of the evaluated period (the last post known before it), the denominator at least 1;
 * Pr_error = α·Pr_FA + (1 − α)·Pr_miss. Visits after the last post are ignored and a post not retrieved by then counts as
 * retrieved at the last post, §4.2's worst case (see {@link RevisitSimulator}).
 */
public record ThreadMetrics(
        int posts, int visits, double tScore, double visitsPerPost, double prMiss, double prFa, double prError) {}
