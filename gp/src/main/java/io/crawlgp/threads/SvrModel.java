package io.crawlgp.threads;

import io.crawlgp.util.Libsvm;
import io.crawlgp.util.UserError;
import java.util.List;
import libsvm.svm;
import libsvm.svm_model;
import libsvm.svm_node;
import libsvm.svm_parameter;

/**
 * SVR (Tan §3.2) and DEC (§3.3, the same regression over discounted content): ε-SVR with an RBF kernel (LIBSVM) on
 * the standardised window features. The target is log(1 + Δ) by default (predictions are mapped back), or Δ in
 * minutes ({@code logTarget = false}, the thesis's literal choice).
 */
public final class SvrModel implements RevisitModel {
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
    public static SvrModel train(
            String name,
            WindowFeatures f,
            List<Instance> training,
            double c,
            double gamma,
            double epsilon,
            boolean logTarget) {
        if (training.isEmpty()) throw new UserError(name + ": no training instances");
        svm_node[][] x = new svm_node[training.size()][];
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            Instance in = training.get(i);
            x[i] = Libsvm.sparse(f.vector(in.thread(), in.seen()));
            y[i] = logTarget ? Math.log1p(in.gapMinutes()) : in.gapMinutes();
        }
        svm_parameter s = Libsvm.parameters(svm_parameter.EPSILON_SVR, svm_parameter.RBF, 100);
        s.gamma = gamma > 0 ? gamma : 1.0 / Math.max(1, f.dimension());
        s.C = c;
        s.p = epsilon;
        return new SvrModel(name, f, Libsvm.train(x, y, s, name), logTarget);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Predictor start(int thread) {
        return seen -> {
            double y = svm.svm_predict(model, Libsvm.sparse(features.vector(thread, seen)));
            return logTarget ? Math.expm1(y) : y;
        };
    }
}
