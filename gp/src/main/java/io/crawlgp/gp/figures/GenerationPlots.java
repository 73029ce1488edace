package io.crawlgp.gp.figures;

import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.gp.results.GpResultsCsv.GenerationRow;
import io.crawlgp.plot.Charts;
import io.crawlgp.plot.MethodStyle;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Training fitness per generation, averaged over all GP runs (folds x seeds): best and population mean. */
public final class GenerationPlots {
    private GenerationPlots() {}

    public static List<Path> draw(Path results, Path out, String name) {
        List<GenerationRow> rows = GpResultsCsv.readGenerations(results.resolve(GpResultsCsv.GENERATIONS));
        TreeMap<Integer, double[]> acc = new TreeMap<>(); // per generation: best sum, mean sum, n, lowest, highest best
        for (GenerationRow r : rows) {
            double[] a = acc.computeIfAbsent(
                    r.generation(), g -> new double[] {0, 0, 0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY});
            a[0] += r.best();
            a[1] += r.mean();
            a[2]++;
            a[3] = Math.min(a[3], r.best());
            a[4] = Math.max(a[4], r.best());
        }
        double[][] best = new double[acc.size()][],
                mean = new double[acc.size()][],
                low = new double[acc.size()][],
                high = new double[acc.size()][];
        int i = 0;
        for (Map.Entry<Integer, double[]> e : acc.entrySet()) {
            double[] a = e.getValue();
            best[i] = new double[] {e.getKey(), a[0] / a[2]};
            mean[i] = new double[] {e.getKey(), a[1] / a[2]};
            low[i] = new double[] {e.getKey(), a[3]};
            high[i] = new double[] {e.getKey(), a[4]};
            i++;
        }
        Map<String, double[][]> series = new LinkedHashMap<>();
        series.put("best of generation", best);
        // the spread across GP runs (folds x seeds): the lowest and highest run's best
        series.put("best, lowest run", low);
        series.put("best, highest run", high);
        series.put("population mean", mean);
        Path png = out.resolve("generations.png");
        // the best in GP's vermillion, the runs' spread in the bound's grey (two dashes), the population in blue
        Map<String, MethodStyle.Style> looks = Map.of(
                "best of generation", MethodStyle.of("GP4C_Best"),
                "best, lowest run", MethodStyle.variant("Oracle", 1),
                "best, highest run", MethodStyle.variant("Oracle", 2),
                "population mean", MethodStyle.of("NAD"));
        Charts.lines(
                series,
                looks,
                name + ": training fitness per generation (mean over GP runs; the runs' lowest and highest best)",
                "Generation",
                "Training fitness",
                png);
        return List.of(png);
    }
}
