package io.crawlgp.experiment;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.crawlgp.io.IoReasons;
import io.crawlgp.io.TempFolders;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Whether the current code reproduces a committed results folder (issue 62, item 1): its recorded command is run again
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
            throw new UserError(prov + ": unreadable (" + e.getMessage() + ")");
        }
        if (!p.has("command")) throw new UserError(prov + ": records no command");
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

    /** The command with its output folder replaced by {@code scratch} and {@code --force} dropped; null without --out. */
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
            } else out.add(a);
        }
        return replaced ? out : null;
    }

    /**
     * Reruns DIR's command with {@code run} (arguments to exit code and the first line of its errors) into {@code
     * scratch} (absent, or empty) and compares.
     */
    public static Outcome check(Path dir, Path scratch, Function<List<String>, String> run) {
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
        String failed = run.apply(rerun);
        if (failed != null) return new Outcome(dir, "cannot rerun", failed);
        List<String> differ = new ArrayList<>();
        for (Path csv : csvs(dir)) {
            Path other = scratch.resolve(dir.relativize(csv));
            try {
                if (!Files.isRegularFile(other)) differ.add(dir.relativize(csv) + " (not written)");
                else if (!Arrays.equals(Files.readAllBytes(csv), Files.readAllBytes(other)))
                    differ.add(dir.relativize(csv).toString());
            } catch (IOException e) {
                throw new UserError("cannot read " + csv + ": " + IoReasons.of(e));
            }
        }
        return differ.isEmpty()
                ? new Outcome(dir, "reproduced", csvs(dir).size() + " CSV file(s) byte-identical")
                : new Outcome(dir, "differs", String.join(", ", differ));
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
        try {
            return check(dir, scratch, run);
        } finally {
            if (Files.exists(scratch)) TempFolders.deleteQuietly(scratch);
        }
    }

    /** The folder's CSV files, nested runs included, sorted. */
    static List<Path> csvs(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".csv") && Files.isRegularFile(p))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
        }
    }
}
