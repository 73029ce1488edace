package io.crawlgp.cli;

import io.crawlgp.cluster.ClusterOptions;
import io.crawlgp.content.crawl.CrawlDataLoader;
import io.crawlgp.experiment.Trials;
import io.crawlgp.gp.Gp4cExperiment;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.SettingsFile;
import io.crawlgp.gp.inspect.Gp4cReport;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** GP4C: evolve, validate, select and test score functions. */
@Command(
        name = "evolve",
        mixinStandardHelpOptions = true,
        description =
                "Run the GP4C protocol (Santos et al. §5.2): per test fold, evolve score functions with ECJ on training pages "
                        + "with N seeds, validate the N_b archive, choose GP4C_Best/Sum/Avg and test them against the baselines. "
                        + "Rerunning the same command resumes an interrupted run.")
public final class EvolveCommand extends CommandBase {
    @Option(
            names = "--experiment",
            paramLabel = "FILE",
            description =
                    "Experiment file (name = value lines; names in the GP4C guide), e.g. experiments/gp4c-quick.properties. "
                            + "Default: none; without it, give --paper (or --set) to run the paper's settings.")
    Path experiment;

    @Option(
            names = "--paper",
            description =
                    "Without --experiment: run the paper's settings on the embedded synthetic data (5 folds x 5 seeds x population 300 "
                            + "x 50 generations: a long run, more than 10 minutes on 2 cores).")
    boolean paper;

    @Option(
            names = "--set",
            paramLabel = "NAME=VALUE",
            description =
                    "Override one setting (repeatable) by its dotted name or its flat alias, e.g. --set breeding.generations=10 or --set generations=10. Default: none.")
    Map<String, String> set = new LinkedHashMap<>();

    @Option(
            names = "--out",
            required = true,
            paramLabel = "DIR",
            description = "Results folder (resumes if it holds a partial run of the same settings).")
    Path out;

    @Option(
            names = "--threads",
            paramLabel = "N",
            defaultValue = "0",
            description = "Parallel GP runs (0 = all cores). Results do not depend on it. Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--no-baselines", description = "Do not run the baselines on the test folds.")
    boolean noBaselines;

    @Option(
            names = "--force",
            description =
                    "Replace the run in the results folder: the files its run.json lists are removed before the run "
                            + "starts; anything else in the folder is refused, named, and kept. Without it a folder holding another run is refused.")
    boolean force;

    @picocli.CommandLine.ArgGroup(exclusive = false, heading = "%nRunning on a cluster:%n")
    ClusterMasterOptions cluster;

    @Override
    public void run() {
        if (experiment == null && set.isEmpty() && !paper)
            throw new UserError(
                    "evolve needs --experiment FILE (e.g. experiments/gp4c-quick.properties, under a minute) "
                            + "or --paper for the paper's settings on synthetic data (5 folds x 5 seeds x 300 x 50 generations, more than 10 minutes)");
        GpSettings s = SettingsFile.load(experiment, set);
        if (experiment == null)
            System.err.println("settings: the paper's (" + s.protocol().folds() + " folds x "
                    + s.protocol().seeds()
                    + " seeds x population " + s.breeding().population() + " x "
                    + s.breeding().generations()
                    + " generations)" + (set.isEmpty() ? "" : " with --set " + set) + "; dataset "
                    + s.dataset().source());
        ClusterOptions c = cluster == null ? null : cluster.resolve(System.err);
        int t = ExperimentOptions.workers(threads);
        long t0 = System.nanoTime();
        Trials.refuseOver(out, s.dataset()); // before the lock creates anything in DIR
        // one run at a time per folder; --force empties it under the lock, so old and new files never mix
        RunContext ctx = RunContext.of(invocation());
        ResultsFolders.locked(out, force, "evolve", () -> {
            Gp4cExperiment.Outcome o =
                    Gp4cExperiment.run(s, new CrawlDataLoader(t, ctx.log()), out, t, !noBaselines, ctx, c);
            Gp4cReport.print(s, o, (System.nanoTime() - t0) / 1e9, out());
            return o;
        });
        out().println("wrote " + out);
    }
}
