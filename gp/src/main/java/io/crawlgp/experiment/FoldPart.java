package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.simulation.SimulationResult;

/**
 * One part of a fold's split (training, validation or test): the pages it holds (ascending rows) and, under {@code
 * split = time}, the cycles it crawls and scores ({@link CycleWindow}; null under page and site splits, where every
 * cycle is crawled and every scheduled cycle scored).
 */
public record FoldPart(int[] rows, CycleWindow window) {
    /** The part's pages, cut after its window's last cycle: what its crawl simulates (nothing later is read). */
    public ChangeHistory history(ChangeHistory h) {
        ChangeHistory pages = h.subset(rows);
        return window == null || window.to() >= h.cycles() ? pages : pages.restrict(1, window.to());
    }

    /** The first cycle a crawl of this part is scored on (1: every scheduled cycle). */
    public int firstScored() {
        return window == null ? 1 : window.from();
    }

    /** A crawl of {@link #history} with only this part's cycles kept. */
    public SimulationResult scored(SimulationResult r) {
        return r.from(firstScored());
    }
}
