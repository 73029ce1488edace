package io.crawlgp.newpages;

/**
 * A crawl-ordering rule for new pages: every τ the crawler fetches the queued page with the highest priority
 * (Ostroumova et al. §3.3); ties go to the page discovered first (lower index). Priorities must not depend on
 * anything but the page and the time.
 */
public interface Priority {
    double priority(int page, double nowSeconds);

    /** A priority fixed at discovery: the simulator may keep such queues in a heap instead of scanning them. */
    interface Static extends Priority {
        double key(int page);

        @Override
        default double priority(int page, double nowSeconds) {
            return key(page);
        }
    }

    static Static ofKeys(double[] keys) {
        double[] k = keys.clone();
        return page -> k[page];
    }
}
