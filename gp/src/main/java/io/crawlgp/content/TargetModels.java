package io.crawlgp.content;

import io.crawlgp.util.UserError;
import io.crawlgp.util.Seeds;
import java.util.List;

/**
 * The learners of §5 for one target page and its experts, trained on examples at times [from, to] (features at j,
 * label h(target, j + σ)) and queried at a later time. Feature vectors are cached per (page, time).
 * <ul>
 *   <li>{@code 1D} (§5.1): the frequency of significant change over the last l cycles; predicts change when ≥ ½;
 *       its probability for the crawler is the frequency over the training window;</li>
 *   <li>{@code 2D} (§5.2): one SVM on the target's 2D features;</li>
 *   <li>{@code 3D} (§5.3.1, Fig. 3): one SVM per expert on the expert's 3D features labelled with the target's future,
 *       plus the target's own 2D SVM as an expert of itself (§9.1), combined by a majority vote weighted by R (the
 *       target's own weight: the largest expert weight); probability: the R-weighted mean of the members';</li>
 *   <li>{@code union} (§5.3.2): one SVM on the target's 2D features joined with every expert's 3D features;</li>
 *   <li>{@code bagging}, {@code boosting} (§5.3.3): ensembles over the union examples.</li>
 * </ul>
 */
final class TargetModels {
    private final FeatureSpace fs;
    private final int target;
    private final List<Expert> experts;
    private final double[][] own;
    private final double[][][] rel;
    private final double[][] union;

    TargetModels(FeatureSpace fs, int target, List<Expert> experts) {
        this.fs = fs;
        this.target = target;
        this.experts = experts;
        int times = fs.corpus().cycles() + 1;
        own = new double[times][];
        rel = new double[experts.size()][times][];
        union = new double[times][];
    }

    double[] own(int t) {
        if (own[t] == null) own[t] = fs.twoD(target, t);
        return own[t];
    }

    double[] rel(int e, int t) {
        if (rel[e][t] == null) rel[e][t] = fs.threeD(experts.get(e).page(), target, t);
        return rel[e][t];
    }

    /** Cached like the parts: every sliding window reuses n − 1 of its predecessor's examples. */
    double[] union(int t) {
        if (union[t] == null) union[t] = joined(t);
        return union[t];
    }

    private double[] joined(int t) {
        double[] a = own(t);
        int d = a.length;
        for (int e = 0; e < experts.size(); e++) d += fs.dim3();
        double[] x = new double[d];
        System.arraycopy(a, 0, x, 0, a.length);
        int j = a.length;
        for (int e = 0; e < experts.size(); e++) {
            double[] r = rel(e, t);
            System.arraycopy(r, 0, x, j, r.length);
            j += r.length;
        }
        return x;
    }

    boolean label(int t) {
        return fs.labels()[target][t + fs.sigma()];
    }

    /** A trained method: predicts h(target, t + σ) from the state at t. */
    interface Trained {
        boolean predict(int t);

        double probability(int t);
    }

    Trained train(String method, int from, int to, ContentSettings s, long seed) {
        int n = to - from + 1;
        boolean[] y = new boolean[n];
        for (int i = 0; i < n; i++) y[i] = label(from + i);
        switch (method) {
            case "1D" -> {
                int changes = 0;
                for (int i = 0; i < n; i++) if (y[i]) changes++;
                double freq = changes / (double) n;
                return new Trained() {
                    public boolean predict(int t) { return own(t)[0] >= 0.5; }
                    public double probability(int t) { return freq; }
                };
            }
            case "2D" -> {
                Classifier c = PolySvm.train(rows(from, n, this::own), y, s.svmC(), s.calibrate());
                return of(c, this::own);
            }
            case "3D" -> {
                Classifier self = PolySvm.train(rows(from, n, this::own), y, s.svmC(), s.calibrate());
                Classifier[] cs = new Classifier[experts.size()];
                double maxW = 0;
                for (int e = 0; e < cs.length; e++) {
                    final int ee = e;
                    cs[e] = PolySvm.train(rows(from, n, t -> rel(ee, t)), y, s.svmC(), s.calibrate());
                    maxW = Math.max(maxW, experts.get(e).weight());
                }
                double selfW = cs.length == 0 ? 1 : maxW;
                return new Trained() {
                    public boolean predict(int t) {
                        double yes = self.predict(own(t)) ? selfW : 0, no = self.predict(own(t)) ? 0 : selfW;
                        for (int e = 0; e < cs.length; e++) {
                            if (cs[e].predict(rel(e, t))) yes += experts.get(e).weight();
                            else no += experts.get(e).weight();
                        }
                        return yes > no; // ties predict no change
                    }

                    public double probability(int t) {
                        double s1 = selfW * self.probability(own(t)), w = selfW;
                        for (int e = 0; e < cs.length; e++) {
                            s1 += experts.get(e).weight() * cs[e].probability(rel(e, t));
                            w += experts.get(e).weight();
                        }
                        return s1 / w;
                    }
                };
            }
            case "union" -> {
                return of(PolySvm.train(rows(from, n, this::union), y, s.svmC(), s.calibrate()), this::union);
            }
            case "bagging" -> {
                return of(Ensembles.bagging(rows(from, n, this::union), y, s.ensemble(), s.calibrate(), s.svmC(), Seeds.derive(seed, "bagging")), this::union);
            }
            case "boosting" -> {
                return of(Ensembles.adaBoost(rows(from, n, this::union), y, s.ensemble(), s.calibrate(), s.svmC(), Seeds.derive(seed, "boosting")), this::union);
            }
            default -> throw new UserError("unknown method '" + method + "'; known: " + ContentSettings.ALL_METHODS);
        }
    }

    private static double[][] rows(int from, int n, java.util.function.IntFunction<double[]> f) {
        double[][] x = new double[n][];
        for (int i = 0; i < n; i++) x[i] = f.apply(from + i);
        return x;
    }

    private static Trained of(Classifier c, java.util.function.IntFunction<double[]> f) {
        return new Trained() {
            public boolean predict(int t) { return c.predict(f.apply(t)); }
            public double probability(int t) { return c.probability(f.apply(t)); }
        };
    }
}
