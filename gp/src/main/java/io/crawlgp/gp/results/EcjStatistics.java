package io.crawlgp.gp.results;

import io.crawlgp.gp.results.GpResultsCsv.GenerationRow;
import io.crawlgp.io.AtomicFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The run's logbook in the layout of ECJ's own statistics file ({@code ec.simple.SimpleStatistics}, the out.stat an ECJ
 * user reads: "Generation: g", "Best Individual:", "Fitness:", the tree, and "Best Individual of Run:"), one section per
 * GP run (fold and seed), for those who read ECJ's output with their own tools. Written from the same rows as
 * generations.csv; the trees are the best of each generation simplified, in infix (ECJ writes its Lisp form), and the
 * population's mean, standard deviation and mean size are added on a comment line as ECJ's KozaShortStatistics would
 * give them.
 */
public final class EcjStatistics {
    public static final String FILE = "ecj.stat";

    private EcjStatistics() {}

    public static void write(Path file, List<GenerationRow> rows) {
        Map<String, List<GenerationRow>> byRun = new LinkedHashMap<>();
        for (GenerationRow r : rows)
            byRun.computeIfAbsent(r.fold() + "/" + r.seed(), k -> new ArrayList<>())
                    .add(r);
        AtomicFiles.writeText(file, w -> {
            for (List<GenerationRow> run : byRun.values()) {
                GenerationRow first = run.get(0);
                w.write(String.format(Locale.ROOT, "# GP run: fold %d, seed %d\n", first.fold(), first.seed()));
                GenerationRow best = first;
                for (GenerationRow g : run) {
                    w.write(String.format(
                            Locale.ROOT, "Generation: %d\nBest Individual:\nSubpopulation 0:\n", g.generation()));
                    w.write("Evaluated: T\n");
                    w.write(String.format(Locale.ROOT, "Fitness: %s\n", num(g.best())));
                    w.write(String.format(
                            Locale.ROOT,
                            "# mean %s  sd %s  mean size %s\n",
                            num(g.mean()),
                            num(g.sd()),
                            num(g.meanSize())));
                    w.write("Tree 0:\n " + (g.bestFormula() == null ? "(not kept)" : g.bestFormula()) + "\n\n");
                    if (g.best() > best.best()) best = g;
                }
                w.write("Best Individual of Run:\nSubpopulation 0:\nEvaluated: T\n");
                w.write(String.format(Locale.ROOT, "Fitness: %s\n", num(best.best())));
                w.write("Tree 0:\n " + (best.bestFormula() == null ? "(not kept)" : best.bestFormula()) + "\n\n");
            }
        });
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "NaN" : Double.toString(v);
    }
}
