package io.crawlgp.experiment;

import io.crawlgp.io.IoReasons;
import io.crawlgp.io.Provenance;
import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.UserError;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * What {@code crawlgp reproduce} does: reruns folders ({@link Reproduction}), optionally records
 * each outcome in STATUS.csv ({@link ResultsStatus}), and checks that every folder the README and the guides cite is
 * listed as current under the running engine ({@link CitedTables}).
 *
 * @param folders     the folders named on the command line
 * @param ci          add the folders STATUS.csv marks for CI, and check the citations
 * @param cited       check the citations
 * @param record      write each outcome into results/STATUS.csv
 * @param regenerated record the folders as regenerated instead of rerunning them: each was just rewritten by its
 *                    recorded command (or recipe), which its run.json files' arithmetic version proves
 */
public record ResultsCheck(List<Path> folders, boolean ci, boolean cited, boolean record, boolean regenerated) {
    /** The folder STATUS.csv lives in, below the repository root reproduce runs from. */
    static final Path RESULTS = Path.of("results");

    /** Runs the check from the repository root; true when a folder differs or the README or a guide cites a stale one. */
    public boolean run(Function<List<String>, String> command, PrintWriter out) {
        List<Path> todo = new ArrayList<>(folders);
        if (ci) todo.addAll(ResultsStatus.ciFolders(RESULTS));
        if (todo.isEmpty() && !cited)
            throw new UserError("which folders? give DIR..., or --ci (STATUS.csv's ci folders), or --cited");
        if (regenerated && (ci || !record))
            throw new UserError("--regenerated records the named folders: give it with --record and DIR..., not --ci");
        for (Path dir : todo) {
            if (!Files.isDirectory(dir)) throw new UserError(dir + ": no such folder");
            if (Files.isSymbolicLink(dir)) // a link's target is another folder's, possibly outside results/
            throw new UserError(dir + " is a link to a folder: name the results folder itself");
            if (record) underResults(dir); // every refusal before any work
            if (regenerated) writtenUnderThisEngine(dir);
        }
        boolean failed = false;
        for (Path dir : todo) {
            Reproduction.Outcome o = regenerated
                    ? new Reproduction.Outcome(
                            dir,
                            "regenerated",
                            "rewritten at " + commitOf(dir)
                                    + " by its recorded command"
                                    + (Files.isRegularFile(dir.resolve(Reproduction.RECIPE))
                                            ? " (" + Reproduction.RECIPE + ")"
                                            : ""))
                    : Reproduction.check(dir, command);
            Integer engine = o.status().equals("differs") ? engineOf(dir) : null;
            if (engine != null && engine != RunIdentity.ARITHMETIC)
                o = new Reproduction.Outcome(
                        dir,
                        o.status(),
                        o.detail() + "; written under arithmetic " + engine + ", the running code is "
                                + RunIdentity.ARITHMETIC + " (regenerate it)");
            failed |= o.status().equals("differs") || o.status().equals("cannot rerun"); // both exit 1
            out.println(o.folder() + ": " + o.status() + " (" + o.detail() + ")");
            out.flush();
            if (record) record(o, regenerated ? commitOf(dir) : Provenance.runningCommit());
        }
        if (ci || cited) {
            List<CitedTables.Citation> tables = CitedTables.in(Path.of(""));
            Map<String, ResultsStatus.Entry> status = ResultsStatus.read(RESULTS);
            // every cited folder current under the running engine: --ci fails as --cited does
            List<String> problems = CitedTables.problems(tables, status);
            for (String p : problems) out.println("not current: " + p);
            if (problems.isEmpty())
                out.println("every folder the README and the guides cite is reproduced or regenerated under engine "
                        + RunIdentity.ARITHMETIC + " (results/STATUS.csv)");
            failed |= !problems.isEmpty();
        }
        return failed;
    }

    /** --record writes results/STATUS.csv, so only a folder directly inside results/ may be recorded. */
    static void underResults(Path dir) {
        Path abs = dir.toAbsolutePath().normalize();
        if (abs.getParent() == null
                || !abs.getParent().equals(RESULTS.toAbsolutePath().normalize()))
            throw new UserError(dir + ": --record writes results/STATUS.csv, and this is not a folder of results/"
                    + " (run reproduce from the repository root, naming results/NAME)");
    }

    /**
     * The arithmetic version DIR's own run.json names (1 when it names none: written before the field; null without a
     * readable run.json, as for a folder of runs).
     */
    static Integer engineOf(Path dir) {
        if (!Files.isRegularFile(dir.resolve(RunIdentity.FILE))) return null;
        try {
            return RunIdentity.read(dir).engine();
        } catch (UserError unreadable) {
            return null;
        }
    }

    /** Every run.json below DIR names the running arithmetic version: DIR was written by this engine. */
    static void writtenUnderThisEngine(Path dir) {
        List<Path> runs;
        try (Stream<Path> s = Files.walk(dir)) {
            runs = s.filter(p -> p.getFileName().toString().equals(RunIdentity.FILE))
                    .map(Path::getParent)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
        }
        if (runs.isEmpty()) throw new UserError(dir + ": no run.json: --regenerated needs a folder crawlgp wrote");
        for (Path run : runs) {
            Integer v = RunIdentity.read(run).arithmetic();
            if (v == null || v != RunIdentity.ARITHMETIC)
                throw new UserError(run.resolve(RunIdentity.FILE) + ": written under arithmetic "
                        + (v == null ? "(none)" : v) + ", not the running " + RunIdentity.ARITHMETIC
                        + ": rerun its command (with --force) before recording it regenerated");
        }
    }

    /** The commit DIR's provenance records; for a folder of runs (one per dataset), the first run's. */
    static String commitOf(Path dir) {
        if (Files.isRegularFile(dir.resolve(Provenance.FILE))) return Provenance.shortCommit(dir);
        try (Stream<Path> s = Files.walk(dir, 2)) {
            Path first = s.filter(p -> Files.isRegularFile(p.resolve(Provenance.FILE)))
                    .sorted()
                    .findFirst()
                    .orElseThrow(() -> new UserError(dir + ": no provenance.json in it or its runs"));
            return Provenance.shortCommit(first);
        } catch (IOException e) {
            throw new UserError("cannot read " + dir + ": " + IoReasons.of(e));
        }
    }

    private static void record(Reproduction.Outcome o, String commit) {
        Map<String, ResultsStatus.Entry> rows = ResultsStatus.read(RESULTS);
        String name = o.folder().toAbsolutePath().normalize().getFileName().toString();
        ResultsStatus.Entry before = rows.get(name);
        rows.put(
                name,
                new ResultsStatus.Entry(
                        name, o.status(), commit, RunIdentity.ARITHMETIC, before != null && before.ci(), o.detail()));
        ResultsStatus.write(RESULTS, rows);
    }
}
