package io.crawlgp.metric;

import io.crawlgp.simulation.Recorded;
import io.crawlgp.simulation.SimulationResult;
import java.util.EnumSet;
import java.util.Set;

/**
 * Age (Cho & Garcia-Molina 2003, §2), mean over pages after the cycle's crawl: 0 for a current copy, otherwise the
 * cycles since the first change the copy missed. A change recorded at cycle s happened within (s-1, s]; the midpoint is
 * taken, so a copy stale since s has age c - s + 1/2 after cycle c. Lower is better.
 */
public final class Age implements Metric {
    public String name() {
        return "age";
    }

    public String label() {
        return "age";
    }

    public String description() {
        return "mean over pages of cycles since the first change the copy missed (Cho & Garcia-Molina 2003, §2); lower is better";
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
        return r.ageAfter() != null;
    }

    public double value(SimulationResult r, int i) {
        return r.ageAfter()[i];
    }
}
