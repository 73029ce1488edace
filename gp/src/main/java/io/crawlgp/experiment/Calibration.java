package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.plot.Charts;
import io.crawlgp.plot.MethodStyle;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.ProbabilityKey;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.CrawlState;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How well a probabilistic rule's probabilities hold: at every visit after the warm-up, the rule's
 * P(changed since the last visit) as it ranked the page that cycle, against what the visit found. Per dataset and
 * rule: the Brier score (mean squared error of P against the 0/1 outcome) beside the base rate's (always predicting the
 * share of visits that found a change), and ten bins of P with their mean prediction and observed frequency (the
 * reliability diagram). A rule qualifies when its score is -ln(1 - P) ({@link ProbabilityKey}): the signal posterior
 * and ChoGM's 1 - e^(-r t); a rule whose score is no probability (LambdaCrawl's crawl-on-signal keys, the production
 * rules' due dates) is refused by name.
 */
public final class Calibration {
    public static final int BINS = 10;

    private Calibration() {}

    /** One rule on one dataset: per bin the visits, the summed prediction and the changes found; the Brier sum. */
    public record Tally(
            String dataset, String method, long[] visits, double[] predicted, long[] changed, double brier) {
        long total() {
            long n = 0;
            for (long v : visits) n += v;
            return n;
        }

        long found() {
            long n = 0;
            for (long c : changed) n += c;
            return n;
        }
    }

    /** Refuses a rule whose score is no probability, in one line. */
    public static Policy probabilistic(String name) {
        Policy p = Policies.byName(name);
        if (!(p instanceof ProbabilityKey))
            throw new UserError("calibration: " + p.name() + "'s score is no probability of change; it reads rules"
                    + " whose score is -ln(1 - P(changed)): Posterior, Posterior-fullview, ChoGM (with any settings)");
        return p;
    }

    /** The tally of one crawl of h by p under s: every visit after the warm-up, with the prediction p ranked it by. */
    public static Tally of(String dataset, ChangeHistory h, Policy p, SimulationSettings s) {
        long[] visits = new long[BINS], changed = new long[BINS];
        double[] predicted = new double[BINS];
        double[] brier = {0};
        CrawlSimulator.run(
                h,
                new Policy() {
                    public String name() {
                        return p.name();
                    }

                    public Run start(CrawlState state, long seed) {
                        Run inner = p.start(state, seed);
                        double[] key = new double[state.pages()];
                        return new Run() {
                            public void score(int cycle, double[] out) {
                                inner.score(cycle, out);
                                System.arraycopy(out, 0, key, 0, out.length);
                            }

                            public void visited(int page, int cycle, boolean found) {
                                inner.visited(page, cycle, found);
                                if (cycle <= s.warmup()) return; // the warm-up's visits are scheduled, not predicted
                                double prob = -Math.expm1(-key[page]);
                                int bin = Math.min(BINS - 1, (int) (prob * BINS));
                                visits[bin]++;
                                predicted[bin] += prob;
                                if (found) changed[bin]++;
                                brier[0] += (prob - (found ? 1 : 0)) * (prob - (found ? 1 : 0));
                            }
                        };
                    }
                },
                s);
        return new Tally(dataset, p.name(), visits, predicted, changed, brier[0]);
    }

    /** Writes calibration.csv, brier.csv and reliability.png (the rules' bins pooled over the datasets) into OUT. */
    public static void write(List<Tally> tallies, Path out, Provenance prov) {
        ResultsCsv.write(
                out.resolve("brier.csv"),
                new String[] {"dataset", "method", "visits", "brier", "base_rate", "brier_base_rate"},
                w -> {
                    for (Tally t : tallies) {
                        long n = t.total();
                        double rate = n == 0 ? Double.NaN : t.found() / (double) n;
                        w.printRecord(
                                t.dataset(),
                                t.method(),
                                n,
                                ResultsCsv.num(n == 0 ? Double.NaN : t.brier() / n),
                                ResultsCsv.num(rate),
                                ResultsCsv.num(rate * (1 - rate))); // the base rate's Brier score
                    }
                });
        ResultsCsv.write(
                out.resolve("calibration.csv"),
                new String[] {"dataset", "method", "bin_low", "bin_high", "visits", "predicted", "observed"},
                w -> {
                    for (Tally t : tallies)
                        for (int b = 0; b < BINS; b++)
                            w.printRecord(
                                    t.dataset(),
                                    t.method(),
                                    ResultsCsv.num(b / (double) BINS),
                                    ResultsCsv.num((b + 1) / (double) BINS),
                                    t.visits()[b],
                                    ResultsCsv.num(t.visits()[b] == 0 ? Double.NaN : t.predicted()[b] / t.visits()[b]),
                                    ResultsCsv.num(
                                            t.visits()[b] == 0 ? Double.NaN : t.changed()[b] / (double) t.visits()[b]));
                });
        Map<String, double[][]> series = new LinkedHashMap<>();
        series.put(MethodStyle.PERFECT, new double[][] {{0, 0}, {1, 1}}); // points (x, y)
        Map<String, long[]> visits = new LinkedHashMap<>(), changed = new LinkedHashMap<>();
        Map<String, double[]> predicted = new LinkedHashMap<>();
        for (Tally t : tallies)
            for (int b = 0; b < BINS; b++) {
                visits.computeIfAbsent(t.method(), k -> new long[BINS])[b] += t.visits()[b];
                changed.computeIfAbsent(t.method(), k -> new long[BINS])[b] += t.changed()[b];
                predicted.computeIfAbsent(t.method(), k -> new double[BINS])[b] += t.predicted()[b];
            }
        for (String m : visits.keySet()) {
            List<double[]> points = new ArrayList<>();
            for (int b = 0; b < BINS; b++)
                if (visits.get(m)[b] > 0)
                    points.add(new double[] {
                        predicted.get(m)[b] / visits.get(m)[b], changed.get(m)[b] / (double) visits.get(m)[b]
                    });
            series.put(m, points.toArray(double[][]::new));
        }
        Charts.curves(
                series,
                "Reliability: predicted P(changed since the last visit) against the share of visits that found a change",
                "predicted probability (mean of its tenth)",
                "observed frequency",
                out.resolve("reliability.png"));
        prov.write(out);
    }
}
