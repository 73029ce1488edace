package io.crawlgp.metric;

import io.crawlgp.simulation.CycleObserver;
import io.crawlgp.simulation.Recorded;
import io.crawlgp.simulation.SimulationResult;
import java.util.Set;
import java.util.function.Function;

/**
 * A per-cycle measure of a simulated crawl: its name (the CSV column), label, direction and how it is computed from
 * what the simulator recorded for each scheduled cycle. per_cycle.csv and summary.csv columns, console tables, plots,
 * paired comparisons and the GP fitness choice all come from the registered list in {@link Metrics}.
 */
public interface Metric {
    /** Column name in per_cycle.csv and summary.csv, and the name in settings ({@code fitness = changerate}). */
    String name();

    /** Human label for tables and plots ("ChangeRate"). */
    String label();

    /** One line: what it measures and its source. */
    String description();

    /** The values a metric can take, per cycle: [lowest, highest]. */
    record Range(double lowest, double highest) {
        /** A share of pages or crawls, or a normalised score: [0, 1]. */
        public static final Range SHARE = new Range(0, 1);
        /** A mean count or age: [0, ∞). */
        public static final Range NON_NEGATIVE = new Range(0, Double.POSITIVE_INFINITY);

        public boolean contains(double v) {
            return v >= lowest && v <= highest;
        }
    }

    /** The metric's range (every registered metric is checked against it on every cycle of the contract test). */
    Range range();

    /** True when higher values are better. */
    default boolean higherIsBetter() {
        return true;
    }

    /** A bound (what any policy could reach) rather than a policy's own performance: reported, never ranked or evolved for. */
    default boolean isBound() {
        return false;
    }

    /**
     * What the simulation must record for this metric beyond found / available / stale counts. Only the per-page
     * simulators record these, so a GP evolved for such a metric runs the per-page engine.
     */
    default Set<Recorded> needs() {
        return Recorded.none();
    }

    /**
     * How the metric observes a simulated crawl when the simulator's own tallies do not hold what it needs: a factory of
     * {@link CycleObserver}s whose per-cycle values {@link #value} then reads (a new metric of that kind is one file).
     * Null for a metric computed from the tallies. An observed metric runs on the per-page simulators only.
     */
    default CycleObserver.Factory observer() {
        return null;
    }

    /** Whether the simulation recorded what this metric needs. */
    default boolean recordedIn(SimulationResult r) {
        return observer() == null || r.observed().containsKey(name());
    }

    /** The value at scheduled cycle index i (cycle W+1+i); an observed metric's by default. */
    default double value(SimulationResult r, int i) {
        double[] v = r.observed().get(name());
        if (v == null) throw new IllegalStateException("metric " + name() + " was not observed in this simulation");
        return v[i];
    }

    /** Mean over scheduled cycles: the per-run figure (and GP fitness). */
    default double mean(SimulationResult r) {
        int n = r.scheduledCycles();
        double s = 0;
        for (int i = 0; i < n; i++) s += value(r, i);
        return s / n;
    }

    /**
     * Mean over the scheduled cycles not masked: {@code masked[c]} for cycle c (1-based, over the dataset's whole
     * timeline; a time split's window is a part of it); NaN when every one is.
     */
    default double meanWithout(SimulationResult r, boolean[] masked) {
        int n = r.scheduledCycles(), first = r.firstCycle(); // cycle of index 0
        double s = 0;
        int kept = 0;
        for (int i = 0; i < n; i++)
            if (!masked[first + i]) {
                s += value(r, i);
                kept++;
            }
        return kept == 0 ? Double.NaN : s / kept;
    }

    /**
     * A metric that reads one per-cycle series the simulator records (null when it did not), in one line: adding such a
     * metric is a constant in {@link Metrics}, not a class.
     */
    static Metric of(
            String name,
            String label,
            String description,
            Range range,
            boolean higherIsBetter,
            Set<Recorded> needs,
            Function<SimulationResult, double[]> series) {
        return new Metric() {
            public String name() {
                return name;
            }

            public String label() {
                return label;
            }

            public String description() {
                return description;
            }

            public Range range() {
                return range;
            }

            public boolean higherIsBetter() {
                return higherIsBetter;
            }

            public Set<Recorded> needs() {
                return needs;
            }

            public boolean recordedIn(SimulationResult r) {
                return series.apply(r) != null;
            }

            public double value(SimulationResult r, int i) {
                return series.apply(r)[i];
            }

            @Override
            public String toString() {
                return name;
            }
        };
    }
}
