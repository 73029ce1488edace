package io.crawlgp.learning;

/** A trained binary classifier: a real-valued decision (positive = change) and a calibrated probability. */
public interface Classifier {
    /** Decision value; > 0 predicts a significant change. */
    double decision(double[] x);

    /** P(change | x) after Platt scaling (§8.3). */
    double probability(double[] x);

    default boolean predict(double[] x) {
        return decision(x) > 0;
    }

    /** A classifier that always answers the same (training examples of one class only). */
    static Classifier constant(boolean change, double probability) {
        return new Classifier() {
            public double decision(double[] x) {
                return change ? 1 : -1;
            }

            public double probability(double[] x) {
                return probability;
            }
        };
    }
}
