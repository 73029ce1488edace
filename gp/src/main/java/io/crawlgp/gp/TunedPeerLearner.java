package io.crawlgp.gp;

import io.crawlgp.experiment.FoldTask;
import io.crawlgp.experiment.Learned;
import io.crawlgp.experiment.Learner;
import io.crawlgp.policy.TuningSpace;
import java.util.List;
import java.util.Map;

/**
 * A parametric peer tuned on each fold's training and validation parts ({@link PeerTuning}): the tuning GP4C gets,
 * given to the peer, within the run's {@code tuneEvaluations}. {@code pooled}: tuned on the run's other datasets' parts
 * at once instead, never on its own ({@code FAMILY-pooled}), as a GP run under split = datasets is.
 */
public record TunedPeerLearner(String family, boolean pooled) implements Learner {
    public TunedPeerLearner(String family) {
        this(family, false);
    }

    public String label() {
        return pooled
                ? TuningSpace.of(family).pooledName()
                : TuningSpace.of(family).tunedName();
    }

    @Override
    public Learned learn(FoldTask task) {
        PeerTuning.Tuned t = pooled
                ? PeerTuning.tunePooled(
                        task.settings(),
                        task.data().history().cycleDays(),
                        task.instances(),
                        task.folds().count(),
                        List.of(family),
                        task.settings().tuneEvaluations(),
                        task.threads())
                : PeerTuning.tune(
                        task.settings(),
                        task.data().history(),
                        task.folds(),
                        List.of(family),
                        task.settings().tuneEvaluations(),
                        task.threads());
        return new Learned(
                t.contenders(),
                List.of(),
                t.choices(),
                List.of(),
                Map.of("tuning " + label(), t.seconds().get(label())));
    }
}
