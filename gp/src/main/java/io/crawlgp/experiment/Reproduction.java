package io.crawlgp.experiment;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.io.CommandArguments;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.OutputPaths;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.io.StrictGzip;
import io.crawlgp.io.StrictText;
import io.crawlgp.io.TempFolders;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Whether the current code reproduces a committed results folder: its recorded command is run again
 * into a scratch folder (the same arguments, {@code --out} replaced, {@code --force} dropped) and every CSV file of the
 * folder is compared byte for byte with the rerun's. Provenance and run.json carry times and commits, so they are not
 * compared; a folder of timings (the speed harness) is timing only by kind. A command that cannot run again here (an
 * input that was temporary, a command that no longer exists) says why.
 */
public final class Reproduction {
    private Reproduction() {}

    /** One folder's outcome: reproduced, differs (which files), timing only, or cannot rerun (why). */
    public record Outcome(Path folder, String status, String detail) {}

    /** The recorded command of DIR/provenance.json as arguments (crawlgp's own name dropped), quotes honoured. */
    public static List<String> command(Path dir) {
        Path prov = dir.resolve("provenance.json");
        if (!Files.isRegularFile(prov)) throw new UserError(dir + ": no provenance.json: not a results folder");
        JsonObject p;
        try {
            p = JsonParser.parseString(Files.readString(prov)).getAsJsonObject();
        } catch (IOException | RuntimeException e) {
            throw new UserError(prov + ": unreadable (" + IoReasons.ofJson(e) + ")");
        }
        if (!p.has("command")) throw new UserError(prov + ": records no command");
        if (!p.get("command").isJsonPrimitive()
                || !p.get("command").getAsJsonPrimitive().isString())
            throw new UserError(prov + ": command: expected the command line as one string");
        List<String> args = split(p.get("command").getAsString());
        if (!args.isEmpty() && args.get(0).equals("crawlgp")) args.remove(0);
        return args;
    }

    /** A command line split at spaces outside single and double quotes, the quotes removed. */
    static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        char quote = 0;
        boolean any = false;
        for (char c : line.toCharArray()) {
            if (quote != 0) {
                if (c == quote) quote = 0;
                else cur.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                any = true;
            } else if (c == ' ') {
                if (cur.length() > 0 || any) out.add(cur.toString());
                cur.setLength(0);
                any = false;
            } else cur.append(c);
        }
        if (cur.length() > 0 || any) out.add(cur.toString());
        return out;
    }

    /**
     * The command with its output folder replaced by {@code scratch}, its figures ({@code --plots}) redirected below
     * it and {@code --force} dropped; null without --out.
     */
    static List<String> into(List<String> args, Path scratch) {
        List<String> out = new ArrayList<>();
        boolean replaced = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--force")) continue;
            if (a.equals("--out") && i + 1 < args.size()) {
                out.add("--out");
                out.add(scratch.toString());
                i++;
                replaced = true;
            } else if (a.startsWith("--out=")) {
                out.add("--out=" + scratch);
                replaced = true;
            } else if (a.equals("--plots") && i + 1 < args.size()) { // figures go to the scratch folder too
                out.add("--plots");
                out.add(scratch.resolve("plots").toString());
                i++;
            } else if (a.startsWith("--plots=")) out.add("--plots=" + scratch.resolve("plots"));
            else out.add(a);
        }
        return replaced ? out : null;
    }

    /**
     * The command with every {@code --threads} value replaced by {@code threads}: results do not depend on the thread
     * count (every command's --help says so, tests hold it), so a rerun on more cores is the same check, and a
     * stronger one. A command recorded without --threads, or {@code threads} null, is left as recorded.
     */
    public static List<String> onThreads(List<String> args, Integer threads) {
        if (threads == null) return args;
        if (threads < 0) throw new UserError("--threads must be >= 0 (0 = all cores), got " + threads);
        List<String> out = new ArrayList<>(args);
        for (CommandArguments.Option o : CommandArguments.options(args, Set.of("--threads"))) {
            if (o.value() == null) continue; // a bare --threads at the end: left for the command to refuse
            if (o.inline()) out.set(o.at(), "--threads=" + threads);
            else out.set(o.at() + 1, Integer.toString(threads));
        }
        return out;
    }

    /** The options a step is checked for: what it writes (each inside the scratch folders), and --distribute. */
    private static final Set<String> CHECKED = Set.of("--out", "--per-cycle-out", "--into", "--plots", "--distribute");

    /**
     * Refuses, before anything runs, a step that could write outside the scratch folders (a recipe replaced
     * another results folder and rewrote a dataset, and reproduce still said "reproduced"): a step must be a crawlgp
     * command other than reproduce, without --distribute (a cluster run reaches other machines), and must name where it
     * writes (--out, --into, --per-cycle-out or --plots), each such path without {@code ..} and resolving inside one of
     * {@code roots}. --force is then harmless: it can only replace what lies in the scratch folders.
     */
    static void refuseUnsafe(Path source, List<String> step, List<Path> roots) {
        String what = source + ": '" + StrictText.escape(String.join(" ", step), 120) + "'";
        if (step.isEmpty() || step.get(0).startsWith("-")) throw new UserError(what + ": not a crawlgp command");
        if (step.get(0).equals("reproduce"))
            throw new UserError(what + ": a recipe or recorded command may not run reproduce");
        List<Path> inside = roots.stream().map(OutputPaths::resolved).toList();
        boolean names = false;
        for (CommandArguments.Option o : CommandArguments.options(step, CHECKED)) {
            if (o.name().equals("--distribute"))
                throw new UserError(what + ": --distribute runs on other machines; rerun it by hand");
            String value = o.value() == null ? "" : o.value();
            Path typed = Path.of(value);
            boolean up = false;
            for (Path part : typed) up |= part.toString().equals("..");
            Path real = value.isEmpty() ? null : OutputPaths.resolved(typed);
            if (up || real == null || inside.stream().noneMatch(real::startsWith))
                throw new UserError(what + ": " + o.name() + " " + StrictText.escape(value, 80)
                        + " lies outside the scratch folders ({out}, {inputs}); reproduce writes nowhere else");
            names = true;
        }
        if (!names)
            throw new UserError(what + ": names no output ({out} or {inputs}): reproduce runs only commands whose"
                    + " every output lies in its scratch folders");
    }

    /**
     * Reruns DIR's command with {@code run} (arguments to exit code and the first line of its errors) into {@code
     * scratch} (absent, or empty) and compares.
     */
    public static Outcome check(Path dir, Path scratch, Function<List<String>, String> run) {
        if (Files.isRegularFile(dir.resolve(RECIPE))) {
            // the inputs first, into a folder beside the scratch output; the recipe's last line writes {out}
            Path inputs = scratch.resolveSibling(scratch.getFileName() + "-inputs");
            List<List<String>> steps = recipe(dir, inputs, scratch);
            for (List<String> step : steps) refuseUnsafe(dir.resolve(RECIPE), step, List.of(scratch, inputs));
            for (List<String> step : steps) {
                String failed = run.apply(step);
                if (failed != null) return new Outcome(dir, "cannot rerun", RECIPE + ": " + failed);
            }
            return compare(dir, scratch);
        }
        List<String> args;
        try {
            args = command(dir);
        } catch (UserError e) {
            return new Outcome(dir, "cannot rerun", e.getMessage());
        }
        if (!args.isEmpty() && (args.get(0).equals("speed") || args.get(0).equals("bench")))
            return new Outcome(dir, "timing only", "its figures are timings: not compared");
        List<String> rerun = into(args, scratch);
        if (rerun == null) return new Outcome(dir, "cannot rerun", "its command names no --out");
        refuseUnsafe(dir.resolve("provenance.json"), rerun, List.of(scratch));
        String failed = run.apply(rerun);
        if (failed != null) return new Outcome(dir, "cannot rerun", failed);
        return compare(dir, scratch);
    }

    /**
     * A folder whose inputs were built by other commands keeps them in {@value #RECIPE}: one crawlgp command per line
     * (# comments), {@code {inputs}} standing for a folder of built inputs and {@code {out}} for the results folder the
     * last line writes. Rerunning the recipe rebuilds the inputs and the folder; the provenance's own command names the
     * temporary input folder of the run that made it.
     */
    public static final String RECIPE = "recipe.txt";

    /** The recipe's commands with {inputs} and {out} replaced. */
    static List<List<String>> recipe(Path dir, Path inputs, Path out) {
        List<String> lines;
        try {
            lines = Files.readAllLines(dir.resolve(RECIPE));
        } catch (IOException e) {
            throw new UserError("cannot read " + dir.resolve(RECIPE) + ": " + IoReasons.of(e));
        }
        List<List<String>> steps = new ArrayList<>();
        for (String line : lines) {
            if (line.isBlank() || line.strip().startsWith("#")) continue;
            List<String> args = new ArrayList<>();
            for (String a : split(line.strip()))
                args.add(a.replace("{inputs}", inputs.toString()).replace("{out}", out.toString()));
            if (!args.isEmpty() && args.get(0).equals("crawlgp")) args.remove(0);
            steps.add(args);
        }
        if (steps.isEmpty()) throw new UserError(dir.resolve(RECIPE) + ": no command");
        return steps;
    }

    private static Outcome compare(Path dir, Path scratch) {
        List<String> differ = new ArrayList<>(missing(dir));
        List<Path> csvs = csvs(dir);
        if (csvs.isEmpty()) differ.add("nothing compared: the folder holds no CSV file");
        for (Path csv : csvs) {
            // a table kept compressed (NAME.csv.gz) is compared by its content: with the rerun's NAME.csv.gz where the
            // command writes it compressed, else with its NAME.csv (a plain table gzipped for the repository)
            String rel = dir.relativize(csv).toString();
            boolean gz = rel.endsWith(".gz");
            Path other = scratch.resolve(rel);
            if (gz && !Files.isRegularFile(other)) other = scratch.resolve(rel.substring(0, rel.length() - 3));
            else if (!gz && !Files.isRegularFile(other)) other = scratch.resolve(rel + ".gz"); // now written compressed
            try {
                if (!Files.isRegularFile(other)) {
                    differ.add(rel + " (not written)");
                    continue;
                }
                byte[] committed = gz ? gunzip(csv) : Files.readAllBytes(csv);
                byte[] rerun = other.toString().endsWith(".gz") ? gunzip(other) : Files.readAllBytes(other);
                if (!Arrays.equals(committed, rerun))
                    differ.add(rel + " (" + CsvDifference.describe(committed, rerun) + ")");
            } catch (IOException e) {
                throw new UserError("cannot read " + csv + ": " + IoReasons.of(e));
            }
        }
        return differ.isEmpty()
                ? new Outcome(dir, "reproduced", csvs.size() + " CSV file(s) byte-identical")
                : new Outcome(dir, "differs", String.join(", ", differ));
    }

    /**
     * The files the folder's run.json lists as written that are gone (a table kept compressed, NAME.csv.gz, stands for
     * the NAME.csv it lists): a folder missing one is not reproduced, whatever the rest compare to.
     */
    static List<String> missing(Path dir) {
        RunIdentity id = Files.isRegularFile(dir.resolve(RunIdentity.FILE)) ? RunIdentity.read(dir) : null;
        if (id == null || id.files() == null) return List.of();
        List<String> out = new ArrayList<>();
        for (String f : id.files()) {
            Path p = dir.resolve(f);
            if (!Files.exists(p) && !Files.exists(dir.resolve(f + ".gz")))
                out.add(f + " (listed in run.json, missing)");
        }
        return out;
    }

    /** {@link #check} into a scratch folder of the system's temporary directory, removed afterwards. */
    public static Outcome check(Path dir, Function<List<String>, String> run) {
        Path scratch;
        try {
            scratch = Files.createTempDirectory("crawlgp-reproduce-");
            Files.delete(scratch); // the command creates its own output folder
        } catch (IOException e) {
            throw new UserError("cannot create a scratch folder: " + IoReasons.of(e));
        }
        Path inputs = scratch.resolveSibling(scratch.getFileName() + "-inputs");
        Runnable clean = () -> {
            if (Files.exists(scratch)) TempFolders.deleteQuietly(scratch);
            if (Files.exists(inputs)) TempFolders.deleteQuietly(inputs);
        };
        // stopped by SIGTERM or Ctrl-C, the JVM runs its shutdown hooks: the scratch folders go then too
        Thread onExit = new Thread(clean, "reproduce-scratch-cleanup");
        Runtime.getRuntime().addShutdownHook(onExit);
        try {
            return check(dir, scratch, run);
        } finally {
            clean.run();
            try {
                Runtime.getRuntime().removeShutdownHook(onExit);
            } catch (IllegalStateException shuttingDown) {
                // the JVM is already exiting: the hook runs (and finds nothing left to delete)
            }
        }
    }

    private static byte[] gunzip(Path gz) throws IOException {
        try (InputStream in = StrictGzip.open(gz)) {
            return in.readAllBytes();
        }
    }

    /** The folder's CSV files (and compressed ones, NAME.csv.gz), nested runs included, sorted. */
    static List<Path> csvs(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> (p.getFileName().toString().endsWith(".csv")
                                    || p.getFileName().toString().endsWith(".csv.gz"))
                            && Files.isRegularFile(p))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
        }
    }
}
