package io.crawlgp.cli;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.FoldRun;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.ResultsFolder;
import io.crawlgp.experiment.Summary;
import io.crawlgp.io.Provenance;
import io.crawlgp.policy.Baselines;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
public final class BaselinesCommand implements Runnable {
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
        Folds f = Folds.of(loaded.history().pages(), folds, s.seed());
        int t = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
        List<FoldRun> runs;
        try (Progress progress = Progress.start("baselines", policies.size() * folds)) {
            runs = Evaluation.onTestFolds(loaded.history(), f, policies, s, t, progress);
        }
        Map<String, Object> params = new LinkedHashMap<>(RecordOverrides.describe(s));
        params.put("folds", folds);
        params.put("methods", policies.stream().map(Policy::name).toList());
        prov.put("dataset", loaded.provenance()).put("parameters", params)
                .put("seeds", new java.util.TreeMap<>(Map.of("base", s.seed(), "fold_assignment", "derive(seed,'folds')", "test_fold", "derive(seed,'test-fold',f)")));
        List<Summary> summary = ResultsFolder.write(out, runs, prov);
        System.out.printf("%d pages x %d cycles, %d folds, k = floor(%s x fold size)%n", loaded.history().pages(), loaded.history().cycles(), folds, s.budget());
        System.out.print(ResultsFolder.table(summary));
        System.out.println("wrote " + out);
    }
}
