package io.crawlgp.benchmark;

import io.crawlgp.io.ResultsCsv;
import io.crawlgp.stats.CorrectedResampledTTest;
import io.crawlgp.util.MethodId;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a benchmark can tell apart on each dataset, in files of their own so that the other CSVs keep their
 * bytes: power.csv (Rand, the best contender, the Oracle, the known-rate bound, the headroom between them and the
 * primary comparison's minimum detectable difference at 80% power, and whether the headroom is above it) and
 * shares.csv (each method's share of the Rand-to-bound range). A dataset whose Oracle-to-best headroom is below the
 * detectable difference cannot show any method better than the best: it is flagged, not hidden.
 */
final class BenchmarkPower {
    private BenchmarkPower() {}

    static final double ALPHA = 0.05, POWER = 0.8;

    /** One dataset's figures. */
    record Row(
            String dataset,
            String split,
            double rand,
            String best,
            double bestMean,
            double oracle,
            double bound,
            String primary,
            int n,
            double se,
            double detectable,
            String verdict) {
        double headroomOracle(boolean higherIsBetter) {
            return higherIsBetter ? oracle - bestMean : bestMean - oracle;
        }

        double headroomBound(boolean higherIsBetter) {
            return higherIsBetter ? bound - bestMean : bestMean - bound;
        }
    }

    static List<Row> rows(
            Suite suite,
            Scores s,
            String metric,
            boolean higherIsBetter,
            double rho,
            Map<String, List<Double>> bounds,
            Map<String, String> splits) {
        List<Row> out = new ArrayList<>();
        for (String d : s.datasets()) {
            double rand = BenchmarkStats.mean(s, d, "Rand", metric),
                    oracle = BenchmarkStats.mean(s, d, "Oracle", metric);
            String best = null;
            double bestMean = Double.NaN;
            for (String m : s.methods(d)) {
                if (MethodId.isOracle(m)) continue;
                double v = BenchmarkStats.mean(s, d, m, metric);
                if (best == null || (higherIsBetter ? v > bestMean : v < bestMean)) {
                    best = m;
                    bestMean = v;
                }
            }
            double bound = bounds.getOrDefault(d, List.of()).stream()
                    .mapToDouble(Double::doubleValue)
                    .average()
                    .orElse(Double.NaN);
            String primary = "";
            int n = 0;
            double se = Double.NaN, mdd = Double.NaN;
            Suite.Primary q = suite.primary();
            if (q != null && s.methods(d).contains(q.a()) && s.methods(d).contains(q.b())) {
                primary = q.toString();
                n = s.hasCycles(d)
                        ? s.cycleMeans(d, q.a(), metric).length
                        : s.values(d, q.a(), metric).size();
                if (n >= 2) { // the primary test's own standard error (Diebold-Mariano's under a time split)
                    se = BenchmarkStats.paired(s, d, q.a(), q.b(), metric, higherIsBetter, rho)
                            .se();
                    mdd = CorrectedResampledTTest.detectable(n, se, ALPHA, POWER);
                }
            }
            Row r = new Row(d, splits.get(d), rand, best, bestMean, oracle, bound, primary, n, se, mdd, null);
            String verdict = Double.isNaN(mdd)
                    ? "no primary comparison"
                    : r.headroomOracle(higherIsBetter) < mdd ? "cannot discriminate" : "can discriminate";
            out.add(new Row(d, r.split(), rand, best, bestMean, oracle, bound, primary, n, se, mdd, verdict));
        }
        return out;
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "" : ResultsCsv.num(v);
    }

    static void write(Path out, List<Row> rows, Scores s, String metric, boolean higherIsBetter) {
        ResultsCsv.write(
                out.resolve("power.csv"),
                new String[] {
                    "dataset",
                    "split",
                    "metric",
                    "rand",
                    "best",
                    "best_mean",
                    "oracle",
                    "known_rate_bound",
                    "headroom_oracle",
                    "headroom_bound",
                    "primary",
                    "primary_n",
                    "primary_se",
                    "detectable_80",
                    "verdict"
                },
                p -> {
                    for (Row r : rows)
                        p.printRecord(
                                r.dataset(),
                                r.split(),
                                metric,
                                num(r.rand()),
                                r.best(),
                                num(r.bestMean()),
                                num(r.oracle()),
                                num(r.bound()),
                                num(r.headroomOracle(higherIsBetter)),
                                num(r.headroomBound(higherIsBetter)),
                                r.primary(),
                                r.n(),
                                num(r.se()),
                                num(r.detectable()),
                                r.verdict());
                });
        ResultsCsv.write(
                out.resolve("shares.csv"), new String[] {"dataset", "method", "mean", "share_rand_to_bound"}, p -> {
                    for (Row r : rows)
                        for (String m : s.methods(r.dataset())) {
                            double v = BenchmarkStats.mean(s, r.dataset(), m, metric);
                            p.printRecord(r.dataset(), m, num(v), num((v - r.rand()) / (r.bound() - r.rand())));
                        }
                });
    }
}
