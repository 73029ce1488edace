package io.crawlgp.benchmark;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.experiment.ResultsStatus;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.MarkdownBlocks;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

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

    /** Per method: GP seconds, and the look's sums when it looked. */
    private record Row(
            double seconds,
            long candidates,
            long crawled,
            double rhoSum,
            long rhoCount,
            long generations,
            String rhoFirst,
            String rhoLast) {}

    static String table(Path dir) {
        Map<String, Row> rows = new TreeMap<>();
        JsonObject prov = json(dir.resolve("provenance.json"));
        for (JsonElement e : prov.getAsJsonArray("cost_seconds"))
            for (Map.Entry<String, JsonElement> m :
                    e.getAsJsonObject().getAsJsonObject("seconds").entrySet()) {
                if (m.getKey().equals("policies") || m.getKey().startsWith("tuning")) continue;
                Row r = rows.getOrDefault(m.getKey(), new Row(0, 0, 0, 0, 0, 0, "-", "-"));
                rows.put(m.getKey(), new Row(r.seconds + m.getValue().getAsDouble(), 0, 0, 0, 0, 0, "-", "-"));
            }
        for (String method : List.copyOf(rows.keySet())) {
            Row r = rows.get(method);
            long cand = 0, crawled = 0, rhoN = 0, gens = 0;
            double rho = 0;
            Map<Integer, double[]> byGeneration = new TreeMap<>(); // generation -> {sum, count} of Spearman
            for (Path f : screenFiles(dir.resolve("runs"), method))
                for (CSVRecord c : records(f)) {
                    gens++;
                    cand += Long.parseLong(c.get("candidates"));
                    crawled += Long.parseLong(c.get("crawled"));
                    if (!c.get("spearman_crawled").isEmpty()) {
                        double v = Double.parseDouble(c.get("spearman_crawled"));
                        rho += v;
                        rhoN++;
                        double[] g =
                                byGeneration.computeIfAbsent(Integer.parseInt(c.get("generation")), k -> new double[2]);
                        g[0] += v;
                        g[1]++;
                    }
                }
            String first = byGeneration.isEmpty() ? "-" : mean(byGeneration.get(0));
            String last = byGeneration.isEmpty()
                    ? "-"
                    : mean(byGeneration.get(((TreeMap<Integer, double[]>) byGeneration).lastKey()));
            rows.put(method, new Row(r.seconds, cand, crawled, rho, rhoN, gens, first, last));
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
        for (Map.Entry<String, Row> e : rows.entrySet()) {
            Row r = e.getValue();
            boolean looked = r.generations > 0;
            s.append(String.format(
                    Locale.ROOT,
                    "| %s | %.0f | %s | %s | %s | %s | %s | %s | %s |%n",
                    e.getKey(),
                    r.seconds,
                    looked ? Long.toString(r.generations) : "-",
                    looked ? Long.toString(r.candidates) : "-",
                    looked ? Long.toString(r.crawled) : "-",
                    looked ? String.format(Locale.ROOT, "%.3f", r.crawled / (double) r.candidates) : "-",
                    r.rhoCount > 0 ? String.format(Locale.ROOT, "%.3f", r.rhoSum / r.rhoCount) : "-",
                    r.rhoFirst,
                    r.rhoLast));
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

    private static List<Path> screenFiles(Path runs, String method) {
        if (!Files.isDirectory(runs)) return List.of();
        try (Stream<Path> files = Files.walk(runs)) {
            return files.filter(p -> p.getFileName().toString().equals("surrogate.csv")
                            && p.getParent()
                                    .getParent()
                                    .getFileName()
                                    .toString()
                                    .equals(method))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserError(runs + ": cannot be read (" + IoReasons.of(e) + ")");
        }
    }

    private static List<CSVRecord> records(Path f) {
        try (Reader r = Files.newBufferedReader(f)) {
            return CSVFormat.RFC4180
                    .builder()
                    .setHeader()
                    .setSkipHeaderRecord(true)
                    .build()
                    .parse(r)
                    .getRecords();
        } catch (IOException | IllegalArgumentException e) {
            throw new UserError(f + ": not a surrogate.csv (" + e.getMessage() + ")");
        }
    }

    private static JsonObject json(Path f) {
        try (Reader r = Files.newBufferedReader(f)) {
            return JsonParser.parseReader(r).getAsJsonObject();
        } catch (IOException | RuntimeException e) {
            throw new UserError(f + ": not a benchmark's provenance (" + e.getMessage() + ")");
        }
    }
}
