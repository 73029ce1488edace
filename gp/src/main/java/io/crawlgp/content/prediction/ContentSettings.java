package io.crawlgp.content.prediction;

import static io.crawlgp.util.Check.inRange;

import io.crawlgp.util.UserError;
import java.util.List;

/**
 * Settings of a content-change experiment (validated; messages name the field). Defaults follow §7.2 (σ = 1, l = 1,
 * n = 50, k = 20 experts by cross-correlation, SVM with polynomial kernel of degree 3 calibrated on training data).
 *
 * @param dataset "synthetic" or a folder with pages.csv and versions.jsonl(.gz)
 * @param cycleLength coarsen cycles (7: weekly)
 * @param label what h(p, t) is: "significant" (a change whose word distribution differs by the chi-squared test,
 *     §3.1) or "any" (every recorded change; the alternative when significant changes are too rare to learn)
 * @param training n, training examples per sliding window
 * @param vocabulary V, terms whose unigram probabilities are features
 * @param experts k
 * @param terms m, terms per page in the temporal similarity
 * @param dtwBand Sakoe-Chiba radius of the DTW
 * @param minChanges targets need at least this many significant changes (pages that never change are trivial)
 * @param behaviourAlpha §7.1's filter (0.3 in the paper; 0 = off)
 * @param maxTargets at most this many targets, a seeded sample of the eligible pages
 * @param stride predict every stride-th day of the sliding window
 * @param ensemble base models of bagging and boosting
 */
public record ContentSettings(
        String dataset,
        int syntheticPages,
        int syntheticCycles,
        int cycleLength,
        String label,
        int training,
        int window,
        int sigma,
        int vocabulary,
        int experts,
        String selection,
        List<String> selections,
        int terms,
        int dtwBand,
        int minChanges,
        double behaviourAlpha,
        boolean poolChiSquared,
        int maxTargets,
        int stride,
        List<String> methods,
        int ensemble,
        boolean calibrate,
        double svmC,
        double budget,
        long seed) {

    public static final List<String> ALL_METHODS = List.of("1D", "2D", "3D", "union", "bagging", "boosting");

    public ContentSettings {
        if (dataset == null || dataset.isBlank()) throw new UserError("dataset must be 'synthetic' or a folder");
        inRange("syntheticPages", syntheticPages, 3, 1_000_000);
        inRange("syntheticCycles", syntheticCycles, 5, 100_000);
        inRange("cycleLength", cycleLength, 1, 10_000);
        if (!label.equals("significant") && !label.equals("any"))
            throw new UserError(
                    "label must be 'significant' (chi-squared, §3.1) or 'any' (every recorded change), got '" + label
                            + "'");
        inRange("training", training, 2, 100_000);
        inRange("window", window, 1, 1000);
        inRange("sigma", sigma, 1, 1000);
        inRange("vocabulary", vocabulary, 0, 100_000);
        inRange("experts", experts, 1, 100_000);
        ExpertSelection.Method.parse(selection);
        selections = List.copyOf(selections);
        for (String s : selections) ExpertSelection.Method.parse(s);
        inRange("terms", terms, 1, 100_000);
        inRange("dtwBand", dtwBand, 0, 100_000);
        inRange("minChanges", minChanges, 0, 100_000);
        inRange("behaviourAlpha", behaviourAlpha, 0, 1);
        inRange("maxTargets", maxTargets, 1, 10_000_000);
        inRange("stride", stride, 1, 100_000);
        methods = List.copyOf(methods);
        if (methods.isEmpty()) throw new UserError("methods must not be empty");
        for (String m : methods)
            if (!ALL_METHODS.contains(m)) throw new UserError("methods: unknown '" + m + "'; known: " + ALL_METHODS);
        inRange("ensemble", ensemble, 1, 1000);
        inRange("svmC", svmC, 1e-6, 1e6);
        inRange("budget", budget, 1e-6, 1);
    }

    public static ContentSettings defaults() {
        return new ContentSettings(
                "synthetic",
                200,
                120,
                1,
                "significant",
                50,
                1,
                1,
                100,
                20,
                "xcorr",
                List.of("xcorr"),
                20,
                5,
                3,
                0,
                false,
                100,
                1,
                ALL_METHODS,
                10,
                true,
                1,
                0.1,
                1);
    }

    public ExpertSelection.Method selectionMethod() {
        return ExpertSelection.Method.parse(selection);
    }
}
