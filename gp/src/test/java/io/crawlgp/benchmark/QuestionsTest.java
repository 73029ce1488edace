package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Declared questions beyond the primary: each pair tested as the primary is, per dataset with Holm
 * over the datasets and across them, in a file of its own and under its own heading.
 */
class QuestionsTest {
    @TempDir
    Path dir;

    private Path suite(String extra) throws Exception {
        return Files.writeString(
                dir.resolve("q.suite"),
                "datasets = a=synthetic:pages=600;cycles=14, b=synthetic:pages=600;cycles=14;seed=5\n"
                        + "methods = Age, CG, Rand\nrepeats = 1\nbudget = 0.05\nprimary = Age vs CG\n" + extra);
    }

    @Test
    void eachQuestionIsTestedAsThePrimaryIs() throws Exception {
        Path out = dir.resolve("out");
        Benchmark.run(
                Suite.read(suite("questions = Age vs Rand; cg vs rand\n")), out, 2, false, RunContext.quiet("test"));
        // the same test as the primary's: question 1 of a pair gives the rows primary.csv gives for that pair
        List<String> q1 = Files.readAllLines(out.resolve("question1.csv"));
        assertEquals(3, q1.size(), "a header and a row per dataset");
        assertTrue(q1.get(1).startsWith("a,changerate,Age,Rand,"), q1.get(1));
        assertTrue(Files.readAllLines(out.resolve("question2.csv")).get(2).startsWith("b,changerate,CG,Rand,"));
        assertTrue(Files.isRegularFile(out.resolve("question2-across.csv")));
        String md = BenchmarkMarkdown.table(out), brief = BenchmarkMarkdown.brief(out);
        for (String page : List.of(md, brief)) {
            assertTrue(page.contains("**Primary question: Age vs CG**"), page);
            assertTrue(page.contains("**Question 1: Age vs Rand**"), page);
            assertTrue(page.contains("**Question 2: CG vs Rand**"), page);
        }
        assertTrue(brief.contains("`question2-across.csv`"), brief);
    }

    @Test
    void aQuestionAskedTwiceOrOfNoMethodIsRefused() throws Exception {
        UserError again =
                assertThrows(UserError.class, () -> Suite.read(suite("questions = Age vs Rand; age vs CG\n")));
        assertTrue(
                again.getMessage().endsWith(":6: questions: 'Age vs CG' is asked twice (or is the primary)"),
                again.getMessage());
        UserError none = assertThrows(UserError.class, () -> Suite.read(suite("questions = Age vs Nope\n")));
        assertTrue(none.getMessage().contains(":6: questions: 'Nope' is no method of the suite"), none.getMessage());
    }
}
