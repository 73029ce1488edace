package io.crawlgp.cli;

import io.crawlgp.report.ReportRequest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
            paramLabel = "DIR",
            description = "A results folder written by any crawlgp command (with --markdown, the folder may follow it"
                    + " instead: --markdown DIR, as benchmark takes it).")
    Path results;

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description = "The page to write (with --latex: the .tex file). Default: DIR/report.html (with --latex:"
                    + " printed).")
    Path out;

    @Option(
            names = "--markdown",
            arity = "0..1",
            paramLabel = "DIR",
            fallbackValue = "",
            description =
                    "Instead of the page: print the folder's summary as a Markdown table (every metric, and the paired tests when "
                            + "it has comparisons.csv), captioned with the folder and its commit. The folder is DIR, or"
                            + " --results DIR (one of the two).")
    String markdown;

    @Option(
            names = "--beside",
            paramLabel = "DIR",
            description = "With --markdown: another folder whose summary goes beside the first's, a column each (the"
                    + " primary metric's mean ± half-width per method). Repeatable.")
    List<Path> beside = new ArrayList<>();

    @Option(
            names = "--latex",
            arity = "0..1",
            paramLabel = "DIR",
            fallbackValue = "",
            description =
                    "Instead of the page: the folder's tables as booktabs LaTeX for a paper (summary with intervals;"
                            + " a benchmark's methods by datasets; the tests with corrected intervals and Holm p; an evolve"
                            + " folder's formulas in readable form, the protected operators as they compute), printed, or"
                            + " written to --out FILE (never over an existing file). The folder is DIR or --results DIR.")
    String latex;

    @Option(
            names = "--into",
            paramLabel = "FILE",
            description =
                    "With --markdown: write the table into FILE (a README or guide) between '<!-- results-table:start NAME -->' "
                            + "(NAME: the folder's name; or the unnamed start line) and '<!-- results-table:end -->', instead of printing it.")
    Path into;

    @Override
    public void run() {
        new ReportRequest(results, markdown, beside, latex, out, into).run(out());
    }
}
