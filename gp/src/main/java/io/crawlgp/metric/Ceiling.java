package io.crawlgp.metric;

import io.crawlgp.simulation.SimulationResult;

/** The most ChangeRate any policy could reach in the cycle: min(available, k) / k, available = pages changed since their last visit. */
public final class Ceiling implements Metric {
    public String name() {
        return "ceiling";
    }

    public String label() {
        return "ceiling";
    }

    public String description() {
        return "min(pages changed since their last visit, k) / k: the ChangeRate bound of the cycle";
    }

    public Range range() {
        return Range.SHARE;
    }

    public boolean isBound() {
        return true;
    }

    public double value(SimulationResult r, int i) {
        return Math.min(r.available()[i], r.k()) / (double) r.k();
    }
}
