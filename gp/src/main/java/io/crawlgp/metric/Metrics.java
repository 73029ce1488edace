package io.crawlgp.metric;

import io.crawlgp.simulation.CycleObserver;
import io.crawlgp.simulation.Recorded;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The registered metrics, in column order. Result files carry a column for every registered metric the simulation
 * recorded; the first is the primary metric (summary.csv's mean, interval and paired tests). Register a metric by
 * adding it to {@link #ALL}.
 */
public final class Metrics {
    public static final Metric CHANGERATE = new ChangeRate();
    public static final Metric FRESHNESS = new Freshness();
    public static final Metric CEILING = new Ceiling();
    public static final Metric NDCG = new NdcgAtK();
    /**
     * Age (Cho & Garcia-Molina 2003, §2), mean over pages after the cycle's crawl: 0 for a current copy, otherwise the
     * cycles since the first change the copy missed. A change recorded at cycle s happened within (s-1, s]; the
     * midpoint is taken, so a copy stale since s has age c - s + 1/2 after cycle c. Lower is better.
     */
    public static final Metric AGE = Metric.of(
            "age",
            "age",
            "mean over pages of cycles since the first change the copy missed (Cho & Garcia-Molina 2003, §2); lower is better",
            Metric.Range.NON_NEGATIVE,
            false,
            EnumSet.of(Recorded.STALENESS),
            SimulationResult::ageAfter);
    /**
     * Harmonic staleness (Kolobov, Peres, Lu & Horvitz, NeurIPS 2019, §3), mean over pages after the cycle's crawl: a
     * copy that has missed u changes costs H(u) = 1 + 1/2 + ... + 1/u (0 when current), so each further missed change
     * costs less than the one before. Lower is better.
     */
    public static final Metric HARMONIC = Metric.of(
            "harmonic",
            "harmonic staleness",
            "mean over pages of H(changes the copy missed) (Kolobov et al. 2019, §3); lower is better",
            Metric.Range.NON_NEGATIVE,
            false,
            EnumSet.of(Recorded.STALENESS),
            SimulationResult::harmonicAfter);

    /** Every registered metric (the catalogue: names, labels, descriptions); the first is the primary one. */
    public static final List<Metric> ALL = withExtensions(List.of(CHANGERATE, FRESHNESS, CEILING, NDCG, AGE, HARMONIC));

    /** The workbench's metrics, then those of every {@link MetricExtension} on the class path. */
    private static List<Metric> withExtensions(List<Metric> own) {
        List<Metric> out = new ArrayList<>(own);
        for (MetricExtension e : ServiceLoader.load(MetricExtension.class)) out.addAll(e.metrics());
        return List.copyOf(out);
    }

    /**
     * The metrics a run records, in column order, spelled out: registering a metric in {@link #ALL} adds no
     * column to any run's files, so no committed folder changes, until this list names it.
     */
    public static final List<Metric> RECORDED = List.of(CHANGERATE, FRESHNESS, CEILING, NDCG, AGE, HARMONIC);

    private Metrics() {}

    public static Metric primary() {
        return ALL.get(0);
    }

    /** The metric of a name (case-insensitive); a one-line user error listing the known ones otherwise. */
    public static Metric byName(String name) {
        return byName(ALL, name);
    }

    public static Metric byName(List<Metric> metrics, String name) {
        for (Metric m : metrics) if (m.name().equalsIgnoreCase(name.strip())) return m;
        throw new UserError("unknown metric '" + name + "'; known: "
                + String.join(", ", metrics.stream().map(Metric::name).toList()));
    }

    /** A metric a GP may be evolved for: registered and not a bound. */
    public static Metric fitness(String name) {
        Metric m = byName(name);
        if (m.isBound())
            throw new UserError(
                    "metric '" + m.name() + "' is a bound, not a policy's performance: it cannot be a fitness");
        return m;
    }

    /** The metrics of {@code metrics} that every one of these results recorded, in order. */
    public static List<Metric> recorded(List<Metric> metrics, List<SimulationResult> results) {
        List<Metric> out = new ArrayList<>();
        for (Metric m : metrics) if (results.stream().allMatch(m::recordedIn)) out.add(m);
        return out;
    }

    /** Everything the simulation must record for these metrics. */
    public static Set<Recorded> needs(List<Metric> metrics) {
        Set<Recorded> out = Recorded.none();
        for (Metric m : metrics) out.addAll(m.needs());
        return out;
    }

    /** The observers these metrics bring (see {@link Metric#observer}), in order. */
    public static List<CycleObserver.Factory> observers(List<Metric> metrics) {
        List<CycleObserver.Factory> out = new ArrayList<>();
        for (Metric m : metrics) if (m.observer() != null) out.add(m.observer());
        return out;
    }

    public static String names(List<Metric> metrics) {
        return String.join(
                ", ",
                metrics.stream().map(m -> m.name().toLowerCase(Locale.ROOT)).toList());
    }
}
