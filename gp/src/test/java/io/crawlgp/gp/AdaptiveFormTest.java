package io.crawlgp.gp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.GenerationStats;
import io.crawlgp.evolution.Task;
import io.crawlgp.evolution.ecj.Evolvers;
import io.crawlgp.expr.Expr;
import io.crawlgp.metric.Metrics;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.IntervalRules;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.simulation.TieBreak;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/** Issue 45: the adaptive form bred as three ECJ trees, decoded into rules, seeded with the production rules. */
class AdaptiveFormTest {
    private static final Breeding SMALL =
            RecordOverrides.apply(Breeding.paper().resized(24, 3, 10, 8, 7), Map.of("seedFormulas", "peers"));

    private static ChangeHistory pages(long seed) {
        Random r = new Random(seed);
        String[] h = new String[60];
        for (int p = 0; p < h.length; p++) {
            double rate = r.nextDouble() * r.nextDouble();
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 50; c++) sb.append(r.nextDouble() < rate ? '1' : '0');
            h[p] = sb.toString();
        }
        return ChangeHistory.of(h);
    }

    @Test
    void theBlockDecodesToOrderedClampsAndAnInitialIntervalInsideThem() {
        Expr u = Expr.var(0, "I"), s = Expr.var(0, "t");
        IntervalRule r = AdaptiveForm.rule("r", List.of(u, s, Expr.c(5), Expr.c(10), Expr.c(2)));
        assertEquals(List.of(5.0, 2.0, 10.0), List.of(r.initial(), r.min(), r.max()));
        r = AdaptiveForm.rule("r", List.of(u, s, Expr.c(20), Expr.c(1), Expr.c(3)));
        assertEquals(List.of(3.0, 1.0, 3.0), List.of(r.initial(), r.min(), r.max()));
    }

    @Test
    void everyProductionRuleSurvivesTheFlatListAndTheArchiveText() {
        for (String name : IntervalRules.names()) {
            IntervalRule r = IntervalRules.byName(name);
            ArchiveEntry e = ArchiveEntry.of(AdaptiveForm.flat(r), 0.5, 0);
            for (IntervalRule back :
                    List.of(AdaptiveForm.rule(name, AdaptiveForm.flat(r)), AdaptiveForm.rule(name, e.evolved()))) {
                assertEquals(r.update(), back.update(), name);
                assertEquals(r.score(), back.score(), name);
                assertEquals(List.of(r.initial(), r.min(), r.max()), List.of(back.initial(), back.min(), back.max()));
            }
            assertEquals(r.update().size() + r.score().size() + 3, e.size(), name);
        }
    }

    @Test
    void aSeededRunStartsFromEveryProductionRuleAndKeepsEachTreeToItsInputs() {
        Task task = AdaptiveForm.task(SMALL, trees -> 0);
        List<List<Expr>> first = Evolvers.ecj().initialIndividuals(task, 7);
        assertEquals(SMALL.population(), first.size());
        for (int i = 0; i < IntervalRules.names().size(); i++)
            assertEquals(
                    AdaptiveForm.flat(IntervalRules.byName(IntervalRules.names().get(i))), first.get(i));
        // every individual ECJ breeds: U reads update inputs only, S score inputs only, the block holds numbers
        Set<List<Expr>> seen = ConcurrentHashMap.newKeySet();
        Evolvers.ecj()
                .evolve(
                        AdaptiveForm.task(SMALL, trees -> {
                            seen.add(trees);
                            return trees.get(0).size() + trees.get(1).size();
                        }),
                        7,
                        GenerationStats.Listener.NONE);
        assertTrue(seen.size() > SMALL.population(), "bred beyond the first generation: " + seen.size());
        for (List<Expr> t : seen) {
            assertEquals(5, t.size());
            assertTrue(
                    IntervalRule.UPDATE_INPUTS.containsAll(Expr.inputs(t.get(0))),
                    t.get(0).toString());
            assertTrue(
                    IntervalRule.SCORE_INPUTS.containsAll(Expr.inputs(t.get(1))),
                    t.get(1).toString());
            for (int i = 2; i < 5; i++) assertTrue(t.get(i) instanceof Expr.Const c && c.value() > 0, t.toString());
        }
    }

    @Test
    void theSameSeedBreedsTheSameArchiveAndBothTreesMakeAnEntryDistinct() {
        AdaptiveForm.RuleFitness fit = new AdaptiveForm.RuleFitness(
                pages(3), new SimulationSettings(0.1, 2, TieBreak.RANDOM, 5), Metrics.fitness("changerate"));
        Evolution a = Evolvers.ecj().evolve(AdaptiveForm.task(SMALL, fit), 11, GenerationStats.Listener.NONE);
        Evolution b = Evolvers.ecj().evolve(AdaptiveForm.task(SMALL, fit), 11, GenerationStats.Listener.NONE);
        assertEquals(a.archive(), b.archive());
        Set<String> texts = new HashSet<>();
        for (ArchiveEntry e : a.archive()) assertTrue(texts.add(e.simplified()), "twice: " + e.simplified());
        // the archive keeps the best training fitness seen, which the seeded production rules bound from below
        double seeded = IntervalRules.names().stream()
                .mapToDouble(n -> fit.applyAsDouble(AdaptiveForm.flat(IntervalRules.byName(n))))
                .max()
                .orElseThrow();
        assertTrue(a.archive().get(0).trainFitness() >= seeded);
    }

    @Test
    void aProductionRulesFitnessIsItsPolicysCrawl() {
        ChangeHistory h = pages(5).withCycleDays(7);
        SimulationSettings s = new SimulationSettings(0.1, 2, TieBreak.RANDOM, 9);
        AdaptiveForm.RuleFitness fit = new AdaptiveForm.RuleFitness(h, s, Metrics.fitness("changerate"));
        for (String crawler : List.of("Heritrix", "StormCrawler-ratio")) {
            String rule = crawler.replace("-ratio", "") + (crawler.endsWith("-ratio") ? "-ratio-rule" : "-rule");
            double expected = Metrics.fitness("changerate").mean(CrawlSimulator.run(h, Policies.byName(crawler), s));
            assertEquals(expected, fit.applyAsDouble(AdaptiveForm.flat(IntervalRules.byName(rule))), 0, crawler);
        }
    }

    @Test
    void aRuleIsWrittenWithBothTreesAndItsConstantsAndItsScoreUpToRanking() {
        IntervalRule h = IntervalRules.byName("Heritrix-rule");
        assertEquals(
                "I' = if(c, floor(I / 1.5), floor(I * 1.5)) ; s = (t * d * 86400000 - I) / (d * 86400000) ; I0 = 86400000, I in [3600000, 2419200000]",
                AdaptiveForm.infix(h));
        // 1 / 86,400,000 = 1.1574074074074e-8, folded into one coefficient; the operators of any arity stay closed
        assertEquals(
                "I' = if(c, floor(I / 1.5), floor(I * 1.5)) ; s = (86400000 * d * t - I) / (86400000 * d) ; I0 = 86400000, I in [3600000, 2419200000]",
                AdaptiveForm.rankInfix(h));
    }

    @Test
    void optionsTheFormDoesNotSupportAreRefusedInOneLine() {
        GpSettings p = GpSettings.paper();
        for (Map<String, String> bad : List.of(
                Map.of("form", "adaptive", "inputs", "n,X,t,mle"),
                Map.of("form", "adaptive", "tuneConstants", "2"),
                Map.of("form", "adaptive", "objectives", "changerate,size"),
                Map.of("seedFormulas", "t / I"), // a score seed reading the rule's state
                Map.of("seedFormulas", "tuned"))) { // tuned rules are seeds of the adaptive form
            UserError e = assertThrows(UserError.class, () -> RecordOverrides.apply(p, bad), bad.toString());
            assertTrue(
                    e.getMessage().contains("form = adaptive")
                            && !e.getMessage().contains("\n"),
                    e.getMessage());
        }
        UserError e = assertThrows(
                UserError.class,
                () -> AdaptiveForm.task(RecordOverrides.apply(SMALL, Map.of("seedFormulas", "Nutch-rule")), t -> 0));
        assertTrue(e.getMessage().contains("'Nutch-rule'") && e.getMessage().contains("StormCrawler-rule"));
    }

    /** Issue 69: a rule with memory is typeset for a paper, tree by tree, constants to 4 significant digits. */
    @Test
    void aRuleIsTypesetTreeByTree() {
        IntervalRule r = AdaptiveForm.rule("r", "I * 1.5 ; t / I ; 1.23456 ; 0.5 ; 28");
        assertEquals(
                "I' = I \\cdot 1.5;\\quad s = \\frac{t}{I};\\quad I_0 = 1.235,\\ I \\in [0.5, 28]",
                AdaptiveForm.latex(r));
    }
}
