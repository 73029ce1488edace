package io.crawlgp.threads;

import java.util.List;
import libsvm.svm;
import libsvm.svm_model;
import libsvm.svm_node;
import libsvm.svm_parameter;
import libsvm.svm_problem;

/**
 * SVR (Tan §3.2) and DEC (§3.3, the same regression over discounted content): ε-SVR with an RBF kernel (LIBSVM) on
 * the standardised window features. The target is log(1 + Δ) by default (predictions are mapped back), or Δ in
 * minutes ({@code logTarget = false}, the thesis's literal choice).
 */
public final class SvrModel implements RevisitModel {
    static {
        svm.svm_set_print_string_function(s -> {}); // LIBSVM prints training progress to stdout otherwise
    }

    private final String name;
    private final WindowFeatures features;
    private final svm_model model;
    private final boolean logTarget;

    private SvrModel(String name, WindowFeatures features, svm_model model, boolean logTarget) {
        this.name = name;
        this.features = features;
        this.model = model;
        this.logTarget = logTarget;
    }

    /** Trains on the instances; gamma ≤ 0 means 1/dimension (LIBSVM's default). */
    public static SvrModel train(String name, WindowFeatures f, List<Instance> training, double c, double gamma, double epsilon, boolean logTarget) {
        if (training.isEmpty()) throw new IllegalArgumentException(name + ": no training instances");
        svm_problem p = new svm_problem();
        p.l = training.size();
        p.x = new svm_node[p.l][];
        p.y = new double[p.l];
        for (int i = 0; i < p.l; i++) {
            Instance in = training.get(i);
            p.x[i] = nodes(f.vector(in.thread(), in.seen()));
            p.y[i] = logTarget ? Math.log1p(in.gapMinutes()) : in.gapMinutes();
        }
        svm_parameter s = new svm_parameter();
        s.svm_type = svm_parameter.EPSILON_SVR;
        s.kernel_type = svm_parameter.RBF;
        s.gamma = gamma > 0 ? gamma : 1.0 / Math.max(1, f.dimension());
        s.C = c;
        s.p = epsilon;
        s.eps = 1e-3;
        s.cache_size = 100;
        s.shrinking = 1;
        s.probability = 0;
        s.nr_weight = 0;
        s.weight_label = new int[0];
        s.weight = new double[0];
        String err = svm.svm_check_parameter(p, s);
        if (err != null) throw new IllegalArgumentException(name + ": LIBSVM rejects the parameters: " + err);
        return new SvrModel(name, f, svm.svm_train(p, s), logTarget);
    }

    static svm_node[] nodes(double[] x) {
        int nz = 0;
        for (double v : x) if (v != 0) nz++;
        svm_node[] out = new svm_node[nz];
        int k = 0;
        for (int j = 0; j < x.length; j++) {
            if (x[j] == 0) continue;
            svm_node n = new svm_node();
            n.index = j + 1;
            n.value = x[j];
            out[k++] = n;
        }
        return out;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Predictor start(int thread) {
        return seen -> {
            double y = svm.svm_predict(model, nodes(features.vector(thread, seen)));
            return logTarget ? Math.expm1(y) : y;
        };
    }
}
