package io.crawlgp.simulation;

import io.crawlgp.dataset.ChangeHistory;

/**
 * A crawl driven by hand for tests of a policy's scores: visits are made where the test says, the state and the
 * policy's run see each one as the simulators show it (state first, then {@link Policy.Run#visited}).
 */
public final class HandCrawl {
    private final CrawlState state;
    private final Policy.Run run;

    public HandCrawl(Policy policy, int k, String... histories) {
        this(policy, k, ChangeHistory.of(histories));
    }

    public HandCrawl(Policy policy, int k, ChangeHistory history) {
        state = new CrawlState(history, k);
        run = policy.start(state, 1);
    }

    /** Visits a page at a cycle; returns whether the visit found a change. */
    public boolean visit(int page, int cycle) {
        boolean changed = state.visit(page, cycle);
        run.visited(page, cycle, changed);
        return changed;
    }

    /** Every page's score at a cycle. */
    public double[] scores(int cycle) {
        double[] out = new double[state.pages()];
        state.advanceTo(cycle); // the crawl is at this cycle: signals after it have not arrived
        run.score(cycle, out);
        return out;
    }

    /** The policy's run, for tests that read its per-page state. */
    public Policy.Run run() {
        return run;
    }

    public CrawlState state() {
        return state;
    }
}
