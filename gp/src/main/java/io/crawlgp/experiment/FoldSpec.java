package io.crawlgp.experiment;

/** How many folds a trial has and how pages are dealt into them ({@link Split}). */
public record FoldSpec(int count, Split split) {
    /** {@code count} page folds (the paper's). */
    public static FoldSpec pages(int count) {
        return new FoldSpec(count, Split.PAGES);
    }
}
