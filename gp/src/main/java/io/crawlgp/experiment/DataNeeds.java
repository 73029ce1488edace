package io.crawlgp.experiment;

import io.crawlgp.feature.PredictorSettings;
import java.util.List;

/**
 * What a run asks of its dataset folder beyond the change history: the inputs it reads (content features need the
 * versions' text), its warm-up and RB's settings (RB's predictors run as contenders when the folder has versions and
 * the warm-up can train them).
 */
public record DataNeeds(List<String> inputs, int warmup, PredictorSettings content) {
    public DataNeeds {
        inputs = List.copyOf(inputs);
    }

    /** The change history alone: GP4C's n, X, t and no RB contenders. */
    public static DataNeeds history() {
        return new DataNeeds(List.of("n", "X", "t"), 0, PredictorSettings.defaults());
    }
}
