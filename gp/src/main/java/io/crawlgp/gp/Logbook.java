package io.crawlgp.gp;

import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.util.Progress;
import java.io.PrintStream;
import java.util.Locale;

/**
 * The live logbook of {@code evolve} on stderr, as users of ECJ, DEAP and PySR expect one (issue 46): per generation of
 * each GP run, its fold and seed, the generation, individuals evaluated, best, mean and standard deviation of the
 * training fitness, mean tree size and the best tree simplified; also when stderr is not a terminal. At most about one
 * line a second overall (the last generation of each run is always shown), so parallel runs do not flood a log.
 * generations.csv keeps every generation.
 */
final class Logbook {
    static final long INTERVAL_NANOS = 1_000_000_000L;
    static final int FORMULA_CHARS = 80;

    private final PrintStream err;
    private final int generations;
    private long last = Long.MIN_VALUE;

    Logbook(PrintStream err, int generations) {
        this.err = err;
        this.generations = generations;
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
        if (!lastOfRun && last != Long.MIN_VALUE && now - last < INTERVAL_NANOS) return;
        last = now;
        err.println(format(fold, seed, g, generations));
    }

    static String format(int fold, int seed, GenerationStats g, int generations) {
        String formula = g.bestFormula() == null ? "" : g.bestFormula();
        if (formula.length() > FORMULA_CHARS) formula = formula.substring(0, FORMULA_CHARS - 3) + "...";
        return String.format(
                Locale.ROOT,
                "fold %d seed %d  gen %3d/%d  evals %,8d  best %.4f  mean %.4f  sd %.4f  size %5.1f  %s",
                fold,
                seed,
                g.generation() + 1,
                generations,
                g.evaluations(),
                g.best(),
                g.mean(),
                g.sd(),
                g.meanSize(),
                formula);
    }
}
