package io.crawlgp.gp;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.evolution.ArchiveEntry;
import io.crawlgp.evolution.Breeding;
import io.crawlgp.evolution.Evolution;
import io.crawlgp.evolution.Task;
import io.crawlgp.evolution.ecj.EcjParameters;
import io.crawlgp.experiment.Choice;
import io.crawlgp.feature.CrawlFeatures;
import io.crawlgp.gp.Selection.Candidate;
import io.crawlgp.gp.fitness.CrawlFitness;
import io.crawlgp.gp.results.GpResultsCsv.FormulaRow;
import io.crawlgp.gp.results.UnitResult;
import io.crawlgp.policy.AdaptiveIntervalPolicy;
import io.crawlgp.policy.IntervalRule;
import io.crawlgp.policy.IntervalRulePolicy;
import io.crawlgp.policy.IntervalRules;
import io.crawlgp.policy.Policies;
import io.crawlgp.simulation.Policy;
import io.crawlgp.simulation.SimulationSettings;
import io.crawlgp.util.GpVariant;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.ToDoubleFunction;

/** The adaptive form ({@link AdaptiveForm}): a revisit rule with memory, bred as three ECJ trees. */
final class AdaptiveFormRun implements FormRun {
    /** The adaptive form: fixed inputs, one objective, bred constants; no residual base. */
    static final FormKind KIND = new FormKind() {
        @Override
        public void check(List<String> inputs, Breeding breeding, String residualBase) {
            ResidualBase.refuseBase(Form.ADAPTIVE, residualBase);
            if (!inputs.equals(CrawlFeatures.GP4C))
                throw new UserError("form = adaptive reads fixed inputs (update tree: "
                        + String.join(", ", IntervalRule.UPDATE_INPUTS) + "; score tree: "
                        + String.join(", ", IntervalRule.SCORE_INPUTS) + "); remove inputs = "
                        + String.join(",", inputs));
            if (breeding.sizeObjective())
                throw new UserError("form = adaptive does not support objectives = " + breeding.objectives()
                        + " (one objective: the fitness)");
            if (breeding.tuneConstants() > 0)
                throw new UserError("form = adaptive does not support tuneConstants = " + breeding.tuneConstants()
                        + " (the rule's constants are bred; set tuneConstants = 0)");
            if (breeding.parentSelection().lexicase()) // refused when the settings are made, before any folder
            throw new UserError(
                        "parentSelection = " + breeding.parentSelection().written()
                                + " breeds one tree per individual; form = adaptive breeds 3 (an update, a score and a start"
                                + " tree): use parentSelection = tournament");
            if (breeding.surrogate().on())
                throw new UserError(
                        "surrogate = pages screens score trees on a sample of pages; form = adaptive breeds "
                                + "rules with memory (not implemented): set surrogate = none");
        }

        @Override
        public FormRun in(Gp4cRun c) {
            return new AdaptiveFormRun(c);
        }
    };

    private final Gp4cRun c;
    private final AdaptiveForm.RuleFitness[] training;
    // seedFormulas = tuned: per fold, the production rules at their tuned peers' settings (empty otherwise)
    private List<List<IntervalRule>> tunedSeeds = List.of();

    AdaptiveFormRun(Gp4cRun c) {
        this.c = c;
        this.training = new AdaptiveForm.RuleFitness[c.s().protocol().folds()];
    }

    @Override
    public void refuseDistributed() {
        throw new UserError(
                "form = adaptive does not run distributed (ECJ's master problem carries one tree); run without --distribute");
    }

    @Override
    public void prepareTraining() {
        if (AdaptiveForm.wantsTuned(c.s().breeding().seedFormulas())) tunedSeeds = tunedRules();
        for (int f = 0; f < training.length; f++)
            training[f] = c.ruleFitness(c.split(f).train(), RunSeeds.trainingSimulation(c.s(), f));
    }

    /**
     * {@code seedFormulas = tuned}: per fold, the production rules at the settings their tuned peers choose on that
     * fold's training and validation pages (the test phase's tuning, the same deterministic choice), as pairs.
     */
    private List<List<IntervalRule>> tunedRules() {
        GpSettings s = c.s();
        PeerTuning.Tuned tuned = PeerTuning.tune(
                s,
                c.data().history(),
                c.folds(),
                AdaptiveForm.TUNED_FAMILIES,
                s.protocol().tuneEvaluations(),
                c.threads());
        List<List<IntervalRule>> out = new ArrayList<>();
        for (int f = 0; f < c.folds().count(); f++) out.add(new ArrayList<>());
        for (Choice ch : tuned.choices())
            out.get(ch.fold()).add(IntervalRules.of(ch.chosen() + " as a pair", (AdaptiveIntervalPolicy)
                    Policies.byName(ch.chosen())));
        return out;
    }

    @Override
    public Task task(int fold) {
        return AdaptiveForm.task(
                c.s().breeding(), training[fold], tunedSeeds.isEmpty() ? List.of() : tunedSeeds.get(fold));
    }

    @Override
    public CrawlFitness distributedFitness(int fold) {
        throw new IllegalStateException("form = adaptive is refused before a distributed run");
    }

    @Override
    public List<ArchiveEntry> archive(int fold, Evolution evolved, int ecjSeed) {
        return evolved.archive();
    }

    @Override
    public ToDoubleFunction<ArchiveEntry> validation(int fold) {
        AdaptiveForm.RuleFitness fit =
                c.ruleFitness(c.split(fold).validation(), RunSeeds.validationSimulation(c.s(), fold));
        return e -> fit.applyAsDouble(AdaptiveForm.trees(e.simplified()));
    }

    @Override
    public IntFunction<Policy> policy(String name, Candidate[] chosen) {
        return f -> new IntervalRulePolicy(rule(name, chosen[f]));
    }

    /** A chosen member's rule, named as its variant. */
    private static IntervalRule rule(String name, Candidate chosen) {
        return AdaptiveForm.rule(name, chosen.entry().simplified());
    }

    /** The production rules as pairs: the seeds' own points of the search space. */
    @Override
    public List<String> ownBaselines() {
        return IntervalRules.names();
    }

    @Override
    public FormulaRow row(int fold, Candidate cand, String variant, double test) {
        ArchiveEntry e = cand.entry();
        IntervalRule rule = AdaptiveForm.rule(variant, e.evolved());
        return FormRun.row(fold, cand, variant, AdaptiveForm.infix(rule), AdaptiveForm.rankInfix(rule), test);
    }

    /** {@code seedFormulas = tuned}: fold 0's tuned seed rules' constants join its trees' sets. */
    @Override
    public Map<String, String> ecjParameters(int ecjSeed) {
        List<IntervalRule> fold0 = tunedSeeds.isEmpty() ? List.of() : tunedSeeds.get(0);
        return EcjParameters.forTrees(
                c.s().breeding(),
                ecjSeed,
                AdaptiveForm.task(c.s().breeding(), trees -> 0, fold0).trees());
    }

    /** How many rule fitness lookups the training runs of this invocation made, and how many the cache could not answer. */
    @Override
    public Map<String, Object> fitnessWork(boolean distributed) {
        Map<String, Object> out = new LinkedHashMap<>();
        long lookups = 0, misses = 0;
        for (AdaptiveForm.RuleFitness f : training) {
            lookups += f.lookups();
            misses += f.simulations();
        }
        out.put("training_lookups", lookups);
        out.put("training_simulations", misses);
        out.put("engine", "per-page crawl of each rule (form = adaptive)");
        out.put("note", "counts cover the GP runs computed by this invocation, not reused ones");
        return out;
    }

    /**
     * Issue 45's trajectories: on test fold 0, GP4C_Best's rule and the production rule (as a pair) that crawls that
     * fold best, traced on its most, median and least changed pages ({@link RuleTrajectories}).
     */
    @Override
    public void writeExtras(UnitResult[][] units, Map<GpVariant, Candidate[]> chosen) {
        ChangeHistory test = c.folds().test(0).history(c.data().history());
        SimulationSettings sim = c.testSimulation(0);
        AdaptiveForm.RuleFitness fit = c.ruleFitness(c.folds().test(0), sim);
        IntervalRule best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (String name : IntervalRules.names()) { // in order: ties go to the first
            double v = fit.simulate(IntervalRules.byName(name));
            if (v > bestScore) {
                bestScore = v;
                best = IntervalRules.byName(name);
            }
        }
        GpVariant v = GpVariant.BEST;
        RuleTrajectories.write(
                c.out().resolve(RuleTrajectories.FILE),
                RuleTrajectories.trace(0, test, sim, List.of(rule(v.method, chosen.get(v)[0]), best)));
    }
}
