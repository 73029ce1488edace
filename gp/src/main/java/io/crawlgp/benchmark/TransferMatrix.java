package io.crawlgp.benchmark;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.experiment.ResultsStatus;
import io.crawlgp.experiment.Split;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.MarkdownBlocks;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The transfer matrix from finished leave-one-source-out benchmarks: one row per (what the rules
 * learnt on, method), one column per group of test datasets and one for all of them; a cell is the mean over the
 * group's datasets of each dataset's mean test value (summary.csv), or "–" where the folder lacks one of them. What a folder's rules learnt on is its suite's
 * {@code trainOn} group, or every other source without one; the groups are the {@code groups} line of the first suite
 * that has one. Rows: every GP method and every {@code -pooled} rule of each folder, then, once, the rules tuned on the
 * held-out dataset's own early windows ({@code -tuned}, {@code BestRule-tuned}) as the per-site reference.
 */
public final class TransferMatrix {
    private TransferMatrix() {}

    /**
     * Prints the table, or with {@code into} writes it between that file's transfer-matrix start and end lines;
     * refused with another of the command's views ({@code withOtherViews}).
     */
    public static void show(List<Path> dirs, boolean withOtherViews, Path into, PrintWriter out) {
        if (withOtherViews)
            throw new UserError("--matrix writes the transfer matrix of finished folders; it goes with --into only");
        String table = table(dirs);
        if (into != null) {
            for (Path d : dirs) ResultsStatus.requireCurrent(d);
            MarkdownBlocks.into(into, "transfer-matrix", null, table); // the folders are cited inside it
            out.println("wrote the transfer matrix into " + into);
        } else out.print(table);
        out.flush();
    }

    /** The Markdown table of the folders, in the order given. */
    public static String table(List<Path> dirs) {
        if (dirs.isEmpty()) throw new UserError("--matrix needs at least one benchmark folder");
        refuseOneRunTwice(dirs);
        Map<String, List<String>> groups = null;
        List<String> trainedOn = new ArrayList<>();
        for (Path d : dirs) {
            Map<String, String> suite = suiteLines(d);
            if (!Split.DATASETS
                    .written()
                    .equalsIgnoreCase(suite.getOrDefault("split", "").strip()))
                throw new UserError(d + ": its suite is not split = datasets: the matrix compares what rules learnt "
                        + "on other sources (a leave-one-source-out benchmark), and this folder's learnt on its own");
            if (groups == null && suite.containsKey("groups")) groups = groups(d, suite.get("groups"));
            trainedOn.add(suite.containsKey("trainOn") ? suite.get("trainOn").strip() : "every other source");
        }
        List<Map<String, Map<String, Double>>> means = new ArrayList<>(); // per folder: method -> dataset -> mean
        String metric = "";
        for (Path d : dirs) {
            Map<String, Map<String, Double>> m = new LinkedHashMap<>();
            String[] seen = {""};
            ResultsCsv.forEachRecord(
                    d.resolve("summary.csv"), new String[] {"dataset", "method", "metric", "mean"}, (r, line) -> {
                        seen[0] = r.get("metric");
                        m.computeIfAbsent(r.get("method"), k -> new LinkedHashMap<>())
                                .put(r.get("dataset"), Double.parseDouble(r.get("mean")));
                    });
            metric = seen[0];
            means.add(m);
        }
        if (groups == null) groups = new LinkedHashMap<>();
        List<String> all = new ArrayList<>();
        for (Map<String, Map<String, Double>> m : means) // every dataset any folder tested, in order of first sight
        for (Map<String, Double> byDataset : m.values())
                for (String d : byDataset.keySet()) if (!all.contains(d)) all.add(d);
        StringBuilder sb = new StringBuilder("Mean test " + metric + " over each group's datasets (each dataset's mean"
                + " over its test folds) from ");
        for (int i = 0; i < dirs.size(); i++)
            sb.append(i == 0 ? "" : ", ")
                    .append('`')
                    .append(dirs.get(i).getFileName())
                    .append("` (`")
                    .append(Provenance.shortCommit(dirs.get(i)))
                    .append("`)");
        sb.append("; written by `crawlgp benchmark --matrix ")
                .append(String.join(",", dirs.stream().map(Path::toString).toList()))
                .append("`.\n\n| learnt on | method |");
        for (Map.Entry<String, List<String>> g : groups.entrySet())
            sb.append(' ')
                    .append(g.getKey())
                    .append(" (")
                    .append(g.getValue().size())
                    .append(") |");
        sb.append(" all (").append(all.size()).append(") |\n|---|---|");
        sb.append("---|".repeat(groups.size() + 1)).append('\n');
        List<FolderMethods> ids = dirs.stream().map(FolderMethods::of).toList(); // each run.json read once
        for (int i = 0; i < dirs.size(); i++) {
            for (Map.Entry<String, Map<String, Double>> m : means.get(i).entrySet()) {
                MethodId id = ids.get(i).of(m.getKey());
                if (id.isGp() || id.learning() == MethodId.Learning.POOLED)
                    row(sb, trainedOn.get(i), m.getKey(), m.getValue(), groups, all);
            }
        }
        FolderMethods first = ids.get(0);
        for (Map.Entry<String, Map<String, Double>> m : means.get(0).entrySet()) {
            MethodId.Learning l = first.of(m.getKey()).learning();
            if (l == MethodId.Learning.TUNED || l == MethodId.Learning.CHOSEN)
                row(sb, "its own early windows", m.getKey(), m.getValue(), groups, all);
        }
        return sb + wins(dirs, ids, trainedOn);
    }

    /**
     * Per-dataset wins, ties and losses of each GP method against each tuned and pooled rule, from each folder's
     * tests.csv (the benchmark's paired test per dataset, Holm-adjusted within the dataset): a win is a test the GP
     * method passes as "better".
     */
    static String wins(List<Path> dirs, List<FolderMethods> methods, List<String> trainedOn) {
        List<String> rivals = new ArrayList<>();
        List<Map<String, int[]>> byDir = new ArrayList<>(); // "gp|rival" -> wins, ties, losses
        for (int i = 0; i < dirs.size(); i++) {
            Map<String, int[]> counts = new LinkedHashMap<>();
            FolderMethods ids = methods.get(i);
            ResultsCsv.forEachRecord(dirs.get(i).resolve("tests.csv"), new String[] {"a", "b", "better"}, (r, line) -> {
                String a = r.get("a"), b = r.get("b"), better = r.get("better");
                boolean aGp = ids.of(a).isGp(), bGp = ids.of(b).isGp();
                if (aGp == bGp) return;
                String gp = aGp ? a : b, rival = aGp ? b : a;
                MethodId.Learning l = ids.of(rival).learning();
                if (l != MethodId.Learning.TUNED && l != MethodId.Learning.CHOSEN && l != MethodId.Learning.POOLED)
                    return;
                if (!rivals.contains(rival)) rivals.add(rival);
                int[] c = counts.computeIfAbsent(gp + "|" + rival, k -> new int[3]);
                c[better.equals(gp) ? 0 : better.equals(rival) ? 2 : 1]++;
            });
            byDir.add(counts);
        }
        if (rivals.isEmpty()) return "";
        StringBuilder sb =
                new StringBuilder("\nPer-dataset tests of each GP method against each tuned rule (`tests.csv`: "
                        + "the paired test per dataset, Holm-adjusted within it), datasets where it is better / neither / it is worse (neither: the test did not separate them, which is not a finding "
                        + "that they are level):\n\n"
                        + "| learnt on | method |");
        for (String r : rivals) sb.append(" vs ").append(r).append(" |");
        sb.append("\n|---|---|").append("---|".repeat(rivals.size())).append('\n');
        for (int i = 0; i < dirs.size(); i++) {
            List<String> gps = new ArrayList<>();
            for (String k : byDir.get(i).keySet()) {
                String gp = k.substring(0, k.indexOf('|'));
                if (!gps.contains(gp)) gps.add(gp);
            }
            for (String gp : gps) {
                sb.append("| ")
                        .append(trainedOn.get(i))
                        .append(" | ")
                        .append(gp)
                        .append(" |");
                for (String r : rivals) {
                    int[] c = byDir.get(i).get(gp + "|" + r);
                    sb.append(' ')
                            .append(c == null ? "–" : c[0] + " / " + c[1] + " / " + c[2])
                            .append(" |");
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    private static void row(
            StringBuilder sb,
            String learnt,
            String method,
            Map<String, Double> byDataset,
            Map<String, List<String>> groups,
            List<String> all) {
        sb.append("| ").append(learnt).append(" | ").append(method).append(" |");
        for (List<String> g : groups.values())
            sb.append(' ').append(mean(byDataset, g)).append(" |");
        sb.append(' ').append(mean(byDataset, all)).append(" |\n");
    }

    private static String mean(Map<String, Double> byDataset, List<String> datasets) {
        double s = 0;
        for (String d : datasets) {
            Double v = byDataset.get(d);
            if (v == null) return "–"; // a folder without every dataset of the column has no mean over it
            s += v;
        }
        return datasets.isEmpty() ? "–" : String.format(Locale.ROOT, "%.4f", s / datasets.size());
    }

    /**
     * Refuses a folder given twice (by where it is, links followed) and two folders holding one run (one run.json
     * identity: a copy under another name): each row of the matrix is a run of its own.
     */
    private static void refuseOneRunTwice(List<Path> dirs) {
        Map<Path, Path> real = new LinkedHashMap<>();
        Map<String, Path> runs = new LinkedHashMap<>();
        for (Path d : dirs) {
            Path r;
            try {
                r = d.toRealPath();
            } catch (IOException e) {
                throw new UserError(d + ": " + IoReasons.of(e));
            }
            Path first = real.putIfAbsent(r, d);
            if (first != null) throw new UserError("--matrix: " + d + " is given twice (also as " + first + ")");
            String hash = settingsHash(d);
            if (hash == null) continue; // a folder without a run's identity is refused below, or has no twin to find
            Path same = runs.putIfAbsent(hash, d);
            if (same != null)
                throw new UserError("--matrix: " + d + " and " + same + " hold one run (the same run.json identity): "
                        + "a copy is not a second run");
        }
    }

    /** The settings hash DIR/run.json records, or null. */
    private static String settingsHash(Path dir) {
        try {
            JsonObject run = JsonParser.parseString(Files.readString(dir.resolve(RunIdentity.FILE)))
                    .getAsJsonObject();
            return run.has("settingsHash") ? run.get("settingsHash").getAsString() : null;
        } catch (IOException | RuntimeException e) {
            return null; // unreadable: suiteLines refuses it in one line
        }
    }

    /** The suite's name = value lines, from the text its run recorded (run.json), comments dropped. */
    static Map<String, String> suiteLines(Path dir) {
        JsonObject run;
        try {
            run = JsonParser.parseString(Files.readString(dir.resolve("run.json")))
                    .getAsJsonObject();
        } catch (IOException | RuntimeException e) {
            throw new UserError(dir + ": run.json unreadable (" + IoReasons.ofJson(e) + ")");
        }
        JsonObject settings = run.getAsJsonObject("settings");
        if (settings == null || !settings.has("suite"))
            throw new UserError(dir + ": not a benchmark folder (its run.json records no suite)");
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : settings.get("suite").getAsString().split("\n")) {
            String l = line.strip();
            int eq = l.indexOf('=');
            if (l.isEmpty() || l.startsWith("#") || eq <= 0) continue;
            out.put(l.substring(0, eq).strip(), l.substring(eq + 1).strip());
        }
        return out;
    }

    private static Map<String, List<String>> groups(Path dir, String line) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (String g : line.split(";")) {
            int colon = g.indexOf(':');
            if (colon <= 0) throw new UserError(dir + ": its suite's groups line is malformed: '" + g.strip() + "'");
            List<String> members = new ArrayList<>();
            for (String l : g.substring(colon + 1).split(",")) if (!l.isBlank()) members.add(l.strip());
            out.put(g.substring(0, colon).strip(), members);
        }
        return out;
    }
}
