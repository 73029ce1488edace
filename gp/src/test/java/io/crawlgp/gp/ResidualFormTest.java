package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.dataset.DatasetSpec;
import io.crawlgp.expr.ExprParser;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.policy.FormulaPolicy;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.ResidualPolicy;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** form = residual: g = 0 is its base, no run's best training fitness is below the base's, bad bases refused. */
class ResidualFormTest {
    @TempDir
    Path dir;

    @Test
    void atGZeroTheResidualCrawlsAsItsBase() {
        ChangeHistory h = DatasetSpec.of("synthetic:pages=300,cycles=20").load().history();
        SimulationSettings s = SimulationSettings.defaults().withBudget(0.1);
        for (String base : List.of("ChoGM(smoothing=2)", "Heritrix-ratio", "StormCrawler-ratio(I0=8)")) {
            ResidualPolicy r = new ResidualPolicy(
                    "r",
                    Policies.byName(base),
                    FormulaPolicy.of("g", ExprParser.parse("n - n", List.of("n", "X", "t")), TerminalSet.gp4c()));
            assertArrayEquals(
                    CrawlSimulator.run(h, Policies.byName(base), s).found(),
                    CrawlSimulator.run(h, r, s).found(),
                    base);
        }
    }

    private GpSettings settings(String base) {
        return SettingsFile.load(
                null,
                Map.of(
                        "dataset", "synthetic:pages=600,cycles=16",
                        "form", "residual",
                        "residualBase", base,
                        "seeds", "1",
                        "population", "10",
                        "generations", "2",
                        "folds", "3",
                        "budget", "0.1",
                        "inputs", "n,X,t,scs"));
    }

    @Test
    void noFoldsBestTrainingFitnessIsBelowItsTunedBaseAndOneAndTwoThreadsAgree() throws Exception {
        GpSettings s = settings("ChoGM-tuned");
        Path one = dir.resolve("one"), two = dir.resolve("two");
        Gp4cExperiment.run(s, one, 1, true, "t"); // with the baselines: tuned.csv holds the tuned bases
        Gp4cExperiment.run(s, two, 2, true, "t");
        for (String f : List.of("formulas.csv", "summary.csv", "tuned.csv"))
            assertEquals(Files.readString(one.resolve(f)), Files.readString(two.resolve(f)), f);
        List<String[]> formulas = rows(one.resolve("formulas.csv"));
        List<String[]> tuned = rows(one.resolve("tuned.csv"));
        for (int fold = 0; fold < 3; fold++) {
            String[] base = null;
            for (String[] t : tuned) if (t[0].equals("ChoGM-tuned") && t[1].equals(Integer.toString(fold))) base = t;
            double best = Double.NEGATIVE_INFINITY;
            for (String[] r : formulas)
                if (r[0].equals(Integer.toString(fold)) && r[2].equals("archive")) {
                    best = Math.max(best, Double.parseDouble(r[8]));
                    // every member crawls as the fold's tuned base times exp(g)
                    assertTrue(r[4].startsWith(base[2] + " x exp("), r[4] + " on " + base[2]);
                }
            assertTrue(best >= Double.parseDouble(base[4]), "fold " + fold + ": " + best + " < " + base[4]);
        }
    }

    @Test
    void aResidualWithoutABaseABaseWithoutTheFormAndADueOrderBaseAreOneLineErrors() {
        UserError none = assertThrows(UserError.class, () -> SettingsFile.load(null, Map.of("form", "residual")));
        assertEquals(
                "--set form=residual: form = residual needs residualBase = one of Nutch-ratio-tuned,"
                        + " Heritrix-ratio-tuned, StormCrawler-ratio-tuned, ChoGM-tuned, BestRule-tuned",
                none.getMessage());
        UserError alone =
                assertThrows(UserError.class, () -> SettingsFile.load(null, Map.of("residualBase", "ChoGM-tuned")));
        assertTrue(alone.getMessage()
                .endsWith("is read by form = residual only (form = score); set form = residual or remove it"));
        // named at the option that breaks it, not at form = residual
        UserError due = assertThrows(
                UserError.class,
                () -> SettingsFile.load(null, ordered("form", "residual", "residualBase", "Heritrix-tuned")));
        assertTrue(
                due.getMessage().startsWith("--set residualBase=Heritrix-tuned: residualBase = Heritrix-tuned:"),
                due.getMessage());
    }

    /** Options in the order given, as on a command line. */
    private static Map<String, String> ordered(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return m;
    }

    private static List<String[]> rows(Path csv) throws Exception {
        List<String> lines = Files.readAllLines(csv);
        return lines.subList(1, lines.size()).stream()
                .map(l -> l.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1))
                .map(a -> {
                    for (int i = 0; i < a.length; i++) a[i] = a[i].replace("\"", "");
                    return a;
                })
                .toList();
    }
}
