package io.crawlgp.benchmark;

import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.Folds;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.plot.CdDiagram;
import io.crawlgp.stats.BayesianSignedRank;
import io.crawlgp.util.SeedLabel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a finished benchmark writes (its tables, ranking, tests, power, the per-cycle files and provenance), from what the
 * run collected ({@link BenchmarkTally}).
 */
final class BenchmarkFiles {
    private BenchmarkFiles() {}

    static void write(Suite suite, Path out, GpSettings first, BenchmarkTally tally, Provenance prov) {
        Scores scores = tally.scores;
        List<String> focus = tally.focus, bounds = tally.bounds;
        List<Object[]> tunedRows = tally.tunedRows;
        List<Benchmark.Cost> costs = tally.costs;
        ResultsCsv.write(out.resolve("scores.csv"), Benchmark.SCORES_HEADER, p -> {
            for (Scores.Row r : scores.rows())
                p.printRecord(r.dataset(), r.method(), r.repeat(), r.fold(), r.metric(), ResultsCsv.num(r.value()));
        });
        Metric primary = first.fitnessMetric();
        PerCycleFiles.write(out.resolve(PerCycleFiles.FOLDER), primary.name(), tally.cycles);
        int folds = first.protocol().folds();
        double rho = 1.0 / (folds - 1);
        String metric = primary.name();
        boolean hib = primary.higherIsBetter();
        List<BenchmarkStats.SummaryRow> summary = BenchmarkStats.summary(scores, metric, hib, rho, bounds);
        ResultsCsv.write(
                out.resolve("summary.csv"),
                new String[] {"dataset", "method", "metric", "n", "mean", "ci95_low", "ci95_high", "rank"},
                p -> {
                    for (BenchmarkStats.SummaryRow r : summary)
                        p.printRecord(
                                r.dataset(),
                                r.method(),
                                r.metric(),
                                r.n(),
                                ResultsCsv.num(r.mean()),
                                ResultsCsv.num(r.low()),
                                ResultsCsv.num(r.high()),
                                Double.isNaN(r.rank()) ? "" : ResultsCsv.num(r.rank()));
                });
        SignalSweep.write(out, suite, summary, metric); // only when the suite's datasets differ in signal quality
        if (suite.primary() != null) // a file of its own: suites without the question keep their files' bytes
        writeTests(
                    out.resolve("primary.csv"),
                    BenchmarkStats.primary(
                            scores,
                            metric,
                            hib,
                            rho,
                            suite.primary().a(),
                            suite.primary().b()));
        if (suite.maskMassChanges() > 0) // the primary comparison again, without the mass-change cycles
        writeTests(
                    out.resolve("primary-masked.csv"),
                    BenchmarkStats.primary(
                            tally.masked,
                            metric,
                            hib,
                            rho,
                            suite.primary().a(),
                            suite.primary().b()));
        if (suite.primary() != null)
            writeAcross(out.resolve("primary-across.csv"), suite, suite.primary(), scores, metric, hib, first.seed());
        for (int i = 0; i < suite.questions().size(); i++) { // the declared questions, each as the primary
            Suite.Primary q = suite.questions().get(i);
            writeTests(
                    out.resolve("question" + (i + 1) + ".csv"),
                    BenchmarkStats.primary(scores, metric, hib, rho, q.a(), q.b()));
            writeAcross(out.resolve("question" + (i + 1) + "-across.csv"), suite, q, scores, metric, hib, first.seed());
        }
        List<BenchmarkStats.TestRow> tests = BenchmarkStats.tests(scores, metric, hib, rho, focus, bounds);
        writeTests(out.resolve("tests.csv"), tests);
        BenchmarkPower.write(
                out,
                BenchmarkPower.rows(suite, scores, metric, hib, rho, tally.knownRates, tally.splits),
                scores,
                metric,
                hib);
        if (!tunedRows.isEmpty())
            ResultsCsv.write(
                    out.resolve("tuned.csv"),
                    new String[] {"dataset", "repeat", "method", "fold", "chosen", "grid_points", "train", "validation"
                    },
                    p -> {
                        for (Object[] row : tunedRows) p.printRecord(row);
                    });
        if (!tally.gapRows.isEmpty())
            ResultsCsv.write(
                    out.resolve("gaps.csv"),
                    tally.homeGaps
                            ? new String[] {
                                "dataset",
                                "repeat",
                                "method",
                                "fold",
                                "chosen",
                                "validation",
                                "home_validation",
                                "test",
                                "gap",
                                "home_gap"
                            }
                            : new String[] {"dataset", "repeat", "method", "fold", "chosen", "validation", "test", "gap"
                            },
                    p -> {
                        for (Object[] row : tally.gapRows)
                            if (tally.homeGaps) p.printRecord(row);
                            else p.printRecord(row[0], row[1], row[2], row[3], row[4], row[5], row[7], row[8]);
                    });
        Map<String, Object> rankInfo = writeRanking(out, "", ranked(suite, scores), metric, hib, bounds);
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("metric", metric);
        stats.put("repeats", suite.repeats());
        stats.put("folds", folds);
        stats.put("rho", rho);
        stats.put("test", "Nadeau-Bengio corrected resampled t-test over repeats x folds, Holm within each dataset");
        if (!tally.windows.isEmpty()) { // described only when a dataset runs under split = time
            stats.put(
                    "time_test",
                    "split = time: Diebold-Mariano over the test cycles (each the mean over repeats), Newey-West"
                            + " variance with Bartlett lag floor(4 (T/100)^(2/9)), Student t on T - 1 df, Holm within"
                            + " each dataset");
            stats.put("time_windows", tally.windows);
        }
        stats.put("focus", focus.isEmpty() ? "all pairs" : focus);
        stats.put("unranked_bounds", bounds);
        if (!suite.questions().isEmpty()) // question1.csv, ... in the suite's order
        stats.put(
                    "questions",
                    suite.questions().stream().map(Suite.Primary::toString).toList());
        stats.put("ranking", rankInfo);
        if (!suite.rankSites().isEmpty()) // the site entries ranked on their own
        stats.put(
                    "ranking_sites",
                    writeRanking(out, "-sites", ranked(suite.rank(), suite.rankSites(), scores), metric, hib, bounds));
        if (suite.maskMassChanges() > 0) {
            Map<String, Object> mask = new LinkedHashMap<>();
            mask.put("share", suite.maskMassChanges());
            Map<String, Integer> counts = new LinkedHashMap<>();
            tally.masks.forEach((d, m) -> {
                int n = 0;
                for (boolean b : m) if (b) n++;
                counts.put(d, n);
            });
            mask.put("masked_cycles", counts);
            stats.put("mask_mass_changes", mask);
        }
        Map<String, Object> seeds =
                SeedLabel.describe(first.seed(), List.of(Benchmark.REPEAT, Folds.SEED, Evaluation.TEST_FOLD));
        prov.put("suite", suite.file().toString())
                .put("statistics", stats)
                .put("seeds", seeds)
                .put("cost_seconds", costs)
                .write(out);
    }

    /** The seed of the Bayesian signed-rank test's posterior samples. */
    static final SeedLabel BAYES = new SeedLabel("bayes", "", "the Bayesian signed-rank test's posterior samples");

    /** The rope of the primary question across datasets: differences of the metric within it are equivalent. */
    static final double ROPE = 0.01;

    static final int POSTERIOR_SAMPLES = 50_000;

    /**
     * The primary question across the ranked datasets: the Bayesian signed-rank test of the
     * per-dataset mean differences A - B (B - A when lower is better), rope 0.01 of the metric, in primary-across.csv.
     */
    private static void writeAcross(
            Path file, Suite suite, Suite.Primary question, Scores scores, String metric, boolean hib, long seed) {
        String a = question.a(), b = question.b();
        List<String> datasets = new ArrayList<>();
        List<Double> diffs = new ArrayList<>();
        for (String d : ranked(suite, scores).datasets()) {
            if (!scores.methods(d).contains(a) || !scores.methods(d).contains(b)) continue;
            double diff = BenchmarkStats.mean(scores, d, a, metric) - BenchmarkStats.mean(scores, d, b, metric);
            datasets.add(d);
            diffs.add(hib ? diff : -diff);
        }
        if (datasets.size() < 2) return;
        BayesianSignedRank.Result r = BayesianSignedRank.test(
                diffs.stream().mapToDouble(Double::doubleValue).toArray(), ROPE, POSTERIOR_SAMPLES, BAYES.derive(seed));
        ResultsCsv.write(
                file,
                new String[] {
                    "metric", "a", "b", "datasets", "rope", "samples", "p_b_better", "p_equivalent", "p_a_better"
                },
                p -> p.printRecord(
                        metric,
                        a,
                        b,
                        datasets.size(),
                        ResultsCsv.num(ROPE),
                        POSTERIOR_SAMPLES,
                        ResultsCsv.num(r.left()),
                        ResultsCsv.num(r.rope()),
                        ResultsCsv.num(r.right())));
    }

    /**
     * ranking{suffix}.csv and cd{suffix}.png from the ranked scores: mean ranks, Friedman's test, the cliques; what
     * the provenance says of them.
     */
    private static Map<String, Object> writeRanking(
            Path out, String suffix, Scores scores, String metric, boolean hib, List<String> bounds) {
        BenchmarkStats.Ranking ranking = BenchmarkStats.ranking(scores, metric, hib, bounds);
        Map<String, Object> rankInfo = new LinkedHashMap<>();
        if (ranking != null) {
            // best first; equal mean ranks in the suite's order
            Integer[] order = new Integer[ranking.methods().size()];
            for (int i = 0; i < order.length; i++) order[i] = i;
            Arrays.sort(order, Comparator.comparingDouble(i -> ranking.meanRanks()[i]));
            ResultsCsv.write(
                    out.resolve("ranking" + suffix + ".csv"), new String[] {"method", "mean_rank", "datasets"}, p -> {
                        for (int i : order)
                            p.printRecord(
                                    ranking.methods().get(i),
                                    ResultsCsv.num(ranking.meanRanks()[i]),
                                    ranking.datasets());
                    });
            rankInfo.put("datasets", ranking.datasets());
            if (ranking.datasets() < MIN_FRIEDMAN_DATASETS) {
                // Demsar 2006 §3.2.2: the Friedman statistic over so few datasets says nothing; mean ranks only
                rankInfo.put(
                        "note",
                        "fewer than " + MIN_FRIEDMAN_DATASETS + " datasets: mean ranks only, no Friedman test or CD"
                                + " diagram");
                return rankInfo;
            }
            rankInfo.put("friedman_chi2", ranking.friedman().chi2());
            rankInfo.put("friedman_p", ranking.friedman().pChi2());
            rankInfo.put("iman_davenport_f", ranking.friedman().f());
            rankInfo.put("iman_davenport_p", ranking.friedman().pF());
            rankInfo.put(
                    "nemenyi_cd",
                    Double.isNaN(ranking.friedman().cd())
                            ? "none (Demsar's table stops at 10 methods)"
                            : ranking.friedman().cd());
            rankInfo.put("cliques", "Holm-adjusted Wilcoxon signed-rank over datasets' means, alpha 0.05");
            CdDiagram.write(
                    out.resolve("cd" + suffix + ".png"),
                    ranking.methods(),
                    ranking.meanRanks(),
                    ranking.cliques(),
                    ranking.friedman().cd(),
                    "Mean rank by " + Metrics.byName(metric).label() + " over " + ranking.datasets()
                            + " datasets (Friedman p = "
                            + String.format(
                                    Locale.ROOT, "%.3g", ranking.friedman().pChi2()) + ")");
        } else rankInfo.put("note", "fewer than two datasets (or common methods): no ranking over datasets");
        return rankInfo;
    }

    /** The fewest datasets over which a Friedman test and a CD diagram are written. */
    static final int MIN_FRIEDMAN_DATASETS = 3;

    /** The scores the ranking reads: the suite's chosen contenders and datasets (all when it chose none). */
    static Scores ranked(Suite suite, Scores scores) {
        return ranked(suite.rank(), suite.rankDatasets(), scores);
    }

    /** The scores of the given methods and datasets (all of either when its list is empty). */
    static Scores ranked(List<String> methods, List<String> datasets, Scores scores) {
        if (methods.isEmpty() && datasets.isEmpty()) return scores;
        Scores out = new Scores();
        for (Scores.Row r : scores.rows())
            if ((methods.isEmpty() || methods.contains(r.method()))
                    && (datasets.isEmpty() || datasets.contains(r.dataset()))) out.add(r);
        return out;
    }

    /** tests.csv's columns: one corrected test per row. */
    private static void writeTests(Path file, List<BenchmarkStats.TestRow> tests) {
        ResultsCsv.write(
                file,
                new String[] {
                    "dataset", "metric", "a", "b", "n", "diff", "ci95_low", "ci95_high", "t", "p", "p_holm", "better"
                },
                p -> {
                    for (BenchmarkStats.TestRow r : tests)
                        p.printRecord(
                                r.dataset(),
                                r.metric(),
                                r.a(),
                                r.b(),
                                r.n(),
                                ResultsCsv.num(r.diff()),
                                ResultsCsv.num(r.low()),
                                ResultsCsv.num(r.high()),
                                ResultsCsv.num(r.t()),
                                ResultsCsv.num(r.p()),
                                ResultsCsv.num(r.pHolm()),
                                r.better());
                });
    }
}
