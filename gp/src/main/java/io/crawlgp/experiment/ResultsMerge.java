package io.crawlgp.experiment;

import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.metric.Metric;
import io.crawlgp.metric.Metrics;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.Stats;
import io.crawlgp.util.TextTable;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One table from several results folders of the evaluation contract on the same data: e.g. GP4C over n, X, t and
 * GP4C over content features, each with the baselines. A method present in several folders must agree row for row
 * (the proof that data, folds, seeds and simulation settings are the same); methods of one folder only are renamed
 * by the folder's label (the label replaces "GP4C" in their names, or prefixes them). Writes per_cycle.csv,
 * summary.csv, comparisons.csv (paired per-cycle tests of one method against every other, on the primary metric)
 * and provenance.json.
 */
public final class ResultsMerge {
    private ResultsMerge() {}

    /** A folder and the label of its own methods. */
    public record Source(Path dir, String label) {}

    public static void run(List<Source> sources, String against, Path out, Provenance prov, PrintWriter console) {
        if (sources.size() < 2)
            throw new UserError("compare needs at least two results folders, got " + sources.size());
        Map<String, List<CycleRow>> byMethod = new LinkedHashMap<>();
        Map<String, String> origin = new LinkedHashMap<>();
        List<String> columns = null;
        List<Map<String, List<CycleRow>>> perSource = new ArrayList<>();
        for (Source s : sources) {
            Path file = s.dir().resolve(ResultTables.PER_CYCLE);
            List<CycleRow> rows = ResultTables.readPerCycle(file);
            if (rows.isEmpty()) throw new UserError(file + ": no rows");
            List<String> cols = List.copyOf(rows.get(0).values().keySet());
            if (columns == null) columns = cols;
            else if (!columns.equals(cols))
                throw new UserError(file + ": metric columns " + cols + " differ from " + columns + " of "
                        + sources.get(0).dir());
            Map<String, List<CycleRow>> own = new LinkedHashMap<>();
            for (CycleRow r : rows)
                own.computeIfAbsent(r.method(), m -> new ArrayList<>()).add(r);
            perSource.add(own);
        }
        // a method is shared when every folder that has it has the same rows; GP methods (GP4C...) may differ and are
        // then
        // each folder's own; any other method that differs means the folders were not run alike
        Map<String, Boolean> shared = new LinkedHashMap<>();
        for (int i = 0; i < sources.size(); i++) {
            for (Map.Entry<String, List<CycleRow>> e : perSource.get(i).entrySet()) {
                String m = e.getKey();
                boolean same = true;
                int copies = 0;
                for (int j = 0; j < sources.size(); j++) {
                    List<CycleRow> other = perSource.get(j).get(m);
                    if (other == null) continue;
                    copies++;
                    if (!other.equals(e.getValue())) same = false;
                }
                if (!same && !MethodId.ofResult(m).isGp())
                    throw new UserError(sources.get(i).dir().resolve(ResultTables.PER_CYCLE) + ": method " + m
                            + " differs between the folders: "
                            + "they were not run on the same data, folds, seeds and simulation settings");
                shared.put(m, same && copies > 1);
            }
        }
        for (int i = 0; i < sources.size(); i++) {
            Source s = sources.get(i);
            for (Map.Entry<String, List<CycleRow>> e : perSource.get(i).entrySet()) {
                String m = e.getKey();
                if (shared.get(m)) {
                    if (!byMethod.containsKey(m)) {
                        byMethod.put(m, e.getValue());
                        origin.put(m, s.dir().toString());
                    }
                    continue;
                }
                // an empty label keeps the folder's own names (inspect run --against: the formula and the baselines)
                String name = s.label().isEmpty() ? m : MethodId.ofResult(m).relabelled(s.label());
                if (byMethod.containsKey(name))
                    throw new UserError("two methods would be named " + name + ": give the folders other labels");
                List<CycleRow> renamed = new ArrayList<>();
                for (CycleRow r : e.getValue())
                    renamed.add(new CycleRow(name, r.fold(), r.cycle(), r.values(), r.found(), r.k()));
                byMethod.put(name, renamed);
                origin.put(name, s.dir().toString());
            }
        }
        if (!byMethod.containsKey(against))
            throw new UserError(
                    "--against: no method '" + against + "' in the merged table; methods: " + byMethod.keySet());
        List<CycleRow> all = new ArrayList<>();
        byMethod.values().forEach(all::addAll);
        writeRows(out.resolve(ResultTables.PER_CYCLE), all, columns);
        List<Summary> summary = summaries(byMethod, columns);
        ResultTables.writeSummary(out.resolve(ResultTables.SUMMARY), summary);
        Metric primary = Metrics.byName(columns.get(0));
        List<PairedComparison.Row> comparisons = new ArrayList<>();
        for (String m : byMethod.keySet())
            if (!m.equals(against) && !MethodId.isOracle(m))
                comparisons.add(PairedComparison.compare(
                        against,
                        m,
                        series(byMethod.get(against), primary.name()),
                        series(byMethod.get(m), primary.name()),
                        0.05,
                        primary.higherIsBetter()));
        List<PairedComparison.Row> tested = PairedComparison.holm(comparisons);
        ResultsCsv.write(out.resolve("comparisons.csv"), PairedComparison.HEADER, p -> {
            for (PairedComparison.Row r : tested) p.printRecord(PairedComparison.record(r));
        });
        Map<String, Object> src = new LinkedHashMap<>();
        for (Source s : sources) src.put(s.label(), s.dir().toString());
        prov.put("sources", src)
                .put("method_origin", origin)
                .put("against", against)
                .write(out);
        console.print(ResultsFolder.table(summary));
        TextTable t = PairedComparison.table(against + " vs", tested);
        console.println("per-cycle paired t-tests over folds (alpha 0.05; with the counts expected by chance), and the "
                + "fold-level corrected resampled t-test, Holm-adjusted:");
        console.print(t.render());
        console.println("wrote " + out);
    }

    /** [fold][cycle index] of a metric, folds in increasing order, cycles in file order. */
    static double[][] series(List<CycleRow> rows, String metric) {
        TreeMap<Integer, List<Double>> byFold = new TreeMap<>();
        for (CycleRow r : rows)
            byFold.computeIfAbsent(r.fold(), f -> new ArrayList<>()).add(r.value(metric));
        double[][] out = new double[byFold.size()][];
        int i = 0;
        for (List<Double> v : byFold.values())
            out[i++] = v.stream().mapToDouble(Double::doubleValue).toArray();
        return out;
    }

    /** The summary rows as {@link Summary#of} computes them from simulations: per-fold means in cycle order. */
    static List<Summary> summaries(Map<String, List<CycleRow>> byMethod, List<String> columns) {
        List<Summary> out = new ArrayList<>();
        for (Map.Entry<String, List<CycleRow>> e : byMethod.entrySet()) {
            double[] p = foldMeans(e.getValue(), columns.get(0));
            Map<String, Double> others = new LinkedHashMap<>();
            for (String c : columns.subList(1, columns.size())) others.put(c, Stats.mean(foldMeans(e.getValue(), c)));
            double mean = Stats.mean(p), hw = Stats.ci95HalfWidth(p);
            out.add(new Summary(e.getKey(), p.length, mean, mean - hw, mean + hw, Stats.sd(p), others));
        }
        return out;
    }

    private static double[] foldMeans(List<CycleRow> rows, String metric) {
        double[][] s = series(rows, metric);
        double[] out = new double[s.length];
        for (int f = 0; f < s.length; f++) {
            double sum = 0;
            for (double v : s[f]) sum += v;
            out[f] = sum / s[f].length;
        }
        return out;
    }

    private static void writeRows(Path file, List<CycleRow> rows, List<String> columns) {
        List<String> header = new ArrayList<>(List.of("method", "fold", "cycle"));
        header.addAll(columns);
        header.addAll(List.of("found", "k"));
        ResultsCsv.write(file, header.toArray(String[]::new), p -> {
            for (CycleRow r : rows) {
                List<Object> row = new ArrayList<>(List.of(r.method(), r.fold(), r.cycle()));
                for (String c : columns) row.add(ResultsCsv.num(r.value(c)));
                row.add(r.found());
                row.add(r.k());
                p.printRecord(row);
            }
        });
    }
}
