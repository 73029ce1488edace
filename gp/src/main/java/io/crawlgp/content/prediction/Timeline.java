package io.crawlgp.content.prediction;

/**
 * What is known of each page at each time: the version held (equal indices mean identical content) and whether the
 * change label h(p, t) is set. The fully observed history is one timeline; a crawler's record of its own visits
 * (the crawl package's CrawlerRecord) is another, and RB's features read either through {@link FeatureSpace}.
 */
public interface Timeline {
    int version(int page, int t);

    boolean changed(int page, int t);

    /** The corpus's versions with these labels: everything, as the paper's fully observed setting (§3.3) has it. */
    static Timeline full(ContentCorpus corpus, boolean[][] labels) {
        return new Timeline() {
            public int version(int page, int t) {
                return corpus.versionIndex(page, t);
            }

            public boolean changed(int page, int t) {
                return labels[page][t];
            }
        };
    }
}
