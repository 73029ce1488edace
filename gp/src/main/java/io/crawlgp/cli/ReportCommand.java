package io.crawlgp.cli;

import io.crawlgp.report.RunReport;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** One self-contained HTML page for a results folder. */
@Command(
        name = "report",
        mixinStandardHelpOptions = true,
        description =
                "Write one self-contained HTML page for a results folder of any kind: settings, dataset, summary table with intervals, "
                        + "paired tests, per-cycle figures, evolved formulas (rank-equivalent, exact, LaTeX) with response curves, every other table, "
                        + "and the provenance. Images are embedded; the page needs no network to view.")
public final class ReportCommand extends CommandBase {
    @Option(
            names = "--results",
            required = true,
            paramLabel = "DIR",
            description = "A results folder written by any crawlgp command.")
    Path results;

    @Option(names = "--out", paramLabel = "FILE", description = "The page to write. Default: DIR/report.html.")
    Path out;

    @Override
    public void run() {
        Path html = out != null ? out : results.resolve("report.html");
        int figures = RunReport.write(results, html);
        out().println("wrote " + html + " (" + figures + (figures == 1 ? " figure" : " figures") + " embedded)");
    }
}
