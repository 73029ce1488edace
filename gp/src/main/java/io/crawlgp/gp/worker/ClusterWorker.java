package io.crawlgp.gp.worker;

import io.crawlgp.cluster.RunOffer;
import io.crawlgp.cluster.WorkerClient;
import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.evolution.ecj.EcjSlaveSession;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.experiment.DataLoader;
import io.crawlgp.experiment.FoldSplit;
import io.crawlgp.experiment.Folds;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.gp.Gp4cExperiment;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.RunSeeds;
import io.crawlgp.gp.SettingsText;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.io.InputFiles;
import io.crawlgp.util.RecordOverrides;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A worker's knowledge of a GP4C experiment: from the master's settings text it rebuilds the settings, loads the
 * dataset they name (or the folder given in its place) and checks its SHA-256 against the master's; then it builds
 * each fold's training fitness exactly as the master does ({@link Gp4cExperiment#fitness}) and keeps it, with its
 * formula cache, for every GP run of that fold it serves. Thread-safe: each connection of a worker is one session.
 */
public final class ClusterWorker implements WorkerClient.Host {
    private final DataLoader loader;
    private final String datasetOverride;
    private final PrintStream log;
    private String preparedHash;
    private GpSettings settings;
    private TerminalSet terminals;
    private ChangeHistory history;
    private Folds folds;
    private final Map<Integer, CrawlFitness> fitness = new LinkedHashMap<>();

    /** {@code datasetOverride}: a folder to read in place of the dataset the settings name (null: as named). */
    public ClusterWorker(DataLoader loader, String datasetOverride, PrintStream log) {
        this.loader = loader;
        this.datasetOverride = datasetOverride;
        this.log = log;
    }

    @Override
    public synchronized String prepare(RunOffer offer) {
        if (offer.settingsHash().equals(preparedHash)) return null;
        GpSettings s;
        try {
            s = RecordOverrides.apply(GpSettings.paper(), parse(offer.settingsText()));
        } catch (IllegalArgumentException e) {
            return "the master's settings do not read here (" + e.getMessage()
                    + "); is this worker the same crawlgp version?";
        }
        if (!SettingsText.canonical(s).equals(offer.settingsText()))
            return "the master's settings read back differently here; is this worker the same crawlgp version?";
        GpSettings load = datasetOverride == null ? s : RecordOverrides.apply(s, Map.of("dataset", datasetOverride));
        log.println("loading " + load.dataset().source() + " for run "
                + offer.settingsHash().substring(0, 12));
        CrawlData data = loader.load(load.dataset(), load.needs());
        String sha = String.valueOf(data.provenance().get("sha256"));
        if (!sha.equals(offer.datasetSha256()))
            return "dataset " + load.dataset().source() + " has SHA-256 " + sha + " here; the master's has "
                    + offer.datasetSha256();
        List<String> inputs = InputFiles.differences(InputFiles.parse(offer.inputs()), CrawlData.inputs(data));
        if (!inputs.isEmpty())
            return "dataset " + load.dataset().source()
                    + " differs here from the master's in its input files (master vs here: " + String.join("; ", inputs)
                    + ")";
        settings = s;
        history = data.history();
        folds = s.protocol().foldsOf(history, s.seed(), s.simulation().warmup());
        fitness.clear();
        terminals = s.terminals(data.features());
        preparedHash = offer.settingsHash();
        return null;
    }

    /** The training fitness of a fold, built on first use and kept: the master's, computed the same way. */
    public synchronized EcjSlaveSession.Fold fold(int f) {
        if (f < 0 || f >= settings.protocol().folds())
            throw new IllegalArgumentException("fold " + f + " is not a fold of this run ("
                    + settings.protocol().folds() + " folds)");
        CrawlFitness fit = fitness.computeIfAbsent(
                f,
                k -> Gp4cExperiment.fitness(
                        FoldSplit.of(folds, k).train(),
                        history,
                        RunSeeds.trainingSimulation(settings, k),
                        settings,
                        terminals,
                        null));
        return new EcjSlaveSession.Fold(settings.breeding(), settings.inputs(), fit);
    }

    @Override
    public void serve(RunOffer offer, DataInputStream in, DataOutputStream out, String name) throws IOException {
        EcjSlaveSession.Served done = EcjSlaveSession.serve(in, out, name, offer.settingsHash(), this::fold);
        log.println(name + ": GP run done, " + done);
    }

    /** The settings text's "name = value" lines as overrides. */
    static Map<String, String> parse(String text) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            if (line.isBlank()) continue;
            int eq = line.indexOf(" = ");
            if (eq <= 0) throw new IllegalArgumentException("not a 'name = value' line: " + line);
            m.put(line.substring(0, eq), line.substring(eq + 3));
        }
        return m;
    }
}
