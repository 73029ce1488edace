package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.simulation.SimulationResult;

/**
 * One part of a fold's split (training, validation or test): the pages it holds (ascending rows) and, under {@code
 * split = time}, the cycles it crawls and scores ({@link CycleWindow}; null under page and site splits, where every
 * cycle is crawled and every scheduled cycle scored).
 */
public record FoldPart(int[] rows, CycleWindow window, int start) {
    /** A part whose crawl starts at cycle 1 (every part but a short home history's). */
    public FoldPart(int[] rows, CycleWindow window) {
        this(rows, window, 1);
    }

    public FoldPart {
        if (start < 1 || window != null && start > window.from())
            throw new IllegalArgumentException(
                    "a part's crawl starts at cycle " + start + ", after its window " + window);
    }

    /**
     * The part's pages, cut after its window's last cycle: what its crawl simulates (nothing later is read); with a
     * later {@code start} (a home history of a few cycles, {@code homeCycles}) also cut before it, so that cycle is its
     * crawl's first and nothing earlier is read either.
     */
    public ChangeHistory history(ChangeHistory h) {
        ChangeHistory pages = h.subset(rows);
        if (start > 1) return pages.restrict(start, window.to());
        return window == null || window.to() >= h.cycles() ? pages : pages.restrict(1, window.to());
    }

    /** The first cycle a crawl of this part is scored on (1: every scheduled cycle), counted in its own history. */
    public int firstScored() {
        return window == null ? 1 : window.from() - start + 1;
    }

    /** A crawl of {@link #history} with only this part's cycles kept. */
    public SimulationResult scored(SimulationResult r) {
        return r.from(firstScored());
    }
}
