package io.crawlgp.experiment;

import io.crawlgp.io.MarkdownBlocks;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What is known of each committed results folder (issue 62, item 1): {@code results/STATUS.csv}, one row per folder
 * with its status, the code commit it was checked at, whether CI reruns it, and a detail. Written by {@code crawlgp
 * reproduce --record}; read by every command that writes a table into a README or guide, which refuses a folder the
 * current code is known not to reproduce. A folder not listed (a user's own) is not judged.
 *
 * <p>Statuses: {@code reproduced} (rerun from its recorded command, every CSV byte-identical), {@code regenerated}
 * (rewritten by the commit named), {@code resumed} (a benchmark resumed with its GP runs reused, every other result
 * recomputed byte-identical), {@code unchecked} (not rerun: made at its own commit, after the last change known to
 * alter it), {@code timing only}, {@code differs}, {@code cannot rerun}, {@code archived} (moved to results/archive
 * with the reason).
 */
public final class ResultsStatus {
    public static final String FILE = "STATUS.csv";
    static final String[] HEADER = {"folder", "status", "checked_at", "ci", "detail"};
    /** Statuses under which a table must not be written from the folder. */
    static final Set<String> STALE = Set.of("differs", "cannot rerun", "archived");

    private ResultsStatus() {}

    public record Entry(String folder, String status, String checkedAt, boolean ci, String detail) {
        public boolean stale() {
            return STALE.contains(status);
        }
    }

    /** The rows of ROOT/STATUS.csv by folder name (none when the file is absent). */
    public static Map<String, Entry> read(Path root) {
        Map<String, Entry> out = new TreeMap<>();
        Path file = root.resolve(FILE);
        if (!Files.isRegularFile(file)) return out;
        ResultsCsv.forEachRecord(file, HEADER, (rec, line) -> {
            String ci = rec.get("ci");
            if (!ci.equals("yes") && !ci.equals("no"))
                throw new UserError(file + ":" + line + ": ci: expected yes or no, got '" + ci + "'");
            out.put(
                    rec.get("folder"),
                    new Entry(
                            rec.get("folder"),
                            rec.get("status"),
                            rec.get("checked_at"),
                            ci.equals("yes"),
                            rec.get("detail")));
        });
        return out;
    }

    public static void write(Path root, Map<String, Entry> entries) {
        ResultsCsv.write(root.resolve(FILE), HEADER, p -> {
            for (Entry e : entries.values())
                p.printRecord(e.folder(), e.status(), e.checkedAt(), e.ci() ? "yes" : "no", e.detail());
        });
    }

    /**
     * Refuses, in one line, to write a README or guide table from {@code dir} when its parent's STATUS.csv lists it as
     * not reproduced by the current code.
     */
    public static void requireCurrent(Path dir) {
        Path abs = dir.toAbsolutePath().normalize();
        Path parent = abs.getParent();
        if (parent == null) return;
        Entry e = read(parent).get(abs.getFileName().toString());
        if (e != null && e.stale())
            throw new UserError(dir + ": " + parent.resolve(FILE) + " says the current code does not reproduce it ("
                    + e.status() + " at " + e.checkedAt() + ": " + e.detail()
                    + "); regenerate it from its recorded command before writing a table from it");
    }

    /** Writes {@code table} into FILE's {@code kind} block of DIR's name, once DIR is not listed as stale. */
    public static void writeTable(Path file, String kind, Path dir, String table) {
        requireCurrent(dir);
        MarkdownBlocks.into(
                file, kind, dir.toAbsolutePath().normalize().getFileName().toString(), table);
    }

    /** The folders whose rows say CI reruns them, as paths under ROOT. */
    public static List<Path> ciFolders(Path root) {
        List<Path> out = new ArrayList<>();
        for (Entry e : read(root).values()) if (e.ci()) out.add(root.resolve(e.folder()));
        return out;
    }
}
