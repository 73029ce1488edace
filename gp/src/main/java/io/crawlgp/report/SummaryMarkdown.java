package io.crawlgp.report;

import io.crawlgp.experiment.ResultTables;
import io.crawlgp.experiment.Summary;
import io.crawlgp.io.Provenance;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An evaluation-contract results folder as a Markdown table for a guide or README, written from its files: one row per
 * method, the primary metric's mean with its 95% interval over test folds, every other metric's mean, and, when the
 * folder has comparisons.csv, the paired tests of its method against each (per-cycle counts as a description; the
 * fold-level corrected difference, interval and Holm-adjusted p as the evidence). The caption names the folder and
 * the commit that wrote it. {@code crawlgp report --markdown DIR --into FILE} puts it between a guide's
 * {@code <!-- results-table:start NAME -->} and {@code <!-- results-table:end -->} lines.
 */
public final class SummaryMarkdown {
    public static final String KIND = "results-table";
    /** The block of a side-by-side table ({@link #beside}), so that it and the first folder's own table can share a guide. */
    public static final String BESIDE_KIND = "results-beside";

    private SummaryMarkdown() {}

    public static String table(Path dir) {
        Path file = dir.resolve(ResultTables.SUMMARY);
        if (!Files.isRegularFile(file))
            throw new UserError(file + ": no such file (a results folder has a summary.csv)");
        CsvTable probe = CsvTable.read(file, 1);
        if (!probe.header().containsAll(List.of("method", "folds", "mean", "ci95_low", "ci95_high")))
            return generic(dir, CsvTable.read(file, Integer.MAX_VALUE));
        List<Summary> rows = ResultTables.readSummary(file);
        String name = dir.toAbsolutePath().normalize().getFileName().toString();
        int metricColumn = probe.column(ResultTables.METRIC);
        Metric primary = Metrics.byName(
                metricColumn >= 0 ? probe.rows().get(0).get(metricColumn) : ResultTables.primaryOf(rows));
        List<String> others = new ArrayList<>(rows.get(0).others().keySet());
        Map<String, List<String>> tests = new HashMap<>();
        String against = null;
        Path comparisons = dir.resolve("comparisons.csv");
        boolean corrected = false;
        if (Files.isRegularFile(comparisons)) {
            CsvTable t = CsvTable.read(comparisons, Integer.MAX_VALUE);
            int m = t.column("method"), b = t.column("baseline");
            corrected = t.column("p_holm") >= 0;
            for (List<String> r : t.rows()) {
                against = r.get(m);
                String cell = r.get(t.column("superior")) + " / " + r.get(t.column("tied")) + " / "
                        + r.get(t.column("inferior"));
                String evidence = corrected
                        ? String.format(
                                Locale.ROOT,
                                "%+.4f [%+.4f, %+.4f], p = %.3g",
                                Double.parseDouble(r.get(t.column("diff"))),
                                Double.parseDouble(r.get(t.column("ci95_low"))),
                                Double.parseDouble(r.get(t.column("ci95_high"))),
                                Double.parseDouble(r.get(t.column("p_holm"))))
                        : "";
                tests.put(r.get(b), List.of(cell, evidence));
            }
        }
        double best = Double.NaN;
        for (Summary s : rows)
            if (!MethodId.isOracle(s.method())
                    && (Double.isNaN(best) || (primary.higherIsBetter() ? s.mean() > best : s.mean() < best)))
                best = s.mean();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                Locale.ROOT,
                "Mean %s (± 95%% t half-width over %d test folds) and every other metric's mean; from `%s` (crawlgp commit `%s`, "
                        + "`crawlgp report --markdown %s`). Bold: the best fair method.%s%n%n",
                primary.label(),
                rows.get(0).folds(),
                name,
                commit(dir),
                given(dir),
                against == null
                        ? ""
                        : " Tests of " + against + " against each method: cycles superior / tied / inferior (paired "
                                + "per-cycle t-tests, a description)"
                                + (corrected
                                        ? "; the fold-level difference with its corrected 95% interval and Holm-adjusted p (the evidence)."
                                        : ".")));
        List<String> header = new ArrayList<>(List.of("method", primary.label()));
        for (String o : others) header.add(label(o));
        if (against != null) {
            header.add(against + " vs it: sup / tied / inf");
            if (corrected) header.add("difference [95% CI], p (Holm)");
        }
        sb.append("| ").append(String.join(" | ", header)).append(" |\n");
        sb.append("|").append("---|".repeat(header.size())).append('\n');
        for (Summary s : rows) {
            List<String> cells = new ArrayList<>();
            cells.add(MethodId.isOracle(s.method()) ? s.method() + " (oracle)" : s.method());
            String mean = String.format(Locale.ROOT, "%.4f", s.mean());
            String hw =
                    Double.isNaN(s.ci95High()) ? "" : String.format(Locale.ROOT, " ± %.4f", s.ci95High() - s.mean());
            cells.add(!MethodId.isOracle(s.method()) && s.mean() == best ? "**" + mean + "**" + hw : mean + hw);
            for (String o : others)
                cells.add(String.format(Locale.ROOT, "%.4f", s.others().get(o)));
            if (against != null) {
                List<String> t = tests.get(s.method());
                cells.add(t == null ? "" : t.get(0));
                if (corrected) cells.add(t == null ? "" : t.get(1));
            }
            sb.append("| ").append(String.join(" | ", cells)).append(" |\n");
        }
        return sb.toString();
    }

    /**
     * The folder as the user named it (normalised, so {@code results/x/} and {@code ./results/x} read {@code
     * results/x}): a caption's command runs from where the table was written (a folder outside results/ was
     * shown as {@code results/NAME}, which failed).
     */
    static String given(Path dir) {
        String s = dir.normalize().toString();
        return s.isEmpty() ? "." : s;
    }

    /**
     * Several evaluation-contract folders side by side (a comparison across folders written from them, not
     * typed): one row per method (the first folder's order, then methods only the others have), one column per folder
     * with the primary metric's mean ± its 95% t half-width; bold: each folder's best fair method. The caption names
     * every folder with its commit and the command that writes the table.
     */
    public static String beside(List<Path> dirs) {
        List<String> names = new ArrayList<>();
        List<Map<String, Summary>> byFolder = new ArrayList<>();
        List<String> methods = new ArrayList<>();
        String metric = null;
        for (Path dir : dirs) {
            Path file = dir.resolve(ResultTables.SUMMARY);
            if (!Files.isRegularFile(file))
                throw new UserError(file + ": no such file (a results folder has a summary.csv)");
            List<Summary> rows = ResultTables.readSummary(file);
            String m = ResultTables.primaryOf(rows);
            if (metric != null && !metric.equals(m))
                throw new UserError(dir + ": its primary metric is " + m + ", the first folder's " + metric
                        + ": side by side needs one metric");
            metric = m;
            Map<String, Summary> map = new LinkedHashMap<>();
            for (Summary r : rows) {
                map.put(r.method(), r);
                if (!methods.contains(r.method())) methods.add(r.method());
            }
            byFolder.add(map);
            names.add(dir.toAbsolutePath().normalize().getFileName().toString());
        }
        Metric primary = Metrics.byName(metric);
        List<String> sources = new ArrayList<>();
        StringBuilder command = new StringBuilder("crawlgp report --markdown " + given(dirs.get(0)));
        for (int i = 0; i < dirs.size(); i++) {
            sources.add("`" + names.get(i) + "` (commit `" + commit(dirs.get(i)) + "`)");
            if (i > 0) command.append(" --beside ").append(given(dirs.get(i)));
        }
        StringBuilder sb = new StringBuilder();
        sb.append("Mean ")
                .append(primary.label())
                .append(" (± 95% t half-width over test folds) of each method in each folder: ")
                .append(String.join(", ", sources))
                .append("; `")
                .append(command)
                .append("`. Bold: each folder's best fair method; – where a folder has no such method.\n\n");
        sb.append("| method | ").append(String.join(" | ", names)).append(" |\n");
        sb.append("|").append("---|".repeat(names.size() + 1)).append('\n');
        double[] best = new double[dirs.size()];
        for (int i = 0; i < dirs.size(); i++) {
            best[i] = Double.NaN;
            for (Summary r : byFolder.get(i).values())
                if (!MethodId.isOracle(r.method())
                        && (Double.isNaN(best[i])
                                || (primary.higherIsBetter() ? r.mean() > best[i] : r.mean() < best[i])))
                    best[i] = r.mean();
        }
        for (String m : methods) {
            List<String> cells = new ArrayList<>(List.of(MethodId.isOracle(m) ? m + " (oracle)" : m));
            for (int i = 0; i < dirs.size(); i++) {
                Summary r = byFolder.get(i).get(m);
                if (r == null) {
                    cells.add("–");
                    continue;
                }
                String mean = String.format(Locale.ROOT, "%.4f", r.mean());
                String hw = Double.isNaN(r.ci95High())
                        ? ""
                        : String.format(Locale.ROOT, " ± %.4f", r.ci95High() - r.mean());
                cells.add(!MethodId.isOracle(m) && r.mean() == best[i] ? "**" + mean + "**" + hw : mean + hw);
            }
            sb.append("| ").append(String.join(" | ", cells)).append(" |\n");
        }
        return sb.toString();
    }

    /**
     * Another problem's summary.csv (threads, new pages, content prediction): every column as written, an estimate and
     * its {@code X_se} shown as "X ± se", and an estimate followed by {@code ci95_low, ci95_high} as "X [low, high]".
     */
    static String generic(Path dir, CsvTable t) {
        String name = dir.toAbsolutePath().normalize().getFileName().toString();
        List<String> h = t.header();
        List<String> shown = new ArrayList<>();
        List<int[]> cells = new ArrayList<>(); // {column, se column or -1, low column or -1}
        int method = h.indexOf("method");
        for (int c = 0; c < h.size(); c++) {
            String col = h.get(c);
            if (col.endsWith("_se") && h.contains(col.substring(0, col.length() - 3))) continue;
            if (col.equals("ci95_low") || col.equals("ci95_high")) continue;
            int se = h.indexOf(col + "_se");
            int low = c + 1 < h.size() && h.get(c + 1).equals("ci95_low") ? c + 1 : -1;
            shown.add(se >= 0 ? col + " ± se" : low >= 0 ? col + " [95% CI]" : col);
            cells.add(new int[] {c, se, low});
        }
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                Locale.ROOT,
                "`summary.csv` of `%s` (crawlgp commit `%s`, `crawlgp report --markdown %s`).%n%n",
                name,
                commit(dir),
                given(dir)));
        sb.append("| ").append(String.join(" | ", shown)).append(" |\n");
        sb.append("|").append("---|".repeat(shown.size())).append('\n');
        for (List<String> r : t.rows()) {
            List<String> out = new ArrayList<>();
            for (int[] c : cells) {
                String v = shownNumber(r.get(c[0]));
                if (c[1] >= 0) v += " ± " + shownNumber(r.get(c[1]));
                if (c[2] >= 0) v += " [" + shownNumber(r.get(c[2])) + ", " + shownNumber(r.get(c[2] + 1)) + "]";
                out.add(c[0] == method && MethodId.isOracle(v) ? v + " (oracle)" : v);
            }
            sb.append("| ").append(String.join(" | ", out)).append(" |\n");
        }
        return sb.toString();
    }

    /** A cell as the report shows it (4 decimals, integers as they are); text as it is. */
    private static String shownNumber(String cell) {
        String n = Html.number(cell);
        return n == null ? cell : n;
    }

    private static String label(String metric) {
        try {
            return Metrics.byName(metric).label();
        } catch (RuntimeException e) {
            return metric;
        }
    }

    private static String commit(Path dir) {
        return Provenance.shortCommit(dir);
    }
}
