package io.crawlgp.gp;

import io.crawlgp.gp.GpResultsCsv.GenerationRow;
import io.crawlgp.plot.Charts;
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
        TreeMap<Integer, double[]> acc = new TreeMap<>();
        for (GenerationRow r : rows) {
            double[] a = acc.computeIfAbsent(r.generation(), g -> new double[3]);
            a[0] += r.best();
            a[1] += r.mean();
            a[2]++;
        }
        double[][] best = new double[acc.size()][], mean = new double[acc.size()][];
        int i = 0;
        for (Map.Entry<Integer, double[]> e : acc.entrySet()) {
            best[i] = new double[] {e.getKey(), e.getValue()[0] / e.getValue()[2]};
            mean[i] = new double[] {e.getKey(), e.getValue()[1] / e.getValue()[2]};
            i++;
        }
        Map<String, double[][]> series = new LinkedHashMap<>();
        series.put("best of generation", best);
        series.put("population mean", mean);
        Path png = out.resolve("generations.png");
        Charts.lines(
                series,
                name + ": training fitness per generation (mean over GP runs)",
                "Generation",
                "Training fitness",
                png);
        return List.of(png);
    }
}
