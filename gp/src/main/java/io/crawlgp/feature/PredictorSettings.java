package io.crawlgp.feature;

import static io.crawlgp.util.Check.inRange;

import io.crawlgp.util.UserError;

/**
 * The content part of a GP4C experiment's settings ({@code content.*} in an experiment file): how the change
 * predictors that a crawl trains on its warm-up run (Radinsky & Bennett's, the terminals rb1-rb3 and the policies
 * RB-1D/2D/3D; the content package's CrawlPredictorSettings builds on these). Only data with versions use them.
 *
 * @param training examples per page of the models, from the warm-up (§7.2: n = 50); they need warmup >= 12 (52 for all
 *     50 examples)
 * @param retrain the RB policies' retraining period in cycles (0: never, §8.3)
 * @param label what a change is: {@code any} (every change, as ChangeRate counts) or {@code significant} (§3.1's
 *     chi-squared test)
 * @param experts RB-3D's k related pages per page (§6, §7.2: 20; the paper's Fig. 7 varies it). An RB-3D prediction
 *     reads k + 1 members, so it sets most of the cost of a tree that reads rb3
 */
public record PredictorSettings(int training, int retrain, String label, int experts) {
    public PredictorSettings {
        inRange("rbTraining", training, 2, 100_000);
        inRange("rbRetrain", retrain, 0, 1_000_000);
        if (!"any".equals(label) && !"significant".equals(label))
            throw new UserError(
                    "rbLabel must be 'any' (every change, as ChangeRate counts) or 'significant' (§3.1's chi-squared test), got '"
                            + label + "'");
        inRange("rbExperts", experts, 1, 100_000);
    }

    /** §7.2's n = 50 examples and k = 20 experts, retrained every 30 cycles as a policy, any change counted. */
    public static PredictorSettings defaults() {
        return new PredictorSettings(50, 30, "any", 20);
    }
}
