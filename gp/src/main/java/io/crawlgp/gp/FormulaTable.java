package io.crawlgp.gp;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.Simplified;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.gp.GpResultsCsv.FormulaRow;
import io.crawlgp.util.TextTable;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** Evolved formulas as a reader sees them: a results folder's chosen functions and archive, or one formula simplified. */
public final class FormulaTable {
    private FormulaTable() {}

    /**
     * The chosen GP4C functions per fold, then the top archive rows by validation fitness; the simplifier may use the
     * sign of the inputs named in {@code nonNegative} (the features that declare that range).
     */
    public static void print(
            Path results,
            int top,
            boolean latex,
            Simplified.Form form,
            Collection<String> nonNegative,
            PrintWriter out) {
        if (top < 0) throw new UserError("--top must be >= 0, got " + top);
        List<FormulaRow> rows = GpResultsCsv.readFormulas(results.resolve(GpResultsCsv.FORMULAS));
        List<String> inputs = inputsOf(results);
        TextTable chosen =
                new TextTable("variant", "fold", "seed", "test", "validation", "train", "tree size", "formula");
        rows.stream()
                .filter(r -> !r.variant().equals("archive"))
                .sorted(Comparator.comparing(FormulaRow::variant).thenComparing(r -> -r.test()))
                .forEach(r -> chosen.row(
                        r.variant(),
                        r.fold(),
                        r.seed(),
                        f(r.test()),
                        f(r.validation()),
                        f(r.train()),
                        r.size(),
                        show(r, inputs, nonNegative, latex, form)));
        out.println("chosen functions (test = mean of the fitness metric on the test fold; formulas " + describe(form)
                + "):");
        out.print(chosen.render());
        TextTable archive = new TextTable("fold", "seed", "validation", "train", "tree size", "formula");
        rows.stream()
                .filter(r -> r.variant().equals("archive"))
                .sorted(Comparator.comparingDouble((FormulaRow r) -> -r.validation())
                        .thenComparingInt(FormulaRow::size))
                .limit(top)
                .forEach(r -> archive.row(
                        r.fold(),
                        r.seed(),
                        f(r.validation()),
                        f(r.train()),
                        r.size(),
                        show(r, inputs, nonNegative, latex, form)));
        out.println("archive, best validation first:");
        out.print(archive.render());
    }

    /** One formula: as read, simplified exactly and up to ranking, each in infix, prefix and LaTeX. */
    public static void simplify(String formula, List<String> inputs, Collection<String> nonNegative, PrintWriter out) {
        Expr e = ExprParser.parse(formula, inputs);
        Simplified s = Simplified.of(e, nonNegative);
        out.println("input:           " + ExprFormat.infix(e) + "   (size " + e.size() + ", depth " + e.depth() + ")");
        out.println("exact:           " + ExprFormat.infix(s.exact()) + "   (size "
                + s.exact().size() + "; the same score for every state)");
        out.println("rank-equivalent: " + ExprFormat.infix(s.rank()) + "   (size "
                + s.rank().size() + "; the same ranking of pages in real arithmetic)");
        out.println("prefix (exact):  " + ExprFormat.lisp(s.exact()));
        out.println("latex (exact):   " + ExprFormat.latex(s.exact()));
        out.println("latex (rank):    " + ExprFormat.latex(s.rank()));
    }

    static String describe(Simplified.Form form) {
        return switch (form) {
            case RANK -> "simplified up to ranking: the same pages crawled; --form exact for the same scores";
            case EXACT -> "simplified exactly: the same score for every state";
            case TREE -> "as evolved";
        };
    }

    /** The run's inputs from its settings.properties, read as any experiment file (folders written before inputs were a setting: n, X, t). */
    public static List<String> inputsOf(Path results) {
        Path file = results.resolve("settings.properties");
        if (!Files.isRegularFile(file)) return CrawlFeatures.GP4C;
        return SettingsFile.load(file, GpSettings.paper(), Map.of()).inputs();
    }

    private static String show(
            FormulaRow r, List<String> inputs, Collection<String> nonNegative, boolean latex, Simplified.Form form) {
        if (AdaptiveForm.isRule(r.formula())) // both trees and the constants, as formulas.csv writes them
        return switch (form) {
                case RANK -> r.rankEquivalent();
                case EXACT -> r.simplified();
                case TREE -> r.formula();
            };
        Expr e = Simplified.of(ExprParser.parse(r.formula(), inputs), nonNegative)
                .form(form);
        return latex ? ExprFormat.latex(e) : ExprFormat.infix(e);
    }

    private static String f(double v) {
        return Double.isNaN(v) ? "" : String.format("%.4f", v);
    }
}
