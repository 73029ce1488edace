package io.crawlgp.experiment;

import io.crawlgp.io.MarkdownBlocks;
import io.crawlgp.io.ResultsCsv;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.io.StrictText;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What is known of each committed results folder: {@code results/STATUS.csv}, one row per folder
 * with its status, the code commit it was checked at, whether CI reruns it, and a detail. Written by {@code crawlgp
 * reproduce --record}; read by every command that writes a table into a README or guide, which refuses a folder the
 * current code is known not to reproduce. A folder not listed (a user's own) is not judged.
 *
 * <p>Statuses: {@code reproduced} (rerun from its recorded command, every CSV byte-identical), {@code regenerated}
 * (rewritten by the commit named), {@code resumed} (a benchmark resumed with its GP runs reused, every other result
 * recomputed byte-identical), {@code unchecked} (not rerun: made at its own commit, after the last change known to
 * alter it), {@code timing only}, {@code differs}, {@code cannot rerun}, {@code archived} (moved to results/archive
 * with the reason). {@code engine} is the crawl arithmetic's version ({@link RunIdentity#ARITHMETIC}) the status was
 * established under: a folder is current only when reproduced, regenerated or resumed under the running one (issue
 * 68), so bumping the version makes every folder not checked since stale for the README and the guides.
 */
public final class ResultsStatus {
    public static final String FILE = "STATUS.csv";
    static final String[] HEADER = {"folder", "status", "checked_at", "engine", "ci", "detail"};
    /** Statuses under which a table must not be written from the folder. */
    static final Set<String> STALE = Set.of("differs", "cannot rerun", "archived");
    /** Statuses under which the folder's numbers are the running engine's, when its engine is the running one. */
    static final Set<String> CURRENT = Set.of("reproduced", "regenerated", "resumed");
    /** Every status a row may have. */
    static final Set<String> KNOWN = Set.of(
            "reproduced", "regenerated", "resumed", "unchecked", "timing only", "differs", "cannot rerun", "archived");

    private ResultsStatus() {}

    public record Entry(String folder, String status, String checkedAt, int engine, boolean ci, String detail) {
        public boolean stale() {
            return STALE.contains(status);
        }

        /** Reproduced, regenerated or resumed under the running arithmetic; timing folders are never stale. */
        public boolean current() {
            return status.equals("timing only") || CURRENT.contains(status) && engine == RunIdentity.ARITHMETIC;
        }
    }

    /** The rows of ROOT/STATUS.csv by folder name (none when the file is absent). */
    public static Map<String, Entry> read(Path root) {
        Map<String, Entry> out = new TreeMap<>();
        Path file = root.resolve(FILE);
        if (!Files.isRegularFile(file)) return out;
        Map<String, Long> first = new TreeMap<>();
        ResultsCsv.forEachRecord(file, HEADER, (rec, line) -> {
            String where = file + ":" + line + ": ";
            String folder = rec.get("folder");
            // a row names a folder of this one, by its plain name: not '', '.', '..', a path or an absolute one
            if (!folder.matches("[A-Za-z0-9_][A-Za-z0-9._-]*"))
                throw new UserError(where + "folder: expected the plain name of a folder beside " + FILE + ", got '"
                        + StrictText.escape(folder, 60) + "'");
            Long before = first.putIfAbsent(folder, line);
            if (before != null)
                throw new UserError(where + "folder " + folder + " is listed twice (first on line " + before + ")");
            String status = rec.get("status");
            if (!KNOWN.contains(status))
                throw new UserError(where + "status: expected one of " + String.join(", ", new TreeSet<>(KNOWN))
                        + ", got '" + StrictText.escape(status, 40) + "'");
            String ci = rec.get("ci");
            if (!ci.equals("yes") && !ci.equals("no"))
                throw new UserError(where + "ci: expected yes or no, got '" + StrictText.escape(ci, 40) + "'");
            int engine;
            try {
                engine = Integer.parseInt(rec.get("engine"));
            } catch (NumberFormatException e) {
                throw new UserError(where + "engine: expected a whole number (the arithmetic version), got '"
                        + StrictText.escape(rec.get("engine"), 40) + "'");
            }
            out.put(
                    folder,
                    new Entry(folder, status, rec.get("checked_at"), engine, ci.equals("yes"), rec.get("detail")));
        });
        return out;
    }

    public static void write(Path root, Map<String, Entry> entries) {
        ResultsCsv.write(root.resolve(FILE), HEADER, p -> {
            for (Entry e : entries.values())
                p.printRecord(e.folder(), e.status(), e.checkedAt(), e.engine(), e.ci() ? "yes" : "no", e.detail());
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
