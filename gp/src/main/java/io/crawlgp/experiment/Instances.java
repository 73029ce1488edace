package io.crawlgp.experiment;

import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.simulation.SimulationSettings;
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
 *
 * <p>An instance is a dataset folder, crawled at the run's budget and cycle length, or with its own:
 * {@code FOLDER@budget=B@cycleLength=L} (either or both; a benchmark suite under split = datasets writes the dataset
 * entries' own budget and cycle length this way), so sets that crawl at budgets of their own train together.
 */
public final class Instances {
    private Instances() {}

    /** One other dataset: how it was named, its data, its folds, and its own budget (null: the run's). */
    public record Instance(String source, CrawlData data, Folds folds, Double budget) {
        /** The run's simulation settings (a fold's seed included) at this dataset's budget. */
        public SimulationSettings simulation(SimulationSettings run) {
            return budget == null ? run : run.withBudget(budget);
        }
    }

    /** An instance as listed: its folder and its own budget and cycle length (null: the run's). */
    record Listed(String folder, Double budget, Integer cycleLength) {
        static Listed parse(String spec) {
            String[] parts = spec.split("@", -1);
            Double budget = null;
            Integer cycleLength = null;
            for (int i = 1; i < parts.length; i++) {
                int eq = parts[i].indexOf('=');
                String k = eq < 0 ? parts[i] : parts[i].substring(0, eq).strip(),
                        v = eq < 0 ? "" : parts[i].substring(eq + 1).strip();
                try {
                    if (k.equals("budget")) budget = Double.parseDouble(v);
                    else if (k.equals("cycleLength")) cycleLength = Integer.parseInt(v);
                    else
                        throw new UserError("instances: '" + spec + "': an instance sets only budget and cycleLength "
                                + "(FOLDER@budget=B@cycleLength=L), not '" + k + "'");
                } catch (NumberFormatException e) {
                    throw new UserError("instances: '" + spec + "': " + k + " must be a number, got '" + v + "'");
                }
            }
            if (parts[0].isBlank()) throw new UserError("instances: '" + spec + "' names no folder");
            if (budget != null && !(budget > 0 && budget <= 1))
                throw new UserError("instances: '" + spec + "': budget must be in (0, 1], got " + budget);
            if (cycleLength != null && cycleLength < 1)
                throw new UserError("instances: '" + spec + "': cycleLength must be >= 1, got " + cycleLength);
            return new Listed(parts[0].strip(), budget, cycleLength);
        }
    }

    /** The list as given, trimmed; refused when a dataset repeats, or when split = datasets has none. */
    public static List<String> check(List<String> instances, Split split) {
        List<String> out = new ArrayList<>();
        if (instances != null) for (String i : instances) if (!i.isBlank()) out.add(i.strip());
        if (new HashSet<>(out).size() != out.size())
            throw new UserError("instances: a dataset is listed twice in " + out);
        for (String i : out) Listed.parse(i); // refused here, before any work
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
            Listed l = Listed.parse(source);
            CrawlData data = loader.load(
                    new DatasetSpec(
                            l.folder(),
                            l.cycleLength() == null ? d.cycleLength() : l.cycleLength(),
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
            out.add(new Instance(source, data, folds, l.budget()));
        }
        return out;
    }
}
