package io.crawlgp.gp.figures;

import io.crawlgp.experiment.ResultPlots;
import io.crawlgp.gp.RuleTrajectories;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.plot.FigureOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Every figure of a results folder: the evaluation contract's, and the GP's generations, size/quality front and rule
 * trajectories (form = adaptive) when the folder has them.
 */
public final class RunPlots {
    private RunPlots() {}

    public static List<Path> draw(Path results, Path out, String name, int smooth, List<String> methods) {
        return draw(results, out, name, smooth, methods, FigureOptions.DEFAULT);
    }

    /** As above, the per-cycle figures laid out by {@code options} (size, range, bands). */
    public static List<Path> draw(
            Path results, Path out, String name, int smooth, List<String> methods, FigureOptions options) {
        List<Path> written = new ArrayList<>(ResultPlots.draw(results, out, name, smooth, methods, options));
        if (Files.exists(results.resolve(GpResultsCsv.GENERATIONS)))
            written.addAll(GenerationPlots.draw(results, out, name));
        written.addAll(FrontPlots.draw(results, out, name));
        List<RuleTrajectories.Row> traced = RuleTrajectories.read(results.resolve(RuleTrajectories.FILE));
        if (!traced.isEmpty()) {
            Path png = out.resolve(RuleTrajectories.FIGURE);
            RuleTrajectories.draw(traced, png);
            written.add(png);
        }
        return written;
    }

    /** What a command says of a figure it drew: every PNG has its SVG beside it, from the same drawing. */
    public static String wrote(Path figure) {
        String name = figure.getFileName().toString();
        return "wrote " + figure
                + (name.endsWith(".png") ? " and " + name.substring(0, name.length() - 4) + ".svg" : "");
    }
}
