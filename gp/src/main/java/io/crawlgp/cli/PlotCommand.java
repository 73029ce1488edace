package io.crawlgp.cli;

import io.crawlgp.io.ResultsCsv;
import io.crawlgp.plot.Charts;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Figures from a results folder. */
@Command(name = "plot", mixinStandardHelpOptions = true,
        description = "Draw a results folder's figures as PNG: per-cycle ChangeRate with 95% bands (paper Fig. 1), per-cycle freshness, "
                + "and the summary bar chart; GP runs also get best fitness per generation.")
public final class PlotCommand implements Runnable {
    @Option(names = "--results", required = true, paramLabel = "DIR", description = "A results folder (per_cycle.csv, summary.csv).")
    Path results;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Output folder for the PNG files, e.g. plots/NAME.")
    Path out;

    @Option(names = "--title", paramLabel = "TEXT", description = "Title prefix (default: the results folder's name).")
    String title;

    @Override
    public void run() {
        String name = title != null ? title : results.toAbsolutePath().getFileName().toString();
        for (Path p : PlotCommand.draw(results, out, name)) System.out.println("wrote " + p);
    }

    static java.util.List<Path> draw(Path results, Path out, String name) {
        java.util.List<Path> written = new java.util.ArrayList<>();
        var rows = ResultsCsv.readPerCycle(results.resolve(ResultsCsv.PER_CYCLE));
        Charts.perCycle(rows, "changerate", name + ": ChangeRate per cycle (mean over test folds, 95% band)", out.resolve("changerate.png"));
        written.add(out.resolve("changerate.png"));
        Charts.perCycle(rows, "freshness", name + ": freshness per cycle (mean over test folds, 95% band)", out.resolve("freshness.png"));
        written.add(out.resolve("freshness.png"));
        Charts.summaryBars(ResultsCsv.readSummary(results.resolve(ResultsCsv.SUMMARY)), name + ": mean ChangeRate", out.resolve("summary.png"));
        written.add(out.resolve("summary.png"));
        if (Files.exists(results.resolve("generations.csv"))) written.addAll(GenerationPlots.draw(results, out, name));
        return written;
    }
}
