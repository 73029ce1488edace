package io.crawlgp.cli;

import io.crawlgp.io.ResultsCsv;
import io.crawlgp.plot.Charts;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Figures from a results folder. */
@Command(name = "plot", mixinStandardHelpOptions = true,
        description = "Draw a results folder's figures as PNG: per-cycle ChangeRate with 95%% bands (paper Fig. 1), per-cycle freshness, "
                + "and the summary bar chart; GP runs also get best fitness per generation.")
public final class PlotCommand implements Runnable {
    @Option(names = "--results", required = true, paramLabel = "DIR", description = "A results folder (per_cycle.csv, summary.csv).")
    Path results;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Output folder for the PNG files, e.g. plots/NAME.")
    Path out;

    @Option(names = "--title", paramLabel = "TEXT", description = "Title prefix (default: the results folder's name).")
    String title;

    @Option(names = "--smooth", defaultValue = "0", paramLabel = "CYCLES",
            description = "Centred moving average over this many cycles, per fold, before the mean and band (1 = none; 0 = automatic: "
                    + "1 up to 80 cycles, else cycles/40). Default: ${DEFAULT-VALUE}.")
    int smooth;

    @Option(names = "--methods", split = ",", paramLabel = "NAME",
            description = "Methods to draw in the per-cycle plots, in this order (comma-separated). Default: all, e.g. to mirror the paper's "
                    + "Fig. 1: --methods GP4C_Best,NAD,SAD,AAD,GAD,CG,Oracle.")
    java.util.List<String> methods;

    @Override
    public void run() {
        String name = title != null ? title : results.toAbsolutePath().getFileName().toString();
        for (Path p : PlotCommand.draw(results, out, name, smooth, methods)) System.out.println("wrote " + p);
    }

    static java.util.List<Path> draw(Path results, Path out, String name) {
        return draw(results, out, name, 0, null);
    }

    static java.util.List<Path> draw(Path results, Path out, String name, int smooth, java.util.List<String> methods) {
        java.util.List<Path> written = new java.util.ArrayList<>();
        var rows = ResultsCsv.readPerCycle(results.resolve(ResultsCsv.PER_CYCLE));
        if (methods != null) {
            var present = rows.stream().map(ResultsCsv.CycleRow::method).collect(java.util.stream.Collectors.toSet());
            for (String m : methods) if (!present.contains(m)) throw new Main.UserError("--methods: no method '" + m + "' in " + results + "; present: " + new java.util.TreeSet<>(present));
            rows = rows.stream().filter(r -> methods.contains(r.method()))
                    .sorted(java.util.Comparator.comparingInt(r -> methods.indexOf(r.method()))).toList();
        }
        int cycles = (int) rows.stream().mapToInt(ResultsCsv.CycleRow::cycle).distinct().count();
        int w = smooth > 0 ? smooth : (cycles <= 80 ? 1 : Math.max(2, cycles / 40));
        String how = w > 1 ? " (moving average of " + w + " cycles; mean over test folds, 95% band)" : " (mean over test folds, 95% band)";
        Charts.perCycle(rows, "changerate", name + ": ChangeRate per cycle" + how, out.resolve("changerate.png"), w);
        written.add(out.resolve("changerate.png"));
        Charts.perCycle(rows, "freshness", name + ": freshness per cycle" + how, out.resolve("freshness.png"), w);
        written.add(out.resolve("freshness.png"));
        Charts.summaryBars(ResultsCsv.readSummary(results.resolve(ResultsCsv.SUMMARY)), name + ": mean ChangeRate", out.resolve("summary.png"));
        written.add(out.resolve("summary.png"));
        if (Files.exists(results.resolve("generations.csv"))) written.addAll(GenerationPlots.draw(results, out, name));
        return written;
    }
}
