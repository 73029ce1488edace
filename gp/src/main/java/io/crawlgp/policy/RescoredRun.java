package io.crawlgp.policy;

import io.crawlgp.simulation.Policy;

/**
 * A run that scores as another run does and then rescores (a site boost, signals first): every visit and the warm-up go
 * to the inner run unchanged, so the wrapper keeps the inner rule's state exactly; a subclass says only how the scores
 * are changed.
 */
abstract class RescoredRun implements Policy.Run {
    protected final Policy.Run inner;

    RescoredRun(Policy.Run inner) {
        this.inner = inner;
    }

    /** The inner run's scores at cycle c, then changed in place. */
    @Override
    public final void score(int cycle, double[] out) {
        inner.score(cycle, out);
        rescore(cycle, out);
    }

    abstract void rescore(int cycle, double[] out);

    @Override
    public void visited(int page, int cycle, boolean changed) {
        inner.visited(page, cycle, changed);
    }

    @Override
    public boolean warmsUpAtOnce() {
        return inner.warmsUpAtOnce();
    }

    @Override
    public void warmedUp(int w) {
        inner.warmedUp(w);
    }
}
