package io.crawlgp.cli;

import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The demo: the main job on the embedded synthetic data, in seconds. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Run the main job end to end on the embedded synthetic dataset: baselines on 5 folds, summary table, plots.")
public final class DemoCommand implements Runnable {
    @Option(names = "--out", defaultValue = "results/demo", description = "Results folder. Default: ${DEFAULT-VALUE}.")
    Path out;

    @Option(names = "--plots", defaultValue = "plots/demo", description = "Plot folder. Default: ${DEFAULT-VALUE}.")
    Path plots;

    @Override
    public void run() {
        int rc = Main.execute("baselines", "--dataset", "synthetic", "--out", out.toString());
        if (rc != 0) throw new Main.UserError("demo: baselines failed");
        for (Path p : PlotCommand.draw(out, plots, "demo (synthetic)")) System.out.println("wrote " + p);
    }
}
