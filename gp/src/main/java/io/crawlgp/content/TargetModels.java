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
        double[][] parts = new double[experts.size()][];
        for (int e = 0; e < parts.length; e++) parts[e] = rel(e, t);
        return concat(own(t), parts);
    }

    /** The relational-union example (§5.3.2): the target's 2D features, then each expert's 3D features in expert order. */
    static double[] concat(double[] own, double[][] experts) {
        int d = own.length;
        for (double[] r : experts) d += r.length;
        double[] x = new double[d];
        System.arraycopy(own, 0, x, 0, own.length);
        int j = own.length;
        for (double[] r : experts) {
            System.arraycopy(r, 0, x, j, r.length);
            j += r.length;
        }
        return x;
    }

    /**
     * The multiple-experts decision (§5.3.1): each member votes its weight for "change" or "no change"; change wins
     * only with strictly more weight (ties predict no change).
     */
    static boolean weightedVote(boolean[] says, double[] weights) {
        double yes = 0, no = 0;
        for (int i = 0; i < says.length; i++) {
            if (says[i]) yes += weights[i];
            else no += weights[i];
        }
        return yes > no;
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
                        boolean[] says = new boolean[cs.length + 1];
                        double[] w = new double[cs.length + 1];
                        says[0] = self.predict(own(t));
                        w[0] = selfW;
                        for (int e = 0; e < cs.length; e++) {
                            says[e + 1] = cs[e].predict(rel(e, t));
                            w[e + 1] = experts.get(e).weight();
                        }
                        return weightedVote(says, w);
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
