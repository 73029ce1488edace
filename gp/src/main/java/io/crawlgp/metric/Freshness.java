package io.crawlgp.metric;

import io.crawlgp.simulation.SimulationResult;

/** Binary freshness (Cho & Garcia-Molina 2003): share of pages whose stored copy equals the live page after the cycle. */
public final class Freshness implements Metric {
    public String name() {
        return "freshness";
    }

    public String label() {
        return "freshness";
    }

    public String description() {
        return "share of pages whose copy is current at the end of the cycle (Cho & Garcia-Molina 2003)";
    }

    public Range range() {
        return Range.SHARE;
    }

    public double value(SimulationResult r, int i) {
        return 1.0 - r.staleAfter()[i] / (double) r.pages();
    }
}
