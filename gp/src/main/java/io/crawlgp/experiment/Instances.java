package io.crawlgp.experiment;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * The other datasets a run's learners train on (issue 71): with {@code instances} a GP run (and a {@code -pooled}
 * tuned rule) is scored on every listed dataset at once, the mean of its per-dataset fitness, each dataset cut by the
 * run's split into the run's number of folds; fold f's training evidence is every instance's fold-f training part,
 * its validation evidence every instance's fold-f validation part. Under {@code split = datasets} the run's own
 * dataset is only tested on: its training and validation parts are never read (item 4, leave one source out); under
 * any other split they are read beside the instances' (item 1, many instances in one run).
 */
public final class Instances {
    private Instances() {}

    /** One other dataset: how it was named, its data, and its folds. */
    public record Instance(String source, CrawlData data, Folds folds) {}

    /** The list as given, trimmed; refused when a dataset repeats, or when split = datasets has none. */
    public static List<String> check(List<String> instances, Split split) {
        List<String> out = new ArrayList<>();
        if (instances != null) for (String i : instances) if (!i.isBlank()) out.add(i.strip());
        if (new HashSet<>(out).size() != out.size())
            throw new UserError("instances: a dataset is listed twice in " + out);
        if (split == Split.DATASETS && out.isEmpty())
            throw new UserError("split = datasets trains on other sources only: list them in instances (a benchmark "
                    + "suite's split = datasets lists every other source's datasets itself)");
        return List.copyOf(out);
    }

    /** Whether the run's own training and validation parts are training evidence (every split but datasets). */
    public static boolean readsOwn(Split split) {
        return split != Split.DATASETS;
    }

    /**
     * Each instance loaded with the run's needs and the run's dataset settings (cycle length, window, change filters)
     * but its own folder, and cut into folds as the run's own data are.
     */
    public static List<Instance> load(RunSettings run, DataLoader loader, DataNeeds needs) {
        List<Instance> out = new ArrayList<>();
        DatasetSpec d = run.dataset();
        for (String source : run.instances()) {
            CrawlData data = loader.load(
                    new DatasetSpec(
                            source,
                            d.cycleLength(),
                            d.fromCycle(),
                            d.toCycle(),
                            d.minChanges(),
                            d.maxChanges(),
                            d.signals()),
                    needs);
            Folds folds = run.split()
                    .folds(
                            data.history(),
                            run.folds(),
                            run.seed(),
                            run.simulation().warmup())
                    .withEvidence(Evidence.windows(run.choose()));
            out.add(new Instance(source, data, folds));
        }
        return out;
    }
}
