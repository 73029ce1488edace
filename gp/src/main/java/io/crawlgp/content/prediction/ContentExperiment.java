package io.crawlgp.content.prediction;

import io.crawlgp.util.Parallel;
import io.crawlgp.util.Progress;
import io.crawlgp.util.Sampling;
import io.crawlgp.util.SeedLabel;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;

/**
 * The sliding-window protocol of §7.2: every eligible page in turn is the target; for each prediction day d the
 * methods train on the previous n examples (features at j, label h(target, j + σ), j = d − σ − n .. d − σ − 1) and
 * predict h(target, d) from the state at d − σ. Experts are selected once per target at the first prediction day,
 * from what is known then. A target's accuracy is averaged over its days; a method's over its targets.
 */
public final class ContentExperiment {
    public static final SeedLabel TARGETS = new SeedLabel("content-targets", "", "the sample of target pages");
    public static final SeedLabel MODEL =
            new SeedLabel("content-model", "page, day", "bagging and boosting of a target's model");

    private ContentExperiment() {}

    /** Confusion counts of one method on one target. */
    public record TargetResult(
            String method, String selection, int page, int predictions, int tp, int fp, int fn, int tn) {
        public double accuracy() {
            return predictions == 0 ? Double.NaN : (tp + tn) / (double) predictions;
        }
    }

    /** Pages that may be targets: at least minChanges significant changes and (if set) §7.1's behaviour filter. */
    public static int[] eligible(FeatureSpace fs, ContentSettings s) {
        boolean[][] h = fs.labels();
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < h.length; p++) {
            int ch = 0;
            for (boolean b : h[p]) if (b) ch++;
            if (ch < s.minChanges()) continue;
            if (s.behaviourAlpha() > 0 && !SignificantChange.behaviourChanges(h[p], s.behaviourAlpha())) continue;
            out.add(p);
        }
        int[] all = out.stream().mapToInt(Integer::intValue).toArray();
        if (all.length <= s.maxTargets()) return all;
        int[] pick = Sampling.sortedSample(all.length, s.maxTargets(), TARGETS.derive(s.seed()));
        for (int i = 0; i < pick.length; i++) pick[i] = all[pick[i]]; // all is increasing, so pick stays sorted
        return pick;
    }

    /** First prediction day: the first training example needs a full feature window. */
    public static int firstDay(FeatureSpace fs, ContentSettings s) {
        return fs.firstTime() + s.training() + fs.sigma();
    }

    public static List<TargetResult> run(
            FeatureSpace fs, LinkGraph graph, ContentSettings s, int[] targets, int workers, Progress progress) {
        return run(fs, graph, s, targets, workers, progress, 0);
    }

    /** As above, skipping the first {@code skip} prediction cycles (sweeps compare every n on the same cycles). */
    public static List<TargetResult> run(
            FeatureSpace fs,
            LinkGraph graph,
            ContentSettings s,
            int[] targets,
            int workers,
            Progress progress,
            int skip) {
        int d0 = firstDay(fs, s);
        int firstPrediction = d0 + skip;
        int cycles = fs.corpus().cycles();
        if (d0 > cycles)
            throw new UserError("no prediction day: training " + s.training() + " + window " + s.window() + " + sigma "
                    + s.sigma() + " needs more than the " + cycles + " cycles of the data");
        ExpertSelection sel = new ExpertSelection(fs, graph, s.terms(), s.training(), s.dtwBand());
        List<List<TargetResult>> per = Parallel.map(workers, targets.length, ti -> {
            int target = targets[ti];
            List<TargetResult> out = new ArrayList<>();
            int t0 = d0 - fs.sigma();
            List<String> selections = new ArrayList<>();
            selections.add(s.selection());
            for (String x : s.selections()) if (!selections.contains(x)) selections.add(x);
            for (String selName : selections) {
                boolean primary = selName.equals(s.selection());
                List<Expert> experts = sel.select(ExpertSelection.Method.parse(selName), target, t0, s.experts(), null);
                TargetModels models = new TargetModels(fs, target, experts);
                for (String m : s.methods()) {
                    boolean needsExperts = !m.equals("1D") && !m.equals("2D");
                    if (!primary && !(m.equals("3D")))
                        continue; // Table 3 compares selections for the multiple experts only
                    if (!needsExperts && !primary) continue;
                    int tp = 0, fp = 0, fn = 0, tn = 0;
                    for (int d = firstPrediction; d <= cycles; d += s.stride()) {
                        int to = d - fs.sigma() - 1, from = to - s.training() + 1;
                        TargetModels.Trained tr = models.train(m, from, to, s, MODEL.derive(s.seed(), target, d));
                        boolean pred = models.predict(tr, d - fs.sigma()), truth = fs.labels()[target][d];
                        if (pred && truth) tp++;
                        else if (pred) fp++;
                        else if (truth) fn++;
                        else tn++;
                    }
                    out.add(new TargetResult(
                            m, needsExperts ? selName : "-", target, tp + fp + fn + tn, tp, fp, fn, tn));
                }
            }
            progress.step();
            return out;
        });
        List<TargetResult> all = new ArrayList<>();
        per.forEach(all::addAll);
        return all;
    }
}
