package io.crawlgp.experiment;

import io.crawlgp.experiment.Evaluation.Contender;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The engineer's choice: on each fold, whichever candidate learner's choice scores best on the fold's
 * validation part (the first in the candidates' order on a tie), deployed under {@code label} as that candidate
 * deploys it on the fold. It reads only the candidates' validation scores, so it knows what they knew; with
 * {@code own}, each candidate's choice scored on the fold's own validation part instead (rules chosen on other data).
 */
public record BestRuleLearner(String label, List<Learner> candidates, OwnScore own) implements Learner {
    /**
     * A candidate's deployed policy on fold f scored on the task's own validation part (its window and seed): how the
     * engineer compares rules chosen on different data (a {@code -pooled} rule chose on other sources).
     */
    public interface OwnScore {
        double of(FoldTask task, Contender candidate, int fold);
    }

    public BestRuleLearner {
        candidates = List.copyOf(candidates);
        if (candidates.isEmpty()) throw new IllegalArgumentException(label + " needs candidates to choose among");
    }

    /** Choosing by each candidate's own validation score (every candidate chose on the task's own validation part). */
    public BestRuleLearner(String label, List<Learner> candidates) {
        this(label, candidates, null);
    }

    @Override
    public Learned learn(FoldTask task) {
        List<Learned> learned = candidates.stream().map(task::learned).toList();
        int folds = task.folds().count();
        List<Choice> choices = new ArrayList<>();
        Contender[] chosen = new Contender[folds];
        for (int f = 0; f < folds; f++) {
            Choice best = null;
            double bestValue = 0;
            for (Learned l : learned)
                for (Choice c : l.choices()) {
                    if (c.fold() != f) continue;
                    double v = own == null ? c.validation() : own.of(task, contender(l, c.method()), f);
                    if (best == null || v > bestValue) {
                        best = c;
                        bestValue = v;
                        chosen[f] = contender(l, c.method());
                    }
                }
            if (best == null) throw new IllegalStateException(label + ": no candidate chose on fold " + f);
            choices.add(new Choice(label, f, best.chosen(), best.points(), best.train(), bestValue));
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
