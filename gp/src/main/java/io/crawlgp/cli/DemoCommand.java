package io.crawlgp.cli;

import io.crawlgp.gp.figures.RunPlots;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.report.RunReport;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The demo: GP4C end to end on the embedded synthetic data, in about a minute. */
@Command(
        name = "demo",
        mixinStandardHelpOptions = true,
        description =
                "Run GP4C end to end on the embedded synthetic dataset with the quick experiment (experiments/gp4c-quick.properties): "
                        + "evolve, compare with the baselines, plot, print the best formulas (simplified up to ranking) and write the run's report.html.")
public final class DemoCommand extends CommandBase {
    @Option(
            names = "--experiment",
            paramLabel = "FILE",
            defaultValue = "experiments/gp4c-quick.properties",
            description = "Experiment file. Default: ${DEFAULT-VALUE}.")
    Path experiment;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = "results/demo",
            description = "Results folder. Default: ${DEFAULT-VALUE}.")
    Path out;

    @Option(
            names = "--plots",
            paramLabel = "DIR",
            defaultValue = "plots/demo",
            description = "Plot folder. Default: ${DEFAULT-VALUE}.")
    Path plots;

    @Override
    public void run() {
        String[] args = Files.exists(experiment)
                ? new String[] {"evolve", "--experiment", experiment.toString(), "--out", out.toString()}
                : new String[] {
                    "evolve",
                    "--set",
                    "population=200",
                    "--set",
                    "generations=25",
                    "--set",
                    "seeds=3",
                    "--set",
                    "archiveSize=30",
                    "--out",
                    out.toString()
                };
        // a demo folder written before runs recorded run.json is replaced rather than refused; one with run.json
        // resumes
        if (Files.isDirectory(out) && !Files.exists(out.resolve(RunIdentity.FILE))) {
            args = Arrays.copyOf(args, args.length + 1);
            args[args.length - 1] = "--force";
        }
        int rc = Main.execute(out(), spec.commandLine().getErr(), args);
        if (rc != 0) throw new UserError("demo: evolve failed");
        for (Path p : RunPlots.draw(out, plots, "demo (synthetic)", 0, null))
            out().println("wrote " + p + " (and .svg)");
        Path report = out.resolve("report.html");
        RunReport.write(out, report);
        out().println("wrote " + report + "   (the whole run on one page: open it in a browser)");
        out().println("next: ./crawlgp inspect formulas --results " + out + "   (all evolved formulas, best first)");
    }
}
