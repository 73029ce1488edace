package io.crawlgp.gp.inspect;

import io.crawlgp.content.crawl.ContentCrawlData;
import io.crawlgp.experiment.ResultsStatus;
import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.Simplified;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.gp.AdaptiveForm;
import io.crawlgp.gp.ArchiveTests;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.SettingsFile;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.io.Provenance;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.LatexTable;
import io.crawlgp.util.TextTable;
import io.crawlgp.util.UserError;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** Evolved formulas as a reader sees them: a results folder's chosen functions and archive, or one formula simplified. */
public final class FormulaTable {
    private FormulaTable() {}

    /** What {@code inspect formulas} was asked (see {@link #print}); the inputs' signs from the feature catalogue. */
    public record Listing(Path results, int top, boolean latex, String form, Integer fold, boolean test) {
        public void print(PrintWriter out, PrintStream log) {
            FormulaTable.print(
                    results,
                    top,
                    latex,
                    Simplified.Form.parse(form),
                    fold,
                    test,
                    ContentCrawlData.nonNegativeNames(),
                    out,
                    log);
        }
    }

    /**
     * A folder's formulas fold by fold: the selected functions of the fold (GP4C_Best, _Sum, _Avg, with
     * training, validation and test values), then the fold's archive best validation first, members with the same
     * shown form merged (their count kept). Within a fold the values were measured on the same pages, so they rank;
     * across folds they do not, so folds are never mixed. {@code fold} null: every fold. Constants are shown to {@link
     * ExprFormat#DISPLAY_DIGITS} significant digits (formulas.csv keeps them whole); {@code latex}: booktabs tables.
     */
    public static void print(
            Path results,
            int top,
            boolean latex,
            Simplified.Form form,
            Integer fold,
            boolean test,
            Collection<String> nonNegative,
            PrintWriter out,
            PrintStream log) {
        if (top < 0) throw new UserError("--top must be >= 0, got " + top);
        List<FormulaRow> rows = GpResultsCsv.readFormulas(results.resolve(GpResultsCsv.FORMULAS));
        List<String> inputs = inputsOf(results);
        TreeSet<Integer> folds = new TreeSet<>();
        rows.forEach(r -> folds.add(r.fold()));
        if (fold != null && !folds.contains(fold))
            throw new UserError("--fold " + fold + ": " + results + " has folds " + folds);
        Map<FormulaRow, String> shown = new HashMap<>();
        for (FormulaRow r : rows) shown.put(r, show(r, inputs, nonNegative, latex, form));
        String name = results.toAbsolutePath().normalize().getFileName().toString();
        if (!latex)
            out.println("formulas of " + name + ", fold by fold; " + describe(form) + "; constants to "
                    + ExprFormat.DISPLAY_DIGITS
                    + " significant digits in the readable and rank forms (formulas.csv keeps"
                    + " them whole). " + ExprFormat.PROTECTED_NOTE_TEXT);
        if (!latex && rows.stream().anyMatch(r -> AdaptiveForm.isRule(r.formula())))
            out.println(AdaptiveForm.LEGEND + ".");
        Map<Integer, List<FormulaRow>> selected = new TreeMap<>();
        Map<Integer, List<Merged>> archives = new TreeMap<>();
        List<FormulaRow> shownArchive = new ArrayList<>();
        for (int f : folds) {
            if (fold != null && f != fold) continue;
            selected.put(
                    f,
                    rows.stream()
                            .filter(r -> r.fold() == f && !r.variant().equals("archive"))
                            .sorted(Comparator.comparing(FormulaRow::variant))
                            .toList());
            List<Merged> archive = merged(
                    rows.stream()
                            .filter(r -> r.fold() == f && r.variant().equals("archive"))
                            .sorted(Comparator.comparingDouble((FormulaRow r) -> -r.validation())
                                    .thenComparingInt(FormulaRow::size))
                            .toList(),
                    shown);
            archives.put(f, archive);
            archive.stream().limit(top).forEach(m -> shownArchive.add(m.row()));
        }
        // the archive's test values, when asked: measured now on each fold's test pages (formulas.csv has none)
        Map<FormulaRow, Double> tests = test ? ArchiveTests.of(results, shownArchive, log) : Map.of();
        for (int f : selected.keySet()) {
            if (latex) out.print(latexFold(name, f, selected.get(f), archives.get(f), shown, tests, top, form));
            else textFold(f, selected.get(f), archives.get(f), shown, tests, top, out);
        }
    }

    /** An archive member and how many members of its fold have the same shown form. */
    private record Merged(FormulaRow row, int count) {}

    private static List<Merged> merged(List<FormulaRow> bestFirst, Map<FormulaRow, String> shown) {
        Map<String, FormulaRow> first = new LinkedHashMap<>();
        Map<String, Integer> count = new HashMap<>();
        for (FormulaRow r : bestFirst) {
            first.putIfAbsent(shown.get(r), r);
            count.merge(shown.get(r), 1, Integer::sum);
        }
        List<Merged> out = new ArrayList<>();
        first.forEach((k, r) -> out.add(new Merged(r, count.get(k))));
        return out;
    }

    private static void textFold(
            int f,
            List<FormulaRow> selected,
            List<Merged> archive,
            Map<FormulaRow, String> shown,
            Map<FormulaRow, Double> tests,
            int top,
            PrintWriter out) {
        out.println();
        out.println("fold " + f + ": selected (test = mean of the fitness metric on the fold's test pages)");
        TextTable t = new TextTable("variant", "seed", "train", "validation", "test", "size", "formula");
        for (FormulaRow r : selected)
            t.row(r.variant(), r.seed(), f(r.train()), f(r.validation()), f(r.test()), r.size(), shown.get(r));
        out.print(t.render());
        out.println("fold " + f + ": archive, best validation first (" + archive.size()
                + " distinct forms; x: members with that form; test: "
                + (tests.isEmpty() ? "--test measures it" : "measured now, for reading; selection stays on validation")
                + ")");
        TextTable a = new TextTable("rank", "seed", "train", "validation", "test", "size", "x", "formula");
        for (int i = 0; i < Math.min(top, archive.size()); i++) {
            FormulaRow r = archive.get(i).row();
            a.row(
                    i + 1,
                    r.seed(),
                    f(r.train()),
                    f(r.validation()),
                    f(tests.getOrDefault(r, r.test())),
                    r.size(),
                    archive.get(i).count(),
                    shown.get(r));
        }
        out.print(a.render());
    }

    private static String latexFold(
            String name,
            int f,
            List<FormulaRow> selected,
            List<Merged> archive,
            Map<FormulaRow, String> shown,
            Map<FormulaRow, Double> tests,
            int top,
            Simplified.Form form) {
        LatexTable t = new LatexTable(
                LatexTable.escape("Formulas of " + name + ", fold " + f + " (" + describe(form)
                                + "): the selected functions, then the archive's best by validation"
                                + (tests.isEmpty()
                                        ? " (test measured for selected members only). "
                                        : " (archive test values measured for reading; selection on validation). "))
                        + ExprFormat.PROTECTED_NOTE,
                "tab:formulas-" + name + "-fold" + f,
                "lrrrrl",
                "member",
                "train",
                "validation",
                "test",
                "size",
                "formula");
        for (FormulaRow r : selected)
            t.row(r.variant(), f(r.train()), f(r.validation()), f(r.test()), r.size(), LatexTable.math(shown.get(r)));
        for (int i = 0; i < Math.min(top, archive.size()); i++) {
            FormulaRow r = archive.get(i).row();
            t.row(
                    "archive " + (i + 1),
                    f(r.train()),
                    f(r.validation()),
                    f(tests.getOrDefault(r, r.test())),
                    r.size(),
                    LatexTable.math(shown.get(r)));
        }
        return t.render();
    }

    /**
     * Every fold's GP4C_Best in readable form as a Markdown table for a guide (the guides' formula tables were
     * typed): fold, formula, tree size, validation and test, captioned with the folder, its commit and the command;
     * printed, or written into FILE's formulas-table block of the folder's name once STATUS.csv does not list it as
     * stale.
     */
    public static void markdown(Path results, Path into, PrintWriter out) {
        List<FormulaRow> rows = GpResultsCsv.readFormulas(results.resolve(GpResultsCsv.FORMULAS));
        List<String> inputs = inputsOf(results);
        Collection<String> nonNegative = ContentCrawlData.nonNegativeNames();
        String name = results.toAbsolutePath().normalize().getFileName().toString();
        StringBuilder sb = new StringBuilder();
        sb.append("GP4C_Best of every fold in readable form (like terms and constants collected, constants to ")
                .append(ExprFormat.DISPLAY_DIGITS)
                .append(
                        " significant digits); validation and test: mean of the run's fitness metric on the fold's pages. "
                                + ExprFormat.PROTECTED_NOTE_TEXT
                                + " From `")
                .append(name)
                .append("` (crawlgp commit `")
                .append(Provenance.shortCommit(results))
                .append("`, `crawlgp inspect formulas --results results/")
                .append(name)
                .append(
                        " --markdown`).\n\n| fold | formula | tree size | validation | test |\n|---|---|---|---|---|\n");
        rows.stream()
                .filter(r -> r.variant().equals(GpVariant.BEST.method))
                .sorted(Comparator.comparingInt(FormulaRow::fold))
                .forEach(r -> sb.append("| ")
                        .append(r.fold())
                        .append(" | `")
                        .append(show(r, inputs, nonNegative, false, Simplified.Form.READABLE))
                        .append("` | ")
                        .append(r.size())
                        .append(" | ")
                        .append(f(r.validation()))
                        .append(" | ")
                        .append(f(r.test()))
                        .append(" |\n"));
        if (into == null) out.print(sb);
        else {
            ResultsStatus.writeTable(into, "formulas-table", results, sb.toString());
            out.println("wrote the formulas of " + results + " into " + into);
        }
    }

    /** One formula: as read, simplified exactly and up to ranking, each in infix, prefix and LaTeX. */
    public static void simplify(String formula, List<String> inputs, Collection<String> nonNegative, PrintWriter out) {
        Expr e = ExprParser.parse(formula, inputs);
        Simplified s = Simplified.of(e, nonNegative);
        out.println("input:           " + ExprFormat.infix(e) + "   (size " + e.size() + ", depth " + e.depth() + ")");
        out.println("readable:        " + ExprFormat.display(s.readable()) + "   (size "
                + s.readable().size()
                + "; the same function in real arithmetic, like terms collected, constants to "
                + ExprFormat.DISPLAY_DIGITS + " digits)");
        out.println("exact:           " + ExprFormat.infix(s.exact()) + "   (size "
                + s.exact().size() + "; the same score for every state, bit for bit)");
        out.println("rank-equivalent: " + ExprFormat.infix(s.rank()) + "   (size "
                + s.rank().size() + "; the same ranking of pages in real arithmetic)");
        out.println("prefix (exact):  " + ExprFormat.lisp(s.exact()));
        out.println("latex (readable): " + ExprFormat.displayLatex(s.readable()));
        out.println("latex (exact):   " + ExprFormat.latex(s.exact()));
        out.println("latex (rank):    " + ExprFormat.latex(s.rank()));
    }

    static String describe(Simplified.Form form) {
        return switch (form) {
            case READABLE -> "readable: like terms and constants collected, the same function in real arithmetic";
            case RANK -> "simplified up to ranking: the same pages crawled";
            case EXACT -> "simplified bit for bit: the same score for every state";
            case TREE -> "as evolved";
        };
    }

    /** The run's inputs from its settings.properties, read as any experiment file (folders written before inputs were a setting: n, X, t). */
    public static List<String> inputsOf(Path results) {
        Path file = results.resolve("settings.properties");
        if (!Files.isRegularFile(file)) return CrawlFeatures.GP4C;
        return SettingsFile.load(file, GpSettings.paper(), Map.of()).inputs();
    }

    /**
     * A formulas.csv row's formula in {@code form}, as text or LaTeX (a rule with memory: its trees as formulas.csv
     * writes them); the readable and rank forms with constants rounded for reading.
     */
    public static String show(
            FormulaRow r, List<String> inputs, Collection<String> nonNegative, boolean latex, Simplified.Form form) {
        if (AdaptiveForm.isRule(r.formula())) // both trees and the constants, as formulas.csv writes them
        return switch (form) {
                case READABLE, RANK -> AdaptiveForm.display(AdaptiveForm.rule("shown", r.formula()));
                case EXACT -> r.simplified();
                case TREE -> r.formula();
            };
        Expr e = Simplified.of(ExprParser.parse(r.formula(), inputs), nonNegative, form);
        // the readable forms round constants for reading; the exact form and the tree keep them whole (they reproduce)
        boolean rounded = form == Simplified.Form.READABLE || form == Simplified.Form.RANK;
        if (latex) return rounded ? ExprFormat.displayLatex(e) : ExprFormat.latex(e);
        return rounded ? ExprFormat.display(e) : ExprFormat.infix(e);
    }

    private static String f(double v) {
        return Double.isNaN(v) ? "" : String.format("%.4f", v);
    }
}
