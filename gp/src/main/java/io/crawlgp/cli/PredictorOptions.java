package io.crawlgp.cli;

import io.crawlgp.content.crawl.CrawlPredictorSettings;
import io.crawlgp.util.UserError;
import picocli.CommandLine.Option;

/**
 * Radinsky & Bennett's predictors on a dataset with versions: the settings `evolve` takes as rbTraining, rbRetrain,
 * rbLabel and rbExperts, so that a formula evolved over rb1-3 is run again on the same terminals (defaults: §7.2).
 */
public final class PredictorOptions {
    @Option(
            names = "--rb-training",
            defaultValue = "50",
            paramLabel = "N",
            description =
                    "Training examples per page of RB's models, from the warm-up (evolve's rbTraining; §7.2: 50). Default: ${DEFAULT-VALUE}.")
    int training;

    @Option(
            names = "--rb-retrain",
            defaultValue = "30",
            paramLabel = "CYCLES",
            description =
                    "The RB-1D/2D/3D policies retrain every this many cycles; 0: never, §8.3 (evolve's rbRetrain). Default: ${DEFAULT-VALUE}.")
    int retrain;

    @Option(
            names = "--rb-label",
            defaultValue = "any",
            paramLabel = "any|significant",
            description =
                    "What a change is to RB's models: any change, or significant by §3.1's test (evolve's rbLabel). Default: ${DEFAULT-VALUE}.")
    String label;

    @Option(
            names = "--rb-experts",
            defaultValue = "20",
            paramLabel = "K",
            description = "RB-3D's related pages per page (evolve's rbExperts; §7.2: 20). Default: ${DEFAULT-VALUE}.")
    int experts;

    public CrawlPredictorSettings settings() {
        if (training < 2) throw new UserError("--rb-training must be >= 2, got " + training);
        if (retrain < 0) throw new UserError("--rb-retrain must be >= 0 (0: never retrain), got " + retrain);
        if (!label.equals("any") && !label.equals("significant"))
            throw new UserError("--rb-label must be 'any' or 'significant', got '" + label + "'");
        if (experts < 1) throw new UserError("--rb-experts must be >= 1, got " + experts);
        return CrawlPredictorSettings.of(training, retrain, label, experts);
    }
}
