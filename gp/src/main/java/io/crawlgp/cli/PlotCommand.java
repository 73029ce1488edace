package io.crawlgp.cli;

import io.crawlgp.benchmark.BenchmarkPlots;
import io.crawlgp.gp.figures.RunPlots;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.plot.FigureOptions;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Figures from a results folder. */
@Command(
        name = "plot",
        mixinStandardHelpOptions = true,
        description =
                "Draw a results folder's figures, each as PNG (screens, reports) and SVG (papers: 504 pt wide, 8-10 pt type): one per-cycle plot per metric with 95%% bands (ChangeRate: paper Fig. 1), "
                        + "and the summary bar chart; GP runs also get best fitness per generation.")
public final class PlotCommand extends CommandBase {
    @Option(
            names = "--results",
            required = true,
            paramLabel = "DIR",
            description = "A results folder (per_cycle.csv, summary.csv).")
    Path results;

    @Option(
            names = "--out",
            required = true,
            paramLabel = "DIR",
            description = "Output folder for the PNG and SVG files, e.g. plots/NAME.")
    Path out;

    @Option(names = "--title", paramLabel = "TEXT", description = "Title prefix. Default: the results folder's name.")
    String title;

    @Option(
            names = "--smooth",
            defaultValue = "0",
            paramLabel = "CYCLES",
            description =
                    "Centred moving average over this many cycles, per fold, before the mean and band (1 = none; 0 = automatic: "
                            + "1 up to 80 cycles, else cycles/40). Default: ${DEFAULT-VALUE}.")
    int smooth;

    @Option(
            names = "--methods",
            split = ",",
            paramLabel = "NAME",
            description =
                    "Methods to draw in the per-cycle plots, in this order (comma-separated, any case), or 'all'. Default: every method "
                            + "when there are at most 8; else the GP variants (each run's _Best when more than three), the three best other contenders, the best paper baseline "
                            + "and the Oracle. The paper's Fig. 1: --methods GP4C_Best,NAD,SAD,AAD,GAD,CG,Oracle.")
    List<String> methods;

    @Option(
            names = "--size",
            defaultValue = "paper",
            paramLabel = "SIZE",
            description =
                    "paper: SVG 504 pt wide (a two-column page's text width), legend below the plot; column: 252 pt,"
                            + " legend below; slide: 16:9, legend right. Default: ${DEFAULT-VALUE}.")
    String size;

    @Option(
            names = "--range",
            paramLabel = "LO:HI",
            description = "The per-cycle plots' value axis, e.g. 0.4:1 (either side may be left empty: from the data)."
                    + " Default: from the data, its bands and 5%% either side, within the metric's range.")
    String range;

    @Option(
            names = "--bands",
            defaultValue = "auto",
            paramLabel = "WHEN",
            description = "95%% bands in the per-cycle plots: on, off, or auto (drawn when at most 4 methods are)."
                    + " Default: ${DEFAULT-VALUE}.")
    String bands;

    @Override
    public void run() {
        String name =
                title != null ? title : results.toAbsolutePath().getFileName().toString();
        OutputPaths.refuseIntoData(out, true);
        FigureOptions options = FigureOptions.parse(size, range, bands);
        // every figure is drawn twice, PNG and SVG from the same drawing: say both
        for (Path p : BenchmarkPlots.isBenchmark(results)
                ? BenchmarkPlots.draw(results, out, name, methods, options)
                : RunPlots.draw(results, out, name, smooth, methods, options)) out().println(RunPlots.wrote(p));
    }
}
