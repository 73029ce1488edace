package io.crawlgp.gp;

import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.expr.ExprFormat;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.expr.Simplified;
import io.crawlgp.util.Progress;
import java.io.PrintStream;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * The live logbook of {@code evolve} on stderr, as users of ECJ, DEAP and PySR expect one: a header,
 * then per generation of each GP run its label (fold and seed), the generation numbered as generations.csv numbers it
 * (from 0), individuals evaluated, best, median, worst, mean and standard deviation of the training fitness, mean tree
 * size and the best tree simplified. Into a log (stderr not a terminal) every generation has its line; on a terminal,
 * where a progress bar runs beside it, at most about one line a second (each run's last generation always shown).
 * generations.csv keeps every generation either way.
 */
final class Logbook {
    static final long INTERVAL_NANOS = 1_000_000_000L;
    static final int FORMULA_CHARS = 80;
    static final String HEADER = String.format(
            Locale.ROOT,
            "%-14s %-12s %9s  %7s  %7s  %7s  %7s  %6s  %5s  %s",
            "run",
            "generation",
            "evals",
            "best",
            "median",
            "worst",
            "mean",
            "sd",
            "size",
            "best tree (simplified)");

    private final PrintStream err;
    private final int generations;
    // how a best tree is shown: the readable form inspect formulas shows, constants to 4 significant digits
    private final UnaryOperator<String> shown;
    private final boolean thin;
    private long last = Long.MIN_VALUE;
    private boolean headed;

    /** Every generation a line (a log). */
    Logbook(PrintStream err, int generations) {
        this(err, generations, false, UnaryOperator.identity());
    }

    /** {@code thin}: at most about a line a second (a terminal, with a progress bar). */
    Logbook(PrintStream err, int generations, boolean thin, UnaryOperator<String> shown) {
        this.err = err;
        this.generations = generations;
        this.thin = thin;
        this.shown = shown;
    }

    /**
     * A formula over {@code inputs} as {@code inspect formulas} shows it (the readable form, constants to 4 significant
     * digits); a rule with memory, which formulas.csv writes as its own text, as it is.
     */
    static UnaryOperator<String> readable(List<String> inputs, Collection<String> nonNegative) {
        return f -> {
            if (f == null || AdaptiveForm.isRule(f)) return f;
            try {
                return ExprFormat.display(
                        Simplified.of(ExprParser.parse(f, inputs), nonNegative, Simplified.Form.READABLE));
            } catch (RuntimeException e) { // a line of progress never stops a run: the tree as the engine wrote it
                return f;
            }
        };
    }

    /** The listener of one run: a progress step and, when due, a line. */
    GenerationStats.Listener forRun(int fold, int seed, Progress progress) {
        return g -> {
            progress.step();
            line(fold, seed, g, System.nanoTime());
        };
    }

    synchronized void line(int fold, int seed, GenerationStats g, long now) {
        boolean lastOfRun = g.generation() == generations - 1;
        if (thin && !lastOfRun && last != Long.MIN_VALUE && now - last < INTERVAL_NANOS) return;
        last = now;
        if (!headed) {
            err.println(HEADER);
            headed = true;
        }
        err.println(format(fold, seed, g, generations, shown));
    }

    static String format(int fold, int seed, GenerationStats g, int generations) {
        return format(fold, seed, g, generations, UnaryOperator.identity());
    }

    static String format(int fold, int seed, GenerationStats g, int generations, UnaryOperator<String> shown) {
        String formula = g.bestFormula() == null ? "" : shown.apply(g.bestFormula());
        if (formula.length() > FORMULA_CHARS) formula = formula.substring(0, FORMULA_CHARS - 3) + "...";
        return String.format(
                Locale.ROOT,
                "%-14s %3d of 0-%-3d %,9d  %7.4f  %7.4f  %7.4f  %7.4f  %6.4f  %5.1f  %s",
                "fold " + fold + " seed " + seed,
                g.generation(), // numbered as generations.csv and generations.png number it: 0 .. G - 1
                generations - 1,
                g.evaluations(),
                g.best(),
                g.median(),
                g.worst(),
                g.mean(),
                g.sd(),
                g.meanSize(),
                formula);
    }
}
