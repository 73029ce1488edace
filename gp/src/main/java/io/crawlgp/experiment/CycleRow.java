package io.crawlgp.experiment;

import io.crawlgp.util.UserError;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** One row of per_cycle.csv: a method on a fold at a cycle, the value of every recorded metric, found and k. */
public record CycleRow(String method, int fold, int cycle, Map<String, Double> values, int found, int k) {
    public CycleRow {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** The value of a metric column; a user error naming the present ones when the file has no such column. */
    public double value(String metric) {
        Double v = values.get(metric);
        if (v == null) throw new UserError("no metric '" + metric + "' in these results; present: " + values.keySet());
        return v;
    }
}
