package io.crawlgp.benchmark;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.experiment.ResultsStatus;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.MarkdownBlocks;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The headline table of a benchmark folder, in Markdown, written from its files alone (so a README's table names the
 * folder and commit it came from): one row per method, one column per dataset (mean of the metric over repeats and
 * folds, with its corrected 95% half-width, the dataset's best in bold), the mean rank over datasets, and under it
 * the Friedman test and the significant differences of the focus methods.
 */
public final class BenchmarkMarkdown {
    private BenchmarkMarkdown() {}

    public static String table(Path dir) {
        Path summary = dir.resolve("summary.csv");
        if (!Files.isRegularFile(summary))
            throw new UserError(dir + ": no summary.csv (not a finished benchmark folder)");
        Map<String, Map<String, String[]>> cells = new LinkedHashMap<>(); // method -> dataset -> mean, half, rank
        Set<String> datasets = new LinkedHashSet<>();
        Map<String, Double> best = new LinkedHashMap<>();
        String[] metric = {""};
        ResultsCsv.forEachRecord(
                summary,
                new String[] {"dataset", "method", "metric", "mean", "ci95_low", "ci95_high", "rank"},
                (r, line) -> {
                    datasets.add(r.get("dataset"));
                    metric[0] = r.get("metric");
                    double mean = Double.parseDouble(r.get("mean")),
                            half = (Double.parseDouble(r.get("ci95_high")) - Double.parseDouble(r.get("ci95_low"))) / 2;
                    cells.computeIfAbsent(r.get("method"), k -> new LinkedHashMap<>())
                            .put(r.get("dataset"), new String[] {fmt(mean), fmt(half), r.get("rank")});
                    if (r.get("rank").equals("1.0")) best.put(r.get("dataset") + "|" + r.get("method"), mean);
                });
        Map<String, String> meanRank = new LinkedHashMap<>();
        Path ranking = dir.resolve("ranking.csv");
        if (Files.isRegularFile(ranking))
            ResultsCsv.forEachRecord(
                    ranking,
                    new String[] {"method", "mean_rank"},
                    (r, line) -> meanRank.put(
                            r.get("method"),
                            String.format(Locale.ROOT, "%.2f", Double.parseDouble(r.get("mean_rank")))));
        JsonObject prov = provenance(dir);
        StringBuilder sb = new StringBuilder(primary(dir));
        sb.append("Mean ")
                .append(metric[0])
                .append(
                        prov.getAsJsonObject("statistics").has("time_test")
                                ? " (± 95% half-width: corrected, or Newey-West over the test cycles under split = time)"
                                        + " over "
                                : " (± corrected 95% half-width) over ")
                .append(prov.getAsJsonObject("statistics").get("repeats").getAsString())
                .append(" repeats × ")
                .append(prov.getAsJsonObject("statistics").get("folds").getAsString())
                .append(" test folds; from `")
                .append(dir.getFileName())
                .append("` (crawlgp commit `")
                .append(Provenance.shortCommit(prov))
                .append("`, `crawlgp benchmark --markdown ")
                .append(dir)
                .append("`). Bold: the dataset's best.\n\n");
        List<String> ds = new ArrayList<>(datasets);
        sb.append("| method |");
        for (String d : ds) sb.append(' ').append(d).append(" |");
        sb.append(" mean rank |\n|---|");
        for (int i = 0; i < ds.size(); i++) sb.append("---|");
        sb.append("---|\n");
        // side by side: each rule's tuned variant right after it
        List<String> order = new ArrayList<>();
        FolderMethods ids = FolderMethods.of(dir);
        for (String m : cells.keySet()) {
            MethodId id = ids.of(m);
            if (id.isTuned()
                    && cells.containsKey(id.learning(MethodId.Learning.FIXED).name())) continue;
            order.add(m);
            if (id.learning() != MethodId.Learning.FIXED) continue;
            String tuned = id.learning(MethodId.Learning.TUNED).name();
            if (cells.containsKey(tuned)) order.add(tuned);
        }
        for (String method : order) {
            Map.Entry<String, Map<String, String[]>> e = Map.entry(method, cells.get(method));
            sb.append("| ").append(e.getKey()).append(" |");
            for (String d : ds) {
                String[] c = e.getValue().get(d);
                if (c == null) sb.append(" – |");
                else {
                    boolean b = best.containsKey(d + "|" + e.getKey());
                    sb.append(' ')
                            .append(b ? "**" : "")
                            .append(c[0])
                            .append(b ? "**" : "")
                            .append(" ± ")
                            .append(c[1])
                            .append(" |");
                }
            }
            sb.append(' ').append(meanRank.getOrDefault(e.getKey(), "–")).append(" |\n");
        }
        JsonObject rk = prov.getAsJsonObject("statistics").getAsJsonObject("ranking");
        if (rk.has("friedman_p"))
            sb.append(String.format(
                    Locale.ROOT,
                    "%nFriedman test over %s datasets: chi² = %.2f, p %s (Iman-Davenport F: p %s). The per-dataset tests "
                            + "(corrected resampled t-tests%s, Holm-adjusted) are in `tests.csv`, the ranks in `cd.png`.%n",
                    rk.get("datasets").getAsString(),
                    rk.get("friedman_chi2").getAsDouble(),
                    p(rk.get("friedman_p").getAsDouble()),
                    p(rk.get("iman_davenport_p").getAsDouble()),
                    timeTest(prov)));
        return sb.append(gaps(dir)).toString();
    }

    /**
     * A front page's summary of a finished benchmark: its primary question, the mean ranks over the datasets it ranks
     * (with the Friedman test), and how many datasets have headroom above the primary test's detectable difference.
     */
    public static String brief(Path dir) {
        JsonObject prov = provenance(dir);
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "From `%s` (crawlgp commit `%s`, `crawlgp benchmark --markdown %s --brief`).%n%n",
                dir.getFileName(),
                Provenance.shortCommit(dir),
                dir));
        String time = timeTest(prov);
        sb.append(primary(dir.resolve("primary.csv"), "", time));
        Path masked = dir.resolve("primary-masked.csv");
        if (Files.isRegularFile(masked)) { // the sensitivity check in one line on a front page (its table: --markdown)
            Map<String, Integer> verdicts = new TreeMap<>();
            ResultsCsv.forEachRecord(
                    masked, new String[] {"better"}, (r, line) -> verdicts.merge(r.get("better"), 1, Integer::sum));
            sb.append(
                            "Without the cycles in which a mass of pages changed (`primary-masked.csv`, the sensitivity check): ")
                    .append(String.join(
                                    ", ",
                                    verdicts.entrySet().stream()
                                            .map(e -> e.getKey() + " better on " + e.getValue())
                                            .toList())
                            .replace("neither better on", "neither on"))
                    .append(" dataset(s).\n\n");
        }
        sb.append(ranks(
                dir.resolve("ranking.csv"), prov.getAsJsonObject("statistics").getAsJsonObject("ranking"), ""));
        if (prov.getAsJsonObject("statistics").has("ranking_sites"))
            sb.append('\n')
                    .append(ranks(
                            dir.resolve("ranking-sites.csv"),
                            prov.getAsJsonObject("statistics").getAsJsonObject("ranking_sites"),
                            " under site folds (`cd-sites.png`)"));
        sb.append(across(dir.resolve("primary-across.csv")));
        String questions = questions(dir, time, true);
        if (!questions.isEmpty()) sb.append('\n').append(questions);
        Path power = dir.resolve("power.csv");
        if (Files.isRegularFile(power)) {
            int[] counts = {0, 0};
            List<String> cannot = new ArrayList<>();
            ResultsCsv.forEachRecord(power, new String[] {"dataset", "verdict"}, (r, line) -> {
                counts[0]++;
                if (r.get("verdict").equals("cannot discriminate")) cannot.add(r.get("dataset"));
                else if (r.get("verdict").equals("can discriminate")) counts[1]++;
            });
            sb.append(String.format(
                    Locale.ROOT,
                    "%nPower (`power.csv`): on %d of %d datasets the Oracle's headroom over the best contender exceeds "
                            + "the primary test's detectable difference at 80%% power%s.%n",
                    counts[1],
                    counts[0],
                    cannot.isEmpty() ? "" : "; it cannot discriminate on " + String.join(", ", cannot)));
        }
        return sb.append(gaps(dir)).append(sweep(dir)).toString();
    }

    /**
     * A signal sweep's means (signal-sweep.csv): one row per signal model (recall, false-positive rate, and
     * the mixture and delay when they vary), one column per method, each the mean over the sources; empty without
     * the file.
     */
    static String sweep(Path dir) {
        Path file = dir.resolve("signal-sweep.csv");
        if (!Files.isRegularFile(file)) return "";
        Map<String, Map<String, double[]>> rows = new LinkedHashMap<>(); // model -> method -> sum, n
        Set<String> methods = new LinkedHashSet<>();
        String[] metric = {""};
        ResultsCsv.forEachRecord(
                file,
                new String[] {"signals", "recall", "false_positives", "delay", "method", "metric", "mean"},
                (r, line) -> {
                    String model = "| " + r.get("signals") + " | " + r.get("recall") + " | " + r.get("false_positives")
                            + " | " + r.get("delay") + " |";
                    methods.add(r.get("method"));
                    metric[0] = r.get("metric");
                    double[] a = rows.computeIfAbsent(model, k -> new LinkedHashMap<>())
                            .computeIfAbsent(r.get("method"), k -> new double[2]);
                    a[0] += Double.parseDouble(r.get("mean"));
                    a[1]++;
                });
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "%nMean %s per signal model, over the sources (`signal-sweep.csv`; the figures `signal-sweep-*.png`):%n%n"
                        + "| signals | recall | false positives | delay |",
                metric[0]));
        for (String m : methods) sb.append(' ').append(m).append(" |");
        sb.append("\n|---|---|---|---|").append("---|".repeat(methods.size())).append('\n');
        rows.forEach((model, byMethod) -> {
            sb.append(model);
            for (String m : methods) {
                double[] a = byMethod.get(m);
                sb.append(a == null ? " – |" : String.format(Locale.ROOT, " %.4f |", a[0] / a[1]));
            }
            sb.append('\n');
        });
        return sb.toString();
    }

    /**
     * The validation-to-test gap of each learner's choices (gaps.csv): per method, the mean fitness
     * its choices had on validation, on test, and the mean gap, over every fold of every dataset; empty without the file.
     */
    static String gaps(Path dir) {
        Path file = dir.resolve("gaps.csv");
        if (!Files.isRegularFile(file)) return "";
        if (firstLine(file).contains(",home_validation,")) return homeGaps(file);
        Map<String, double[]> by = new LinkedHashMap<>(); // method -> n, validation, test
        ResultsCsv.forEachRecord(file, new String[] {"method", "validation", "test"}, (r, line) -> {
            double[] a = by.computeIfAbsent(r.get("method"), k -> new double[3]);
            a[0]++;
            a[1] += Double.parseDouble(r.get("validation"));
            a[2] += Double.parseDouble(r.get("test"));
        });
        StringBuilder sb = new StringBuilder(
                "\nWhat each learner's choices scored on validation and then on test (`gaps.csv`; the fitness, higher is"
                        + " better; means over every fold of every dataset):\n\n"
                        + "| method | choices | validation | test | gap |\n|---|---|---|---|---|\n");
        by.forEach((m, a) -> sb.append(String.format(
                Locale.ROOT,
                "| %s | %d | %.4f | %.4f | %.4f |%n",
                m,
                (int) a[0],
                a[1] / a[0],
                a[2] / a[0],
                (a[1] - a[2]) / a[0])));
        return sb.toString();
    }

    private static String firstLine(Path file) {
        try (BufferedReader r = Files.newBufferedReader(file)) {
            String line = r.readLine();
            return line == null ? "" : line;
        } catch (IOException e) {
            throw new UserError(file + ": cannot read (" + IoReasons.of(file, e) + ")");
        }
    }

    /**
     * Under split = datasets: the gap on the held-out source, its own validation window minus test,
     * as a mean and a mean absolute value (gaps of both signs cancel in a mean), with what the choice read beside it.
     */
    private static String homeGaps(Path file) {
        Map<String, double[]> by = new LinkedHashMap<>(); // method -> n, validation, home, test, |home - test|
        ResultsCsv.forEachRecord(file, new String[] {"method", "validation", "home_validation", "test"}, (r, line) -> {
            if (r.get("home_validation").isEmpty()) return;
            double[] a = by.computeIfAbsent(r.get("method"), k -> new double[5]);
            double home = Double.parseDouble(r.get("home_validation")), test = Double.parseDouble(r.get("test"));
            a[0]++;
            a[1] += Double.parseDouble(r.get("validation"));
            a[2] += home;
            a[3] += test;
            a[4] += Math.abs(home - test);
        });
        StringBuilder sb = new StringBuilder("\nWhat each choice scored on the held-out source's own validation window "
                + "(the window before its test window, read by no choice) and then on test, with what it was chosen on"
                + " beside it (`gaps.csv`; the fitness, higher is better; means over every fold of every dataset):\n\n"
                + "| method | choices | validation where chosen | validation on the held-out source | test | gap |"
                + " mean absolute gap |\n|---|---|---|---|---|---|---|\n");
        by.forEach((m, a) -> sb.append(String.format(
                Locale.ROOT,
                "| %s | %d | %.4f | %.4f | %.4f | %.4f | %.4f |%n",
                m,
                (int) a[0],
                a[1] / a[0],
                a[2] / a[0],
                a[3] / a[0],
                (a[2] - a[3]) / a[0],
                a[4] / a[0])));
        return sb.toString();
    }

    /**
     * The suite's primary question first, when it declared one (primary.csv): per dataset the difference with its
     * corrected interval, the Holm-adjusted p over the datasets, and which is better at 5%.
     */
    /** A ranking's mean ranks, best first, and its Friedman test; empty without the file. */
    private static String ranks(Path ranking, JsonObject rk, String which) {
        if (!Files.isRegularFile(ranking)) return "";
        StringBuilder sb = new StringBuilder();
        List<String[]> ranks = new ArrayList<>();
        int[] datasets = {0};
        ResultsCsv.forEachRecord(ranking, new String[] {"method", "mean_rank", "datasets"}, (r, line) -> {
            ranks.add(new String[] {r.get("method"), r.get("mean_rank")});
            datasets[0] = Integer.parseInt(r.get("datasets"));
        });
        ranks.sort(Comparator.comparingDouble(r -> Double.parseDouble(r[1])));
        sb.append("| method | mean rank over ")
                .append(datasets[0])
                .append(" datasets")
                .append(which)
                .append(" |\n|---|---|\n");
        for (String[] r : ranks)
            sb.append(String.format(Locale.ROOT, "| %s | %.2f |%n", r[0], Double.parseDouble(r[1])));
        if (rk.has("note")) sb.append('\n').append(rk.get("note").getAsString()).append(".\n");
        if (rk.has("friedman_p"))
            sb.append(String.format(
                    Locale.ROOT,
                    "%nFriedman test p %s; Nemenyi's critical difference %.2f; the methods no Holm-adjusted Wilcoxon "
                            + "signed-rank test over the datasets separates are joined in `cd%s.png`.%n",
                    p(rk.get("friedman_p").getAsDouble()),
                    rk.get("nemenyi_cd").getAsDouble(),
                    which.isEmpty() ? "" : "-sites"));
        return sb.toString();
    }

    static String primary(Path dir) {
        String time = Files.isRegularFile(dir.resolve("provenance.json")) ? timeTest(provenance(dir)) : "";
        return primary(dir.resolve("primary.csv"), "", time)
                + primary(
                        dir.resolve("primary-masked.csv"),
                        ", without the cycles in which a mass of pages changed "
                                + "(maskMassChanges: the sensitivity check)",
                        time)
                + questions(dir, time, false);
    }

    /**
     * The suite's declared questions beyond the primary (question1.csv, ...), each under its own heading as the primary
     * is, with its test across the datasets ({@code across}: the front page's brief form adds it here).
     */
    static String questions(Path dir, String time, boolean across) {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; Files.isRegularFile(dir.resolve("question" + i + ".csv")); i++) {
            sb.append(primary(dir.resolve("question" + i + ".csv"), "", time, "Question " + i));
            if (across)
                sb.append(across(dir.resolve("question" + i + "-across.csv"))).append('\n');
        }
        return sb.toString();
    }

    private static String primary(Path file, String which, String time) {
        return primary(file, which, time, "Primary question");
    }

    private static String primary(Path file, String which, String time, String heading) {
        if (!Files.isRegularFile(file)) return "";
        StringBuilder sb = new StringBuilder();
        String[] pair = {null, null};
        ResultsCsv.forEachRecord(
                file,
                new String[] {"dataset", "a", "b", "diff", "ci95_low", "ci95_high", "p_holm", "better"},
                (r, line) -> {
                    if (pair[0] == null) {
                        pair[0] = r.get("a");
                        pair[1] = r.get("b");
                        sb.append("**")
                                .append(heading)
                                .append(": ")
                                .append(pair[0])
                                .append(" vs ")
                                .append(pair[1])
                                .append("** (declared by the suite; corrected resampled t-test" + time
                                        + ", two-sided at 5%, Holm "
                                        + "over the datasets" + which
                                        + ")\n\n| dataset | difference (95% interval) | p (Holm) | better |\n"
                                        + "|---|---|---|---|\n");
                    }
                    sb.append(String.format(
                            Locale.ROOT,
                            "| %s | %s (%s, %s) | %s | %s |%n",
                            r.get("dataset"),
                            fmt(Double.parseDouble(r.get("diff"))),
                            fmt(Double.parseDouble(r.get("ci95_low"))),
                            fmt(Double.parseDouble(r.get("ci95_high"))),
                            p(Double.parseDouble(r.get("p_holm"))).replaceFirst("^= ", ""),
                            r.get("better")));
                });
        return sb.length() == 0 ? "" : sb.append('\n').toString();
    }

    /** A question's test across the ranked datasets (FILE: primary-across.csv or questionN-across.csv), or nothing. */
    private static String across(Path file) {
        if (!Files.isRegularFile(file)) return "";
        StringBuilder sb = new StringBuilder();
        ResultsCsv.forEachRecord(
                file,
                new String[] {"a", "b", "datasets", "rope", "p_b_better", "p_equivalent", "p_a_better"},
                (r, line) -> sb.append(String.format(
                        Locale.ROOT,
                        "%nAcross the %s ranked datasets (Bayesian signed-rank test on the per-dataset mean "
                                + "differences, rope %s, `%s`): P(%s better) = %.3f, P(equivalent) = "
                                + "%.3f, P(%s better) = %.3f.%n",
                        r.get("datasets"),
                        r.get("rope"),
                        file.getFileName(),
                        r.get("a"),
                        Double.parseDouble(r.get("p_a_better")),
                        Double.parseDouble(r.get("p_equivalent")),
                        r.get("b"),
                        Double.parseDouble(r.get("p_b_better")))));
        return sb.toString();
    }

    static final String START = "<!-- benchmark-table:start -->", END = "<!-- benchmark-table:end -->";

    /** As {@link #into(Path, String, String)} for the unnamed markers. */
    public static void into(Path file, String table) {
        into(file, null, table);
    }

    /**
     * Replaces the block between the markers of FILE with {@code table} (atomically); refuses a file without both. A
     * file with several tables names each by its folder, {@code <!-- benchmark-table:start NAME -->}: the block of
     * {@code name} is written when there is one, else the unnamed one.
     */
    public static void into(Path file, String name, String table) {
        MarkdownBlocks.into(file, "benchmark-table", name, table);
    }

    /**
     * What {@code benchmark --markdown DIR [--brief] [--into FILE]} does: the table printed, or written into FILE's
     * block of DIR's name once STATUS.csv does not list DIR as stale ({@link ResultsStatus#requireCurrent}).
     */
    public static void show(Path dir, boolean brief, Path into, PrintWriter out) {
        String table = CalibrationMarkdown.isCalibration(dir)
                ? CalibrationMarkdown.table(dir)
                : brief ? brief(dir) : table(dir);
        if (into != null) {
            ResultsStatus.requireCurrent(dir);
            into(into, dir.getFileName().toString(), table);
            out.println("wrote the table of " + dir + " into " + into);
        } else out.print(table);
        out.flush();
    }

    /** "= 0.0123", or "< 1e-16" where the distribution's tail underflows to 0. */
    static String p(double p) {
        return p == 0 ? "< 1e-16" : String.format(Locale.ROOT, "= %.3g", p);
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.4f", v);
    }

    /** ", Diebold-Mariano under split = time" when a dataset of the run was split in time (else nothing). */
    private static String timeTest(JsonObject prov) {
        return prov.getAsJsonObject("statistics").has("time_test") ? "; Diebold-Mariano under split = time" : "";
    }

    /** DIR/provenance.json, or one line naming it when it cannot be read. */
    static JsonObject provenance(Path dir) {
        try {
            return JsonParser.parseString(Files.readString(dir.resolve("provenance.json")))
                    .getAsJsonObject();
        } catch (IOException | RuntimeException e) {
            throw new UserError(dir + ": provenance.json unreadable (" + IoReasons.ofJson(e) + ")");
        }
    }
}
