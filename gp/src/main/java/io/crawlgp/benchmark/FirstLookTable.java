package io.crawlgp.benchmark;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import io.crawlgp.experiment.ResultsStatus;
import io.crawlgp.gp.results.GpResultsCsv;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.MarkdownBlocks;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What the surrogate's first look did in a finished benchmark, and what every GP method cost: per GP method, the
 * seconds its runs took (provenance.json's cost_seconds, summed over datasets and repeats) and, where its runs looked
 * first (their surrogate.csv), the trees screened and crawled in full and the mean Spearman correlation of the sample's
 * and the full crawl's scores over each generation's crawled trees, over all generations and at the first and the last
 * (the mean over runs).
 */
public final class FirstLookTable {
    private FirstLookTable() {}

    /** Prints the table of {@code dir}, or writes it into {@code into} between the first-look markers. */
    public static void show(Path dir, boolean withOtherViews, Path into, PrintWriter out) {
        if (withOtherViews)
            throw new UserError("--first-look reads one finished benchmark folder; it goes with --into only");
        if (!Files.isRegularFile(dir.resolve(RunIdentity.FILE)))
            throw new UserError(dir + ": not a finished benchmark folder (no " + RunIdentity.FILE + ")");
        String table = table(dir);
        if (into != null) {
            ResultsStatus.requireCurrent(dir);
            MarkdownBlocks.into(into, "first-look", dir.getFileName().toString(), table);
            out.println("wrote the first-look table into " + into);
        } else out.print(table);
        out.flush();
    }

    /** A GP method's first looks, summed over its runs' generations. */
    private static final class Looks {
        long generations, candidates, crawled;
        double rhoSum;
        long rhoCount;
        // generation -> {sum, count} of the Spearman correlation over runs
        final TreeMap<Integer, double[]> byGeneration = new TreeMap<>();

        void add(int generation, long cand, long crawl, String rho, Path file, long line) {
            generations++;
            candidates += cand;
            crawled += crawl;
            if (rho.isEmpty()) return;
            double v;
            try {
                v = Double.parseDouble(rho);
            } catch (NumberFormatException e) {
                throw new UserError(
                        file + ":" + line + ": column 'spearman_crawled' must be a number or empty, got '" + rho + "'");
            }
            rhoSum += v;
            rhoCount++;
            double[] g = byGeneration.computeIfAbsent(generation, k -> new double[2]);
            g[0] += v;
            g[1]++;
        }
    }

    private static final String[] SCREENING_COLUMNS = {"generation", "candidates", "crawled", "spearman_crawled"};

    static String table(Path dir) {
        JsonObject prov = BenchmarkMarkdown.provenance(dir);
        Map<String, Double> seconds = new TreeMap<>();
        for (JsonElement e : prov.getAsJsonArray("cost_seconds"))
            for (Map.Entry<String, JsonElement> m :
                    e.getAsJsonObject().getAsJsonObject("seconds").entrySet())
                if (!m.getKey().equals("policies") && !m.getKey().startsWith("tuning"))
                    seconds.merge(m.getKey(), m.getValue().getAsDouble(), Double::sum);
        Map<String, Looks> looks = new TreeMap<>();
        for (Path f : screenFiles(dir.resolve("runs"))) {
            // runs/DATASET/METHOD/rR/surrogate.csv
            Looks l = looks.computeIfAbsent(
                    f.getParent().getParent().getFileName().toString(), k -> new Looks());
            ResultsCsv.forEachRecord(
                    f,
                    SCREENING_COLUMNS,
                    (rec, line) -> l.add(
                            ResultsCsv.intField(f, line, rec, "generation"),
                            ResultsCsv.intField(f, line, rec, "candidates"),
                            ResultsCsv.intField(f, line, rec, "crawled"),
                            rec.get("spearman_crawled"),
                            f,
                            line));
        }
        StringBuilder s = new StringBuilder(String.format(
                Locale.ROOT,
                "From `%s` (crawlgp commit `%s`, `crawlgp benchmark --first-look %s`).%n%n",
                dir.getFileName(),
                Provenance.shortCommit(prov),
                dir));
        s.append("| method | GP seconds | generations screened | trees screened | crawled in full | share crawled | "
                + "mean Spearman (sample vs full, crawled trees) | first generation | last generation |\n");
        s.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Map.Entry<String, Double> e : seconds.entrySet()) {
            Looks l = looks.get(e.getKey());
            boolean looked = l != null && l.generations > 0;
            s.append(String.format(
                    Locale.ROOT,
                    "| %s | %.0f | %s | %s | %s | %s | %s | %s | %s |%n",
                    e.getKey(),
                    e.getValue(),
                    looked ? Long.toString(l.generations) : "-",
                    looked ? Long.toString(l.candidates) : "-",
                    looked ? Long.toString(l.crawled) : "-",
                    looked ? String.format(Locale.ROOT, "%.3f", l.crawled / (double) l.candidates) : "-",
                    looked ? mean(new double[] {l.rhoSum, l.rhoCount}) : "-",
                    looked && !l.byGeneration.isEmpty() ? mean(l.byGeneration.get(0)) : "-",
                    looked && !l.byGeneration.isEmpty()
                            ? mean(l.byGeneration.lastEntry().getValue())
                            : "-"));
        }
        s.append(String.format(
                Locale.ROOT,
                "%nProcess CPU %.0f s; GP seconds are the runs' own wall time summed over datasets and repeats.%n",
                prov.has("process_cpu_seconds")
                        ? prov.get("process_cpu_seconds").getAsDouble()
                        : Double.NaN));
        return s.toString();
    }

    private static String mean(double[] sumAndCount) {
        return sumAndCount == null || sumAndCount[1] == 0
                ? "-"
                : String.format(Locale.ROOT, "%.3f", sumAndCount[0] / sumAndCount[1]);
    }

    /** Every run's surrogate.csv under the folder, in path order; none when it has no runs. */
    private static List<Path> screenFiles(Path runs) {
        if (!Files.isDirectory(runs)) return List.of();
        try (Stream<Path> files = Files.walk(runs)) {
            return files.filter(p -> p.getFileName().toString().equals(GpResultsCsv.SCREENING))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserError(runs + ": cannot be read (" + IoReasons.of(e) + ")");
        }
    }
}
