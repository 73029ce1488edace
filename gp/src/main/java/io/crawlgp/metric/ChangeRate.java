package io.crawlgp.metric;

import io.crawlgp.simulation.SimulationResult;

/** ChangeRate (Santos et al. 2013, §5.1): changed pages crawled in the cycle divided by k. */
public final class ChangeRate implements Metric {
    public String name() {
        return "changerate";
    }

    public String label() {
        return "ChangeRate";
    }

    public String description() {
        return "changed pages crawled / k (Santos et al. 2013, §5.1)";
    }

    public Range range() {
        return Range.SHARE;
    }

    public double value(SimulationResult r, int i) {
        return r.found()[i] / (double) r.k();
    }
}
