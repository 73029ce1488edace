package io.crawlgp.cli;

import io.crawlgp.experiment.TestFoldProtocol;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.ResultsFolder;
import io.crawlgp.experiment.Summary;
import io.crawlgp.io.Provenance;
import io.crawlgp.policy.Baselines;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The paper's evaluation protocol for the baselines. */
@Command(name = "baselines", mixinStandardHelpOptions = true,
        description = "Run the baselines (Rand, Age, NAD, SAD, AAD, GAD, CG) and the Oracle bound on every test fold: pages are "
                + "split into seeded folds and each fold is simulated on its own, k from its size (paper §5.2). Writes per_cycle.csv, "
                + "summary.csv (mean over folds with 95%% t intervals) and provenance.json.")
public final class BaselinesCommand extends CommandBase {
    @Mixin
    DatasetOptions dataset;

    @Mixin
    SimulationOptions simulation;

    @Option(names = "--folds", defaultValue = "5", description = "Number of folds. Paper: 5. Default: ${DEFAULT-VALUE}.")
    int folds;

    @Option(names = "--methods", split = ",", paramLabel = "NAME", description = "Methods to run (comma-separated). Default: all baselines and Oracle.")
    List<String> methods;

    @Option(names = "--threads", defaultValue = "0", description = "Worker threads (0 = all cores). Results do not depend on it.")
    int threads;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Results folder, e.g. results/ota-daily-baselines.")
    Path out;

    @Override
    public void run() {
        Provenance prov = Provenance.start(Main.invocation);
        DatasetSpec.Loaded loaded = dataset.spec().load();
        SimulationSettings s = simulation.settings();
        List<Policy> policies = new ArrayList<>();
        for (String m : methods == null ? Baselines.names() : methods) policies.add(PolicyResolver.resolve(m));
        List<Summary> summary = TestFoldProtocol.run("baselines", loaded, policies, s, folds, threads, Map.of(), prov, out);
        out().printf("%d pages x %d cycles, %d folds, k = floor(%s x fold size)%n", loaded.history().pages(), loaded.history().cycles(), folds, s.budget());
        out().print(ResultsFolder.table(summary));
        out().println("wrote " + out);
    }
}
