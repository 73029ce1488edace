package io.crawlgp.experiment;

import io.crawlgp.io.ResultsCsv;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tidy long-format files of the evaluation contract, their columns derived from the registered metrics:
 * {@code per_cycle.csv} (method, fold, cycle, one column per recorded metric, found, k) and {@code summary.csv}
 * (method, folds, metric: the name of the primary metric the next four columns are of, its mean, ci95_low, ci95_high,
 * sd, then the mean of every other recorded metric by its name). Files written before the metric column still read.
 */
public final class ResultTables {
    public static final String PER_CYCLE = "per_cycle.csv";
    public static final String SUMMARY = "summary.csv";
    /** per_cycle.csv's columns besides the metrics: a file with them all is the evaluation contract's. */
    public static final List<String> PER_CYCLE_COLUMNS = List.of("method", "fold", "cycle", "found", "k");

    private static final List<String> SUMMARY_PRIMARY = List.of("mean", "ci95_low", "ci95_high", "sd");

    private ResultTables() {}

    public static List<Metric> metrics(List<FoldRun> runs) {
        return Metrics.recorded(
                Metrics.RECORDED, runs.stream().map(FoldRun::result).toList());
    }

    public static void writePerCycle(Path file, List<FoldRun> runs) {
        writePerCycle(file, runs, Metrics.RECORDED);
    }

    /** per_cycle.csv with a column for each of these metrics that every run recorded. */
    public static void writePerCycle(Path file, List<FoldRun> runs, List<Metric> registered) {
        List<Metric> metrics =
                Metrics.recorded(registered, runs.stream().map(FoldRun::result).toList());
        List<String> header = new ArrayList<>(List.of("method", "fold", "cycle"));
        for (Metric m : metrics) header.add(m.name());
        header.addAll(List.of("found", "k"));
        ResultsCsv.write(file, header.toArray(String[]::new), p -> {
            for (FoldRun r : runs) {
                SimulationResult s = r.result();
                for (int i = 0; i < s.scheduledCycles(); i++) {
                    List<Object> row = new ArrayList<>(List.of(r.method(), r.fold(), s.firstCycle() + i));
                    for (Metric m : metrics) row.add(ResultsCsv.num(m.value(s, i)));
                    row.add(s.found()[i]);
                    row.add(s.k());
                    p.printRecord(row);
                }
            }
        });
    }

    /** The column naming the metric of mean, ci95_low, ci95_high and sd. */
    public static final String METRIC = "metric";

    /** The primary metric of summary rows: the first registered metric that is not among the others. */
    public static String primaryOf(List<Summary> rows) {
        if (rows.isEmpty()) return Metrics.primary().name();
        for (Metric m : Metrics.ALL) if (!rows.get(0).others().containsKey(m.name())) return m.name();
        return Metrics.primary().name();
    }

    public static void writeSummary(Path file, List<Summary> rows) {
        String metric = primaryOf(rows);
        List<String> header = new ArrayList<>(List.of("method", "folds", METRIC));
        header.addAll(SUMMARY_PRIMARY);
        if (!rows.isEmpty()) header.addAll(rows.get(0).others().keySet());
        ResultsCsv.write(file, header.toArray(String[]::new), p -> {
            for (Summary s : rows) {
                List<Object> row = new ArrayList<>(List.of(
                        s.method(),
                        s.folds(),
                        metric,
                        ResultsCsv.num(s.mean()),
                        ResultsCsv.num(s.ci95Low()),
                        ResultsCsv.num(s.ci95High()),
                        ResultsCsv.num(s.sd())));
                for (double v : s.others().values()) row.add(ResultsCsv.num(v));
                p.printRecord(row);
            }
        });
    }

    /** Reads per_cycle.csv: every column between cycle and found is a metric. */
    public static List<CycleRow> readPerCycle(Path file) {
        List<CycleRow> out = new ArrayList<>();
        ResultsCsv.forEachRecord(file, PER_CYCLE_COLUMNS.toArray(String[]::new), (rec, line) -> {
            Map<String, Double> values = new LinkedHashMap<>();
            for (String col : rec.getParser().getHeaderNames())
                if (!PER_CYCLE_COLUMNS.contains(col)) values.put(col, ResultsCsv.doubleField(file, line, rec, col));
            out.add(new CycleRow(
                    rec.get("method"),
                    ResultsCsv.intField(file, line, rec, "fold"),
                    ResultsCsv.intField(file, line, rec, "cycle"),
                    values,
                    ResultsCsv.intField(file, line, rec, "found"),
                    ResultsCsv.intField(file, line, rec, "k")));
        });
        return out;
    }

    public static List<Summary> readSummary(Path file) {
        List<Summary> out = new ArrayList<>();
        List<String> required = new ArrayList<>(List.of("method", "folds"));
        required.addAll(SUMMARY_PRIMARY);
        ResultsCsv.forEachRecord(file, required.toArray(String[]::new), (rec, line) -> {
            Map<String, Double> others = new LinkedHashMap<>();
            for (String col : rec.getParser().getHeaderNames())
                if (!required.contains(col) && !col.equals(METRIC))
                    others.put(col, ResultsCsv.doubleField(file, line, rec, col));
            out.add(new Summary(
                    rec.get("method"),
                    ResultsCsv.intField(file, line, rec, "folds"),
                    ResultsCsv.doubleField(file, line, rec, "mean"),
                    ResultsCsv.doubleField(file, line, rec, "ci95_low"),
                    ResultsCsv.doubleField(file, line, rec, "ci95_high"),
                    ResultsCsv.doubleField(file, line, rec, "sd"),
                    others));
        });
        if (out.isEmpty()) throw new UserError(file + ": no rows");
        return out;
    }
}
