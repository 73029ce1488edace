package io.crawlgp.simulation;

import io.crawlgp.dataset.ChangeHistory;

/**
 * What an observer sees of one scheduled cycle after its crawl: the cycle and its index among the scheduled cycles,
 * k, the pages crawled (the first {@code crawledCount} entries of {@code crawled}, in the simulator's order) and
 * whether each found a change, the cycle's counts, the crawl state after the crawl and the history. The arrays are the
 * simulator's buffers: read them during the call, never keep them.
 */
public record CycleView(
        int cycle,
        int index,
        int k,
        int[] crawled,
        boolean[] foundChange,
        int crawledCount,
        int found,
        int available,
        int staleAfter,
        CrawlState state,
        ChangeHistory history) {}
