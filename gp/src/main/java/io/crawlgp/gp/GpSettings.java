package io.crawlgp.gp;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.dataset.SignalModel;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.ParentSelection;
import io.crawlgp.evolution.Surrogate;
import io.crawlgp.experiment.DataNeeds;
import io.crawlgp.experiment.Evidence;
import io.crawlgp.experiment.RunSettings;
import io.crawlgp.experiment.Split;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.feature.EstimatorFeatures;
import io.crawlgp.feature.FeatureSet;
import io.crawlgp.feature.PredictorSettings;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.DescribedUnless;
import io.crawlgp.util.SettingAliases;
import io.crawlgp.util.UserError;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every setting of a GP4C experiment, made of parts, each validated by its own record (the message names the bad field
 * and value): the data ({@link DatasetSpec}), one simulated crawl ({@link SimulationSettings}), the protocol ({@link
 * Protocol}), breeding ({@link Breeding}), the GP's inputs, and the content predictors ({@link PredictorSettings}).
 * Defaults are the paper's (§5.2). Experiment files name a setting by its dotted name ({@code simulation.budget}) or
 * by its flat name from before the parts ({@code budget}); see {@link #aliases()}.
 *
 * <p>{@code form}: what is bred ({@link Form}: {@code score} by default); each form checks its own settings
 * ({@link FormKind#check}).
 *
 * <p>{@code inputs} are the GP terminals besides the constants: registered features by name (default GP4C's n, X, t;
 * formulas over n, X, t alone run on the cohort fast path). Which features exist depends on the data (crawl features
 * always, content features where the data have versions), so the experiment resolves them against the loaded data.
 */
public record GpSettings(
        DatasetSpec dataset,
        SimulationSettings simulation,
        Protocol protocol,
        Breeding breeding,
        List<String> inputs,
        PredictorSettings content,
        int estimatorWindow,
        Form form,
        String residualBase)
        implements SettingAliases, DescribedUnless {

    /** Settings without a residual base (every form but {@code residual}). */
    public GpSettings(
            DatasetSpec dataset,
            SimulationSettings simulation,
            Protocol protocol,
            Breeding breeding,
            List<String> inputs,
            PredictorSettings content,
            int estimatorWindow,
            Form form) {
        this(dataset, simulation, protocol, breeding, inputs, content, estimatorWindow, form, "");
    }

    /** The signal model's flat names, by the model's field. */
    private static final Map<String, String> SIGNAL_ALIASES = Map.of(
            "mixture", "signals",
            "recall", "signalRecall",
            "falsePositives", "signalFalsePositives",
            "delay", "signalDelay",
            "seed", "signalSeed");

    private static final Map<String, String> ALIASES = aliasTable();

    /** What the run asks of its dataset folder: its inputs, warm-up and RB's settings. */
    public DataNeeds needs() {
        return new DataNeeds(inputs, simulation.warmup(), content);
    }

    public GpSettings {
        if (dataset == null || simulation == null || protocol == null || breeding == null || content == null)
            throw new UserError("GP settings need every part: dataset, simulation, protocol, breeding, content");
        inputs = List.copyOf(inputs);
        if (inputs.isEmpty()) throw new UserError("inputs must not be empty");
        for (String in : inputs)
            if (!in.matches("[A-Za-z][A-Za-z0-9_]*"))
                throw new UserError("inputs: '" + in + "' is not a feature name (a letter, then letters, digits or _)");
        if (new HashSet<>(inputs).size() != inputs.size())
            throw new UserError("inputs: a feature is listed twice in " + inputs);
        String first = breeding.firstObjective();
        if (first != null) {
            try {
                Metrics.fitness(first);
            } catch (UserError e) {
                throw new UserError("objectives: " + e.getMessage());
            }
            if (!first.equals(protocol.fitness()))
                throw new UserError("objectives: the first objective must be this run's fitness metric '"
                        + protocol.fitness() + "' (the archive and selection use it; set fitness = " + first
                        + " to evolve for it), got '" + first + "'");
        }
        EstimatorFeatures.checkWindow(estimatorWindow);
        if (form == null) throw new UserError("form must be set (" + Form.names() + ")");
        residualBase = residualBase == null ? "" : residualBase.strip();
        Forms.kind(form).check(inputs, breeding, residualBase); // each form's own rules
        // a deployment that takes more members than the archive keeps would deploy fewer than asked, without a word
        if (protocol.committee() != Protocol.NO_COMMITTEE && protocol.committee() > breeding.archiveSize())
            throw new UserError("committee = " + protocol.committee() + " deploys the archive's "
                    + protocol.committee() + " best members; archiveSize = " + breeding.archiveSize()
                    + " keeps fewer: lower committee or raise archiveSize");
        if (protocol.specialists() != Protocol.NO_SPECIALISTS && protocol.specialists() > breeding.archiveSize())
            throw new UserError("specialists = " + protocol.specialists() + " deploys up to "
                    + protocol.specialists() + " distinct archive members; archiveSize = " + breeding.archiveSize()
                    + " keeps fewer: lower specialists or raise archiveSize");
        if (breeding.surrogate().on() && !protocol.instances().isEmpty())
            throw new UserError("surrogate = pages samples one dataset's training pages; instances = "
                    + String.join(",", protocol.instances()) + " trains on several (not implemented): set surrogate = "
                    + "none or remove instances");
        // a home history must hold a scheduled cycle after the warm-up, as the shortest training part does (Folds)
        if (protocol.homeCycles() != Protocol.ALL_HOME_CYCLES && protocol.homeCycles() < simulation.warmup() + 2)
            throw new UserError("homeCycles = " + protocol.homeCycles() + " leaves no scheduled cycle after warmup = "
                    + simulation.warmup() + "; give at least " + (simulation.warmup() + 2));
    }

    /** The paper's settings (§5.2) on the embedded synthetic dataset. */
    public static GpSettings paper() {
        return new GpSettings(
                DatasetSpec.of(DatasetSpec.SYNTHETIC),
                SimulationSettings.defaults(),
                Protocol.paper(),
                Breeding.paper(),
                CrawlFeatures.GP4C,
                PredictorSettings.defaults(),
                EstimatorFeatures.WINDOW,
                Form.SCORE);
    }

    /**
     * The flat names of the settings before they had parts, in their old order: an experiment file may use them, and
     * the settings text (and so the hash of committed runs) is written with them.
     */
    @Override
    public Map<String, String> aliases() {
        return ALIASES;
    }

    /** Settings added after committed runs, written only when set: those runs keep their settings text. */
    @Override
    public Map<String, String> describedUnless() {
        Map<String, String> unless = new LinkedHashMap<>();
        SignalModel.UNSET.forEach((k, v) -> unless.put(SIGNAL_ALIASES.get(k), v));
        unless.put("choose", Evidence.LAST_WINDOW);
        unless.put("committee", Integer.toString(Protocol.NO_COMMITTEE));
        unless.put("specialists", Integer.toString(Protocol.NO_SPECIALISTS));
        unless.put("homeCycles", Integer.toString(Protocol.ALL_HOME_CYCLES));
        unless.put("parentSelection", ParentSelection.TOURNAMENT.name());
        unless.put("caseCycles", "1");
        unless.put("instances", "");
        unless.put("miniBatch", "0");
        unless.put("downsample", "0.25");
        unless.put("surrogate", Surrogate.Kind.NONE.name());
        unless.put("surrogateShare", Double.toString(Surrogate.SHARE));
        unless.put("surrogateSample", Double.toString(Surrogate.SAMPLE));
        unless.put("surrogateFill", Surrogate.Fill.FIT.name());
        unless.put("surrogateCycles", "0");
        unless.putAll(Map.of(
                "seedFormulas",
                "",
                "tuneConstants",
                "0",
                "constantEvaluations",
                "300",
                "estimatorWindow",
                Integer.toString(EstimatorFeatures.WINDOW),
                "objectives",
                "",
                "form",
                Form.SCORE.name(),
                "split",
                Split.PAGES.name(),
                "residualBase",
                ""));
        return unless;
    }

    private static Map<String, String> aliasTable() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("dataset", "dataset.source");
        for (String n : List.of("cycleLength", "fromCycle", "toCycle", "minChanges", "maxChanges"))
            m.put(n, "dataset." + n);
        for (String n : List.of("budget", "warmup", "tieBreak", "seed")) m.put(n, "simulation." + n);
        for (String n : List.of("folds", "seeds", "split")) m.put(n, "protocol." + n);
        for (String n : List.of(
                "population",
                "generations",
                "tournamentSize",
                "crossoverRate",
                "reproductionRate",
                "mutationRate",
                "swapRate",
                "rateNormalisation",
                "maxDepth",
                "maxCrossoverDepth",
                "initMinDepth",
                "initMaxDepth",
                "mutationSubtreeDepth",
                "archiveSize",
                "elite",
                "duplicateRetries")) m.put(n, "breeding." + n);
        for (String n : List.of("fitness", "sdKind")) m.put(n, "protocol." + n);
        for (String n : List.of("functions", "constants")) m.put(n, "breeding." + n);
        m.put("inputs", "inputs");
        m.put("loop", "breeding.loop");
        m.put("rbTraining", "content.training");
        m.put("rbRetrain", "content.retrain");
        m.put("rbLabel", "content.label");
        m.put("rbExperts", "content.experts");
        m.put("tunePeers", "protocol.tunePeers");
        m.put("tuneEvaluations", "protocol.tuneEvaluations");
        m.put("seedFormulas", "breeding.seedFormulas");
        m.put("tuneConstants", "breeding.tuneConstants");
        m.put("constantEvaluations", "breeding.constantEvaluations");
        m.put("estimatorWindow", "estimatorWindow");
        m.put("objectives", "breeding.objectives");
        m.put("form", "form");
        m.put("choose", "protocol.choose");
        m.put("committee", "protocol.committee");
        m.put("specialists", "protocol.specialists");
        m.put("homeCycles", "protocol.homeCycles");
        for (String n : List.of("parentSelection", "caseCycles", "downsample", "miniBatch")) m.put(n, "breeding." + n);
        m.put("instances", "protocol.instances");
        m.put("surrogate", "breeding.surrogate.kind");
        for (String n : List.of("share", "sample", "fill", "cycles"))
            m.put("surrogate" + Character.toUpperCase(n.charAt(0)) + n.substring(1), "breeding.surrogate." + n);
        for (String f : List.of("mixture", "recall", "falsePositives", "delay", "seed"))
            m.put(SIGNAL_ALIASES.get(f), "dataset.signals." + f);
        return Collections.unmodifiableMap(m);
    }

    /** The GP's terminals resolved against the data's features, with the windowed rates over this run's window. */
    public TerminalSet terminals(FeatureSet features) {
        return TerminalSet.resolve(features, inputs).withWindow(estimatorWindow);
    }

    /** What the run fixes for every contender, GP or not: data, simulation, folds, metric, tuning budget, content. */
    public RunSettings run() {
        return new RunSettings(
                dataset,
                simulation,
                protocol.folds(),
                protocol.fitness(),
                protocol.split(),
                protocol.tuneEvaluations(),
                content,
                protocol.choose(),
                protocol.instances(),
                protocol.homeCycles());
    }

    /** The simulation seed, from which every other seed of the run is derived. */
    public long seed() {
        return simulation.seed();
    }

    /** The registered metric the GP maximises. */
    public Metric fitnessMetric() {
        return protocol.fitnessMetric();
    }
}
