package io.crawlgp.gp;

import io.crawlgp.experiment.FoldTask;
import io.crawlgp.experiment.Learned;
import io.crawlgp.experiment.Learner;
import io.crawlgp.policy.TuningSpace;
import java.util.List;
import java.util.Map;

/**
 * A parametric peer tuned on each fold's training and validation parts ({@link PeerTuning}): the tuning GP4C gets,
 * given to the peer, within the run's {@code tuneEvaluations}.
 */
public record TunedPeerLearner(String family) implements Learner {
    public String label() {
        return TuningSpace.of(family).tunedName();
    }

    @Override
    public Learned learn(FoldTask task) {
        PeerTuning.Tuned t = PeerTuning.tune(
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
