package io.crawlgp.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * A folder this process has claimed for a run: every file {@link AtomicFiles} writes inside it is added to the list in
 * its run.json as it lands, so {@code --force} can later delete exactly what crawlgp wrote. A claim whose run fails
 * before writing anything but run.json is withdrawn (run.json removed), so a command refused during validation leaves
 * no claim behind and the corrected command is accepted.
 */
public final class FolderClaim implements AutoCloseable {
    private static final Map<Path, FolderClaim> OPEN = new ConcurrentHashMap<>();

    private final Path dir, real;
    private final RunIdentity identity;
    private final boolean fresh;
    private final TreeSet<String> files = new TreeSet<>();
    private final Set<String> writtenNow = new TreeSet<>();

    private FolderClaim(Path dir, RunIdentity identity, boolean fresh, Collection<String> earlier) {
        this.dir = dir;
        this.real = OutputPaths.resolved(dir);
        this.identity = identity;
        this.fresh = fresh;
        files.addAll(earlier);
        files.add(RunIdentity.FILE);
    }

    static FolderClaim open(Path dir, RunIdentity identity, RunIdentity old) {
        FolderClaim c = new FolderClaim(
                dir, identity, old == null, old == null || old.files() == null ? List.of() : old.files());
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
        if (files.add(relative)) save();
    }

    private void save() {
        AtomicFiles.writeString(
                dir.resolve(RunIdentity.FILE), RunIdentity.GSON.toJson(identity.withFiles(files)) + "\n");
    }

    /**
     * Runs the claimed run's body; when it fails having written nothing but run.json into a folder it claimed fresh,
     * the claim is withdrawn first. Always closes the claim.
     */
    public <T> T run(Supplier<T> body) {
        try {
            return body.get();
        } catch (RuntimeException | Error e) {
            withdrawIfUnused();
            throw e;
        } finally {
            close();
        }
    }

    private synchronized void withdrawIfUnused() {
        if (!fresh || writtenNow.stream().anyMatch(f -> !f.equals(RunIdentity.FILE))) return;
        OPEN.remove(real, this);
        try {
            Files.deleteIfExists(dir.resolve(RunIdentity.FILE));
        } catch (IOException ignored) {
            // the refusal being reported matters more; the next run reads this run.json as the same run
        }
    }

    @Override
    public void close() {
        OPEN.remove(real, this);
    }
}
