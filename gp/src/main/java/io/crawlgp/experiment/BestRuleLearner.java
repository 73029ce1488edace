package io.crawlgp.experiment;

import io.crawlgp.experiment.Evaluation.Contender;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The engineer's choice (issue 59): on each fold, whichever candidate learner's choice scores best on the fold's
 * validation part (the first in the candidates' order on a tie), deployed under {@code label} as that candidate
 * deploys it on the fold. It reads only the candidates' validation scores, so it knows what they knew.
 */
public record BestRuleLearner(String label, List<Learner> candidates) implements Learner {
    public BestRuleLearner {
        candidates = List.copyOf(candidates);
        if (candidates.isEmpty()) throw new IllegalArgumentException(label + " needs candidates to choose among");
    }

    @Override
    public Learned learn(FoldTask task) {
        List<Learned> learned = candidates.stream().map(task::learned).toList();
        int folds = task.folds().count();
        List<Choice> choices = new ArrayList<>();
        Contender[] chosen = new Contender[folds];
        for (int f = 0; f < folds; f++) {
            Choice best = null;
            for (Learned l : learned)
                for (Choice c : l.choices())
                    if (c.fold() == f && (best == null || c.validation() > best.validation())) {
                        best = c;
                        chosen[f] = contender(l, c.method());
                    }
            if (best == null) throw new IllegalStateException(label + ": no candidate chose on fold " + f);
            choices.add(new Choice(label, f, best.chosen(), best.points(), best.train(), best.validation()));
        }
        return new Learned(
                List.of(new Contender(label, f -> chosen[f].forFold().apply(f))),
                List.of(),
                choices,
                List.of(),
                Map.of());
    }

    private static Contender contender(Learned l, String name) {
        for (Contender c : l.deployed()) if (c.name().equals(name)) return c;
        throw new IllegalStateException("a choice names " + name + ", which its learner does not deploy");
    }
}
