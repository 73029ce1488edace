package io.crawlgp.io;

import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * A folder a command writes holds one run: {@link #claimed} locks it, on {@code --force} deletes what an earlier run
 * wrote there (the files its run.json lists, nothing else), and records the run's identity before any work, refusing
 * a folder that holds another run. A command refused before it wrote anything leaves no claim behind.
 */
public final class ResultsFolders {
    private ResultsFolders() {}

    /**
     * Runs {@code body} with DIR claimed for a run of {@code kind} with these settings (a settings record; {@code extra}
     * joins them, e.g. a sweep's parameter): refuses an output inside the settings' dataset, takes the lock, clears the
     * folder first when {@code force}, and writes or checks run.json (the dataset's input files included).
     */
    public static void claimed(
            Path dir, String kind, Record settings, Map<String, String> extra, boolean force, Runnable body) {
        TreeMap<String, String> described = new TreeMap<>();
        described.putAll(RecordOverrides.describe(settings));
        described.putAll(extra);
        String dataset = described.get("dataset");
        Map<String, String> inputs = Map.of();
        if (dataset != null
                && !dataset.startsWith("synthetic")
                && !dataset.startsWith("gamma-poisson")
                && Files.exists(Path.of(dataset))) {
            OutputPaths.refuseOver(dir, Path.of(dataset));
            inputs = InputFiles.of(dataset);
        }
        claimed(dir, kind, described, inputs, force, body);
    }

    /**
     * Runs {@code body} with DIR claimed for a run of {@code kind} described by these settings (sorted by name) and
     * reading these input files: the claim of every command that neither resumes nor loads a dataset itself (its
     * settings hash is that of the kind and the settings; the inputs are compared on their own).
     */
    public static void claimed(
            Path dir,
            String kind,
            SortedMap<String, String> described,
            Map<String, String> inputs,
            boolean force,
            Runnable body) {
        claimed(dir, RunIdentity.of(kind, Hashing.sha256(kind + described), null, inputs, described), force, () -> {
            body.run();
            return null;
        });
    }

    /**
     * Runs {@code body} with DIR locked, cleared first when {@code force}, and claimed for {@code identity}. A folder
     * this call created is removed again when the run is refused before writing anything.
     */
    public static <T> T claimed(Path dir, RunIdentity identity, boolean force, Supplier<T> body) {
        // a finished dataset is data a user may have edited (the signals guide invites it): written again only when
        // asked, --force, never by a plain rerun of the same command
        RunIdentity old = force || !identity.kind().startsWith("dataset") ? null : RunIdentity.read(dir);
        if (old != null
                && old.kind().equals(identity.kind())
                && old.settingsHash().equals(identity.settingsHash())
                && Files.isRegularFile(dir.resolve(Provenance.FILE), LinkOption.NOFOLLOW_LINKS))
            throw new UserError(dir + " holds this dataset, finished (written by crawlgp " + old.kind() + "): it is "
                    + "written again only with --force (which replaces what crawlgp wrote there, edits included); or"
                    + " choose another --out");
        return locked(dir, force, identity.kind(), () -> identity.claim(dir).run(body));
    }

    /**
     * Runs {@code body} (which claims DIR once it knows its identity) with DIR locked and cleared first when
     * {@code force}; a folder this call created is removed again when nothing was written into it.
     */
    public static <T> T locked(Path dir, boolean force, String newKind, Supplier<T> body) {
        boolean existed = Files.exists(dir, LinkOption.NOFOLLOW_LINKS);
        try {
            try (RunLock lock = RunLock.acquire(dir)) {
                if (force) delete(dir, planClear(dir, newKind));
                return body.get();
            }
        } finally {
            if (!existed) removeIfEmpty(dir);
        }
    }

    /** Removes DIR when it exists and holds nothing (a folder a refused command created). */
    public static void removeIfEmpty(Path dir) {
        try {
            if (Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS) && !RunIdentity.holdsFiles(dir))
                Files.deleteIfExists(dir);
        } catch (IOException | UserError ignored) {
            // not empty after all, or not ours to remove
        }
    }

    /**
     * Deletes what crawlgp wrote in DIR for the run it holds ({@link #planClear}); refused, deleting nothing, where the
     * plan is.
     */
    public static void clearForNewRun(Path dir, String newKind) {
        delete(dir, planClear(dir, newKind));
    }

    /**
     * What {@code --force} would delete in DIR for a new run of {@code newKind}, every refusal decided before anything
     * is deleted: the files its run.json lists, crawlgp's own temporary files, and folders left empty by that. A
     * subfolder holding a run of its own is left alone. Anything else in the folder (a user's notes, another tool's
     * files) is in the way: refused, naming it. A folder without run.json may be replaced only when empty. A dataset
     * folder crawlgp wrote (a run of kind "dataset ...") is data: only the same kind of command may replace it.
     */
    public static List<Path> planClear(Path dir, String newKind) {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) return List.of();
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) throw new UserError(dir + " is not a folder");
        RunIdentity old = RunIdentity.read(dir);
        if (old == null) {
            if (RunIdentity.holdsFiles(dir))
                throw new UserError(
                        "--force only replaces a folder crawlgp wrote; " + dir + " holds other files and no run.json");
            return List.of();
        }
        if (old.kind().startsWith("dataset") && !old.kind().equals(newKind))
            throw new UserError(dir + " holds a dataset (written by crawlgp " + old.kind() + "): --force replaces "
                    + "results, never data; choose another --out");
        if (old.files() == null)
            throw new UserError("--force cannot tell crawlgp's files from yours in " + dir
                    + ": its run.json lists none (an older crawlgp's); "
                    + "move the folder away or choose another --out");
        Set<String> listed = Set.copyOf(old.files());
        List<Path> delete = new ArrayList<>(), inTheWay = new ArrayList<>();
        sort(dir, dir, listed, delete, inTheWay);
        if (!inTheWay.isEmpty()) {
            List<String> names = inTheWay.stream()
                    .limit(5)
                    .map(p -> StrictText.escape(
                            dir.relativize(p) + (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) ? "/" : ""), 80))
                    .toList();
            throw new UserError("--force deletes only what crawlgp wrote (listed in " + dir.resolve(RunIdentity.FILE)
                    + "), and " + dir + " also holds "
                    + String.join(", ", names) + (inTheWay.size() > 5 ? " and " + (inTheWay.size() - 5) + " more" : "")
                    + ": move them out of the folder or choose another --out");
        }
        // a folder or file its owner made read-only is kept, whoever runs crawlgp (root included: the mode bits decide)
        refuseReadOnlyFolder(dir);
        for (Path p : delete)
            if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) refuseReadOnlyFolder(p);
            else AtomicFiles.refuseReadOnly(p);
        return delete;
    }

    private static void refuseReadOnlyFolder(Path dir) {
        try {
            if (!dir.getFileSystem().supportedFileAttributeViews().contains("posix")) return;
            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(dir, LinkOption.NOFOLLOW_LINKS);
            if (!mode.contains(PosixFilePermission.OWNER_WRITE))
                throw new UserError("cannot replace " + dir + ": it is read-only (mode "
                        + PosixFilePermissions.toString(mode) + "); crawlgp does not replace a folder its owner "
                        + "protected");
        } catch (IOException e) {
            throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
        }
    }

    /** Deletes a plan of {@link #planClear} (children before parents). */
    public static void delete(Path dir, List<Path> plan) {
        try {
            for (Path p : plan) Files.deleteIfExists(p);
        } catch (IOException e) {
            throw new UserError("cannot empty " + dir + ": " + IoReasons.of(e));
        }
    }

    private static boolean isEmpty(Path folder) {
        try (Stream<Path> s = Files.list(folder)) {
            return s.findAny().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Whether FILE is a page {@code crawlgp report} wrote (its title line says so): written beside a run, outside its
     * claim, it is the run's own and goes with it on --force.
     */
    public static boolean isReport(Path file) {
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) return false;
        try (InputStream in = Files.newInputStream(file)) {
            String head = new String(in.readNBytes(4096), StandardCharsets.UTF_8);
            return head.startsWith("<!DOCTYPE html>") && head.contains(" · crawlgp report</title>");
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Sorts the entries below {@code folder} into what may be deleted (listed files, crawlgp's temporary files, folders
     * that hold nothing else, children before parents) and what is in the way; returns whether all of it may go.
     */
    private static boolean sort(Path root, Path folder, Set<String> listed, List<Path> delete, List<Path> inTheWay) {
        List<Path> entries;
        try (Stream<Path> s = Files.list(folder)) {
            entries = s.sorted(Comparator.naturalOrder()).toList();
        } catch (IOException e) {
            throw new UserError("cannot read " + folder + ": " + IoReasons.of(e));
        }
        boolean all = true;
        for (Path p : entries) {
            String rel = root.relativize(p).toString(), name = p.getFileName().toString();
            if (folder.equals(root) && name.equals(RunLock.FILE)) continue; // the lock this run holds
            if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                if (Files.exists(
                        p.resolve(RunIdentity.FILE))) { // a run of its own (e.g. a figures folder inside): kept
                    all = false;
                    continue;
                }
                List<Path> inner = new ArrayList<>();
                if (isEmpty(p)) { // an empty folder crawlgp never wrote into (a user's): kept, as it is
                    all = false;
                    continue;
                }
                if (sort(root, p, listed, inner, inTheWay)) {
                    delete.addAll(inner);
                    delete.add(p);
                } else {
                    delete.addAll(inner);
                    all = false;
                }
            } else if (listed.contains(rel)
                    || name.startsWith(".") && name.endsWith(".tmp")
                    || folder.equals(root) && name.equals("report.html") && isReport(p)) {
                delete.add(p);
            } else {
                inTheWay.add(p);
                all = false;
            }
        }
        return all;
    }
}
