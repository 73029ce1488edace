package io.crawlgp.experiment;

import io.crawlgp.io.Provenance;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.TextTable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Writes the tidy files of a results folder; provenance last, so its presence marks a complete folder. */
public final class ResultsFolder {
    private ResultsFolder() {}

    public static List<Summary> write(Path dir, List<FoldRun> runs, Provenance provenance) {
        List<Summary> summary = Summary.of(runs);
        ResultTables.writePerCycle(dir.resolve(ResultTables.PER_CYCLE), runs);
        ResultTables.writeSummary(dir.resolve(ResultTables.SUMMARY), summary);
        if (provenance != null) provenance.write(dir);
        return summary;
    }

    /** The console table: the primary metric with its interval, then every other recorded metric's mean. */
    public static String table(List<Summary> summary) {
        List<String> header =
                new ArrayList<>(List.of("method", "mean " + Metrics.primary().label(), "95% CI"));
        if (!summary.isEmpty()) for (String m : summary.get(0).others().keySet()) header.add(label(m));
        TextTable t = new TextTable(header.toArray(String[]::new));
        for (Summary s : summary) {
            // an oracle is reported, never ranked with the fair contenders: marked so in every console table
            String name = MethodId.isOracle(s.method()) ? s.method() + " (oracle)" : s.method();
            List<Object> row = new ArrayList<>(List.of(
                    name,
                    String.format("%.4f", s.mean()),
                    Double.isNaN(s.ci95High()) ? "n/a" : String.format("± %.4f", s.ci95High() - s.mean())));
            for (double v : s.others().values()) row.add(String.format("%.4f", v));
            t.row(row.toArray());
        }
        boolean oracles = summary.stream().anyMatch(x -> MethodId.isOracle(x.method()));
        // a bound among the columns (ceiling) is said to be one where it is printed
        StringBuilder bounds = new StringBuilder();
        if (!summary.isEmpty())
            for (String col : summary.get(0).others().keySet())
                for (Metric m : Metrics.ALL)
                    if (m.name().equals(col) && m.isBound())
                        bounds.append(m.label())
                                .append(": ")
                                .append(m.description())
                                .append(" (a bound, not a score)\n");
        return t.render()
                + bounds
                + (oracles
                        ? "(oracle): reads history the crawler did not fetch; a bound or reference, not a contender\n"
                        : "");
    }

    private static String label(String metric) {
        for (Metric m : Metrics.ALL) if (m.name().equals(metric)) return m.label();
        return metric;
    }
}
