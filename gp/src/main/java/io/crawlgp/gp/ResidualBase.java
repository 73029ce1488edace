package io.crawlgp.gp;

import io.crawlgp.evolution.Breeding;
import io.crawlgp.policy.Policies;
import io.crawlgp.policy.SiteBoostPolicy;
import io.crawlgp.policy.TuningSpace;
import io.crawlgp.simulation.Policy;
import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The residual form's base rule (issue 60, item 3): {@code residualBase = NAME-tuned}, a production rule or scheduler
 * with a positive ranking score ({@link SiteBoostPolicy#BASES}: the ratio rules' t / I, ChoGM's r t) at the settings
 * its tuning chooses on each fold's training and validation parts, exactly as the benchmark's {@code NAME-tuned}; or
 * {@code BestRule-tuned}, whichever of those tuned rules validates best on the fold (the first on a tie). GP then evolves
 * g and the fold's policy ranks by the base's score times exp(g): at g = 0 it is the base, and the initial population
 * holds g = 0, so no run's best training fitness is below its base's.
 */
final class ResidualBase {
    static final String BEST = "BestRule-tuned";

    private ResidualBase() {}

    /** The bases a residual may start from, as written. */
    static List<String> known() {
        List<String> out = new ArrayList<>();
        for (String b : SiteBoostPolicy.BASES) out.add(b + "-tuned");
        out.add(BEST);
        return out;
    }

    /** Refuses, in one line, a residual without a base, a base without the residual form, or a base that cannot be one. */
    static void check(Form form, String base, Breeding breeding) {
        if (form != Form.RESIDUAL) {
            if (!base.isEmpty())
                throw new UserError("residualBase = " + base + " is read by form = residual only; set form = residual"
                        + " or remove it");
            return;
        }
        if (base.isEmpty())
            throw new UserError("form = residual needs residualBase = one of " + String.join(", ", known()));
        if (family(base) == null && !base.equalsIgnoreCase(BEST))
            throw new UserError("residualBase = " + base + ": the base must be a tuned rule with a positive ranking"
                    + " score, one of " + String.join(", ", known())
                    + " (a due-order rule's score is negative until due)");
    }

    /** The family of a {@code NAME-tuned} base with a positive score, or null. */
    private static String family(String base) {
        String b = base.toLowerCase(Locale.ROOT);
        for (String f : SiteBoostPolicy.BASES)
            if ((f + "-tuned").toLowerCase(Locale.ROOT).equals(b)) return f;
        return null;
    }

    /** The residual form in one run: the score form whose fold f crawls as its base's score times exp(g). */
    static FormRun run(Gp4cRun c) {
        return new ScoreFormRun(c, () -> choose(c));
    }

    /** Each fold's base, tuned on that fold's parts as the benchmark tunes its contenders. */
    private static Policy[] choose(Gp4cRun c) {
        GpSettings s = c.s();
        String family = family(s.residualBase());
        List<String> families = family != null ? List.of(family) : SiteBoostPolicy.BASES;
        Policy[] out = new Policy[s.protocol().folds()];
        for (int f = 0; f < out.length; f++) {
            PeerTuning.Choice best = null;
            for (String fam : families) {
                PeerTuning.Choice ch =
                        PeerTuning.choose(TuningSpace.of(fam), s, c.data().history(), c.folds(), f);
                if (best == null || ch.validation() > best.validation()) best = ch;
            }
            out[f] = Policies.byName(best.chosen());
        }
        return out;
    }
}
