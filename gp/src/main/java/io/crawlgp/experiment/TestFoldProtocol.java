package io.crawlgp.experiment;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.SeedLabel;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The baselines' protocol: seeded folds, each test fold simulated on its own, tidy files and
 * provenance written to a results folder. Shared by {@code baselines} and {@code inspect run}.
 */
public final class TestFoldProtocol {
    private TestFoldProtocol() {}

    /** Runs the policies on every test fold and writes the folder; {@code extra} parameters join the provenance. */
    public static List<Summary> run(
            String label,
            DatasetSpec.Loaded loaded,
            List<Policy> policies,
            SimulationSettings s,
            int folds,
            int threads,
            Map<String, Object> extra,
            Provenance prov,
            Path out) {
        return run(label, loaded, policies, s, folds, threads, extra, prov, out, false);
    }

    /**
     * As above; the folder is claimed for this run before any work (a lock, and run.json naming the command, the
     * settings and the dataset): a folder holding another run is refused, unless {@code force}, which empties it first.
     */
    public static List<Summary> run(
            String label,
            DatasetSpec.Loaded loaded,
            List<Policy> policies,
            SimulationSettings s,
            int folds,
            int threads,
            Map<String, Object> extra,
            Provenance prov,
            Path out,
            boolean force) {
        Map<String, Object> params = new LinkedHashMap<>(RecordOverrides.describe(s));
        params.put("folds", folds);
        params.put("methods", policies.stream().map(Policy::name).toList());
        params.putAll(extra);
        String sha = String.valueOf(loaded.provenance().get("sha256"));
        Map<String, String> described = new TreeMap<>();
        params.forEach((k, v) -> described.put(k, String.valueOf(v)));
        RunIdentity identity = RunIdentity.of(
                label,
                Hashing.sha256(described + "dataset-sha256=" + sha),
                sha,
                DatasetSpec.inputs(loaded.provenance()),
                described);
        return ResultsFolders.claimed(
                out, identity, force, () -> runClaimed(label, loaded, policies, s, folds, threads, params, prov, out));
    }

    private static List<Summary> runClaimed(
            String label,
            DatasetSpec.Loaded loaded,
            List<Policy> policies,
            SimulationSettings s,
            int folds,
            int threads,
            Map<String, Object> params,
            Provenance prov,
            Path out) {
        Folds f = Folds.of(loaded.history().pages(), folds, s.seed());
        int t = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
        List<FoldRun> runs;
        try (Progress progress = Progress.start(label, policies.size() * folds)) {
            runs = Evaluation.onTestFolds(loaded.history(), f, policies, s, t, progress);
        }
        prov.put("dataset", loaded.provenance())
                .put("parameters", params)
                .put(
                        "seeds",
                        SeedLabel.describe(
                                s.seed(), List.of(Folds.SEED, Evaluation.TEST_FOLD, CrawlSimulator.TIE_BREAK)));
        return ResultsFolder.write(out, runs, prov);
    }
}
