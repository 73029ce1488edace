package io.crawlgp.archive;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.ChangeHistoryCsv;
import io.crawlgp.dataset.VersionsJsonl;
import io.crawlgp.io.Hashing;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.StrictText;
import io.crawlgp.util.Progress;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.revwalk.RevCommit;

/**
 * A change history (and, with --content, the text of every version) from a git page archive: Open Terms Archive's
 * "-versions" repositories, or any repository that commits a page snapshot whenever it changes.
 *
 * <p>Rules (stated in the README): cycle c (1..C) covers the days [from + (c − 1)L, from + cL) in UTC; the state at the
 * end of cycle c is the tree of the last first-parent commit dated before that end, and cycle 0's state is the tree
 * dated before {@code from}. A page is a file matching the glob (hidden paths excluded); it changed at cycle c when its
 * blob at the end of c differs from its blob at the end of c − 1 (several commits within one cycle count once, and a
 * change undone within the cycle not at all). Only files present at every cycle end are kept: a file that appears
 * after cycle 0 (a page first recorded later) or is missing at some cycle end (deleted, or renamed: git records a
 * rename as a deletion and an addition) is dropped and counted. With --content a page whose versions are not UTF-8
 * text is dropped and counted. A commit dated earlier than its parent is kept in its parent's cycle (counted).
 */
public final class GitImport {
    private GitImport() {}

    /** What the import kept and dropped. */
    record Counts(
            int commits,
            int commitsBefore,
            int commitsAfter,
            int outOfOrder,
            int files,
            int kept,
            int appeared,
            int vanished,
            int notText) {}

    public static void run(GitImportSettings s, Path out, String invocation, PrintWriter console) {
        Provenance prov = Provenance.start(invocation);
        long t0 = System.nanoTime();
        int cyclesTotal = s.cycles();
        long fromSec = s.from().atStartOfDay(ZoneOffset.UTC).toEpochSecond(), cycleSec = 86_400L * s.cycleLength();
        try (GitArchive git = GitArchive.open(s.repo(), s.ref())) {
            List<GitArchive.Dated> history = git.history(s.date());
            // the last commit of each cycle: end[c] = index into history of the last commit dated before cycle c's end
            int[] end = new int[cyclesTotal + 1];
            Arrays.fill(end, -1);
            int before = 0, after = 0, outOfOrder = 0, lastCycle = 0;
            for (int i = 0; i < history.size(); i++) {
                Instant w = history.get(i).when();
                long sec = w.getEpochSecond();
                int cycle = sec < fromSec ? 0 : (int) Math.min(Integer.MAX_VALUE, (sec - fromSec) / cycleSec + 1);
                if (cycle > cyclesTotal) {
                    after++;
                    continue;
                }
                if (cycle < lastCycle) {
                    outOfOrder++;
                    cycle = lastCycle;
                }
                if (cycle == 0) before++;
                lastCycle = cycle;
                end[cycle] = i;
            }
            for (int c = 1; c <= cyclesTotal; c++) if (end[c] < 0) end[c] = end[c - 1];
            if (end[0] < 0)
                throw new UserError(s.repo() + ": no commit dated before --from " + s.from() + " (the first is "
                        + (history.isEmpty() ? "none" : history.get(0).when()) + "): cycle 0 needs a state");
            // the page snapshot at every cycle end (one tree walk per distinct commit)
            List<Map<String, ObjectId>> snap = new ArrayList<>();
            Map<Integer, Map<String, ObjectId>> byCommit = new HashMap<>();
            Predicate<String> pageTest = GitArchive.matcher(s.glob(), s.fnmatch());
            try (Progress p = Progress.start("trees", cyclesTotal + 1)) {
                for (int c = 0; c <= cyclesTotal; c++) {
                    RevCommit commit = history.get(end[c]).commit();
                    snap.add(byCommit.computeIfAbsent(end[c], k -> git.pages(commit, pageTest)));
                    p.step();
                }
            }
            TreeSet<String> all = new TreeSet<>();
            for (Map<String, ObjectId> m : snap) all.addAll(m.keySet());
            List<String> kept = new ArrayList<>();
            int appeared = 0, vanished = 0;
            for (String path : all) {
                if (!snap.get(0).containsKey(path)) {
                    appeared++;
                    continue;
                }
                boolean everywhere = true;
                for (Map<String, ObjectId> m : snap)
                    if (!m.containsKey(path)) {
                        everywhere = false;
                        break;
                    }
                if (everywhere) kept.add(path);
                else vanished++;
            }
            int notText = 0;
            if (s.content()) {
                List<String> text = new ArrayList<>();
                try (Progress p = Progress.start("check text", kept.size())) {
                    for (String path : kept) {
                        boolean ok = true;
                        ObjectId last = null;
                        for (Map<String, ObjectId> m : snap) {
                            ObjectId id = m.get(path);
                            if (id.equals(last)) continue;
                            last = id;
                            if (decode(git.bytes(id)) == null) {
                                ok = false;
                                break;
                            }
                        }
                        if (ok) text.add(path);
                        else notText++;
                        p.step();
                    }
                }
                kept = text;
            }
            if (kept.isEmpty())
                throw new UserError(s.repo() + ": no file matching '" + s.glob()
                        + "' is present at every cycle end from " + s.from() + " to " + s.to() + " (" + all.size()
                        + " matched at some cycle end; " + appeared + " appeared later, " + vanished + " vanished)");
            String[] paths = kept.toArray(String[]::new), ids = new String[paths.length];
            String[] sites = new String[ids.length], bits = new String[ids.length];
            Map<String, String> idOf = new LinkedHashMap<>();
            for (int i = 0; i < ids.length; i++) {
                ids[i] = pageId(paths[i]);
                String clash = idOf.putIfAbsent(ids[i], paths[i]);
                if (clash != null)
                    throw new UserError(
                            s.repo() + ": the files '" + StrictText.escape(clash, 80) + "' and '"
                                    + StrictText.escape(paths[i], 80) + "' would both be page '" + ids[i]
                                    + "' (a file name with a quote or a control character is written %-escaped); narrow --glob");
                sites[i] = s.siteOf(ids[i]);
                StringBuilder b = new StringBuilder(cyclesTotal);
                for (int c = 1; c <= cyclesTotal; c++)
                    b.append(snap.get(c).get(paths[i]).equals(snap.get(c - 1).get(paths[i])) ? '0' : '1');
                bits[i] = b.toString();
            }
            ChangeHistory h = ChangeHistory.of(ids, sites, bits);
            ChangeHistoryCsv.write(h, out.resolve(ChangeHistoryCsv.FILE_NAME));
            long versions = 0;
            if (s.content()) versions = writeVersions(git, paths, ids, snap, out.resolve(s.versionsFileName()));
            Counts n = new Counts(
                    history.size(), before, after, outOfOrder, all.size(), ids.length, appeared, vanished, notText);
            Map<String, Object> src = new LinkedHashMap<>();
            src.put("repository", s.repo().toAbsolutePath().toString());
            if (Files.isRegularFile(s.repo())) src.put("bundle_sha256", Hashing.sha256(s.repo()));
            src.put("ref", s.ref());
            src.put("commit", git.head());
            Map<String, Object> ds = new TreeMap<>(Map.of(
                    "sha256",
                    Hashing.sha256(out.resolve(ChangeHistoryCsv.FILE_NAME)),
                    "pages",
                    h.pages(),
                    "cycles",
                    h.cycles(),
                    "changes",
                    h.totalChanges()));
            if (s.content()) ds.put("versions_sha256", Hashing.sha256(out.resolve(s.versionsFileName())));
            prov.put("source", src)
                    .put("import", settings(s))
                    .put("counts", counts(n))
                    .put("dataset", ds)
                    .write(out);
            console.printf(
                    "%d first-parent commits: %d before %s (cycle 0), %d after %s (ignored), %d dated before their parent (kept in its cycle)%n",
                    n.commits(), n.commitsBefore(), s.from(), n.commitsAfter(), s.to(), n.outOfOrder());
            console.printf(
                    "%d files matched '%s': kept %d; dropped %d that appeared after cycle 0, %d missing at some cycle end (deleted or renamed)%s%n",
                    n.files(),
                    s.glob(),
                    n.kept(),
                    n.appeared(),
                    n.vanished(),
                    s.content() ? ", " + n.notText() + " whose versions are not UTF-8 text" : "");
            console.printf(
                    "wrote %s: %d pages x %d cycles of %d day(s), %d changes (%.4f per page-cycle)%s in %.1fs%n",
                    out,
                    h.pages(),
                    h.cycles(),
                    s.cycleLength(),
                    h.totalChanges(),
                    h.totalChanges() / ((double) h.pages() * h.cycles()),
                    s.content() ? ", " + versions + " versions" : "",
                    (System.nanoTime() - t0) / 1e9);
        }
    }

    /** Every page's version at cycle 0 and at each cycle where it changed, as versions.jsonl.gz (or .xz), cycle by cycle. */
    private static long writeVersions(
            GitArchive git, String[] paths, String[] ids, List<Map<String, ObjectId>> snap, Path file) {
        return VersionsJsonl.write(file, sink -> {
            try (Progress p = Progress.start("versions", snap.size())) {
                for (int c = 0; c < snap.size(); c++) {
                    for (int i = 0; i < paths.length; i++) {
                        ObjectId blob = snap.get(c).get(paths[i]);
                        if (c == 0 || !blob.equals(snap.get(c - 1).get(paths[i])))
                            sink.version(ids[i], c, decode(git.bytes(blob)));
                    }
                    p.step();
                }
            }
        });
    }

    /**
     * A file's page id: its path, with what a page id may not hold ({@link ChangeHistoryCsv#badPageId}: a double quote,
     * a control character) %-escaped as a URL escapes it, so that the importer never writes an id its own loader
     * refuses; every other path is its own id, unchanged.
     */
    public static String pageId(String path) {
        if (ChangeHistoryCsv.badPageId(path) == null) return path;
        StringBuilder b = new StringBuilder(path.length() + 8);
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c < 0x20 || c == 0x7f || c == '"') b.append(String.format("%%%02X", (int) c));
            else b.append(c);
        }
        return b.toString();
    }

    /** The bytes as UTF-8 text, or null when they are not (or hold a NUL byte: binary). */
    static String decode(byte[] b) {
        for (byte x : b) if (x == 0) return null;
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(b))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static Map<String, Object> settings(GitImportSettings s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("from", s.from().toString());
        m.put("to", s.to().toString());
        m.put("cycle_length_days", s.cycleLength());
        m.put("glob", s.glob());
        m.put("date", s.date().name().toLowerCase(Locale.ROOT));
        m.put("content", s.content());
        if (s.xz()) m.put("xz", true);
        if (s.fnmatch()) m.put("glob_syntax", "fnmatch");
        if (s.siteComponent() != 0) m.put("site_component", s.siteComponent());
        if (!s.siteName().isEmpty()) m.put("site", s.siteName());
        return m;
    }

    private static Map<String, Object> counts(Counts n) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("first_parent_commits", n.commits());
        m.put("commits_before_from", n.commitsBefore());
        m.put("commits_after_to", n.commitsAfter());
        m.put("commits_dated_before_parent", n.outOfOrder());
        m.put("files_matched", n.files());
        m.put("pages_kept", n.kept());
        m.put("dropped_appeared_after_cycle_0", n.appeared());
        m.put("dropped_missing_at_a_cycle_end", n.vanished());
        m.put("dropped_not_text", n.notText());
        return m;
    }
}
