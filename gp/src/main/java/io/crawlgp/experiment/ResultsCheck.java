package io.crawlgp.experiment;

import io.crawlgp.io.Provenance;
import io.crawlgp.util.UserError;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * What {@code crawlgp reproduce} does (issue 62, item 1): reruns folders ({@link Reproduction}), optionally records
 * each outcome in STATUS.csv ({@link ResultsStatus}), and checks that the README's and guides' tables come from folders
 * listed as current ({@link CitedTables}).
 *
 * @param folders the folders named on the command line
 * @param ci add the folders STATUS.csv marks for CI, and check the citations
 * @param cited check the citations
 * @param record write each outcome into the folder's parent's STATUS.csv
 */
public record ResultsCheck(List<Path> folders, boolean ci, boolean cited, boolean record) {
    /** Runs the check from the repository root; true when a folder differs or a table cites a stale folder. */
    public boolean run(Function<List<String>, String> command, PrintWriter out) {
        Path results = Path.of("results");
        List<Path> todo = new ArrayList<>(folders);
        if (ci) todo.addAll(ResultsStatus.ciFolders(results));
        if (todo.isEmpty() && !cited)
            throw new UserError("which folders? give DIR..., or --ci (STATUS.csv's ci folders), or --cited");
        boolean failed = false;
        for (Path dir : todo) {
            if (!Files.isDirectory(dir)) throw new UserError(dir + ": no such folder");
            Reproduction.Outcome o = Reproduction.check(dir, command);
            failed |= o.status().equals("differs");
            out.println(o.folder() + ": " + o.status() + " (" + o.detail() + ")");
            out.flush();
            if (record) record(o);
        }
        if (ci || cited) {
            List<CitedTables.Citation> tables = CitedTables.in(Path.of("."));
            Map<String, ResultsStatus.Entry> status = ResultsStatus.read(results);
            for (String p : CitedTables.unchecked(tables, status)) out.println("note, not rerun: " + p);
            List<String> problems = CitedTables.problems(tables, status);
            for (String p : problems) out.println("stale table: " + p);
            if (problems.isEmpty())
                out.println("every table of the README and the guides is written from a folder results/STATUS.csv"
                        + " lists as current");
            failed |= !problems.isEmpty();
        }
        return failed;
    }

    private static void record(Reproduction.Outcome o) {
        Path abs = o.folder().toAbsolutePath().normalize();
        Map<String, ResultsStatus.Entry> rows = ResultsStatus.read(abs.getParent());
        String name = abs.getFileName().toString();
        ResultsStatus.Entry before = rows.get(name);
        rows.put(
                name,
                new ResultsStatus.Entry(
                        name, o.status(), Provenance.runningCommit(), before != null && before.ci(), o.detail()));
        ResultsStatus.write(abs.getParent(), rows);
    }
}
