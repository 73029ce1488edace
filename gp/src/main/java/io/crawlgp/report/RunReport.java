package io.crawlgp.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.experiment.ResultTables;
import io.crawlgp.gp.figures.RunPlots;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.io.AtomicFiles;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.NameValueLines;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.io.TempFolders;
import io.crawlgp.io.TextFiles;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * One self-contained HTML page for a results folder of any kind (evolve, baselines, compare, content, threads, new
 * pages, ...): settings, dataset, summary table with intervals, paired tests, per-cycle figures, the evolved formulas
 * with their response curves, every other table, and the provenance. Images are embedded as data URIs and the page
 * has no script, so it opens offline and can be mailed as one file.
 */
public final class RunReport {
    /** Rows a table shows before it scrolls in its own box; every row is on the page up to {@link #ROWS_MAX}. */
    private static final int ROWS_SHOWN = 40;

    /** The most rows a table puts on the page (a per-cycle table of a long daily run would be tens of megabytes). */
    static final int ROWS_MAX = 20_000;

    private static final Gson PRETTY =
            new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private RunReport() {}

    /** Writes the report to {@code html}; returns the number of figures embedded. */
    public static int write(Path results, Path html) {
        return write(results, html, null);
    }

    /**
     * The same, drawing the figures in a scratch folder made inside {@code scratchParent} (null: the system's temporary
     * folder) and removed before returning; a test gives its own parent, so that it sees only its own scratch.
     */
    public static int write(Path results, Path html, Path scratchParent) {
        if (!Files.isDirectory(results)) throw new UserError(results + ": no such folder");
        Path htmlDir = OutputPaths.resolved(html).getParent();
        for (Path dir : List.of(OutputPaths.resolved(results), htmlDir)) {
            String data = OutputPaths.dataFileIn(dir);
            if (data != null)
                throw new UserError(dir + " holds a dataset (" + data + "), not results: a report is written "
                        + "beside results only");
        }
        if (!html.getFileName().toString().endsWith(".html"))
            throw new UserError("--out " + html + ": a report is an .html file");
        if (Files.exists(html, LinkOption.NOFOLLOW_LINKS) && !ResultsFolders.isReport(html))
            throw new UserError(html + " exists and is not a crawlgp report: choose another --out");
        if (!Files.exists(results.resolve("run.json"))
                && !Files.exists(results.resolve("provenance.json"))
                && !Files.exists(results.resolve("summary.csv")))
            throw new UserError(
                    results + " is not a results folder: it has no run.json, provenance.json or summary.csv");
        JsonObject run = json(results.resolve("run.json"));
        JsonObject prov = json(results.resolve("provenance.json"));
        String kind = run != null && run.has("kind") ? run.get("kind").getAsString() : "unknown";
        String name = results.toAbsolutePath().normalize().getFileName().toString();
        Html h = new Html();
        List<String> figures = new ArrayList<>();
        Path scratch = scratch(scratchParent);
        try {
            h.raw(
                            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\">")
                    .raw("<title>" + Html.escape(name) + " · crawlgp report</title><style>" + CSS
                            + "</style></head><body>\n");
            h.raw("<h1>" + Html.escape(name) + "</h1>\n");
            h.raw("<p class=\"lead\">crawlgp <b>" + Html.escape(kind) + "</b> run");
            if (prov != null && prov.has("command"))
                h.raw(": <code>" + Html.escape(prov.get("command").getAsString()) + "</code>");
            h.raw("</p>\n").nav();

            dataset(h, prov);
            settings(h, results, run, prov);
            tableSection(
                    h,
                    results.resolve("summary.csv"),
                    "summary",
                    "Summary",
                    "One row per method; mean with its 95% interval over folds (or repeats, threads, targets: see the columns).");
            if (kind.equals("benchmark")) methodsByDataset(h, results, prov);
            tableSection(
                    h,
                    results.resolve("comparisons.csv"),
                    "paired",
                    "Paired per-cycle tests",
                    "For each baseline: the cycles where GP4C_Best is significantly better (superior), not different (tied) or worse (inferior).");
            h.section("figures", "Figures");
            int before = figures.size();
            contractFigures(h, results, kind, name, scratch.resolve("plots"), figures);
            for (Path png : list(results, ".png"))
                embed(h, png, png.getFileName().toString(), figures);
            if (figures.size() == before)
                h.text(
                        "p",
                        "No figures: a " + kind
                                + " folder holds tables only (they are below); figures are drawn for per-cycle results, GP runs, "
                                + "benchmarks, threads, new pages and content runs.");
            ReportFormulas.formulas(h, results, scratch.resolve("curves"), figures);
            otherTables(h, results);
            h.section("provenance", "Provenance");
            h.text(
                    "p",
                    "What produced these files: commit, command, resolved settings, dataset SHA-256, seeds and versions (provenance.json), and the folder's claim (run.json).");
            if (prov != null) h.pre(PRETTY.toJson(prov));
            if (run != null) h.pre(PRETTY.toJson(run));
            h.raw("<footer>Written by crawlgp report from " + Html.escape(results.toString())
                    + ". Self-contained: no network needed to view.</footer>\n</body></html>\n");
        } finally {
            TempFolders.deleteQuietly(scratch);
        }
        AtomicFiles.writeString(html, h.toString());
        return figures.size();
    }

    private static void dataset(Html h, JsonObject prov) {
        h.section("dataset", "Dataset");
        JsonElement d = prov == null ? null : prov.get("dataset");
        if (d == null || !d.isJsonObject()) {
            h.text("p", "provenance.json does not describe the dataset.");
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        flatten("", d.getAsJsonObject(), rows);
        h.table("kv", List.of("field", "value"), rows);
    }

    /**
     * An object's fields as rows, a nested object's (a generator's settings, a signal model) as rows of their own
     * under dotted names, not as raw JSON in one cell.
     */
    static void flatten(String prefix, JsonObject o, List<List<String>> rows) {
        for (Map.Entry<String, JsonElement> e : o.entrySet())
            if (e.getValue().isJsonObject())
                flatten(prefix + e.getKey() + ".", e.getValue().getAsJsonObject(), rows);
            else rows.add(List.of(prefix + e.getKey(), plain(e.getValue())));
    }

    private static void settings(Html h, Path results, JsonObject run, JsonObject prov) {
        h.section("settings", "Settings");
        Path written = results.resolve("settings.properties");
        if (Files.isRegularFile(written)) { // as the user writes them (lower-case choices), when the run wrote them
            List<List<String>> rows = new ArrayList<>();
            for (NameValueLines.Entry e : NameValueLines.read(written)) rows.add(List.of(e.name(), e.value()));
            h.raw("<details><summary>" + rows.size() + " resolved settings (settings.properties)</summary>\n");
            h.table("kv", List.of("setting", "value"), rows);
            h.raw("</details>\n");
            return;
        }
        JsonElement s =
                run != null && run.has("settings") ? run.get("settings") : prov != null ? prov.get("settings") : null;
        if (s == null || !s.isJsonObject()) {
            h.text("p", "No resolved settings recorded.");
            return;
        }
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, JsonElement> e : s.getAsJsonObject().entrySet())
            rows.add(List.of(e.getKey(), plain(e.getValue())));
        h.raw("<details><summary>" + rows.size() + " resolved settings</summary>\n");
        h.table("kv", List.of("setting", "value"), rows);
        h.raw("</details>\n");
    }

    private static void tableSection(Html h, Path csv, String id, String title, String note) {
        if (!Files.isRegularFile(csv)) return;
        h.section(id, title);
        h.text("p", note);
        wholeTable(h, csv);
    }

    /**
     * A benchmark's table as its Markdown has it: one row per method, one column per dataset (the mean of
     * the suite's metric with its 95% half-width), and the mean rank over the ranked datasets.
     */
    private static void methodsByDataset(Html h, Path dir, JsonObject prov) {
        Path summary = dir.resolve("summary.csv");
        if (!Files.isRegularFile(summary)) return;
        String metric = prov != null && prov.has("statistics")
                ? prov.getAsJsonObject("statistics").get("metric").getAsString()
                : null;
        CsvTable t = CsvTable.read(summary, ROWS_MAX);
        int d = t.column("dataset"),
                m = t.column("method"),
                mt = t.column("metric"),
                mean = t.column("mean"),
                lo = t.column("ci95_low"),
                hi = t.column("ci95_high");
        if (d < 0 || m < 0 || mean < 0) return;
        Map<String, Map<String, String>> cells = new LinkedHashMap<>();
        List<String> datasets = new ArrayList<>();
        for (List<String> r : t.rows()) {
            if (metric != null && mt >= 0 && !r.get(mt).equals(metric)) continue;
            if (!datasets.contains(r.get(d))) datasets.add(r.get(d));
            double v = Double.parseDouble(r.get(mean));
            String cell = String.format(Locale.ROOT, "%.4f", v);
            if (lo >= 0 && hi >= 0 && !r.get(lo).isEmpty())
                cell += String.format(
                        Locale.ROOT, " ± %.4f", (Double.parseDouble(r.get(hi)) - Double.parseDouble(r.get(lo))) / 2);
            cells.computeIfAbsent(r.get(m), k -> new LinkedHashMap<>()).put(r.get(d), cell);
        }
        Map<String, String> ranks = new LinkedHashMap<>();
        Path ranking = dir.resolve("ranking.csv");
        if (Files.isRegularFile(ranking)) {
            CsvTable rk = CsvTable.read(ranking, ROWS_MAX);
            for (List<String> r : rk.rows())
                ranks.put(r.get(rk.column("method")), String.format(Locale.ROOT, "%.2f", Double.parseDouble(r.get(1))));
        }
        h.section("methods", "Methods by dataset");
        h.text(
                "p",
                "Mean " + (metric == null ? "value" : metric)
                        + " per method and dataset over repeats and test folds, ± the"
                        + " 95% half-width of summary.csv; the last column is the mean rank over the ranked datasets"
                        + " (ranking.csv; – for a method not ranked).");
        List<String> header = new ArrayList<>(List.of("method"));
        header.addAll(datasets);
        header.add("mean rank");
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, Map<String, String>> e : cells.entrySet()) {
            List<String> row =
                    new ArrayList<>(List.of(MethodId.isOracle(e.getKey()) ? e.getKey() + " (oracle)" : e.getKey()));
            for (String ds : datasets) row.add(e.getValue().getOrDefault(ds, "–"));
            row.add(ranks.getOrDefault(e.getKey(), "–"));
            rows.add(row);
        }
        h.table("data", header, rows);
    }

    /**
     * Every row of a CSV (up to {@link #ROWS_MAX}, said when cut), a long one scrolling in its own box (tables
     * were cut at 40 or 200 rows).
     */
    private static void wholeTable(Html h, Path csv) {
        CsvTable t = CsvTable.read(csv, ROWS_MAX);
        String glossary = ColumnGlossary.of(t.header());
        if (!glossary.isEmpty()) h.text("p", glossary);
        h.table(t.rows().size() > ROWS_SHOWN ? "data many" : "data", t.header(), markOracles(t));
        if (t.total() > t.rows().size())
            h.text(
                    "p",
                    "Showing the first " + t.rows().size() + " of " + t.total() + " rows of " + csv.getFileName()
                            + " (too many for one page; the file holds them all).");
    }

    /** An oracle reads history the crawler did not fetch: marked wherever it is listed, never ranked unmarked among the contenders. */
    private static List<List<String>> markOracles(CsvTable t) {
        int m = t.column("method");
        if (m < 0) return t.rows();
        List<List<String>> out = new ArrayList<>();
        for (List<String> r : t.rows()) {
            List<String> row = new ArrayList<>(r);
            if (MethodId.isOracle(row.get(m))) row.set(m, row.get(m) + " (oracle)");
            out.add(row);
        }
        return out;
    }

    private static void contractFigures(
            Html h, Path results, String kind, String name, Path out, List<String> figures) {
        Path file = results.resolve("per_cycle.csv");
        if (!Files.isRegularFile(file)) file = results.resolve("per_cycle.csv.gz");
        if (!Files.isRegularFile(file) || !contractHeader(file)) return;
        // a damaged table is refused (one line naming the file), not reported as a page that looks complete
        for (Path png : RunPlots.draw(results, out, name, 0, null)) embed(h, png, caption(png), figures);
    }

    private static boolean contractHeader(Path perCycle) {
        try (BufferedReader r = TextFiles.open(perCycle)) {
            String first = r.readLine();
            // the contract's file is drawn by the same code as 'crawlgp plot'
            return first != null && List.of(first.split(",")).containsAll(ResultTables.PER_CYCLE_COLUMNS);
        } catch (IOException e) {
            throw new UserError("cannot read " + perCycle + ": " + IoReasons.of(e));
        }
    }

    private static String caption(Path png) {
        String f = png.getFileName().toString().replace(".png", "");
        return switch (f) {
            case "summary" -> "Mean of the fitness metric per method with 95% intervals over folds, best on top.";
            case "generations" -> "Best training fitness per generation.";
            case "trajectories" ->
                "Revisit gaps on test fold 0 (trajectories.csv): the pages with the most, the median and the fewest changes, "
                        + "crawled by GP4C_Best's rule and by the production rule that crawls that fold best; each step spans the "
                        + "cycles from one visit to the next at the height of that gap (the interval the rule realised; the rule's "
                        + "own I, in its unit, is in the CSV).";
            default -> f + " per cycle: mean over test folds (a 95% band where at most four methods are drawn).";
        };
    }

    /** Every CSV not shown above, in name order; long ones cut to their first rows. */
    private static void otherTables(Html h, Path results) {
        Set<String> shown =
                Set.of("summary.csv", "comparisons.csv", "per_cycle.csv", GpResultsCsv.FORMULAS, GpResultsCsv.FRONT);
        List<Path> rest = list(results, ".csv").stream()
                .filter(p -> !shown.contains(p.getFileName().toString())
                        || (p.getFileName().toString().equals(GpResultsCsv.FORMULAS)
                                && CsvTable.read(p, 1).column("variant") < 0))
                .toList();
        if (rest.isEmpty()) return;
        h.section("tables", "Other tables");
        for (Path csv : rest) {
            h.raw("<h3>" + Html.escape(csv.getFileName().toString()) + "</h3>\n");
            wholeTable(h, csv);
        }
    }

    static void embed(Html h, Path png, String caption, List<String> figures) {
        try {
            h.figure(
                    caption,
                    Base64.getEncoder().encodeToString(Files.readAllBytes(png)),
                    png.getFileName().toString());
            figures.add(png.getFileName().toString());
        } catch (IOException e) {
            throw new UserError("cannot read " + png + ": " + IoReasons.of(e));
        }
    }

    static List<Path> list(Path dir, String suffix) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(suffix) && Files.isRegularFile(p))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserError("cannot list " + dir + ": " + IoReasons.of(e));
        }
    }

    private static JsonObject json(Path file) {
        if (!Files.isRegularFile(file)) return null;
        try {
            JsonElement e = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8));
            return e.isJsonObject() ? e.getAsJsonObject() : null;
        } catch (IOException | RuntimeException e) {
            throw new UserError(file + ": not a JSON object (" + IoReasons.ofJson(e) + ")");
        }
    }

    private static String plain(JsonElement e) {
        return e.isJsonPrimitive() ? e.getAsString() : e.toString();
    }

    private static Path scratch(Path parent) {
        try {
            return parent == null
                    ? Files.createTempDirectory("crawlgp-report")
                    : Files.createTempDirectory(parent, "crawlgp-report");
        } catch (IOException e) {
            throw new UserError("cannot create a temporary folder: " + IoReasons.of(e));
        }
    }

    private static final String CSS =
            "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;max-width:1200px;margin:2em auto;padding:0 1em;color:#222;line-height:1.45}"
                    + "h1{margin-bottom:.2em}h2{border-bottom:1px solid #ddd;padding-bottom:.2em;margin-top:2em}.lead{color:#555}nav{margin:1em 0;font-size:.95em}"
                    + "table{border-collapse:collapse;margin:.5em 0 1em;font-size:.88em;display:block;max-width:100%;overflow-x:auto}"
                    // a cell never breaks inside a number or a word: wide tables scroll instead; formulas
                    // wrap
                    // at their spaces only
                    + "th,td{border:1px solid #ddd;padding:.25em .6em;text-align:left;vertical-align:top;white-space:nowrap}"
                    + "td.long{white-space:normal;overflow-wrap:anywhere;min-width:12em}"
                    + "table.many{max-height:32em;overflow-y:auto}"
                    + "th{background:#f4f4f4}td.num{text-align:right;font-variant-numeric:tabular-nums}table.formulas td{font-family:ui-monospace,monospace;font-size:.95em;white-space:normal;min-width:8em}"
                    + "figure{margin:1em 0}img{max-width:100%;border:1px solid #eee}figcaption{color:#555;font-size:.9em}"
                    + "pre{background:#f7f7f7;padding:.8em;overflow:auto;font-size:.82em;white-space:pre-wrap;overflow-wrap:anywhere}"
                    + "code{background:#f4f4f4;padding:0 .2em;overflow-wrap:anywhere}footer{margin-top:3em;color:#777;font-size:.85em}";
}
