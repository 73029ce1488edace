package io.crawlgp.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.experiment.Choice;
import io.crawlgp.experiment.Folds;
import io.crawlgp.gp.GpSettings;
import io.crawlgp.gp.PeerTuning;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.util.RunContext;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 59's engineer's choice and primary question: checked against an independent recomputation and by hand. */
class BestRuleAndPrimaryTest {
    @TempDir
    Path dir;

    private Path suite(String body) throws Exception {
        Path f = dir.resolve("s.suite");
        Files.writeString(f, body);
        return f;
    }

    private static List<String[]> rows(Path csv) throws Exception {
        List<String[]> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(csv);
        for (String l : lines.subList(1, lines.size())) out.add(l.split(","));
        return out;
    }

    @Test
    void bestRuleDeploysTheTunedRuleWithTheBestValidationScoreOnEachFold() throws Exception {
        Suite s =
                Suite.read(suite("datasets = a=synthetic:pages=600;cycles=16, b=synthetic:pages=500;cycles=14;seed=9\n"
                        + "methods = ChoGM-tuned, Azar-tuned, BestRule-tuned, Age\nrepeats = 1\nbudget = 0.05\nseed = 3\n"
                        + "primary = BestRule-tuned vs Age\n"));
        Path out = dir.resolve("out");
        Benchmark.run(s, out, 2, false, RunContext.quiet("t"));
        // independently: each family tuned on each fold of dataset a, the one with the best validation score
        Suite.DatasetEntry a = s.datasets().get(0);
        GpSettings g = Benchmark.settings(a, 0);
        ChangeHistory h = g.dataset().load().history();
        Folds folds = Folds.of(h.pages(), 5, g.seed());
        List<String[]> tuned = rows(out.resolve("tuned.csv"));
        for (int f = 0; f < 5; f++) {
            Choice cho = PeerTuning.choose(TuningSpace.of("ChoGM"), g, h, folds, f);
            Choice azar = PeerTuning.choose(TuningSpace.of("Azar"), g, h, folds, f);
            String expected = azar.validation() > cho.validation() ? azar.chosen() : cho.chosen();
            int fold = f;
            String[] row = tuned.stream()
                    .filter(r -> r[0].equals("a") && r[2].equals("BestRule-tuned") && r[3].equals("" + fold))
                    .findFirst()
                    .orElseThrow();
            assertEquals(expected, row[4], "fold " + f);
        }
        // the primary question: one row per dataset, Holm over the two datasets by hand
        List<String[]> primary = rows(out.resolve("primary.csv"));
        assertEquals(2, primary.size());
        double p0 = Double.parseDouble(primary.get(0)[9]), p1 = Double.parseDouble(primary.get(1)[9]);
        double lo = Math.min(p0, p1), hi = Math.max(p0, p1);
        double holmLo = Math.min(1, 2 * lo), holmHi = Math.max(holmLo, Math.min(1, hi));
        for (String[] r : primary) {
            assertEquals("BestRule-tuned", r[2]);
            assertEquals("Age", r[3]);
            double p = Double.parseDouble(r[9]), expected = p == lo ? holmLo : holmHi;
            assertEquals(expected, Double.parseDouble(r[10]), 1e-12, r[0]);
        }
        // across the datasets: the Bayesian signed-rank test of the two datasets' mean differences
        List<String[]> across = rows(out.resolve("primary-across.csv"));
        assertEquals(1, across.size());
        assertEquals("2", across.get(0)[3]);
        double sum = Double.parseDouble(across.get(0)[6])
                + Double.parseDouble(across.get(0)[7])
                + Double.parseDouble(across.get(0)[8]);
        assertEquals(1.0, sum, 1e-9);
        // reported first in the Markdown table
        assertTrue(BenchmarkMarkdown.table(out).startsWith("**Primary question: BestRule-tuned vs Age**"));
    }

    @Test
    void aBadPrimaryOrABestRuleWithoutTunedRulesIsOneLineBeforeAnyWork() throws Exception {
        String head = "datasets = synthetic\nmethods = Age, CG, ChoGM-tuned\n";
        UserError unknown = assertThrows(UserError.class, () -> Suite.read(suite(head + "primary = GP4C vs Age\n")));
        assertEquals(
                dir.resolve("s.suite") + ":3: primary: 'GP4C' is no method of the suite; methods: Age, CG, ChoGM-tuned",
                unknown.getMessage());
        UserError form = assertThrows(UserError.class, () -> Suite.read(suite(head + "primary = Age, CG\n")));
        assertTrue(form.getMessage().endsWith("expected 'A vs B' (two methods of the suite), got 'Age, CG'"));
        UserError self = assertThrows(UserError.class, () -> Suite.read(suite(head + "primary = age VS Age\n")));
        assertTrue(self.getMessage().endsWith("primary: compares Age with itself"), self.getMessage());
        UserError lone = assertThrows(
                UserError.class, () -> Suite.read(suite("datasets = synthetic\nmethods = Age, BestRule-tuned\n")));
        assertTrue(lone.getMessage().contains("chooses among the suite's -tuned contenders"), lone.getMessage());
        assertEquals(
                new Suite.Primary("CG", "ChoGM-tuned"),
                Suite.read(suite(head + "primary = cg vs chogm-tuned\n")).primary());
    }

    @Test
    void theRankingReadsTheChosenContendersAndDatasetsOnly() throws Exception {
        Suite s =
                Suite.read(suite("datasets = a=synthetic:pages=600;cycles=12, b=synthetic:pages=600;cycles=12;seed=4, "
                        + "c=synthetic:pages=600;cycles=12;seed=7\nmethods = Age, CG, NAD, Oracle\nrepeats = 1\nseed = 3\n"
                        + "rank = Age, CG\nrankDatasets = a, c\nrankSites = b, c\n"));
        assertEquals(List.of("Age", "CG"), s.rank());
        assertEquals(List.of("a", "c"), s.rankDatasets());
        assertEquals(List.of("b", "c"), s.rankSites());
        // one site entry is accepted (ranked by nothing, a note; issue 68), one contender or dataset to rank is not
        String three = "datasets = a=synthetic:pages=600;cycles=12, b=synthetic:pages=600;cycles=12;seed=4, "
                + "c=synthetic:pages=600;cycles=12;seed=7\nmethods = Age, CG\nrepeats = 1\n";
        assertEquals(List.of("b"), Suite.read(suite(three + "rankSites = b\n")).rankSites());
        UserError one = assertThrows(UserError.class, () -> Suite.read(suite(three + "rank = Age\n")));
        assertTrue(one.getMessage().endsWith(": rank names fewer than two"), one.getMessage());
        Path out = dir.resolve("ranked");
        Benchmark.run(s, out, 1, false, RunContext.quiet("t"));
        List<String[]> ranking = rows(out.resolve("ranking.csv"));
        assertEquals(2, ranking.size());
        for (String[] r : ranking) assertEquals("2", r[2], "two datasets ranked");
        // the site entries' own ranking: the same contenders over b and c, recomputed from summary.csv's ranks
        List<String[]> sites = rows(out.resolve("ranking-sites.csv"));
        assertEquals(2, sites.size());
        List<String[]> summary = rows(out.resolve("summary.csv"));
        for (String[] r : sites) {
            double sum = 0;
            for (String d : List.of("b", "c")) {
                // ranks among Age and CG only: 1 for the higher mean
                double mine = 0, other = 0;
                for (String[] row : summary)
                    if (row[0].equals(d) && row[2].equals("changerate")) {
                        if (row[1].equals(r[0])) mine = Double.parseDouble(row[4]);
                        else if (row[1].equals(r[0].equals("Age") ? "CG" : "Age")) other = Double.parseDouble(row[4]);
                    }
                sum += mine > other ? 1 : mine < other ? 2 : 1.5;
            }
            assertEquals(sum / 2, Double.parseDouble(r[1]), 1e-12, r[0]);
        }
        // two site entries: mean ranks only, no Friedman test or CD diagram over fewer than three datasets
        assertTrue(!Files.exists(out.resolve("cd-sites.png")) && !Files.exists(out.resolve("cd.png")));
        UserError e = assertThrows(
                UserError.class,
                () -> Suite.read(suite("datasets = synthetic\nmethods = Age, CG\nrank = Age, Nutch\n")));
        assertTrue(e.getMessage().endsWith("rank: 'Nutch' is not in the suite; known: Age, CG"), e.getMessage());
    }
}
