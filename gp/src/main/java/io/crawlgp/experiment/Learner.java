package io.crawlgp.experiment;

/**
 * What learns from folds, after Tribuo's {@code Trainer}: given a run's folds, each fold's training and validation
 * parts (pages, sites or time windows, as the split drew them), it returns what it deploys on each fold's test part and
 * the choices it made ({@link Learned}). A fixed rule is the learner that learns nothing. The benchmark asks each of
 * its methods for a learner and treats them all alike; it evaluates what they deploy on the same test folds and seeds.
 *
 * <p>A learner reads only the training and validation parts of a fold to choose what it deploys on the test part: what
 * a crawler could have known before the test window. A learner that reads a test part is an oracle and says so
 * ({@link Learned#bounds()}).
 */
@FunctionalInterface
public interface Learner {
    Learned learn(FoldTask task);
}
