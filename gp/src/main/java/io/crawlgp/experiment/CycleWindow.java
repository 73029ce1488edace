package io.crawlgp.experiment;

import io.crawlgp.util.UserError;

/**
 * The cycles a fold part simulates and scores under {@code split = time}: the crawl runs from cycle 0 through {@code
 * to} (its warm-up first, its state carried over as in a deployment) and only cycles {@code from..to} (1-based,
 * inclusive) are scored. A {@code from} at or before the end of the warm-up scores every scheduled cycle.
 */
public record CycleWindow(int from, int to) {
    public CycleWindow {
        if (from < 1 || to < from) throw new UserError("cycle window " + from + ".." + to + " is empty");
    }

    public int length() {
        return to - from + 1;
    }

    @Override
    public String toString() {
        return from + ".." + to;
    }
}
