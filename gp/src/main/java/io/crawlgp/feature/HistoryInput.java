package io.crawlgp.feature;

/** An input read from the crawl's own record (its visits, outcomes, signals received), never negative. */
interface HistoryInput extends Feature {
    @Override
    default Need needs() {
        return Need.HISTORY;
    }

    @Override
    default Range range() {
        return Range.NON_NEGATIVE;
    }
}
