package io.crawlgp.benchmark;

import io.crawlgp.experiment.ResultsStatus;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.MarkdownBlocks;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.plot.Charts;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The cold-start curve: one finished benchmark per home history ({@code homeCycles = N} in each
 * suite, the rest of the suites equal, so every folder tests on the same windows with the same seeds), read side by
 * side. A table of each method's mean test value over the datasets against N, and for each declared question
 * (primary.csv, questionK.csv) the per-dataset outcome at each N: the difference and which side its test found better,
 * so where learning elsewhere stops paying is read off tests, not typed. With a plots folder: the mean curve and one
 * per dataset (x: home cycles; "all", every earlier cycle, drawn at twice the largest N; the oracle, a bound, is in the
 * table only).
 */
public final class ColdStartCurve {
    private ColdStartCurve() {}

    /** One folder: its home history (0: all), its folder, and its summary.csv's means, read once. */
    private record Point(int homeCycles, Path dir, List<Mean> means) {}

    /** One row of summary.csv: a method's mean test value on a dataset. */
    private record Mean(String dataset, String method, double value) {}

    private static List<Mean> means(Path dir) {
        List<Mean> out = new ArrayList<>();
        ResultsCsv.forEachRecord(
                dir.resolve("summary.csv"),
                new String[] {"dataset", "method", "mean"},
                (r, line) -> out.add(new Mean(r.get("dataset"), r.get("method"), Double.parseDouble(r.get("mean")))));
        return out;
    }

    /** Prints the tables, or writes them into FILE's cold-start block; with {@code plots}, draws the curves there too. */
    public static void show(List<Path> dirs, boolean withOtherViews, Path into, Path plots, PrintWriter out) {
        if (dirs == null) throw new UserError("--plots goes with --curve DIR,DIR");
        if (withOtherViews)
            throw new UserError("--curve reads finished benchmark folders; it goes with --into and --plots only");
        List<Point> points = points(dirs);
        String table = table(points);
        if (plots != null) plot(points, plots);
        if (into != null) {
            for (Path d : dirs) ResultsStatus.requireCurrent(d);
            MarkdownBlocks.into(into, "cold-start", null, table);
            out.println("wrote the cold-start curve into " + into);
        } else out.print(table);
        if (plots != null) out.println("drew the cold-start curves in " + plots);
        out.flush();
    }

    /** The folders by home history, fewest cycles first and "all" last; refused unless they differ in it alone. */
    private static List<Point> points(List<Path> dirs) {
        if (dirs.size() < 2) throw new UserError("--curve compares home histories: give two folders or more");
        List<Point> out = new ArrayList<>();
        Map<String, String> first = null;
        Path firstDir = null;
        for (Path d : dirs) {
            if (!Files.isRegularFile(d.resolve(RunIdentity.FILE)))
                throw new UserError(d + ": not a finished benchmark folder (no " + RunIdentity.FILE + ")");
            Map<String, String> lines = new LinkedHashMap<>(TransferMatrix.suiteLines(d));
            String n = lines.remove("homeCycles");
            int cycles;
            try {
                cycles = n == null ? 0 : Integer.parseInt(n.strip());
            } catch (NumberFormatException e) {
                throw new UserError(d + ": its suite's homeCycles is not a whole number: '" + n + "'");
            }
            if (first == null) {
                first = lines;
                firstDir = d;
            } else if (!first.equals(lines))
                throw new UserError("--curve: " + d + " and " + firstDir + " differ in more than homeCycles (their "
                        + "suites must be the same otherwise: the same datasets, methods, folds and seeds)");
            for (Point p : out)
                if (p.homeCycles() == cycles)
                    throw new UserError("--curve: " + d + " and " + p.dir() + " have the same homeCycles = " + cycles);
            out.add(new Point(cycles, d, means(d)));
        }
        out.sort(Comparator.comparingInt(p -> p.homeCycles() == 0 ? Integer.MAX_VALUE : p.homeCycles()));
        return out;
    }

    private static String column(Point p) {
        return p.homeCycles() == 0 ? "all" : Integer.toString(p.homeCycles());
    }

    /** The Markdown of the mean table and of each declared question's outcomes. */
    static String table(List<Point> points) {
        StringBuilder sb = new StringBuilder("Mean test value over the datasets by home history (cycles of the held-out"
                + " source's own history before each validation window; all: every earlier cycle), from ");
        for (int i = 0; i < points.size(); i++)
            sb.append(i == 0 ? "" : ", ")
                    .append('`')
                    .append(points.get(i).dir().getFileName())
                    .append("` (")
                    .append(column(points.get(i)))
                    .append(')');
        sb.append("; written by `crawlgp benchmark --curve ")
                .append(String.join(
                        ",", points.stream().map(p -> p.dir().toString()).toList()))
                .append("`.\n\n");
        Map<String, Map<String, double[]>> means = new LinkedHashMap<>(); // method -> column -> {sum, n}
        for (Point p : points)
            for (Mean m : p.means()) {
                double[] a = means.computeIfAbsent(m.method(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(column(p), k -> new double[2]);
                a[0] += m.value();
                a[1]++;
            }
        sb.append("| method |");
        for (Point p : points) sb.append(' ').append(column(p)).append(" |");
        sb.append("\n|---|").append("---|".repeat(points.size())).append('\n');
        means.forEach((m, byColumn) -> {
            sb.append("| ").append(m).append(" |");
            for (Point p : points) {
                double[] a = byColumn.get(column(p));
                sb.append(a == null ? " – |" : String.format(Locale.ROOT, " %.4f |", a[0] / a[1]));
            }
            sb.append('\n');
        });
        for (String question : questions(points.get(0).dir())) sb.append(question(points, question));
        return sb.toString();
    }

    /** The declared questions' files of a folder: primary.csv first, then question1.csv, question2.csv ... */
    private static List<String> questions(Path dir) {
        List<String> out = new ArrayList<>();
        if (Files.isRegularFile(dir.resolve("primary.csv"))) out.add("primary.csv");
        for (int k = 1; Files.isRegularFile(dir.resolve("question" + k + ".csv")); k++)
            out.add("question" + k + ".csv");
        return out;
    }

    /** One question: per dataset and home history, the difference A - B and the side its test found better. */
    private static String question(List<Point> points, String file) {
        Map<String, Map<String, String>> cells = new LinkedHashMap<>(); // dataset -> column -> cell
        String[] pair = new String[2];
        for (Point p : points)
            ResultsCsv.forEachRecord(
                    p.dir().resolve(file), new String[] {"dataset", "a", "b", "diff", "p_holm", "better"}, (r, l) -> {
                        pair[0] = r.get("a");
                        pair[1] = r.get("b");
                        String better = r.get("better");
                        cells.computeIfAbsent(r.get("dataset"), k -> new LinkedHashMap<>())
                                .put(
                                        column(p),
                                        String.format(
                                                Locale.ROOT,
                                                "%+.4f%s",
                                                Double.parseDouble(r.get("diff")),
                                                better.equals("neither")
                                                        ? ""
                                                        : better.equals(r.get("a")) ? " (A)" : " (B)"));
                    });
        StringBuilder sb = new StringBuilder(String.format(
                "%n**%s: A = %s, B = %s**: the difference A − B per dataset; (A) or (B) where its test (Holm over the "
                        + "datasets) found that side better at 5%%, nothing where neither.%n%n| dataset |",
                file.equals("primary.csv") ? "Primary question" : "Question " + file.replaceAll("\\D", ""),
                pair[0],
                pair[1]));
        for (Point p : points) sb.append(' ').append(column(p)).append(" |");
        sb.append("\n|---|").append("---|".repeat(points.size())).append('\n');
        cells.forEach((d, byColumn) -> {
            sb.append("| ").append(d).append(" |");
            for (Point p : points)
                sb.append(' ').append(byColumn.getOrDefault(column(p), "–")).append(" |");
            sb.append('\n');
        });
        return sb.toString();
    }

    /** The mean curve and one per dataset, each method in its own style. */
    private static void plot(List<Point> points, Path plots) {
        int largest = points.stream().mapToInt(Point::homeCycles).max().orElse(1);
        Map<String, Map<String, List<double[]>>> byDataset = new TreeMap<>(); // dataset -> method -> points
        Map<String, Map<Double, double[]>> mean = new LinkedHashMap<>(); // method -> x -> {sum, n}
        for (Point p : points) {
            double x = p.homeCycles() == 0 ? 2.0 * largest : p.homeCycles();
            for (Mean m : p.means()) {
                if (MethodId.isOracle(m.method())) continue; // a bound far above squashes the curves
                byDataset
                        .computeIfAbsent(m.dataset(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(m.method(), k -> new ArrayList<>())
                        .add(new double[] {x, m.value()});
                double[] a =
                        mean.computeIfAbsent(m.method(), k -> new TreeMap<>()).computeIfAbsent(x, k -> new double[2]);
                a[0] += m.value();
                a[1]++;
            }
        }
        try {
            Files.createDirectories(plots);
        } catch (IOException e) {
            throw new UserError(plots + ": cannot create (" + IoReasons.of(e) + ")");
        }
        String x = "home history (cycles; all drawn at " + 2 * largest + ")";
        Map<String, double[][]> meanSeries = new LinkedHashMap<>();
        mean.forEach((m, byX) -> meanSeries.put(
                m,
                byX.entrySet().stream()
                        .map(e -> new double[] {e.getKey(), e.getValue()[0] / e.getValue()[1]})
                        .toArray(double[][]::new)));
        Charts.curves(
                meanSeries,
                "Test value by home history, mean over " + byDataset.size() + " datasets",
                x,
                "mean test value",
                plots.resolve("cold-start.png"));
        byDataset.forEach((d, series) -> {
            Map<String, double[][]> s = new LinkedHashMap<>();
            series.forEach((m, xy) -> s.put(m, xy.toArray(double[][]::new)));
            Charts.curves(
                    s, "Test value by home history: " + d, x, "test value", plots.resolve("cold-start-" + d + ".png"));
        });
    }
}
