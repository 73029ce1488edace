package io.crawlgp.experiment;

import io.crawlgp.dataset.CycleCalendar;
import io.crawlgp.dataset.DatasetProperties;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * The other datasets a run's learners train on: with {@code instances} a GP run (and a {@code -pooled}
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

    /**
     * One other dataset: how it was named, its data, its own budget (null: the run's) and fold f's training and
     * validation parts ({@code splits[f]}; null when the dataset has no window before fold f's test window and is left
     * out of that fold).
     */
    public record Instance(String source, CrawlData data, FoldSplit[] splits, Double budget) {
        /** The run's simulation settings (a fold's seed included) at this dataset's budget. */
        public SimulationSettings simulation(SimulationSettings run) {
            return budget == null ? run : run.withBudget(budget);
        }

        /** Whether fold f learns from this dataset. */
        public boolean in(int fold) {
            return splits[fold] != null;
        }

        /** Fold f's parts of this dataset (its test part is never read); null when it is left out of fold f. */
        public FoldSplit split(int fold) {
            return splits[fold];
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
     * but its own folder. Under a time split (time, datasets) its parts are cut on the calendar ({@link #onCalendar});
     * under page and site splits it is dealt into folds as the run's own data are, over its whole timeline.
     */
    public static List<Instance> load(
            RunSettings run, DataLoader loader, DataNeeds needs, CrawlData own, Folds ownFolds) {
        List<Instance> out = new ArrayList<>();
        DatasetSpec d = run.dataset();
        CycleCalendar ownCalendar = run.split().byTime() ? calendar(d, own, "the run's dataset") : null;
        for (String source : run.instances()) {
            Listed l = Listed.parse(source);
            DatasetSpec spec = new DatasetSpec(
                    l.folder(),
                    l.cycleLength() == null ? d.cycleLength() : l.cycleLength(),
                    d.fromCycle(),
                    d.toCycle(),
                    d.minChanges(),
                    d.maxChanges(),
                    d.signals());
            CrawlData data = loader.load(spec, needs);
            FoldSplit[] splits = new FoldSplit[run.folds()];
            if (ownCalendar != null) {
                CycleCalendar mine = calendar(spec, data, "instance " + source);
                for (int f = 0; f < splits.length; f++)
                    splits[f] = onCalendar(
                            data.history().pages(),
                            data.history().cycles(),
                            mine,
                            ownCalendar,
                            ownFolds.windows(),
                            f,
                            run.simulation().warmup());
            } else {
                Folds folds = run.split()
                        .folds(
                                data.history(),
                                run.folds(),
                                run.seed(),
                                run.simulation().warmup())
                        .withEvidence(Evidence.windows(run.choose()));
                for (int f = 0; f < splits.length; f++) splits[f] = FoldSplit.of(folds, f);
            }
            out.add(new Instance(source, data, splits, l.budget()));
        }
        if (!readsOwn(run.split()))
            for (int f = 0; f < run.folds(); f++) {
                int fold = f;
                if (out.stream().noneMatch(i -> i.in(fold)))
                    throw new UserError("split = datasets: no other source has a window before fold " + f
                            + "'s test window of " + d.source() + " (from "
                            + CycleCalendar.date(
                                    ownCalendar.end(ownFolds.windows().test(f).from() - 1))
                            + "), so nothing learns for it; leave the dataset out of this suite (or its group), or "
                            + "list a source with history before that day");
            }
        return out;
    }

    /**
     * The lines saying which instance is left out of which fold (a source with no window before the fold's test
     * window on the calendar); empty when every instance is in every fold.
     */
    public static List<String> notes(List<Instance> instances) {
        List<String> out = new ArrayList<>();
        for (Instance i : instances) {
            List<Integer> out0 = new ArrayList<>();
            for (int f = 0; f < i.splits().length; f++) if (!i.in(f)) out0.add(f);
            if (!out0.isEmpty())
                out.add("instances: " + i.source() + " has no training and validation window before the test window of "
                        + "fold(s) " + out0 + " on the calendar; it is left out of those folds");
        }
        return out;
    }

    /**
     * Fold f's parts of another source cut at the held-out dataset's dates: its training part is
     * every cycle ending on or before the first day of the held-out fold's validation evidence, its validation part
     * the cycles after that ending on or before the first day of the fold's test window, so nothing it learns from
     * lies on or after a day the held-out source is tested on, and sources of equal dates and cycles are cut exactly
     * as the held-out one is. A source that ends before that validation window (or within its first cycle) validates on
     * its own last cycles spanning as many days, at least 2 (still all before the test window). Null (left out of the
     * fold) when that leaves fewer than warm-up + 2 training cycles or fewer than 2 validation cycles (the shortest
     * window a time split cuts, {@link Folds.TimeWindows#of}).
     */
    static FoldSplit onCalendar(
            int pages,
            int cycles,
            CycleCalendar mine,
            CycleCalendar heldOut,
            Folds.TimeWindows windows,
            int fold,
            int warmup) {
        CycleWindow v = windows.validation(fold);
        int lastValidation = Math.min(
                cycles, mine.lastEndingBy(heldOut.end(windows.test(fold).from() - 1)));
        int lastTraining = Math.min(lastValidation, mine.lastEndingBy(heldOut.end(v.from() - 1)));
        if (lastValidation - lastTraining < 2 && lastValidation == cycles) {
            double days = heldOut.end(v.to()) - heldOut.end(v.from() - 1);
            lastTraining = lastValidation - Math.max(2, (int) Math.round(days / mine.cycleDays()));
        }
        if (lastTraining < warmup + 2 || lastValidation - lastTraining < 2) return null;
        int[] all = new int[pages];
        for (int p = 0; p < pages; p++) all[p] = p;
        FoldPart validation = new FoldPart(all, new CycleWindow(lastTraining + 1, lastValidation));
        // the test part is never read (an instance is only learnt from): the validation part stands in for it
        return new FoldSplit(fold, new FoldPart(all, new CycleWindow(1, lastTraining)), validation, validation);
    }

    /** A dataset's calendar; refused in one line when it has none (a generator, or a folder without startDate). */
    private static CycleCalendar calendar(DatasetSpec spec, CrawlData data, String what) {
        CycleCalendar c = spec.calendar(data.history());
        if (c != null) return c;
        throw new UserError("a time split with instances cuts every dataset's windows on the calendar: " + what
                + " (" + spec.source() + ") has no startDate"
                + (spec.isSynthetic()
                        ? " (a generator's data have no dates)"
                        : "; write startDate = YYYY-MM-DD, the first day of cycle 1, in its "
                                + DatasetProperties.FILE));
    }
}
