package io.crawlgp.benchmark;

import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Markdown of a calibration folder ({@code benchmark --suite FILE --calibrate RULES}): each dataset's Brier score
 * per rule beside the base rate's, and the reliability of each rule pooled over the datasets (ten bins of predicted
 * probability against the share of visits that found a change).
 */
final class CalibrationMarkdown {
    private CalibrationMarkdown() {}

    static boolean isCalibration(Path dir) {
        return Files.isRegularFile(dir.resolve("brier.csv")) && !Files.isRegularFile(dir.resolve("summary.csv"));
    }

    static String table(Path dir) {
        Map<String, Map<String, String>> brier = new LinkedHashMap<>(); // dataset -> method -> Brier
        Map<String, String> base = new LinkedHashMap<>();
        List<String> methods = new ArrayList<>();
        ResultsCsv.forEachRecord(
                dir.resolve("brier.csv"),
                new String[] {"dataset", "method", "visits", "brier", "brier_base_rate"},
                (r, line) -> {
                    if (!methods.contains(r.get("method"))) methods.add(r.get("method"));
                    brier.computeIfAbsent(r.get("dataset"), k -> new LinkedHashMap<>())
                            .put(r.get("method"), fmt(r.get("brier")));
                    base.putIfAbsent(r.get("dataset"), fmt(r.get("brier_base_rate"))); // over the first rule's visits
                });
        StringBuilder sb = new StringBuilder("Brier score of each rule's P(changed since the last visit) at every visit"
                        + " after the warm-up (lower is better), beside that of always predicting the base rate (the share of"
                        + " the first rule's visits that found a change); from `")
                .append(dir.getFileName())
                .append("` (crawlgp commit `")
                .append(Provenance.shortCommit(dir))
                .append("`, `crawlgp benchmark --markdown ")
                .append(dir)
                .append("`).\n\n| dataset | base rate's Brier |");
        for (String m : methods) sb.append(' ').append(m).append(" |");
        sb.append("\n|---|---|").append("---|".repeat(methods.size())).append('\n');
        for (Map.Entry<String, Map<String, String>> d : brier.entrySet()) {
            sb.append("| ")
                    .append(d.getKey())
                    .append(" | ")
                    .append(base.get(d.getKey()))
                    .append(" |");
            for (String m : methods)
                sb.append(' ').append(d.getValue().getOrDefault(m, "–")).append(" |");
            sb.append('\n');
        }
        // reliability pooled over the datasets: per rule and bin, visits-weighted mean prediction and observed share
        Map<String, double[][]> bins = new LinkedHashMap<>(); // method -> bin -> {visits, predicted sum, changed sum}
        ResultsCsv.forEachRecord(
                dir.resolve("calibration.csv"),
                new String[] {"method", "bin_low", "visits", "predicted", "observed"},
                (r, line) -> {
                    long n = Long.parseLong(r.get("visits"));
                    if (n == 0) return;
                    int b = (int) Math.round(Double.parseDouble(r.get("bin_low")) * 10);
                    double[] c = bins.computeIfAbsent(r.get("method"), k -> new double[10][3])[b];
                    c[0] += n;
                    c[1] += n * Double.parseDouble(r.get("predicted"));
                    c[2] += n * Double.parseDouble(r.get("observed"));
                });
        sb.append("\nReliability pooled over the datasets (`calibration.csv`, `reliability.png`): predicted / observed"
                + " share of changes, by tenth of the predicted probability.\n\n| method |");
        for (int b = 0; b < 10; b++) sb.append(String.format(Locale.ROOT, " %.1f-%.1f |", b / 10.0, (b + 1) / 10.0));
        sb.append("\n|---|").append("---|".repeat(10)).append('\n');
        for (Map.Entry<String, double[][]> m : bins.entrySet()) {
            sb.append("| ").append(m.getKey()).append(" |");
            for (double[] c : m.getValue())
                sb.append(c[0] == 0 ? " – |" : String.format(Locale.ROOT, " %.2f / %.2f |", c[1] / c[0], c[2] / c[0]));
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String fmt(String v) {
        return String.format(Locale.ROOT, "%.4f", Double.parseDouble(v));
    }
}
