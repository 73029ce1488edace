package io.crawlgp.experiment;

import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.util.Stats;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-method summary over test folds (paper Table 2): the primary metric's mean of the folds' means with a 95% t
 * interval and the sample sd over folds, then the mean of every other recorded metric (by column name).
 */
public record Summary(
        String method, int folds, double mean, double ci95Low, double ci95High, double sd, Map<String, Double> others) {
    public Summary {
        others = Collections.unmodifiableMap(new LinkedHashMap<>(others));
    }

    public static List<Summary> of(List<FoldRun> runs) {
        return of(runs, Metrics.RECORDED);
    }

    /** The summary over these metrics (those every run recorded; the first is the primary one). */
    public static List<Summary> of(List<FoldRun> runs, List<Metric> registered) {
        List<SimulationResult> all = runs.stream().map(FoldRun::result).toList();
        List<Metric> metrics = Metrics.recorded(registered, all);
        Metric primary = metrics.get(0);
        Map<String, List<FoldRun>> byMethod = new LinkedHashMap<>();
        for (FoldRun r : runs)
            byMethod.computeIfAbsent(r.method(), m -> new ArrayList<>()).add(r);
        List<Summary> out = new ArrayList<>();
        for (Map.Entry<String, List<FoldRun>> e : byMethod.entrySet()) {
            List<FoldRun> rs = e.getValue();
            double[] p = rs.stream().mapToDouble(r -> primary.mean(r.result())).toArray();
            Map<String, Double> others = new LinkedHashMap<>();
            for (Metric m : metrics.subList(1, metrics.size()))
                others.put(
                        m.name(),
                        Stats.mean(
                                rs.stream().mapToDouble(r -> m.mean(r.result())).toArray()));
            double mean = Stats.mean(p), hw = Stats.ci95HalfWidth(p);
            out.add(new Summary(e.getKey(), rs.size(), mean, mean - hw, mean + hw, Stats.sd(p), others));
        }
        return out;
    }
}
