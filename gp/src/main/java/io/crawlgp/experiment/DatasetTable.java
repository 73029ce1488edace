package io.crawlgp.experiment;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetDescription;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.MarkdownBlocks;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The datasets table: per 'baselines' run under a folder, what its dataset is (pages, cycles and their length, sites,
 * change rate, share of pages never changed, all computed from the data) and how far apart the methods are on it
 * (the Oracle, the best method that is no oracle, Rand: mean ChangeRate over the run's test folds), so that a reader
 * sees which datasets leave room to tell methods apart. Written by a command from committed runs, never typed.
 */
public final class DatasetTable {
    private DatasetTable() {}

    /** One dataset's row. */
    record Row(
            String dataset,
            int pages,
            int cycles,
            double cycleDays,
            int sites,
            double changeRate,
            double neverChanged,
            double oracle,
            String best,
            double bestMean,
            double rand) {}

    /** The Markdown table of every baselines run directly under {@code runs}, in name order. */
    public static String markdown(Path runs) {
        List<Row> rows = new ArrayList<>();
        for (Path run : runs(runs)) rows.add(row(run));
        StringBuilder b = new StringBuilder();
        b.append(
                "| dataset | pages | cycles | days per cycle | sites | change rate | never changed | Oracle | best method | Rand |\n");
        b.append("|---|---:|---:|---:|---:|---:|---:|---:|---|---:|\n");
        for (Row r : rows)
            b.append(String.format(
                    Locale.ROOT,
                    "| %s | %,d | %d | %s | %d | %.3f | %.1f%% | %.3f | %.3f (%s) | %.3f |%n",
                    r.dataset(),
                    r.pages(),
                    r.cycles(),
                    r.cycleDays() == Math.rint(r.cycleDays())
                            ? Long.toString((long) r.cycleDays())
                            : Double.toString(r.cycleDays()),
                    r.sites(),
                    r.changeRate(),
                    100 * r.neverChanged(),
                    r.oracle(),
                    r.bestMean(),
                    r.best(),
                    r.rand()));
        return b.toString();
    }

    /** Writes the table into FILE between its datasets-table markers, naming the runs' folder. */
    public static void into(Path runs, Path file) {
        String commit = Provenance.shortCommit(runs(runs).get(0));
        String note = "Mean ChangeRate over 5 test folds at each run's budget (`crawlgp baselines`); from `"
                + runs.getFileName() + "` (crawlgp commit `" + commit + "`), written by `crawlgp datasets "
                + "table --baselines " + runs + " --into " + file + "`.\n\n";
        MarkdownBlocks.into(file, "datasets-table", runs.getFileName().toString(), note + markdown(runs));
    }

    private static List<Path> runs(Path dir) {
        if (!Files.isDirectory(dir)) throw new UserError(dir + ": no such folder of baselines runs");
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> out = s.filter(p -> Files.isRegularFile(p.resolve(ResultTables.SUMMARY)))
                    .sorted()
                    .toList();
            if (out.isEmpty()) throw new UserError(dir + ": holds no run with a summary.csv");
            return out;
        } catch (IOException e) {
            throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
        }
    }

    private static Row row(Path run) {
        Provenance.Record p = Provenance.read(run);
        Map<String, String> ds = p.section("dataset");
        String source = ds.get("source");
        if (source == null) throw new UserError(run.resolve(Provenance.FILE) + ": names no dataset source");
        ChangeHistory h = DatasetSpec.of(source).load().history();
        DatasetDescription d = DatasetDescription.of(h);
        long never = Arrays.stream(d.changesPerPage()).filter(n -> n == 0).count();
        double[] oracle = {Double.NaN}, best = {Double.NEGATIVE_INFINITY}, rand = {Double.NaN};
        String[] bestName = {null};
        Path summary = run.resolve(ResultTables.SUMMARY);
        ResultsCsv.forEachRecord(summary, new String[] {"method", "mean"}, (rec, line) -> {
            String m = rec.get("method");
            double v = ResultsCsv.doubleField(summary, line, rec, "mean");
            if (m.equals("Oracle")) oracle[0] = v;
            else if (m.equals("Rand")) rand[0] = v;
            if (!MethodId.isOracle(m) && v > best[0]) {
                best[0] = v;
                bestName[0] = m;
            }
        });
        String name = Path.of(source).getFileName().toString().startsWith("pages.csv")
                ? Path.of(source).getParent().getFileName().toString()
                : Path.of(source).getFileName().toString();
        return new Row(
                name,
                h.pages(),
                h.cycles(),
                h.cycleDays(),
                d.sites(),
                (double) d.changes() / ((double) h.pages() * h.cycles()),
                (double) never / h.pages(),
                oracle[0],
                bestName[0],
                best[0],
                rand[0]);
    }
}
