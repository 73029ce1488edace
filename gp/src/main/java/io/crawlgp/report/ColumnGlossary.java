package io.crawlgp.report;

import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a results table's columns mean (the report showed ceiling, p and p_holm without a word), said under
 * every table the report shows: the metrics from their registry ({@link Metrics}), the rest from this list. A column
 * not listed is left unexplained rather than guessed.
 */
final class ColumnGlossary {
    private ColumnGlossary() {}

    private static final Map<String, String> MEANINGS = Map.ofEntries(
            Map.entry("folds", "test folds averaged"),
            Map.entry("n", "paired values (repeats × test folds) behind the mean"),
            Map.entry("metric", "the primary metric of the row"),
            Map.entry("mean", "mean of the primary metric over test folds (a benchmark: over repeats and folds)"),
            Map.entry("ci95_low", "lower end of the 95% interval of the mean (t over folds; a benchmark: corrected)"),
            Map.entry("ci95_high", "upper end of that interval"),
            Map.entry("sd", "standard deviation of the folds' means"),
            Map.entry("rank", "rank among the ranked methods on this dataset (1 = best; oracles unranked)"),
            Map.entry(
                    "superior",
                    "cycles where the tested method is significantly better (paired t over folds, α = 0.05; a description)"),
            Map.entry("tied", "cycles with no significant difference"),
            Map.entry("inferior", "cycles where it is significantly worse"),
            Map.entry("expected_superior", "cycles expected superior by chance under a sign-flip null"),
            Map.entry("expected_inferior", "cycles expected inferior by chance"),
            Map.entry("diff", "difference of means, first method minus the other"),
            Map.entry("t", "the test statistic"),
            Map.entry(
                    "p",
                    "two-sided p of the corrected resampled t-test (Nadeau & Bengio 2003; Diebold-Mariano under a time split)"),
            Map.entry("p_holm", "p adjusted by Holm's step-down over the contenders compared (the evidence)"),
            Map.entry("better", "the better of the pair after Holm's adjustment at 5%, or neither"),
            Map.entry("found", "pages crawled in the cycle that had changed"),
            Map.entry("k", "pages crawled per cycle (the budget)"));

    /** Headers a reader reads better than the CSV's names; any other is the name with spaces for underscores. */
    private static final Map<String, String> TITLES = Map.of(
            "ci95_low", "95% low",
            "ci95_high", "95% high",
            "p_holm", "p (Holm)",
            "rank_equivalent", "rank-equivalent");

    /** A column's header in a report table. */
    static String title(String column) {
        return TITLES.getOrDefault(column, column.replace('_', ' '));
    }

    /** "column: meaning; ..." for the header's known columns, or "" when none is known. */
    static String of(List<String> header) {
        List<String> parts = new ArrayList<>();
        for (String column : header) {
            String meaning = MEANINGS.get(column);
            if (meaning == null) for (Metric m : Metrics.ALL) if (m.name().equals(column)) meaning = m.description();
            if (meaning != null) parts.add(title(column) + ": " + meaning);
        }
        return parts.isEmpty() ? "" : "Columns. " + String.join("; ", parts) + ".";
    }
}
