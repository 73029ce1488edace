package io.crawlgp.benchmark;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.experiment.Evaluation.Contender;
import io.crawlgp.experiment.FoldPart;
import io.crawlgp.experiment.FoldSplit;
import io.crawlgp.experiment.FoldTask;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.RunSettings;
import io.crawlgp.gp.PeerTuning;
import io.crawlgp.metric.Metric;
import io.crawlgp.util.Parallel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What each deployed choice scores on the held-out source's own validation window. Under
 * {@code split = datasets} a rule learnt elsewhere is chosen on the other sources' validation windows and tested on the
 * held-out source, so its validation-to-test gap mixes a change of time with a change of source, and gaps of opposite
 * signs cancel in a mean over sources. Scored on the held-out fold's validation window (the window before its test
 * window, which no choice read; the validation crawl's seed), the gap is one of time alone, as under split = time.
 */
final class HomeValidation {
    private HomeValidation() {}

    /** One candidate's policy on fold f of a task, on the task's own validation window (BestRule-tuned's comparison). */
    static double one(FoldTask task, Contender c, int fold) {
        return score(
                c,
                task.data().history(),
                task.folds(),
                task.settings(),
                task.settings().fitnessMetric(),
                fold);
    }

    private static double score(Contender c, ChangeHistory h, Folds folds, RunSettings run, Metric metric, int fold) {
        FoldPart part = FoldSplit.of(folds, fold).validation();
        return PeerTuning.score(
                part.history(h), c.forFold().apply(fold), run.validationSimulation(fold), metric, part.firstScored());
    }

    /** Per "method|fold": the fitness (the metric, negated when lower is better) on the own validation window. */
    static Map<String, Double> of(
            List<Contender> deployed, ChangeHistory h, Folds folds, RunSettings run, Metric metric, int threads) {
        record Unit(Contender contender, int fold) {}
        List<Unit> units = new ArrayList<>();
        for (Contender c : deployed) for (int f = 0; f < folds.count(); f++) units.add(new Unit(c, f));
        List<Double> values = Parallel.map(threads, units.size(), i -> {
            Unit u = units.get(i);
            return score(u.contender(), h, folds, run, metric, u.fold());
        });
        Map<String, Double> out = new LinkedHashMap<>();
        for (int i = 0; i < units.size(); i++)
            out.put(units.get(i).contender().name() + "|" + units.get(i).fold(), values.get(i));
        return out;
    }
}
