package io.crawlgp.report;

import io.crawlgp.content.crawl.ContentCrawlData;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.Simplified;
import io.crawlgp.gp.AdaptiveForm;
import io.crawlgp.gp.figures.FrontPlots;
import io.crawlgp.gp.figures.ResponseCurves;
import io.crawlgp.gp.inspect.FormulaTable;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.util.GpVariant;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The report's GP sections: every fold's chosen function in its readable, rank-equivalent, exact and LaTeX forms, the
 * archive's best, the size/quality front, and the response curves or, for rules with memory, the trajectories.
 */
final class ReportFormulas {
    private ReportFormulas() {}

    /** How the report shows one formulas.csv row: up to ranking, exactly, and in LaTeX (empty for a rule). */
    private record Shown(String readable, String rank, String exact, String latex) {}

    /**
     * GP formulas: the chosen function of every fold in both simplified forms (and LaTeX), the best of the archive;
     * then, for score functions, the front and response curves, for rules with memory the trajectories.
     */
    static void formulas(Html h, Path results, Path curves, List<String> figures) {
        Path file = results.resolve(GpResultsCsv.FORMULAS);
        if (!Files.isRegularFile(file)) return;
        CsvTable probe = CsvTable.read(file, 1);
        if (probe.column("variant") < 0 || probe.column("simplified") < 0)
            return; // another problem's formulas.csv: shown with the other tables
        h.section("formulas", "Evolved formulas");
        List<FormulaRow> all = GpResultsCsv.readFormulas(file);
        boolean rules = !all.isEmpty() && AdaptiveForm.isRule(all.get(0).formula());
        List<String> inputs = FormulaTable.inputsOf(results);
        List<String> nonNegative = ContentCrawlData.nonNegativeNames(); // the features that declare it
        Function<FormulaRow, Shown> show = rules
                ? r -> new Shown(
                        r.rankEquivalent(), r.rankEquivalent(), r.simplified(), "") // as formulas.csv writes them
                : r -> {
                    Simplified s = Simplified.of(ExprParser.parse(r.formula(), inputs), nonNegative);
                    return new Shown(
                            ExprFormat.display(s.readable()),
                            ExprFormat.display(s.rank()),
                            ExprFormat.infix(s.exact()),
                            ExprFormat.displayLatex(s.readable()));
                };
        h.text(
                "p",
                rules
                        ? "GP4C_Best of every fold, a revisit rule with memory: I' is the update at a visit (c = 1 when it found a "
                                + "change, e the cycles since the previous visit), s the score that ranks pages every cycle (t cycles "
                                + "since the last visit), I0 and [min, max] the initial interval and clamps, in the rule's own unit (a "
                                + "seeded production rule keeps milliseconds or minutes). Rank-equivalent: the score tree simplified up "
                                + "to ranking."
                        : "GP4C_Best of every fold. Readable: like terms and constants collected (the same function in real "
                                + "arithmetic; constants to 4 significant digits); rank-equivalent: the simplest form found that ranks "
                                + "pages alike (crawls the same pages); exact: the same score for every state, bit for bit, constants "
                                + "whole. LaTeX is the readable form, the protected operators written as they compute (ln|a|, 0 at 0; "
                                + "|a|^b; a quotient is 1 where its divisor is 0).");
        List<List<String>> rows = new ArrayList<>();
        for (FormulaRow r : all) {
            if (!r.variant().equals(GpVariant.BEST.method)) continue;
            Shown s = show.apply(r);
            List<String> row = new ArrayList<>(List.of(
                    Integer.toString(r.fold()),
                    Integer.toString(r.seed()),
                    Double.toString(r.test()),
                    Double.toString(r.validation()),
                    Integer.toString(r.size()),
                    s.readable(),
                    s.rank(),
                    s.exact()));
            if (!rules) row.add(s.latex());
            rows.add(row);
        }
        List<String> header = new ArrayList<>(
                List.of("fold", "seed", "test", "validation", "tree size", "readable", "rank-equivalent", "exact"));
        if (!rules) header.add("LaTeX");
        h.table("data formulas", header, rows);
        // per fold (values of different folds were measured on different pages), members of one shown form merged
        List<List<String>> archive = new ArrayList<>();
        Map<Integer, Map<String, Integer>> seen = new TreeMap<>();
        all.stream()
                .filter(r -> r.variant().equals("archive"))
                .sorted(Comparator.comparingInt(FormulaRow::fold)
                        .thenComparingDouble((FormulaRow r) -> -r.validation())
                        .thenComparingInt(FormulaRow::size))
                .forEach(r -> {
                    Map<String, Integer> fold = seen.computeIfAbsent(r.fold(), k -> new LinkedHashMap<>());
                    String form = FormulaTable.show(r, inputs, nonNegative, false, Simplified.Form.READABLE);
                    if (fold.containsKey(form) || fold.size() >= 3) return;
                    fold.put(form, archive.size());
                    archive.add(List.of(
                            Integer.toString(r.fold()),
                            Integer.toString(r.seed()),
                            Double.toString(r.validation()),
                            Double.toString(r.train()),
                            Integer.toString(r.size()),
                            form));
                });
        if (!archive.isEmpty()) {
            h.text(
                    "p",
                    "Each fold's archive, its three best distinct readable forms by validation fitness (folds are not ranked"
                            + " together: their values were measured on different pages; `crawlgp inspect formulas` lists more):");
            h.table("data formulas", List.of("fold", "seed", "validation", "train", "tree size", "readable"), archive);
        }
        if (rules) return; // the trajectories are among the run's figures (RunPlots)
        front(h, results);
        List<String> skipped = new ArrayList<>();
        List<ResponseCurves.Named> chosen = ResponseCurves.chosen(all, inputs, skipped);
        if (chosen.isEmpty()) {
            h.text(
                    "p",
                    "No response curves: the chosen functions read inputs beyond n, X and t ("
                            + String.join("; ", skipped) + ").");
            return;
        }
        List<ResponseCurves.Named> drawn = new ArrayList<>(chosen);
        drawn.addAll(ResponseCurves.references());
        List<Path> pngs = ResponseCurves.draw(drawn, 20, 60, curves);
        RunReport.embed(
                h,
                pngs.get(0),
                "Response curves: each function's crawl priority (share of the states of a page with n = 20 visits that it scores lower) "
                        + "against t, one line per share of visits that found a change; NAD, CG and Age for comparison.",
                figures);
        RunReport.embed(h, pngs.get(1), "The same priority as a heat map over (t, X/n).", figures);
        if (!skipped.isEmpty()) h.text("p", "Not drawn: " + String.join("; ", skipped) + ".");
    }

    /**
     * The size/quality front (objectives = METRIC,size; front.csv): per fold, each size's best member by validation,
     * with its training, validation and test fitness; the figure is with the others.
     */
    private static void front(Html h, Path results) {
        List<GpResultsCsv.FrontRow> front = GpResultsCsv.readFront(results.resolve(GpResultsCsv.FRONT));
        if (front.isEmpty()) return;
        h.raw("<h3>Size/quality front</h3>\n");
        h.text(
                "p",
                "The non-dominated trees of each GP run's last generation by training fitness and size (NSGA-II), each scored on its "
                        + "fold's validation and test pages (front.csv, front.png). Selection still picks GP4C_Best by validation from the "
                        + "archive; this shows what size buys.");
        List<List<String>> rows = new ArrayList<>();
        for (GpResultsCsv.FrontRow r : FrontPlots.bestBySize(front))
            rows.add(List.of(
                    Integer.toString(r.fold()),
                    Integer.toString(r.size()),
                    Double.toString(r.train()),
                    Double.toString(r.validation()),
                    Double.toString(r.test()),
                    r.simplified()));
        h.table(
                "data formulas",
                List.of("fold", "tree size", "train", "validation", "test", "formula (simplified)"),
                rows);
    }
}
