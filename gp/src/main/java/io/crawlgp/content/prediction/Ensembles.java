package io.crawlgp.content.prediction;

import io.crawlgp.learning.Classifier;
import io.crawlgp.learning.PolySvm;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The relational-stacking learners of §5.3.3 over relational-union examples: bagging (k bootstrap samples, equal-
 * weight majority vote) and AdaBoost (k rounds; LIBSVM takes no per-example weights, so each round trains on a
 * sample drawn with the current weights — boosting by resampling; α_i = ½ ln((1 − ε_i)/ε_i), stop when ε_i = 0 or
 * ε_i ≥ ½). Seeded; probabilities average the members' Platt probabilities (bagging) or are α-weighted (boosting).
 */
final class Ensembles {
    private Ensembles() {}

    /** Trains one member on a sample (the polynomial SVM in the experiments; a stub in tests). */
    @FunctionalInterface
    interface Trainer {
        Classifier train(double[][] x, boolean[] y);
    }

    static Classifier bagging(double[][] x, boolean[] y, int k, boolean calibrate, double c, long seed) {
        return bagging(x, y, k, seed, (xs, ys) -> PolySvm.train(xs, ys, c, calibrate));
    }

    static Classifier adaBoost(double[][] x, boolean[] y, int k, boolean calibrate, double c, long seed) {
        return adaBoost(x, y, k, seed, (xs, ys) -> PolySvm.train(xs, ys, c, calibrate));
    }

    static Classifier bagging(double[][] x, boolean[] y, int k, long seed, Trainer trainer) {
        SplittableRandom r = new SplittableRandom(seed);
        Classifier[] models = new Classifier[k];
        for (int m = 0; m < k; m++) {
            double[][] xs = new double[x.length][];
            boolean[] ys = new boolean[x.length];
            for (int i = 0; i < x.length; i++) {
                int j = r.nextInt(x.length);
                xs[i] = x[j];
                ys[i] = y[j];
            }
            models[m] = trainer.train(xs, ys);
        }
        return vote(models);
    }

    /** Equal-weight majority vote: decision = (members predicting change) − (the others), 0 predicts no change; probability = mean. */
    static Classifier vote(Classifier[] models) {
        return new Classifier() {
            public double decision(double[] v) {
                int votes = 0;
                for (Classifier cl : models) votes += cl.predict(v) ? 1 : -1;
                return votes; // ties (0) predict no change
            }

            public double probability(double[] v) {
                double s = 0;
                for (Classifier cl : models) s += cl.probability(v);
                return s / models.length;
            }
        };
    }

    /** AdaBoost's member weight α = ½ ln((1 − ε)/ε); 10 for a perfect member (ε = 0), which ends the rounds. */
    static double alpha(double eps) {
        return eps == 0 ? 10 : 0.5 * Math.log((1 - eps) / eps);
    }

    static Classifier adaBoost(double[][] x, boolean[] y, int k, long seed, Trainer trainer) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = x.length;
        double[] w = new double[n];
        Arrays.fill(w, 1.0 / n);
        List<Classifier> models = new ArrayList<>();
        List<Double> alphas = new ArrayList<>();
        for (int m = 0; m < k; m++) {
            double[] cum = new double[n];
            double acc = 0;
            for (int i = 0; i < n; i++) cum[i] = acc += w[i];
            double[][] xs = new double[n][];
            boolean[] ys = new boolean[n];
            for (int i = 0; i < n; i++) {
                double u = r.nextDouble() * acc;
                int j = Arrays.binarySearch(cum, u);
                j = j >= 0 ? j : Math.min(n - 1, -j - 1);
                xs[i] = x[j];
                ys[i] = y[j];
            }
            Classifier h = trainer.train(xs, ys);
            double eps = 0;
            boolean[] wrong = new boolean[n];
            for (int i = 0; i < n; i++) if (wrong[i] = h.predict(x[i]) != y[i]) eps += w[i];
            if (eps >= 0.5) break;
            double alpha = alpha(eps);
            models.add(h);
            alphas.add(alpha);
            if (eps == 0) break;
            double z = 0;
            for (int i = 0; i < n; i++) z += w[i] *= Math.exp(wrong[i] ? alpha : -alpha);
            for (int i = 0; i < n; i++) w[i] /= z;
        }
        if (models.isEmpty()) return trainer.train(x, y);
        return weighted(models, alphas);
    }

    /** The α-weighted vote: decision = Σ α_i h_i(v) with h_i = ±1; probability = Σ α_i p_i(v) / Σ α_i. */
    static Classifier weighted(List<Classifier> models, List<Double> alphas) {
        return new Classifier() {
            public double decision(double[] v) {
                double s = 0;
                for (int i = 0; i < models.size(); i++)
                    s += alphas.get(i) * (models.get(i).predict(v) ? 1 : -1);
                return s;
            }

            public double probability(double[] v) {
                double s = 0, t = 0;
                for (int i = 0; i < models.size(); i++) {
                    s += alphas.get(i) * models.get(i).probability(v);
                    t += alphas.get(i);
                }
                return s / t;
            }
        };
    }
}
