package io.crawlgp.content.prediction;

import static io.crawlgp.io.ResultsCsv.num;

import io.crawlgp.io.ResultsCsv;
import io.crawlgp.util.Stats;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * Tables 1-3 of Radinsky & Bennett as tidy CSVs: per_target.csv (one row per method, selection and target) and
 * summary.csv (one row per method and selection: mean accuracy over targets with a 95% t interval, the paired t-test
 * against the multiple experts with the primary selection, and, because significant changes are rare in these data,
 * balanced accuracy and F1 of the change class over all predictions).
 */
public final class ContentResults {
    private ContentResults() {}

    public record Row(
            String method,
            String selection,
            int targets,
            double accuracy,
            double low,
            double high,
            double pVsExperts,
            double balancedAccuracy,
            double f1,
            long predictions,
            long changes) {
        public String key() {
            return selection.equals("-") ? method : method + "/" + selection;
        }
    }

    public static List<Row> summary(List<ContentExperiment.TargetResult> results, String primary) {
        Map<String, List<ContentExperiment.TargetResult>> by = new LinkedHashMap<>();
        for (ContentExperiment.TargetResult r : results)
            by.computeIfAbsent(r.method() + "\t" + r.selection(), k -> new ArrayList<>())
                    .add(r);
        List<ContentExperiment.TargetResult> ref = by.get("3D\t" + primary);
        List<Row> out = new ArrayList<>();
        for (Map.Entry<String, List<ContentExperiment.TargetResult>> e : by.entrySet()) {
            List<ContentExperiment.TargetResult> rs = e.getValue();
            double[] acc = rs.stream()
                    .mapToDouble(ContentExperiment.TargetResult::accuracy)
                    .toArray();
            double m = Stats.mean(acc), hw = Stats.ci95HalfWidth(acc);
            double p = Double.NaN;
            if (ref != null && rs != ref && ref.size() == rs.size() && rs.size() >= 2) {
                double[] a = ref.stream()
                        .mapToDouble(ContentExperiment.TargetResult::accuracy)
                        .toArray();
                boolean same = Arrays.equals(a, acc);
                p = same ? 1 : new TTest().pairedTTest(acc, a);
            }
            long tp = 0, fp = 0, fn = 0, tn = 0;
            for (ContentExperiment.TargetResult r : rs) {
                tp += r.tp();
                fp += r.fp();
                fn += r.fn();
                tn += r.tn();
            }
            double tpr = tp + fn == 0 ? Double.NaN : tp / (double) (tp + fn),
                    tnr = tn + fp == 0 ? Double.NaN : tn / (double) (tn + fp);
            double f1 = 2 * tp + fp + fn == 0 ? Double.NaN : 2.0 * tp / (2.0 * tp + fp + fn);
            String[] k = e.getKey().split("\t");
            out.add(new Row(
                    k[0], k[1], rs.size(), m, m - hw, m + hw, p, (tpr + tnr) / 2, f1, tp + fp + fn + tn, tp + fn));
        }
        return out;
    }

    public static void writePerTarget(Path file, ContentCorpus c, List<ContentExperiment.TargetResult> results) {
        ResultsCsv.write(
                file,
                new String[] {"method", "selection", "page", "predictions", "accuracy", "tp", "fp", "fn", "tn"},
                p -> {
                    for (ContentExperiment.TargetResult r : results)
                        p.printRecord(
                                r.method(),
                                r.selection(),
                                c.history().pageId(r.page()),
                                r.predictions(),
                                num(r.accuracy()),
                                r.tp(),
                                r.fp(),
                                r.fn(),
                                r.tn());
                });
    }

    public static void writeSummary(Path file, List<Row> rows) {
        ResultsCsv.write(
                file,
                new String[] {
                    "method",
                    "selection",
                    "targets",
                    "accuracy",
                    "ci95_low",
                    "ci95_high",
                    "paired_t_p_vs_3D",
                    "balanced_accuracy",
                    "f1_change",
                    "predictions",
                    "changes"
                },
                p -> {
                    for (Row r : rows)
                        p.printRecord(
                                r.method(),
                                r.selection(),
                                r.targets(),
                                num(r.accuracy()),
                                num(r.low()),
                                num(r.high()),
                                num(r.pVsExperts()),
                                num(r.balancedAccuracy()),
                                num(r.f1()),
                                r.predictions(),
                                r.changes());
                });
    }
}
