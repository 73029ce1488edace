package io.crawlgp.gp;

import java.util.function.Function;

/**
 * What GP4C's protocol breeds (issue 45): {@code score} (default), GP4C's one score tree over the crawl state, ranked
 * every cycle; {@code adaptive}, a revisit rule with memory ({@link AdaptiveForm}): an update tree giving each page's
 * new interval at a visit, a score tree over t and that interval, and the rule's initial interval and clamps;
 * {@code residual} (issue 60), a score tree g that corrects a tuned rule: the rule's positive score times exp(g)
 * ({@link ResidualBase}). Each constant registers the {@link FormRun} that runs it.
 */
public enum Form {
    SCORE(ScoreFormRun::new),
    ADAPTIVE(AdaptiveFormRun::new),
    RESIDUAL(ResidualBase::run);

    private final Function<Gp4cRun, FormRun> run;

    Form(Function<Gp4cRun, FormRun> run) {
        this.run = run;
    }

    /** This form inside one run. */
    FormRun in(Gp4cRun c) {
        return run.apply(c);
    }
}
