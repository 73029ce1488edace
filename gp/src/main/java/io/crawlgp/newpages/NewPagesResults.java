package io.crawlgp.newpages;

import static io.crawlgp.io.ResultsCsv.num;

import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.plot.Bar;
import io.crawlgp.plot.Charts;
import io.crawlgp.util.Stats;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * Tidy outputs of a new-page experiment: per_repeat.csv (one row per method and repeat), summary.csv, cumulative.csv
 * (method, repeat, hour), models.csv, formulas.csv, the plots, and provenance.json last.
 */
public final class NewPagesResults {
    public static final String[] PER_REPEAT = {
        "method",
        "repeat",
        "utility_per_second",
        "total_utility",
        "fetched",
        "mean_delay_hours",
        "test_pages",
        "tau_seconds"
    };
    public static final String[] SUMMARY = {
        "method",
        "repeats",
        "mean",
        "ci95_low",
        "ci95_high",
        "sd",
        "relative_to_expected_utility",
        "paired_t_p_vs_expected_utility"
    };
    public static final String[] CUMULATIVE = {"method", "repeat", "hour", "cumulative_utility"};
    public static final String[] MODELS = {
        "repeat",
        "train_pages",
        "gp_pages",
        "test_pages",
        "features",
        "rmse_log_a",
        "spearman_a",
        "rmse_share",
        "mean_lambda"
    };
    public static final String[] FORMULAS = {"repeat", "gp_fitness", "formula"};

    private NewPagesResults() {}

    /** One row of summary.csv. */
    public record Row(
            String method,
            int repeats,
            double mean,
            double low,
            double high,
            double sd,
            double relative,
            double pValue) {}

    public static List<Row> summary(List<NewPagesExperiment.RepeatResult> results) {
        Map<String, double[]> by = new LinkedHashMap<>();
        for (String m : results.get(0).runs().keySet()) {
            double[] v = new double[results.size()];
            for (int r = 0; r < v.length; r++)
                v[r] = results.get(r).runs().get(m).utilityPerSecond();
            by.put(m, v);
        }
        double[] ref = by.get(OrderingPolicy.EXPECTED_UTILITY.label);
        List<Row> out = new ArrayList<>();
        for (Map.Entry<String, double[]> e : by.entrySet()) {
            double[] v = e.getValue();
            double m = Stats.mean(v), hw = Stats.ci95HalfWidth(v);
            double rel = ref == null ? Double.NaN : m / Stats.mean(ref);
            double p = Double.NaN;
            if (ref != null && v.length >= 2 && v != ref) {
                boolean same = true;
                for (int i = 0; i < v.length; i++) same &= v[i] == ref[i];
                p = same ? 1 : new TTest().pairedTTest(v, ref);
            }
            out.add(new Row(e.getKey(), v.length, m, m - hw, m + hw, Stats.sd(v), rel, p));
        }
        return out;
    }

    public static List<Row> write(Path dir, List<NewPagesExperiment.RepeatResult> results, Provenance prov) {
        ResultsCsv.write(dir.resolve("per_repeat.csv"), PER_REPEAT, p -> {
            for (NewPagesExperiment.RepeatResult r : results)
                for (Map.Entry<String, QueueRun> e : r.runs().entrySet()) {
                    QueueRun q = e.getValue();
                    p.printRecord(
                            e.getKey(),
                            r.repeat(),
                            num(q.utilityPerSecond()),
                            num(q.totalUtility()),
                            q.fetched(),
                            num(q.meanDelayHours()),
                            r.testPages(),
                            num(r.tauSeconds()));
                }
        });
        ResultsCsv.write(dir.resolve("cumulative.csv"), CUMULATIVE, p -> {
            for (NewPagesExperiment.RepeatResult r : results)
                for (Map.Entry<String, QueueRun> e : r.runs().entrySet()) {
                    double[] c = e.getValue().cumulative();
                    for (int h = 0; h < c.length; h++) p.printRecord(e.getKey(), r.repeat(), h + 1, num(c[h]));
                }
        });
        ResultsCsv.write(dir.resolve("models.csv"), MODELS, p -> {
            for (NewPagesExperiment.RepeatResult r : results) {
                NewPagesExperiment.ModelQuality q = r.quality();
                p.printRecord(
                        r.repeat(),
                        r.trainPages(),
                        r.gpPages(),
                        r.testPages(),
                        q.features(),
                        num(q.rmseLogA()),
                        num(q.spearmanA()),
                        num(q.rmseShare()),
                        num(q.meanLambda()));
            }
        });
        if (results.get(0).gpFormula() != null)
            ResultsCsv.write(dir.resolve("formulas.csv"), FORMULAS, p -> {
                for (NewPagesExperiment.RepeatResult r : results)
                    p.printRecord(r.repeat(), num(r.gpFitness()), r.gpFormula());
            });
        List<Row> rows = summary(results);
        ResultsCsv.write(dir.resolve("summary.csv"), SUMMARY, p -> {
            for (Row r : rows)
                p.printRecord(
                        r.method(),
                        r.repeats(),
                        num(r.mean()),
                        num(r.low()),
                        num(r.high()),
                        num(r.sd()),
                        num(r.relative()),
                        num(r.pValue()));
        });
        plots(dir, dir);
        prov.write(dir);
        return rows;
    }

    /**
     * Draws, from a results folder's CSVs: cumulative.png (mean cumulative utility per hour over repeats, per method) and
     * summary.png (utility per second with 95% CIs).
     */
    public static void plots(Path results, Path outDir) {
        Map<String, Map<Integer, double[]>> sums = new LinkedHashMap<>(); // method -> hour -> {sum, n}
        Path cum = results.resolve("cumulative.csv");
        ResultsCsv.forEachRecord(cum, CUMULATIVE, (rec, line) -> {
            double[] acc = sums.computeIfAbsent(rec.get("method"), m -> new TreeMap<>())
                    .computeIfAbsent(ResultsCsv.intField(cum, line, rec, "hour"), h -> new double[2]);
            acc[0] += ResultsCsv.doubleField(cum, line, rec, "cumulative_utility");
            acc[1]++;
        });
        int repeats = 0;
        Map<String, double[][]> series = new LinkedHashMap<>();
        for (Map.Entry<String, Map<Integer, double[]>> e : sums.entrySet()) {
            List<double[]> xy = new ArrayList<>();
            xy.add(new double[] {0, 0});
            for (Map.Entry<Integer, double[]> h : e.getValue().entrySet()) {
                xy.add(new double[] {h.getKey(), h.getValue()[0] / h.getValue()[1]});
                repeats = Math.max(repeats, (int) h.getValue()[1]);
            }
            series.put(e.getKey(), xy.toArray(double[][]::new));
        }
        Charts.lines(
                series,
                "New pages: cumulative utility (visits after indexing), mean of " + repeats + " repeats",
                "Hours into the test period",
                "Cumulative utility",
                outDir.resolve("cumulative.png"));
        List<Bar> bars = new ArrayList<>();
        Path sum = results.resolve("summary.csv");
        ResultsCsv.forEachRecord(
                sum,
                SUMMARY,
                (rec, line) -> bars.add(new Bar(
                        rec.get("method"),
                        ResultsCsv.doubleField(sum, line, rec, "mean"),
                        ResultsCsv.doubleField(sum, line, rec, "ci95_high"))));
        Charts.summaryBars(
                bars,
                "New pages: utility per second",
                "Utility per second (95% CI over repeats)",
                outDir.resolve("summary.png"));
    }
}
