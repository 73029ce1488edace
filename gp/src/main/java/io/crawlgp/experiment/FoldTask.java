package io.crawlgp.experiment;

import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One learning task of a run: its settings, its data and folds, the threads a learner may use, and where a learner
 * that keeps a run folder of its own keeps it ({@link #folder}). A learner that chooses among others' choices (the
 * engineer's best rule) asks the task for them ({@link #learned}): each learner learns once per task, whoever asks.
 */
public final class FoldTask {
    private final RunSettings settings;
    private final CrawlData data;
    private final Folds folds;
    private final int threads;
    private final Function<String, Path> folders;
    private final Map<Learner, Learned> learned = new IdentityHashMap<>();
    private final Supplier<List<Instances.Instance>> instances;
    private List<Instances.Instance> loadedInstances;

    /** A task over its own data only (its settings list no instances). */
    public FoldTask(RunSettings settings, CrawlData data, Folds folds, int threads, Function<String, Path> folders) {
        this(settings, data, folds, threads, folders, List::of);
    }

    /** With the run's other datasets ({@link Instances}), loaded when a learner first asks for them. */
    public FoldTask(
            RunSettings settings,
            CrawlData data,
            Folds folds,
            int threads,
            Function<String, Path> folders,
            Supplier<List<Instances.Instance>> instances) {
        this.settings = settings;
        this.data = data;
        this.folds = folds;
        this.threads = threads;
        this.folders = folders;
        this.instances = instances;
    }

    /** The run's other datasets with their folds (empty when the settings list none); loaded once. */
    public synchronized List<Instances.Instance> instances() {
        if (loadedInstances == null) loadedInstances = List.copyOf(instances.get());
        return loadedInstances;
    }

    public RunSettings settings() {
        return settings;
    }

    public CrawlData data() {
        return data;
    }

    public Folds folds() {
        return folds;
    }

    public int threads() {
        return threads;
    }

    /** The run folder a learner labelled {@code label} keeps for this task (resumable: a rerun reuses it). */
    public Path folder(String label) {
        return folders.apply(label);
    }

    /** What {@code learner} learned on this task: learned on first asking, the same object afterwards. */
    public Learned learned(Learner learner) {
        Learned l = learned.get(learner);
        if (l == null) {
            l = learner.learn(this);
            learned.put(learner, l);
        }
        return l;
    }
}
