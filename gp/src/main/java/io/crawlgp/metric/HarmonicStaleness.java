package io.crawlgp.metric;

import io.crawlgp.simulation.Recorded;
import io.crawlgp.simulation.SimulationResult;
import java.util.EnumSet;
import java.util.Set;

/**
 * Harmonic staleness (Kolobov, Peres, Lu & Horvitz, NeurIPS 2019, §3), mean over pages after the cycle's crawl: a copy
 * that has missed u changes costs H(u) = 1 + 1/2 + ... + 1/u (0 when current), so each further missed change costs
 * less than the one before. Lower is better.
 */
public final class HarmonicStaleness implements Metric {
    public String name() {
        return "harmonic";
    }

    public String label() {
        return "harmonic staleness";
    }

    public String description() {
        return "mean over pages of H(changes the copy missed) (Kolobov et al. 2019, §3); lower is better";
    }

    public Range range() {
        return Range.NON_NEGATIVE;
    }

    public boolean higherIsBetter() {
        return false;
    }

    public Set<Recorded> needs() {
        return EnumSet.of(Recorded.STALENESS);
    }

    public boolean recordedIn(SimulationResult r) {
        return r.harmonicAfter() != null;
    }

    public double value(SimulationResult r, int i) {
        return r.harmonicAfter()[i];
    }
}
