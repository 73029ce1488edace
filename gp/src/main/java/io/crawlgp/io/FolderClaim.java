package io.crawlgp.io;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * A folder this process has claimed for a run: every file {@link AtomicFiles} writes inside it is added to the list in
 * its run.json as it lands, so {@code --force} can later delete exactly what crawlgp wrote. A claim whose run fails
 * before writing anything but run.json is withdrawn (run.json removed), so a command refused during validation leaves
 * no claim behind and the corrected command is accepted.
 */
public final class FolderClaim implements AutoCloseable {
    /**
     * The folders this process has claimed, by real path: process-wide because {@link AtomicFiles} writes for every
     * command and run of the process and must find the claim, if any, that holds a file it wrote. A folder is claimed
     * once at a time (a second claim is a programming error), and a file is listed only in the claim of the folder
     * that holds it, so two runs in one process never list each other's files.
     */
    private static final Map<Path, FolderClaim> OPEN = new ConcurrentHashMap<>();

    private final Path dir, real;
    private final RunIdentity identity;
    private final boolean fresh;
    private final TreeSet<String> files = new TreeSet<>();
    private final Set<String> writtenNow = new TreeSet<>();
    private final Map<String, String> checksums = new TreeMap<>();

    private FolderClaim(Path dir, RunIdentity identity, boolean fresh, Collection<String> earlier) {
        this.dir = dir;
        this.real = OutputPaths.resolved(dir);
        this.identity = identity;
        this.fresh = fresh;
        files.addAll(earlier);
        files.add(RunIdentity.FILE);
    }

    private FolderClaim withChecksums(RunIdentity old) {
        if (old != null && old.checksums() != null) checksums.putAll(old.checksums());
        return this;
    }

    static FolderClaim open(Path dir, RunIdentity identity, RunIdentity old) {
        FolderClaim c = new FolderClaim(
                        dir, identity, old == null, old == null || old.files() == null ? List.of() : old.files())
                .withChecksums(old);
        if (OPEN.putIfAbsent(c.real, c) != null)
            throw new IllegalStateException(dir + " is claimed twice in one process");
        if (old == null || old.files() == null) {
            synchronized (c) {
                c.save();
            }
        }
        return c;
    }

    /** Notes a file written by this process: listed in the run.json of the claimed folder that holds it, if any. */
    static void wrote(Path target) {
        if (OPEN.isEmpty()) return;
        Path f = OutputPaths.resolved(target);
        for (Path d = f.getParent(); d != null; d = d.getParent()) {
            FolderClaim c = OPEN.get(d);
            if (c != null) {
                c.add(d.relativize(f).toString());
                return;
            }
        }
    }

    private synchronized void add(String relative) {
        writtenNow.add(relative);
        boolean changed = files.add(relative);
        if (RunIdentity.checksummed(relative)) {
            String sum = Hashing.sha256(dir.resolve(relative));
            changed |= !sum.equals(checksums.put(relative, sum));
        }
        if (changed) save();
    }

    private void save() {
        AtomicFiles.writeString(
                dir.resolve(RunIdentity.FILE), RunIdentity.GSON.toJson(identity.withFiles(files, checksums)) + "\n");
    }

    /**
     * Runs the claimed run's body and always closes the claim. When the body fails in a folder it claimed fresh, the
     * claim is withdrawn first: having written nothing but run.json, whatever the failure; and when the failure is a
     * refusal (a {@link UserError}: bad settings found late, too little memory) or the heap ran out before any unit of
     * work was finished, with everything this run wrote, so that the folder is as it was and the corrected command is
     * accepted, neither refused as "another run" nor left for --force. A crash of another kind, or any failure after
     * finished units, keeps what was written, for a rerun of the same command to resume (hours of GP are never
     * deleted by a late refusal such as a full disk).
     */
    public <T> T run(Supplier<T> body) {
        try {
            return body.get();
        } catch (RuntimeException | Error e) {
            boolean refusal = false; // a refusal or an exhausted heap, also when a worker thread's exception wraps it
            for (Throwable t = e; t != null && !refusal; t = t.getCause())
                refusal = t instanceof UserError || t instanceof OutOfMemoryError;
            withdraw(refusal);
            throw e;
        } finally {
            close();
        }
    }

    private synchronized void withdraw(boolean everything) {
        boolean onlyClaim = writtenNow.stream().allMatch(f -> f.equals(RunIdentity.FILE));
        // finished units of work (a GP run's units/, a benchmark's runs/) are kept whatever ended the run: the same
        // command resumes from them, and --force clears them for another
        boolean work = Files.exists(dir.resolve("units")) || Files.exists(dir.resolve("runs"));
        if (!fresh || !(onlyClaim || everything && !work)) return;
        OPEN.remove(real, this);
        try {
            if (onlyClaim) Files.deleteIfExists(dir.resolve(RunIdentity.FILE));
            else deleteContents(dir); // claimed fresh: the folder held nothing before this run (RunIdentity.check)
        } catch (IOException ignored) {
            // the refusal being reported matters more; the next run reads this run.json as the same run
        }
    }

    /**
     * Deletes everything below DIR but the run's lock, deepest first, links as links (never followed): what this run
     * wrote into the folder it found empty, its nested runs' folders included.
     */
    private static void deleteContents(Path dir) throws IOException {
        List<Path> all;
        try (Stream<Path> s = Files.walk(dir)) {
            all = s.sorted(Comparator.reverseOrder()).toList();
        }
        for (Path p : all)
            if (!p.equals(dir)
                    && !(p.getParent().equals(dir) && p.getFileName().toString().equals(RunLock.FILE)))
                Files.deleteIfExists(p);
    }

    @Override
    public void close() {
        OPEN.remove(real, this);
    }
}
