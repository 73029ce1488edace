package io.crawlgp.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-method summary over test folds (paper Table 2): mean of the folds' mean ChangeRate with a 95% t interval,
 * plus mean freshness and the mean ceiling min(available, k)/k.
 */
public record Summary(String method, int folds, double mean, double ci95Low, double ci95High, double sd,
                      double freshness, double ceiling) {

    public static List<Summary> of(List<FoldRun> runs) {
        Map<String, List<FoldRun>> byMethod = new LinkedHashMap<>();
        for (FoldRun r : runs) byMethod.computeIfAbsent(r.method(), m -> new ArrayList<>()).add(r);
        List<Summary> out = new ArrayList<>();
        for (Map.Entry<String, List<FoldRun>> e : byMethod.entrySet()) {
            List<FoldRun> rs = e.getValue();
            double[] cr = rs.stream().mapToDouble(r -> r.result().meanChangeRate()).toArray();
            double[] fr = rs.stream().mapToDouble(r -> r.result().meanFreshness()).toArray();
            double[] ce = rs.stream().mapToDouble(r -> r.result().meanCeiling()).toArray();
            double m = Stats.mean(cr), hw = Stats.ci95HalfWidth(cr);
            out.add(new Summary(e.getKey(), rs.size(), m, m - hw, m + hw, Stats.sd(cr), Stats.mean(fr), Stats.mean(ce)));
        }
        return out;
    }
}
