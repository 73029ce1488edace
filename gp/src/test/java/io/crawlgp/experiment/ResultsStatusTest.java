package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.io.RunIdentity;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** STATUS.csv says which folders are current; a table is never written from a stale one. */
class ResultsStatusTest {
    @TempDir
    Path dir;

    private Path results() throws Exception {
        Path results = dir.resolve("results");
        Files.createDirectories(results.resolve("old"));
        Files.createDirectories(results.resolve("new"));
        Files.writeString(
                results.resolve(ResultsStatus.FILE),
                "folder,status,checked_at,engine,ci,detail\n"
                        + "new,reproduced,abc1234," + RunIdentity.ARITHMETIC + ",yes,3 CSV file(s) byte-identical\n"
                        + "old,differs,abc1234," + RunIdentity.ARITHMETIC + ",no,summary.csv\n"
                        + "unknown,unchecked,0000000," + RunIdentity.ARITHMETIC + ",no,made at 0000000\n"
                        + "before,regenerated,0000001," + (RunIdentity.ARITHMETIC - 1) + ",no,rewritten at 0000001\n");
        Files.createDirectories(results.resolve("before"));
        return results;
    }

    @Test
    void aStaleFolderIsRefusedAndACurrentOneIsNot() throws Exception {
        Path results = results();
        ResultsStatus.requireCurrent(results.resolve("new"));
        ResultsStatus.requireCurrent(dir.resolve("elsewhere")); // not listed anywhere: not judged
        UserError e = assertThrows(UserError.class, () -> ResultsStatus.requireCurrent(results.resolve("old")));
        assertTrue(e.getMessage().contains("differs at abc1234: summary.csv"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        assertEquals(List.of(results.resolve("new")), ResultsStatus.ciFolders(results));
    }

    @Test
    void citedTablesAreCheckedAgainstTheStatus() throws Exception {
        Path results = results();
        Files.createDirectories(dir.resolve("gp/src/site/markdown"));
        Files.writeString(
                dir.resolve("README.md"),
                "intro\n<!-- results-table:start new -->\n|t|\n<!-- results-table:end -->\n"
                        + "<!-- benchmark-table:start old -->\n<!-- benchmark-table:end -->\n");
        Files.writeString(
                dir.resolve("gp/src/site/markdown/g.md"),
                "<!-- results-table:start gone -->\n<!-- results-table:end -->\n"
                        + "<!-- results-table:start unknown -->\n<!-- results-table:end -->\n");
        Files.writeString(
                dir.resolve("gp/src/site/markdown/h.md"),
                "quoted from results/before and results/new, and results/nowhere (no such folder)\n");
        List<CitedTables.Citation> cited = CitedTables.in(dir);
        assertEquals(
                List.of("new", "old", "gone", "unknown", "before", "new"),
                cited.stream().map(CitedTables.Citation::folder).toList());
        Map<String, ResultsStatus.Entry> status = ResultsStatus.read(results);
        List<String> problems = CitedTables.problems(cited, status);
        assertEquals(4, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("README.md:5: results/old, differs"), problems.get(0));
        assertTrue(problems.get(1).contains("g.md:1: results/gone, which results/STATUS.csv does not list"));
        assertTrue(problems.get(2).contains("g.md:3: results/unknown, unchecked"), problems.get(2));
        // regenerated, but under an older engine: not current
        assertTrue(
                problems.get(3)
                        .contains("h.md:1: results/before, regenerated at 0000001 under engine "
                                + (RunIdentity.ARITHMETIC - 1) + " (running: " + RunIdentity.ARITHMETIC + ")"),
                problems.get(3));
        // no README: not the repository root, refused rather than "every table is current"
        Files.delete(dir.resolve("README.md"));
        UserError e = assertThrows(UserError.class, () -> CitedTables.in(dir));
        assertTrue(e.getMessage().startsWith("no README.md in "), e.getMessage());
    }

    @Test
    void aCommandsFolderAndAnIgnoredFolderAreNoCitations() throws Exception {
        Path results = results();
        for (String f : List.of("mine", "demo", "scratch-1")) Files.createDirectories(results.resolve(f));
        Files.writeString(dir.resolve(".gitignore"), "target/\n/results/demo/\n/results/scratch*/\n");
        Files.writeString(
                dir.resolve("README.md"),
                String.join(
                        "\n",
                        "```bash",
                        "./crawlgp baselines --dataset mydata --out results/mine   # a command: the reader's folder",
                        "```",
                        "Then `./crawlgp inspect formulas --results results/mine` and `./crawlgp evolve --out",
                        "results/mine` (commands across a line), but quoted: `results/mine` and results/new;",
                        "the demo writes results/demo and a scratch run results/scratch-1 (ignored by .gitignore).",
                        "~~~",
                        "results/old",
                        "~~~",
                        ""));
        List<CitedTables.Citation> cited = CitedTables.in(dir);
        assertEquals(
                List.of("mine:5", "new:5"),
                cited.stream().map(c -> c.folder() + ":" + c.line()).toList());
    }

    /** STATUS.csv is an input: every row checked, one line with file and line. */
    @Test
    void aFolderSaysWhichArithmeticWroteIt() throws Exception {
        Path f = Files.createDirectories(dir.resolve("engines"));
        assertEquals(null, ResultsCheck.engineOf(f));
        Files.writeString(f.resolve(RunIdentity.FILE), "{\"kind\": \"evolve\", \"settingsHash\": \"ab\"}");
        assertEquals(1, ResultsCheck.engineOf(f)); // written before run.json named its arithmetic
        Files.writeString(
                f.resolve(RunIdentity.FILE),
                "{\"kind\": \"evolve\", \"settingsHash\": \"ab\", \"arithmetic\": " + RunIdentity.ARITHMETIC + "}");
        assertEquals(RunIdentity.ARITHMETIC, ResultsCheck.engineOf(f));
        Files.writeString(f.resolve(RunIdentity.FILE), "{not json");
        assertEquals(null, ResultsCheck.engineOf(f));
    }

    @Test
    void badRowsAreOneLineWithFileAndLine() throws Exception {
        Path results = Files.createDirectories(dir.resolve("s"));
        String head = "folder,status,checked_at,engine,ci,detail\n";
        String ok = "x,reproduced,a,3,no,d\n";
        Map<String, String> bad = new LinkedHashMap<>();
        bad.put(ok + ok, ":3: folder x is listed twice (first on line 2)");
        bad.put("x,Differs,a,3,no,d\n", ":2: status: expected one of archived, cannot rerun, differs");
        bad.put("x,stale?,a,3,no,d\n", ":2: status: expected one of");
        bad.put(",reproduced,a,3,no,d\n", ":2: folder: expected the plain name of a folder beside STATUS.csv, got ''");
        bad.put("/etc,reproduced,a,3,no,d\n", ":2: folder: expected the plain name");
        bad.put("..,reproduced,a,3,no,d\n", ":2: folder: expected the plain name");
        bad.put("x,reproduced,a,three,no,d\n", ":2: engine: expected a whole number");
        for (Map.Entry<String, String> b : bad.entrySet()) {
            Files.writeString(results.resolve(ResultsStatus.FILE), head + b.getKey());
            UserError e = assertThrows(UserError.class, () -> ResultsStatus.read(results), b.getKey());
            assertTrue(e.getMessage().contains("STATUS.csv" + b.getValue()), e.getMessage());
            assertFalse(e.getMessage().contains("\n"));
        }
        // a byte-order mark before the header (a spreadsheet's export) is read past, not a broken header
        Files.writeString(results.resolve(ResultsStatus.FILE), "\uFEFF" + head + ok);
        assertEquals("reproduced", ResultsStatus.read(results).get("x").status());
    }

    @Test
    void aBadCiFlagIsOneLineWithFileAndLine() throws Exception {
        Path results = dir.resolve("r");
        Files.createDirectories(results);
        Files.writeString(
                results.resolve(ResultsStatus.FILE),
                "folder,status,checked_at,engine,ci,detail\nx,reproduced,a,3,maybe,d\n");
        UserError e = assertThrows(UserError.class, () -> ResultsStatus.read(results));
        assertTrue(e.getMessage().endsWith("STATUS.csv:2: ci: expected yes or no, got 'maybe'"), e.getMessage());
    }
}
