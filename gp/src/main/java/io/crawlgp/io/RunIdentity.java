package io.crawlgp.io;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The identity of the run a folder holds, written as {@code run.json} when the run starts: what kind of run (the
 * command), the hash of its resolved settings, the dataset's SHA-256 (of its pages), the SHA-256 of every input file
 * ({@link InputFiles}), the settings themselves, and the files this run has written there ({@link FolderClaim} keeps
 * that list as they are written; {@code --force} deletes only those). A rerun may resume only a run of the same
 * identity; anything else refuses with one line naming the folder and what differs.
 *
 * @param inputs each input file's SHA-256 by file name; null in a run.json written before inputs were recorded
 * @param files  the folder's files this run wrote, relative and sorted; null in a run.json written before files were
 *               recorded
 * @param arithmetic the version of the crawl rules' and terminals' arithmetic ({@link #ARITHMETIC}); null in a run.json
 *               written before it was recorded (version 1)
 * @param methods what the run compares, as typed ids (a benchmark's methods; code reading its tables looks a label's
 *               kind up here instead of guessing from the label); null where a run does not record them
 * @param metrics the metrics its tables record, by name; null where a run does not record them
 */
public record RunIdentity(
        String kind,
        String settingsHash,
        String datasetSha256,
        Map<String, String> inputs,
        Map<String, String> settings,
        List<String> files,
        Integer arithmetic,
        Map<String, String> checksums,
        List<MethodId> methods,
        List<String> metrics) {
    public static final String FILE = "run.json";
    /** The files whose SHA-256 run.json keeps as they are written: what a resume reads back as finished work. */
    static boolean checksummed(String relative) {
        return relative.startsWith("units/") || relative.startsWith("units" + File.separator);
    }
    /**
     * The version of what a crawl computes beyond the settings: the cycle length read from the dataset folder, the
     * production rules' units and steps (Nutch's reducer and generator), and the exact ranking keys of the rules (issue
     * 57); 3: Nutch-ratio divides by the interval the next fetch was scheduled with. A folder computed under another version is never resumed, so that no results folder mixes numbers computed
     * before and after a change of units. Bump it whenever a rule or terminal computes other values for the same
     * settings.
     */
    public static final int ARITHMETIC = 3;

    static final Gson GSON =
            new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    /** The arithmetic version this run was computed under: 1 for a run.json written before it named one. */
    public int engine() {
        return arithmetic == null ? 1 : arithmetic;
    }

    /** An identity to claim a folder with (its file list starts empty). */
    public static RunIdentity of(
            String kind,
            String settingsHash,
            String datasetSha256,
            Map<String, String> inputs,
            Map<String, String> settings) {
        return new RunIdentity(
                kind, settingsHash, datasetSha256, new TreeMap<>(inputs), settings, null, ARITHMETIC, null, null, null);
    }

    /** The same identity recording what the run compares: its methods as ids and its metrics by name. */
    public RunIdentity comparing(List<MethodId> methods, List<String> metrics) {
        return new RunIdentity(
                kind,
                settingsHash,
                datasetSha256,
                inputs,
                settings,
                files,
                arithmetic,
                checksums,
                List.copyOf(methods),
                List.copyOf(metrics));
    }

    RunIdentity withFiles(Collection<String> files, Map<String, String> checksums) {
        return new RunIdentity(
                kind,
                settingsHash,
                datasetSha256,
                inputs,
                settings,
                List.copyOf(new TreeSet<>(files)),
                arithmetic,
                checksums == null || checksums.isEmpty() ? null : new TreeMap<>(checksums),
                methods,
                metrics);
    }

    /**
     * Refuses FILE (a unit of finished work in run folder DIR) when run.json recorded its SHA-256 as written and the file
     * now differs: an edited or replaced unit is never resumed from without a word. A file run.json has no record of
     * (an older crawlgp's run) is accepted as before.
     */
    public static void checkUnchanged(Path dir, Path file) {
        RunIdentity r = read(dir);
        if (r == null || r.checksums == null) return;
        String rel = dir.relativize(file).toString();
        String want = r.checksums.get(rel);
        if (want != null && !want.equals(Hashing.sha256(file)))
            throw new UserError(file + " changed after this run wrote it (its SHA-256 differs from the one "
                    + dir.resolve(FILE) + " records): delete it to recompute, or restore it");
    }

    /** The identity in DIR/run.json, or null when there is none. */
    public static RunIdentity read(Path dir) {
        Path f = dir.resolve(FILE);
        if (!Files.isRegularFile(f)) return null;
        try {
            RunIdentity r = GSON.fromJson(Files.readString(f), RunIdentity.class);
            if (r == null || r.kind == null || r.settingsHash == null)
                throw new UserError(f + ": not a run identity (expected kind and settingsHash)");
            return r;
        } catch (IOException | RuntimeException e) {
            if (e instanceof UserError u) throw u;
            throw new UserError(f + ": unreadable run identity (" + IoReasons.ofJson(e) + ")");
        }
    }

    /**
     * Whether DIR holds anything besides this run's own lock and empty folders (a user's empty folder is no run and no
     * data; a link or any other file is).
     */
    static boolean holdsFiles(Path dir) {
        if (!Files.isDirectory(dir)) return false;
        try (Stream<Path> entries = Files.walk(dir)) {
            return entries.anyMatch(p -> !p.equals(dir)
                    && !(p.getParent().equals(dir) && p.getFileName().toString().equals(RunLock.FILE))
                    && !Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS));
        } catch (IOException e) {
            throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
        }
    }

    /**
     * Refuses DIR unless it holds nothing or a run of this identity; writes nothing. A folder holding files but no
     * run.json is refused, as is a run whose run.json does not record inputs this run reads.
     */
    public RunIdentity check(Path dir) {
        RunIdentity old = read(dir);
        if (old == null) {
            if (holdsFiles(dir))
                throw new UserError(
                        dir
                                + " holds files but no run.json (another run, or an older crawlgp's): choose another --out, or --force to replace it");
            return null;
        }
        List<String> diff = new ArrayList<>();
        if (!old.kind.equals(kind)) diff.add("command " + old.kind + " vs " + kind);
        int oldArithmetic = old.engine(), mine = engine();
        if (oldArithmetic != mine)
            diff.add("crawl arithmetic version " + oldArithmetic + " vs " + mine
                    + " (its numbers were computed before the cycle-length and rule fixes; they cannot be resumed)");
        if (!Objects.equals(old.datasetSha256, datasetSha256))
            diff.add("dataset sha256 " + old.datasetSha256 + " vs " + datasetSha256);
        Map<String, String> myInputs = inputs == null ? Map.of() : inputs;
        if (old.inputs == null) {
            // an older run.json names the pages alone: it vouches for no other input
            if (myInputs.size() > 1)
                diff.add("inputs not recorded by the run in this folder (an older crawlgp's), this run reads "
                        + new TreeSet<>(myInputs.keySet()));
        } else {
            diff.addAll(InputFiles.differences(old.inputs, myInputs));
        }
        Map<String, String> a = old.settings == null ? Map.of() : old.settings,
                b = settings == null ? Map.of() : settings;
        TreeSet<String> keys = new TreeSet<>(a.keySet());
        keys.addAll(b.keySet());
        for (String k : keys) if (!Objects.equals(a.get(k), b.get(k))) diff.add(k + " " + a.get(k) + " vs " + b.get(k));
        if (diff.isEmpty() && !old.settingsHash.equals(settingsHash)) diff.add("settings hash");
        if (!diff.isEmpty()) {
            if (old.kind.startsWith("dataset") && !old.kind.equals(kind))
                throw new UserError(dir + " holds a dataset (written by crawlgp " + old.kind + "; " + summary(diff)
                        + "): choose another --out; --force replaces results, never data");
            throw new UserError(
                    dir + " holds another run (" + summary(diff) + "): choose another --out, or --force to replace it");
        }
        return old;
    }

    /** The first differences, each cut short, and how many more: enough to tell which run the folder holds. */
    static String summary(List<String> diff) {
        List<String> shown = new ArrayList<>();
        for (String d : diff.subList(0, Math.min(3, diff.size()))) shown.add(StrictText.escape(d, 120));
        String more = diff.size() > 3 ? "; and " + (diff.size() - 3) + " more differences" : "";
        return String.join("; ", shown) + more;
    }

    /**
     * Claims DIR for this run: a folder without run.json is claimed (run.json written) and a folder holding the same
     * run is resumed; a folder holding another run is refused ({@link #check}). Until the returned claim is closed,
     * every file written into DIR is listed in its run.json.
     */
    public FolderClaim claim(Path dir) {
        RunIdentity old = check(dir);
        return FolderClaim.open(dir, this, old);
    }
}
