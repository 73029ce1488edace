package io.crawlgp.content.crawl;

import io.crawlgp.content.prediction.ContentSettings;
import io.crawlgp.feature.PredictorSettings;
import io.crawlgp.util.RecordOverrides;
import io.crawlgp.util.UserError;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How Radinsky & Bennett's predictors run inside a crawl, where they see only what the crawler fetched (§3.3's
 * partially observed setting): trained first on the warm-up crawl (every page fetched every cycle, so the paper's
 * features and labels are exact up to its last cycle W), on the last {@code training} examples at times up to W − σ;
 * then, as crawl policies, retrained every {@code retrain} cycles on the examples the crawler's visits give (0: never,
 * §8.3's "not re-trained during the crawling period"). As GP terminals they are never retrained (a tree's own visits
 * would make every fitness evaluation train models). {@code label}: what a change is, "any" (what ChangeRate counts)
 * or "significant" (§3.1's chi-squared test, the paper's h). The rest are the paper's §7.2 settings ({@link
 * ContentSettings#defaults}: l = 1, σ = 1, V = 100 unigram terms, k = 20 experts by cross-correlation, cubic SVM with
 * C calibrated on the training examples, Platt probabilities).
 */
public record CrawlPredictorSettings(int training, int retrain, String label, ContentSettings model) {
    /** Fewer examples than this and the models would be guesses: the warm-up must give at least as many. */
    public static final int MIN_EXAMPLES = 10;

    public CrawlPredictorSettings {
        if (model == null) throw new UserError("RB's model settings must be set");
        new PredictorSettings(training, retrain, label, model.experts()); // the one validation of these settings
        model = RecordOverrides.apply(model, Map.of("training", Integer.toString(training)));
    }

    public static CrawlPredictorSettings of(int training, int retrain, String label) {
        return new CrawlPredictorSettings(training, retrain, label, ContentSettings.defaults());
    }

    /** As {@link #of(int, int, String)}, with RB-3D's k experts per page (§6; the paper's k = 20 by default). */
    public static CrawlPredictorSettings of(int training, int retrain, String label, int experts) {
        return new CrawlPredictorSettings(
                training,
                retrain,
                label,
                RecordOverrides.apply(ContentSettings.defaults(), Map.of("experts", Integer.toString(experts))));
    }

    /** The predictors as a GP4C experiment's content settings ask for them. */
    public static CrawlPredictorSettings of(PredictorSettings p) {
        return of(p.training(), p.retrain(), p.label(), p.experts());
    }

    /** §7.2's n = 50 examples, retrained every 30 cycles as a policy, any change counted (GP4C's defaults too). */
    public static CrawlPredictorSettings defaults() {
        return of(PredictorSettings.defaults());
    }

    /** Fails with one line, naming what needs the warm-up, when {@code warmup} gives fewer than {@link #MIN_EXAMPLES}. */
    void requireWarmup(int warmup, String what) {
        if (warmup < minimumWarmup())
            throw new UserError(what + " train on the warm-up crawl: warmup " + warmup + " gives fewer than "
                    + MIN_EXAMPLES + " examples; set warmup >= " + minimumWarmup() + " (" + fullWarmup() + " for all "
                    + training + ")");
    }

    /** The settings that shape the models, for provenance (the rest of ContentSettings plays no part here). */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("training", training);
        m.put("retrain", retrain);
        m.put("label", label);
        m.put("window", model.window());
        m.put("sigma", model.sigma());
        m.put("vocabulary", model.vocabulary());
        m.put("experts", model.experts());
        m.put("selection", model.selection());
        m.put("terms", model.terms());
        m.put("dtwBand", model.dtwBand());
        m.put("svmC", model.svmC());
        m.put("calibrate", model.calibrate());
        return m;
    }

    boolean significant() {
        return label.equals("significant");
    }

    /** The shortest warm-up that gives {@link #MIN_EXAMPLES} training examples (a full feature window needs l + σ cycles). */
    public int minimumWarmup() {
        return model.window() + 2 * model.sigma() + MIN_EXAMPLES - 1;
    }

    /** The warm-up that gives all {@code training} examples. */
    public int fullWarmup() {
        return model.window() + 2 * model.sigma() + training - 1;
    }
}
