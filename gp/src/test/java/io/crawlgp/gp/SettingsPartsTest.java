package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.feature.EstimatorFeatures;
import io.crawlgp.feature.TerminalSet;
import io.crawlgp.policy.Terminals;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GP4C's settings made of parts: dotted names, the flat names kept as aliases, one settings text for both. */
class SettingsPartsTest {
    @TempDir
    Path dir;

    /** The paper's settings as the flat record described them before the parts, and the peers' tuning after. */
    private static final String PAPER_TEXT = """
            dataset = synthetic
            cycleLength = 1
            fromCycle = 0
            toCycle = 0
            minChanges = 0
            maxChanges = 2147483647
            budget = 0.05
            warmup = 2
            tieBreak = RANDOM
            seed = 1
            folds = 5
            seeds = 5
            population = 300
            generations = 50
            tournamentSize = 2
            crossoverRate = 0.9
            reproductionRate = 0.15
            mutationRate = 0.05
            swapRate = 0.05
            rateNormalisation = PROPORTIONAL
            maxDepth = 10
            maxCrossoverDepth = 9
            initMinDepth = 2
            initMaxDepth = 6
            mutationSubtreeDepth = 5
            archiveSize = 50
            elite = 0
            duplicateRetries = 100
            fitness = changerate
            sdKind = POPULATION
            functions = +,-,*,/,log,pow,exp
            constants = 0.001,0.01,0.1,0.5,1,10,100,1000
            inputs = n,X,t
            loop = GENERATIONAL
            rbTraining = 50
            rbRetrain = 30
            rbLabel = any
            rbExperts = 20
            tunePeers = true
            tuneEvaluations = 64
            """;

    @Test
    void theSettingsTextOfThePaperIsTheFlatOneOfBefore() {
        assertEquals(PAPER_TEXT, SettingsText.canonical(GpSettings.paper()));
        // seedFormulas is written once set
        assertEquals(
                PAPER_TEXT + "seedFormulas = t\n",
                SettingsText.canonical(RecordOverrides.apply(GpSettings.paper(), Map.of("seedFormulas", "t"))));
    }

    @Test
    void dottedAndFlatNamesSetTheSameSetting() throws Exception {
        Path dotted = dir.resolve("dotted.properties"), flat = dir.resolve("flat.properties");
        Files.writeString(
                dotted,
                "simulation.budget = 0.1\nsimulation.tie-break = index\nbreeding.population = 40\nprotocol.folds = 4\n"
                        + "content.experts = 5\ndataset.source = x\n");
        Files.writeString(
                flat, "budget = 0.1\ntie-break = index\npopulation = 40\nfolds = 4\nrbExperts = 5\ndataset = x\n");
        GpSettings a = SettingsFile.load(dotted, Map.of()), b = SettingsFile.load(flat, Map.of());
        assertEquals(a, b);
        assertEquals(0.1, a.simulation().budget());
        assertEquals(TieBreak.INDEX, a.simulation().tieBreak());
        assertEquals(40, a.breeding().population());
        assertEquals(4, a.protocol().folds());
        assertEquals(5, a.content().experts());
        assertEquals("x", a.dataset().source());
        assertEquals(SettingsText.canonical(a), SettingsText.canonical(b));
    }

    @Test
    void aSettingGivenByBothNamesIsRefusedWithItsLine() throws Exception {
        Path f = dir.resolve("both.properties");
        Files.writeString(f, "budget = 0.1\nsimulation.budget = 0.2\n");
        UserError e = assertThrows(UserError.class, () -> SettingsFile.load(f, Map.of()));
        assertTrue(e.getMessage().startsWith(f + ":2: "), e.getMessage());
        assertTrue(e.getMessage().contains("simulation.budget"), e.getMessage());
    }

    @Test
    void aPartIsNotASetting() {
        UserError e = assertThrows(
                UserError.class, () -> RecordOverrides.apply(GpSettings.paper(), Map.of("simulation", "0.1")));
        assertTrue(e.getMessage().contains("simulation.budget"), e.getMessage());
    }

    @Test
    void anUnknownDottedNameListsTheKnownOnes() {
        UserError e = assertThrows(
                UserError.class, () -> RecordOverrides.apply(GpSettings.paper(), Map.of("simulation.budgte", "0.1")));
        assertTrue(
                e.getMessage().contains("[simulation.budgte]") && e.getMessage().contains("simulation.budget"),
                e.getMessage());
    }

    @Test
    void eachPartValidatesItsOwnSettings() {
        // one validation per setting, in the part that owns it: the message names the field
        assertThrows(
                UserError.class,
                () -> RecordOverrides.apply(GpSettings.paper(), Map.of("simulation.budget", "0")),
                "budget");
        UserError e = assertThrows(
                UserError.class,
                () -> RecordOverrides.apply(GpSettings.paper(), Map.of("breeding.tournament-size", "301")));
        assertTrue(e.getMessage().contains("tournamentSize"), e.getMessage());
        e = assertThrows(UserError.class, () -> RecordOverrides.apply(GpSettings.paper(), Map.of("rbLabel", "some")));
        assertTrue(e.getMessage().contains("rbLabel"), e.getMessage());
    }

    @Test
    void theEstimatorWindowSetsTheWindowedRatesOfTheRun() {
        GpSettings s =
                RecordOverrides.apply(GpSettings.paper(), Map.of("inputs", "t,wnad,nad", "estimatorWindow", "8"));
        TerminalSet t = s.terminals(Terminals.SET);
        assertEquals(List.of("t", "wnad", "nad"), t.names());
        assertTrue(
                t.features().get(1).description().contains("last 8 cycles"),
                t.features().get(1).description());
        assertSame(EstimatorFeatures.NAD, t.features().get(2));
        // written once set, so runs before the setting keep their settings text
        assertTrue(SettingsText.canonical(s).endsWith("estimatorWindow = 8\n"), SettingsText.canonical(s));
        UserError e = assertThrows(
                UserError.class, () -> RecordOverrides.apply(GpSettings.paper(), Map.of("estimatorWindow", "0")));
        assertTrue(e.getMessage().startsWith("estimatorWindow must be 1..63 cycles"), e.getMessage());
    }

    @Test
    void aSettingWithoutAliasIsDescribedByItsDottedName() {
        record Inner(int a) {}
        record Outer(Inner inner, int b) {}
        assertEquals(
                Map.of("inner.a", "3", "b", "4"),
                RecordOverrides.describe(
                        RecordOverrides.apply(new Outer(new Inner(1), 2), Map.of("inner.a", "3", "b", "4"))));
    }
}
