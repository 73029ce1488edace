package io.crawlgp.experiment;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.ResultsFolders;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.Progress;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.SeedLabel;
import java.util.ArrayList;
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

    /**
     * One run of the protocol: its kind (the command, in run.json), the data, the policies, the simulation, the folds,
     * the threads (0: every core), and parameters that join the provenance and the run's identity.
     */
    public record Trial(
            String label,
            DatasetSpec.Loaded loaded,
            List<Policy> policies,
            SimulationSettings s,
            int folds,
            int threads,
            Map<String, Object> extra,
            Split split) {
        /** A trial on page folds (the paper's). */
        public Trial(
                String label,
                DatasetSpec.Loaded loaded,
                List<Policy> policies,
                SimulationSettings s,
                int folds,
                int threads,
                Map<String, Object> extra) {
            this(label, loaded, policies, s, folds, threads, extra, Split.PAGES);
        }
    }

    /**
     * Runs the policies on every test fold and writes the folder, claimed for this run before any work (a lock, and
     * run.json naming the command, the settings and the dataset): a folder holding another run is refused, unless
     * {@code out.force()}, which empties it first.
     */
    public static List<Summary> run(Trial t, TrialOutput out) {
        Map<String, Object> params = new LinkedHashMap<>(RecordOverrides.describe(t.s()));
        params.put("folds", t.folds());
        if (t.split() != Split.PAGES) params.put("split", t.split().written()); // described only when set
        params.put("methods", t.policies().stream().map(Policy::name).toList());
        params.putAll(t.extra());
        String sha = String.valueOf(t.loaded().provenance().get("sha256"));
        Map<String, String> described = new TreeMap<>();
        params.forEach((k, v) -> described.put(k, String.valueOf(v)));
        RunIdentity identity = RunIdentity.of(
                t.label(),
                Hashing.sha256(described + "dataset-sha256=" + sha),
                sha,
                DatasetSpec.inputs(t.loaded().provenance()),
                described);
        return ResultsFolders.claimed(out.dir(), identity, out.force(), () -> runClaimed(t, params, out));
    }

    private static List<Summary> runClaimed(Trial t, Map<String, Object> params, TrialOutput out) {
        Folds f = t.split().folds(t.loaded().history(), t.folds(), t.s().seed(), t.s().warmup());
        String small = SmallCrawl.note(f, t.s());
        if (small != null && out.console() != null) out.console().println(small);
        int threads = t.threads() > 0 ? t.threads() : Runtime.getRuntime().availableProcessors();
        List<FoldRun> runs;
        try (Progress progress = Progress.start(t.label(), t.policies().size() * t.folds())) {
            runs = Evaluation.onTestFolds(t.loaded().history(), f, t.policies(), t.s(), threads, progress);
        }
        out.prov()
                .put("dataset", t.loaded().provenance())
                .put("parameters", params)
                .put("folds", foldsOf(t.split(), f))
                // the columns recorded, resolved once; the methods are in parameters
                .put("metrics", Metrics.RECORDED.stream().map(Metric::name).toList())
                .put(
                        "seeds",
                        SeedLabel.describe(
                                t.s().seed(), List.of(Folds.SEED, Evaluation.TEST_FOLD, CrawlSimulator.TIE_BREAK)));
        return ResultsFolder.write(out.dir(), runs, out.prov());
    }

    /** How the pages were dealt and how many each test fold holds (how balanced a grouped split is). */
    public static Map<String, Object> foldsOf(Split split, Folds f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("split", split.written());
        m.put("pages_per_fold", f.sizes());
        Folds.TimeWindows w = f.windows();
        if (w != null) { // each fold's cycles: trained on, validated on, tested on
            List<String> windows = new ArrayList<>();
            for (int k = 0; k < w.count(); k++)
                windows.add("train " + w.training(k) + ", validation " + w.validation(k) + ", test " + w.test(k));
            m.put("windows", windows);
        }
        return m;
    }
}
