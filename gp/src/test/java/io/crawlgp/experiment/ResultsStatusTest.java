package io.crawlgp.experiment;

import static org.junit.jupiter.api.Assertions.*;

import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** STATUS.csv says which folders are current; a table is never written from a stale one (issue 62, item 1). */
class ResultsStatusTest {
    @TempDir
    Path dir;

    private Path results() throws Exception {
        Path results = dir.resolve("results");
        Files.createDirectories(results.resolve("old"));
        Files.createDirectories(results.resolve("new"));
        Files.writeString(
                results.resolve(ResultsStatus.FILE),
                "folder,status,checked_at,ci,detail\n"
                        + "new,reproduced,abc1234,yes,3 CSV file(s) byte-identical\n"
                        + "old,differs,abc1234,no,summary.csv\n"
                        + "unknown,unchecked,0000000,no,made at 0000000\n");
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
        List<CitedTables.Citation> cited = CitedTables.in(dir);
        assertEquals(
                List.of("new", "old", "gone", "unknown"),
                cited.stream().map(CitedTables.Citation::folder).toList());
        Map<String, ResultsStatus.Entry> status = ResultsStatus.read(results);
        List<String> problems = CitedTables.problems(cited, status);
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("README.md:5: a table from results/old, differs"), problems.get(0));
        assertTrue(
                problems.get(1).contains("g.md:1: a table from results/gone, which results/STATUS.csv does not list"));
        assertEquals(1, CitedTables.unchecked(cited, status).size());
    }

    @Test
    void aBadCiFlagIsOneLineWithFileAndLine() throws Exception {
        Path results = dir.resolve("r");
        Files.createDirectories(results);
        Files.writeString(
                results.resolve(ResultsStatus.FILE), "folder,status,checked_at,ci,detail\nx,reproduced,a,maybe,d\n");
        UserError e = assertThrows(UserError.class, () -> ResultsStatus.read(results));
        assertTrue(e.getMessage().endsWith("STATUS.csv:2: ci: expected yes or no, got 'maybe'"), e.getMessage());
    }
}
