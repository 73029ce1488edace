package io.crawlgp.learning;

import io.crawlgp.util.Libsvm;
import java.util.Arrays;
import libsvm.svm;
import libsvm.svm_model;
import libsvm.svm_node;
import libsvm.svm_parameter;

/**
 * The paper's learner (§7.2): an SVM with a polynomial kernel of degree 3, (γ·x·y + 1)³ with γ = 1/d, on features
 * scaled to [−1, 1] by the training examples' minimum and maximum (LIBSVM's svm-scale practice; z-scores of rare
 * features made the cubic kernel ill-conditioned and the solver run to its iteration limit), LIBSVM C-SVC. C is calibrated on the
 * training data when asked: the last 20% of the (time-ordered) training examples validate C ∈ {0.1, 1, 10} and the
 * winner is retrained on all of them. Training examples of one class give a constant classifier. Probabilities come
 * from {@link Platt} fitted to the training decision values. Deterministic.
 */
public final class PolySvm {
    public static final double[] C_GRID = {0.1, 1, 10};

    private PolySvm() {}

    /** Trains on rows x (time order) with labels y. */
    public static Classifier train(double[][] x, boolean[] y, double c, boolean calibrate) {
        int pos = 0;
        for (boolean b : y) if (b) pos++;
        if (pos == 0 || pos == y.length) {
            double p = (pos + 1.0) / (y.length + 2.0);
            return Classifier.constant(pos > 0, p);
        }
        Fitted f = fitted(x, y, c, calibrate);
        Dense dense = Dense.of(f.model(), x[0].length, f.mean(), f.sd());
        double[] ab = f.platt();
        return new Classifier() {
            public double decision(double[] v) {
                return dense.decision(v);
            }

            public double probability(double[] v) {
                return Platt.probability(decision(v), ab);
            }
        };
    }

    /** A trained LIBSVM model with its feature scaling and Platt parameters. */
    record Fitted(svm_model model, double[] mean, double[] sd, double[] platt) {
        /** LIBSVM's own decision value (the reference of {@link Dense}). */
        double libsvmDecision(double[] v) {
            return decision(model, nodes(v, mean, sd));
        }
    }

    /** Fits on examples of both classes. */
    static Fitted fitted(double[][] x, boolean[] y, double c, boolean calibrate) {
        int d = x[0].length;
        // affine map of [min, max] onto [−1, 1]: z = (x − mean)/sd with mean = (min + max)/2, sd = (max − min)/2
        double[] mean = new double[d], sd = new double[d], lo = new double[d], hi = new double[d];
        Arrays.fill(lo, Double.POSITIVE_INFINITY);
        Arrays.fill(hi, Double.NEGATIVE_INFINITY);
        for (double[] r : x)
            for (int j = 0; j < d; j++) {
                lo[j] = Math.min(lo[j], r[j]);
                hi[j] = Math.max(hi[j], r[j]);
            }
        for (int j = 0; j < d; j++) {
            mean[j] = (lo[j] + hi[j]) / 2;
            sd[j] = hi[j] - lo[j] > 1e-12 ? (hi[j] - lo[j]) / 2 : 1;
        }
        svm_node[][] nodes = new svm_node[x.length][];
        for (int i = 0; i < x.length; i++) nodes[i] = nodes(x[i], mean, sd);
        double chosen = c;
        if (calibrate && x.length >= 10) {
            int cut = (int) Math.floor(x.length * 0.8);
            boolean[] yt = Arrays.copyOf(y, cut);
            int tp = 0;
            for (boolean b : yt) if (b) tp++;
            if (tp > 0 && tp < cut) {
                int[] correct = new int[C_GRID.length];
                for (int g = 0; g < C_GRID.length; g++) {
                    svm_model m = fit(Arrays.copyOf(nodes, cut), yt, C_GRID[g], d);
                    for (int i = cut; i < x.length; i++) if ((decision(m, nodes[i]) > 0) == y[i]) correct[g]++;
                }
                chosen = C_GRID[bestC(correct)];
            }
        }
        svm_model model = fit(nodes, y, chosen, d);
        double[] f = new double[x.length];
        for (int i = 0; i < x.length; i++) f[i] = decision(model, nodes[i]);
        return new Fitted(model, mean, sd, Platt.fit(f, y));
    }

    /**
     * The trained model's decision function evaluated densely: the same sums as LIBSVM's svm_predict_values for a
     * two-class polynomial model, in the same order (support vectors in model order, coordinates in index order, powi
     * by squaring), without building nodes per call. A sparse dot skips the coordinates where either vector is 0; the
     * dense one adds their products, which are exact zeros, so the value is the same double (tested against LIBSVM).
     */
    record Dense(
            double[][] sv,
            double[] coef,
            double rho,
            double gamma,
            double coef0,
            int degree,
            double sign,
            double[] mean,
            double[] sd) {
        static Dense of(svm_model m, int d, double[] mean, double[] sd) {
            double[][] sv = new double[m.l][d];
            for (int i = 0; i < m.l; i++) for (svm_node n : m.SV[i]) sv[i][n.index - 1] = n.value;
            return new Dense(
                    sv,
                    m.sv_coef[0].clone(),
                    m.rho[0],
                    m.param.gamma,
                    m.param.coef0,
                    m.param.degree,
                    m.label[0] == 1 ? 1 : -1,
                    mean,
                    sd);
        }

        double decision(double[] x) {
            int d = mean.length;
            double[] z = new double[d];
            for (int j = 0; j < d; j++) z[j] = (x[j] - mean[j]) / sd[j];
            double sum = 0;
            for (int i = 0; i < sv.length; i++) {
                double[] s = sv[i];
                double dot = 0;
                for (int j = 0; j < d; j++) dot += z[j] * s[j];
                sum += coef[i] * powi(gamma * dot + coef0, degree);
            }
            sum -= rho;
            return sign * sum;
        }

        /** LIBSVM's Kernel.powi. */
        private static double powi(double base, int times) {
            double tmp = base, ret = 1.0;
            for (int t = times; t > 0; t /= 2) {
                if (t % 2 == 1) ret *= tmp;
                tmp = tmp * tmp;
            }
            return ret;
        }
    }

    /** The grid index with the most correct validation predictions; ties keep the smaller C. */
    public static int bestC(int[] correct) {
        int best = 0;
        for (int g = 1; g < correct.length; g++) if (correct[g] > correct[best]) best = g;
        return best;
    }

    private static svm_model fit(svm_node[][] nodes, boolean[] y, double c, int d) {
        double[] labels = new double[nodes.length];
        for (int i = 0; i < labels.length; i++) labels[i] = y[i] ? 1 : -1;
        svm_parameter s = Libsvm.parameters(svm_parameter.C_SVC, svm_parameter.POLY, 40);
        s.degree = 3;
        s.gamma = 1.0 / Math.max(1, d);
        s.coef0 = 1;
        s.C = c;
        return Libsvm.train(nodes, labels, s, "content SVM");
    }

    /** Decision value oriented so that > 0 means "change" whatever label LIBSVM saw first. */
    static double decision(svm_model m, svm_node[] x) {
        double[] dec = new double[1];
        svm.svm_predict_values(m, x, dec);
        return m.label[0] == 1 ? dec[0] : -dec[0];
    }

    static svm_node[] nodes(double[] x, double[] mean, double[] sd) {
        double[] z = new double[x.length];
        for (int j = 0; j < x.length; j++) z[j] = (x[j] - mean[j]) / sd[j];
        return Libsvm.sparse(z);
    }
}
