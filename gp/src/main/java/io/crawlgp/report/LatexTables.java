package io.crawlgp.report;

import io.crawlgp.content.crawl.ContentCrawlData;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.Simplified;
import io.crawlgp.gp.AdaptiveForm;
import io.crawlgp.gp.inspect.FormulaTable;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.io.Provenance;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.LatexTable;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A results folder's tables as booktabs LaTeX for a paper: the summary (an evaluation-contract
 * folder: method, mean with its 95% interval, the other metrics; a benchmark folder: methods by datasets, the mean with
 * its rank), the tests (comparisons.csv or the benchmark's tests.csv: difference, corrected interval, Holm-adjusted p)
 * and, for an evolve folder, every fold's GP4C_Best in its readable form. Each caption names the folder and its commit.
 */
public final class LatexTables {
    private LatexTables() {}

    public static String of(Path dir) {
        Path summary = dir.resolve("summary.csv");
        if (!Files.isRegularFile(summary))
            throw new UserError(summary + ": no such file (a results folder has a summary.csv)");
        String name = dir.toAbsolutePath().normalize().getFileName().toString();
        String source = LatexTable.escape(" From " + name + " (crawlgp commit " + commit(dir) + ").");
        StringBuilder sb = new StringBuilder();
        CsvTable s = CsvTable.read(summary, Integer.MAX_VALUE);
        boolean benchmark = s.column("dataset") >= 0 && s.column("rank") >= 0;
        sb.append(benchmark ? benchmarkSummary(s, name, source) : summary(s, name, source));
        Path tests = dir.resolve(benchmark ? "tests.csv" : "comparisons.csv");
        if (Files.isRegularFile(tests) && CsvTable.read(tests, 1).column("p_holm") >= 0)
            sb.append('\n').append(tests(CsvTable.read(tests, Integer.MAX_VALUE), benchmark, name, source));
        Path formulas = dir.resolve(GpResultsCsv.FORMULAS);
        if (Files.isRegularFile(formulas) && CsvTable.read(formulas, 1).column("variant") >= 0)
            sb.append('\n').append(formulas(dir, name, source));
        return sb.toString();
    }

    private static String summary(CsvTable s, String name, String source) {
        int method = s.column("method"), mean = s.column("mean"), lo = s.column("ci95_low"), hi = s.column("ci95_high");
        List<Integer> others = new ArrayList<>();
        for (int c = s.column("sd") + 1; c < s.header().size(); c++) others.add(c);
        String[] header = new String[2 + others.size()];
        header[0] = "method";
        header[1] = "mean [95% CI]";
        for (int i = 0; i < others.size(); i++) header[2 + i] = s.header().get(others.get(i));
        LatexTable t = new LatexTable(
                "Mean " + metricOf(s) + " over test folds with its 95\\% t interval, and the other metrics' means."
                        + source,
                "tab:summary-" + name,
                "l" + "r".repeat(header.length - 1),
                header);
        for (List<String> r : s.rows()) {
            Object[] cells = new Object[header.length];
            cells[0] = r.get(method);
            cells[1] = f4(r.get(mean)) + " [" + f4(r.get(lo)) + ", " + f4(r.get(hi)) + "]";
            for (int i = 0; i < others.size(); i++) cells[2 + i] = f4(r.get(others.get(i)));
            t.row(cells);
        }
        return t.render();
    }

    /**
     * Dataset columns per table: at \\small, a method's name (up to about 25 characters, ~112 pt) and three columns of
     * "0.8247 (10)" (~62 pt each with the column gap) fit the 345 pt text block of LaTeX's article class; four do not.
     */
    static final int DATASET_COLUMNS = 3;

    /**
     * Methods by datasets, the mean with its rank; a suite of more datasets than {@link #DATASET_COLUMNS} is split into
     * tables of that many (labels NAME, NAME-2, ...), as an author splits a table wider than the text block, and each
     * dataset's name is stacked at its hyphens so a column is as wide as its numbers.
     */
    private static String benchmarkSummary(CsvTable s, String name, String source) {
        int d = s.column("dataset"), m = s.column("method"), mean = s.column("mean"), rank = s.column("rank");
        Map<String, Map<String, String>> byMethod = new LinkedHashMap<>();
        List<String> datasets = new ArrayList<>();
        for (List<String> r : s.rows()) {
            if (!datasets.contains(r.get(d))) datasets.add(r.get(d));
            String cell =
                    r.get(rank).isEmpty() ? f4(r.get(mean)) : f4(r.get(mean)) + " (" + trimRank(r.get(rank)) + ")";
            byMethod.computeIfAbsent(r.get(m), k -> new LinkedHashMap<>()).put(r.get(d), cell);
        }
        String label =
                "tab:" + (name.startsWith("benchmark") ? name : "benchmark-" + name); // not tab:benchmark-benchmark
        int parts = (datasets.size() + DATASET_COLUMNS - 1) / DATASET_COLUMNS;
        StringBuilder out = new StringBuilder();
        for (int part = 0; part < parts; part++) {
            List<String> these =
                    datasets.subList(part * DATASET_COLUMNS, Math.min(datasets.size(), (part + 1) * DATASET_COLUMNS));
            Object[] header = new Object[1 + these.size()];
            header[0] = "method";
            for (int i = 0; i < these.size(); i++) header[1 + i] = LatexTable.stacked(these.get(i));
            LatexTable t = new LatexTable(
                    "Mean " + metricOf(s)
                            + " per dataset over repeats and test folds, its rank among the ranked methods"
                            + " in parentheses (oracles are not ranked)"
                            + (parts == 1
                                    ? "."
                                    : String.format(
                                            Locale.ROOT,
                                            "; datasets %d-%d of %d.",
                                            part * DATASET_COLUMNS + 1,
                                            part * DATASET_COLUMNS + these.size(),
                                            datasets.size()))
                            + source,
                    part == 0 ? label : label + "-" + (part + 1),
                    "l" + "r".repeat(these.size()),
                    header);
            byMethod.forEach((method, cells) -> {
                Object[] row = new Object[header.length];
                row[0] = method;
                for (int i = 0; i < these.size(); i++) row[1 + i] = cells.getOrDefault(these.get(i), "");
                t.row(row);
            });
            out.append(part == 0 ? "" : "\n").append(t.render());
        }
        return out.toString();
    }

    /** The metric a summary's means are of, by its label (captions name it), escaped for LaTeX. */
    static String metricOf(CsvTable s) {
        int c = s.column("metric");
        if (c < 0 || s.rows().isEmpty()) return "of the primary metric";
        String name = s.rows().get(0).get(c);
        String label = Metrics.ALL.stream()
                .filter(m -> m.name().equals(name))
                .map(Metric::label)
                .findFirst()
                .orElse(name);
        return LatexTable.escape(label);
    }

    /**
     * The paired tests: difference with its corrected interval and the Holm-adjusted p. A benchmark's are grouped by
     * dataset (a heading row each, not a column repeated on every row) with the pair stacked in one column, so the
     * table fits the text block.
     */
    private static String tests(CsvTable t, boolean benchmark, String name, String source) {
        LatexTable out = new LatexTable(
                "Paired tests over test folds: difference of means with its corrected 95\\% interval (Nadeau and Bengio"
                        + " 2003; Diebold and Mariano under a time split) and the Holm-adjusted p across contenders"
                        + (benchmark ? "; better: A, the first of the pair, B, or -- for neither, at 5\\%." : ".")
                        + source,
                "tab:tests-" + name,
                benchmark ? "lrrl" : "llrr",
                benchmark
                        ? new String[] {"A vs B", "difference [95% CI]", "Holm p", "better"}
                        : new String[] {"method", "against", "difference [95% CI]", "Holm p"});
        String dataset = null;
        for (List<String> r : t.rows()) {
            String diff = f4(r.get(t.column("diff"))) + " [" + f4(r.get(t.column("ci95_low"))) + ", "
                    + f4(r.get(t.column("ci95_high"))) + "]";
            String p = p(r.get(t.column("p_holm")));
            if (benchmark) {
                if (!r.get(t.column("dataset")).equals(dataset)) out.group(dataset = r.get(t.column("dataset")));
                String a = r.get(t.column("a")), b = r.get(t.column("b")), better = r.get(t.column("better"));
                out.row(
                        new LatexTable.Raw("\\begin{tabular}[t]{@{}l@{}}" + LatexTable.escape(a) + "\\\\ vs "
                                + LatexTable.escape(b) + "\\end{tabular}"),
                        diff,
                        p,
                        better.equals(a) ? "A" : better.equals(b) ? "B" : new LatexTable.Raw("--"));
            } else out.row(r.get(t.column("method")), r.get(t.column("baseline")), diff, p);
        }
        return out.render();
    }

    private static String formulas(Path dir, String name, String source) {
        List<String> inputs = FormulaTable.inputsOf(dir);
        Set<String> nonNegative = Set.copyOf(ContentCrawlData.nonNegativeNames());
        LatexTable t = new LatexTable(
                "GP4C\\_Best of every fold in its readable form (like terms and constants collected, constants to 4"
                        + " significant digits), with its test value. " + ExprFormat.PROTECTED_NOTE + source,
                "tab:formulas-" + name,
                "rrrl",
                "fold",
                "test",
                "size",
                "formula");
        for (FormulaRow r : GpResultsCsv.readFormulas(dir.resolve(GpResultsCsv.FORMULAS))) {
            if (!r.variant().equals(GpVariant.BEST.method)) continue;
            // a rule with memory is typeset tree by tree, I' and s with I0 and the bounds
            Object formula = AdaptiveForm.isRule(r.formula())
                    ? LatexTable.math(AdaptiveForm.latex(AdaptiveForm.rule(r.variant(), r.formula())))
                    : LatexTable.math(FormulaTable.show(r, inputs, nonNegative, true, Simplified.Form.READABLE));
            t.row(r.fold(), String.format(Locale.ROOT, "%.4f", r.test()), r.size(), formula);
        }
        return t.render();
    }

    private static String commit(Path dir) {
        return Provenance.shortCommit(dir);
    }

    private static String f4(String v) {
        if (v.isEmpty()) return "";
        return String.format(Locale.ROOT, "%.4f", Double.parseDouble(v));
    }

    private static String p(String v) {
        double p = Double.parseDouble(v);
        return p < 1e-4 ? "<0.0001" : String.format(Locale.ROOT, "%.4f", p);
    }

    private static String trimRank(String r) {
        double v = Double.parseDouble(r);
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
