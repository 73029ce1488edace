package io.crawlgp.gp.inspect;

import io.crawlgp.expr.Expr;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.Simplifier;
import io.crawlgp.gp.AdaptiveForm;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.Provenance;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.IntervalRules;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What the adaptive form chose (the adaptive form's reading): over a benchmark folder's GP runs of rules (runs/DATASET/METHOD/rR),
 * every fold's GP4C_Best, counted as a production rule kept unchanged (by name), a production rule's trees with other
 * constants ({@link #family}: a tuned seed, or evolved constants), or a rule of its own, with their mean test values,
 * how many rules of its own are memoryless ({@link #memoryless}) and the most frequent rule of its own. Written as Markdown from the committed folder, never typed.
 */
public final class RuleCensus {
    private RuleCensus() {}

    /** A production rule's name when {@code r} is that rule (same simplified trees and constants), else null. */
    static String production(IntervalRule r) {
        for (String name : IntervalRules.names()) {
            IntervalRule p = IntervalRules.byName(name);
            if (Simplifier.simplify(p.update()).equals(Simplifier.simplify(r.update()))
                    && Simplifier.simplify(p.score()).equals(Simplifier.simplify(r.score()))
                    && p.initial() == r.initial()
                    && p.min() == r.min()
                    && p.max() == r.max()) return name;
        }
        return null;
    }

    /**
     * True when the rule's interval cannot depend on the page: the update tree reads no input (every visit sets the same
     * interval, clamped) or the clamps are equal. Its score then reads t, n, X, d and a constant I: a static score.
     */
    static boolean memoryless(IntervalRule r) {
        return Expr.inputs(Simplifier.simplify(r.update())).isEmpty() || r.min() == r.max();
    }

    /** The columns of the census table. */
    static final List<String> HEADER = List.of(
            "dataset",
            "method",
            "chosen rules",
            "production rule kept (mean test)",
            "production rule, other constants (mean test)",
            "rule of its own (mean test)",
            "of which memoryless",
            "most frequent rule of its own");

    /**
     * The production rule whose trees have this rule's shape (the simplified trees with every constant replaced),
     * whatever its constants: a tuned seed or a production rule whose constants evolved; null for none.
     */
    static String family(IntervalRule r) {
        for (String name : IntervalRules.names()) {
            IntervalRule p = IntervalRules.byName(name);
            if (shape(p.update()).equals(shape(r.update())) && shape(p.score()).equals(shape(r.score()))) return name;
        }
        return null;
    }

    private static String shape(Expr e) {
        return ExprFormat.lisp(Simplifier.simplify(e)).replaceAll("-?[0-9][0-9.E-]*", "#");
    }

    /** The Markdown table of a benchmark folder's rule-form GP methods, with its caption. */
    public static String markdown(Path benchmark) {
        Path runs = benchmark.resolve("runs");
        if (!Files.isDirectory(runs)) throw new UserError(benchmark + ": no runs/ folder (not a benchmark folder)");
        StringBuilder out = new StringBuilder();
        out.append("| ").append(String.join(" | ", HEADER)).append(" |\n");
        out.append("|").append("---|".repeat(HEADER.size())).append("\n");
        int methods = 0;
        for (Path dataset : list(runs))
            for (Path method : list(dataset)) {
                List<FormulaRow> best = new ArrayList<>();
                for (Path repeat : list(method)) {
                    Path f = repeat.resolve(GpResultsCsv.FORMULAS);
                    if (Files.isRegularFile(f))
                        for (FormulaRow r : GpResultsCsv.readFormulas(f))
                            if (r.variant().equals(GpVariant.BEST.method)) best.add(r);
                }
                if (best.isEmpty() || !AdaptiveForm.isRule(best.get(0).formula())) continue;
                methods++;
                Tally kept = new Tally(), other = new Tally(), own = new Tally();
                Map<String, Integer> ownRules = new TreeMap<>();
                int memoryless = 0;
                for (FormulaRow r : best) {
                    IntervalRule rule = AdaptiveForm.rule("r", r.formula());
                    String p = production(rule), f = family(rule);
                    if (p != null) kept.add(p, r.test());
                    else if (f != null) other.add(f, r.test());
                    else {
                        own.add(null, r.test());
                        ownRules.merge(r.rankEquivalent(), 1, Integer::sum);
                        if (memoryless(rule)) memoryless++;
                    }
                }
                String frequent = ownRules.entrySet().stream()
                        // the most frequent; of equals, the first in text order
                        .max(Map.Entry.<String, Integer>comparingByValue()
                                .thenComparing(Map.Entry::getKey, (a, b) -> b.compareTo(a)))
                        .map(e -> "`" + e.getKey() + "` (" + e.getValue() + ")")
                        .orElse("-");
                out.append(String.format(
                        Locale.ROOT,
                        "| %s | %s | %d | %s | %s | %s | %d | %s |%n",
                        dataset.getFileName(),
                        method.getFileName(),
                        best.size(),
                        kept,
                        other,
                        own,
                        memoryless,
                        frequent));
            }
        if (methods == 0)
            throw new UserError(benchmark + ": no GP method of this benchmark bred rules (form = adaptive)");
        out.append(String.format(
                "%nGP4C_Best of every fold and repeat; test: mean ChangeRate on the test fold. Other constants: a production "
                        + "rule's trees with other numbers (a tuned seed, or constants that evolved). From `%s` (commit %s), by "
                        + "`crawlgp inspect rules --benchmark %s`.%n",
                benchmark.getFileName(), Provenance.shortCommit(benchmark), benchmark));
        return out.toString();
    }

    /** Chosen rules of one kind: how many, by name when named, and their mean test value. */
    private static final class Tally {
        private final Map<String, Integer> byName = new TreeMap<>();
        private int n;
        private double sum;

        void add(String name, double test) {
            if (name != null) byName.merge(name, 1, Integer::sum);
            n++;
            sum += test;
        }

        @Override
        public String toString() {
            if (n == 0) return "0";
            StringBuilder names = new StringBuilder();
            byName.forEach((k, v) -> names.append(names.length() == 0 ? ": " : ", ")
                    .append(k)
                    .append(" ")
                    .append(v));
            return String.format(Locale.ROOT, "%d%s (%.4f)", n, names, sum / n);
        }
    }

    private static List<Path> list(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isDirectory).sorted().toList();
        } catch (IOException e) {
            throw new UserError(dir + ": cannot list (" + IoReasons.of(e) + ")");
        }
    }
}
