package io.crawlgp.gp;

import io.crawlgp.evolution.Breeding;
import io.crawlgp.experiment.BestRuleLearner;
import io.crawlgp.experiment.CrawlData;
import io.crawlgp.experiment.Evaluation;
import io.crawlgp.experiment.FoldTask;
import io.crawlgp.experiment.Folds;
import io.crawlgp.experiment.Learner;
import io.crawlgp.experiment.RunSettings;
import io.crawlgp.policy.SiteBoostPolicy;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.MethodId;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;

/**
 * The residual form's base rule: {@code residualBase = NAME-tuned}, a production rule or scheduler
 * with a positive ranking score ({@link SiteBoostPolicy#BASES}: the ratio rules' t / I, ChoGM's r t) at the settings
 * its tuning chooses on each fold's training and validation parts, exactly as the benchmark's {@code NAME-tuned}; or
 * {@code BestRule-tuned}, whichever of those tuned rules validates best on the fold (the first on a tie). GP then evolves
 * g and the fold's policy ranks by the base's score times exp(g): at g = 0 it is the base, and the initial population
 * holds g = 0, so no run's best training fitness is below its base's.
 */
final class ResidualBase {
    static final String BEST = MethodId.bestRule().name();

    private ResidualBase() {}

    /** The bases a residual may start from, as written. */
    static List<String> known() {
        List<String> out = new ArrayList<>();
        for (MethodId b : SiteBoostPolicy.BASES)
            out.add(b.learning(MethodId.Learning.TUNED).name());
        out.add(BEST);
        return out;
    }

    /** The residual form: a base that can be one; otherwise the score form's rules. */
    static final FormKind KIND = new FormKind() {
        @Override
        public void check(List<String> inputs, Breeding breeding, String residualBase) {
            ResidualBase.check(residualBase, breeding);
        }

        @Override
        public FormRun in(Gp4cRun c) {
            return run(c);
        }
    };

    /** Refuses a base under a form that reads none. */
    static void refuseBase(Form form, String base) {
        if (!base.isEmpty())
            throw new UserError("residualBase = " + base + " is read by form = residual only (form = " + form.written()
                    + "); set form = residual or remove it");
    }

    /** Refuses, in one line, a residual without a base, or a base that cannot be one. */
    static void check(String base, Breeding breeding) {
        if (base.isEmpty())
            throw new UserError("form = residual needs residualBase = one of " + String.join(", ", known()));
        if (family(base) == null && !isBestRule(base))
            throw new UserError("residualBase = " + base + ": the base must be a tuned rule with a positive ranking"
                    + " score, one of " + String.join(", ", known())
                    + " (a due-order rule's score is negative until due)");
    }

    /** The family of a {@code NAME-tuned} base with a positive score, or null. */
    private static String family(String base) {
        MethodId id;
        try {
            id = MethodId.parse(base);
        } catch (UserError e) {
            return null;
        }
        if (!id.isTuned()) return null;
        for (MethodId f : SiteBoostPolicy.BASES) if (f.sameAs(id.learning(MethodId.Learning.FIXED))) return f.name();
        return null;
    }

    private static boolean isBestRule(String base) {
        try {
            return MethodId.parse(base).learning() == MethodId.Learning.CHOSEN;
        } catch (UserError e) {
            return false;
        }
    }

    /** The residual form in one run: the score form whose fold f crawls as its base's score times exp(g). */
    private static FormRun run(Gp4cRun c) {
        return new ScoreFormRun(c, () -> choose(c));
    }

    /**
     * Each fold's base, chosen on that fold's parts by the learners the benchmark runs: the family's tuned peer, or
     * among every base family the one whose tuned point validates best (BestRule-tuned's choice).
     */
    private static Policy[] choose(Gp4cRun c) {
        return bases(c.s(), c.data(), c.folds(), c.threads());
    }

    /** Each fold's base under settings {@code s} on these data and folds (what a run's residual crawls by). */
    static Policy[] bases(GpSettings s, CrawlData data, Folds folds, int threads) {
        String family = family(s.residualBase());
        List<Learner> tuned = new ArrayList<>();
        for (String f : family != null
                ? List.of(family)
                : SiteBoostPolicy.BASES.stream().map(MethodId::name).toList()) tuned.add(new TunedPeerLearner(f));
        Learner base = tuned.size() == 1 ? tuned.get(0) : new BestRuleLearner(s.residualBase(), tuned);
        // the base's whole grid, whatever the GP run's own tuneEvaluations (which caps only rules it breeds from)
        RunSettings run = s.run().withTuneEvaluations(Integer.MAX_VALUE);
        FoldTask task = new FoldTask(run, data, folds, threads, label -> {
            throw new IllegalStateException("a tuned base keeps no run folder");
        });
        Evaluation.Contender chosen = task.learned(base).deployed().get(0);
        Policy[] out = new Policy[s.protocol().folds()];
        for (int f = 0; f < out.length; f++) out[f] = chosen.forFold().apply(f);
        return out;
    }
}
