package io.crawlgp.feature;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.simulation.CrawlState;
import java.util.ArrayList;
import java.util.List;

/**
 * Inputs over change signals: what arrived since the page's last visit, how recently, and how far
 * the crawler has found its site's signals to be worth trusting. Each reads only signals received by the cycle scored
 * ({@link CrawlState#signalsBetween} refuses a later one) and the crawler's own visits. They read data beside the
 * page's visits, so a tree using one runs on the per-page engine, never the cohort engine.
 */
public final class SignalFeatures {
    private SignalFeatures() {}

    /** What an input reads, for a page at a cycle. */
    @FunctionalInterface
    private interface Reading {
        double of(CrawlState state, SignalTrust trust, int page, int cycle);
    }

    /** The same for every page at once, from one pass over the signals' table (the per-page engine's column). */
    @FunctionalInterface
    private interface Row {
        void of(CrawlState state, int cycle, int[] scratch, double[] out);
    }

    /** An input read page by page ({@code row} null) or, for the per-page engine's columns, in one pass. */
    private record Signal(String name, String description, Reading reading, Row row) implements HistoryInput {
        Signal(String name, String description, Reading reading) {
            this(name, description, reading, null);
        }

        @Override
        public Tracker start(Observations run) {
            CrawlState state = run.state();
            state.requireSignals(); // the one-line refusal when this data has no signal channel
            SignalTrust trust = run.shared(SignalTrust.class, () -> new SignalTrust(state));
            int[] scratch = row == null ? null : new int[state.pages()];
            return new Tracker() {
                @Override
                public double value(int page, int cycle) {
                    return reading.of(state, trust, page, cycle);
                }

                @Override
                public void values(int cycle, double[] out) {
                    if (row != null) row.of(state, cycle, scratch, out);
                    else for (int p = 0; p < out.length; p++) out[p] = reading.of(state, trust, p, cycle);
                }
            };
        }
    }

    public static final Feature SINCE = new Signal(
            "csn",
            "change signals received since the page's last visit (a sitemap lastmod, feed entry or ping as"
                    + " in Busa-Fekete et al., WWW 2025)",
            (s, tr, p, c) -> s.signalsSinceVisit(p, c),
            (s, c, counts, out) -> {
                s.signalsSinceVisit(c, counts);
                for (int p = 0; p < out.length; p++) out[p] = counts[p];
            });
    public static final Feature ANY = new Signal(
            "csa",
            "1 when a change signal arrived since the page's last visit, else 0 (csn as an indicator; signals as in Busa-Fekete"
                    + " et al., WWW 2025)",
            (s, tr, p, c) -> s.signalsSinceVisit(p, c) > 0 ? 1 : 0,
            (s, c, counts, out) -> {
                s.signalsSinceVisit(c, counts);
                for (int p = 0; p < out.length; p++) out[p] = counts[p] > 0 ? 1 : 0;
            });
    public static final Feature AGE = new Signal(
            "cst",
            "cycles since the page's latest change signal, from cycle 0 when none (signals as in Busa-Fekete et al., WWW"
                    + " 2025)",
            (s, tr, p, c) -> c - s.latestSignal(p, c),
            (s, c, latest, out) -> {
                s.latestSignals(c, latest);
                for (int p = 0; p < out.length; p++) out[p] = c - latest[p];
            });
    public static final Feature PRECISION = new Signal(
            "csp",
            "the site's signal precision as the crawler measured it: visits after a signal that found a change over"
                    + " visits after a signal, pooled over the site's pages, (a + 1) / (b + 2) (Laplace's rule of succession)",
            (s, tr, p, c) -> tr.precision(p));
    public static final Feature RECALL = new Signal(
            "csr",
            "the site's signal recall as the crawler measured it: changes found after a signal over changes found,"
                    + " pooled over the site's pages, (a + 1) / (b + 2) (Laplace's rule of succession)",
            (s, tr, p, c) -> tr.recall(p));

    /** A site-wide share of signalled pages: one shared burst tally per run. */
    private record Burst(String name, String description, boolean sinceVisit) implements HistoryInput {
        @Override
        public Tracker start(Observations run) {
            CrawlState state = run.state();
            state.requireSignals();
            SignalBursts b = run.shared(SignalBursts.class, () -> new SignalBursts(state));
            return sinceVisit ? b::sinceVisit : b::thisCycle;
        }
    }

    public static final Feature BURST = new Burst(
            "csb",
            "the share of the page's site signalled in the cycle scored: a deploy signals every page of a site at once (the signal model's deploy mode: signals guide)",
            false);
    public static final Feature BURST_SINCE = new Burst(
            "csw",
            "the share of the page's site signalled since this page's last visit: a burst since the visit (the signal model's deploy mode: signals guide)",
            true);

    /** In registry order. */
    public static final List<Feature> ALL = List.of(SINCE, ANY, AGE, PRECISION, RECALL, BURST, BURST_SINCE);

    /** Why the signal inputs are absent from data without a signal channel (shown when one is asked for). */
    public static final String MISSING = "signal inputs ("
            + String.join(", ", ALL.stream().map(Feature::name).toList())
            + ") need change signals: a signals.csv beside pages.csv, or a model, signals = accurate:1";

    /**
     * The features a crawl of {@code h} offers: {@code set} with the signal inputs when h has a signal channel; without
     * them otherwise (they would have nothing to read), and a note saying why.
     */
    public static FeatureSet available(FeatureSet set, ChangeHistory h) {
        List<Feature> kept = new ArrayList<>(set.all());
        kept.removeAll(ALL);
        if (h.signals() != null) {
            kept.addAll(ALL);
            return FeatureSet.of(kept, set.missing());
        }
        return FeatureSet.of(kept, set.missing() == null ? MISSING : set.missing() + "; " + MISSING);
    }
}
