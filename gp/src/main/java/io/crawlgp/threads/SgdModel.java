package io.crawlgp.threads;

import io.crawlgp.util.UserError;
import java.util.List;

/**
 * SGD (Tan §3.4): online regression with a scaled sigmoid f(X) = (Λ − λ)/(1 + e^(w·X)) + λ, bounded in (λ, Λ), on
 * the window's content features plus a bias. Update at every observed gap Δ:
 * w_i ← w_i + η·((f(X) − Δ)/(Λ − λ))·s(1 − s)·X_i with s = 1/(1 + e^(w·X)), the delta rule of §3.4 (error term times
 * the sigmoid's gradient). Dividing the error by Λ − λ is our choice: it makes η free of the time unit (the thesis's
 * η = 5·10⁻⁸ is tied to its raw minutes). One pass over the pooled training instances gives the starting weights;
 * each thread then continues learning on its own posts.
 *
 * <p>Bounds from the training gaps' quartiles: Λ = Q3 + 2.5·(Q3 − Q1) (the thesis's formula, whose symbol was lost
 * in extraction and which can only be the upper bound); λ = the minimum gap granularity, 1 minute
 * ({@code lowerBound = quartile}: max(1, Q1 − 2.5·(Q3 − Q1)) instead).
 */
public final class SgdModel implements RevisitModel {
    private final WindowFeatures features;
    private final double[] initial;
    private final double lo, hi, eta;
    private final ThreadData data;

    private SgdModel(ThreadData data, WindowFeatures features, double[] initial, double lo, double hi, double eta) {
        this.data = data;
        this.features = features;
        this.initial = initial;
        this.lo = lo;
        this.hi = hi;
        this.eta = eta;
    }

    public static SgdModel train(
            ThreadData data, WindowFeatures contentOnly, List<Instance> training, double eta, double lo, double hi) {
        if (!(hi > lo)) throw new UserError("SGD bounds need Λ > λ, got λ = " + lo + ", Λ = " + hi);
        SgdModel m = new SgdModel(data, contentOnly, new double[contentOnly.dimension() + 1], lo, hi, eta);
        for (Instance in : training) m.update(m.initial, in.thread(), in.seen(), in.gapMinutes());
        return m;
    }

    double predict(double[] w, double[] x) {
        double z = w[x.length];
        for (int j = 0; j < x.length; j++) z += w[j] * x[j];
        double s = 1 / (1 + Math.exp(Math.max(-700, Math.min(700, z))));
        return (hi - lo) * s + lo;
    }

    void update(double[] w, int thread, int seen, double gap) {
        double[] x = features.vector(thread, seen);
        double f = predict(w, x);
        double s = (f - lo) / (hi - lo);
        double step = eta * ((f - gap) / (hi - lo)) * s * (1 - s);
        for (int j = 0; j < x.length; j++) w[j] += step * x[j];
        w[x.length] += step;
    }

    @Override
    public String name() {
        return "SGD";
    }

    @Override
    public Predictor start(int thread) {
        double[] w = initial.clone();
        DiscussionThread t = data.thread(thread);
        return new Predictor() {
            @Override
            public double nextGap(int seen) {
                return predict(w, features.vector(thread, seen));
            }

            @Override
            public void observed(int before, int now) {
                // every newly known gap is a training example: the window ending at post g predicts gap g
                for (int g = Math.max(1, before); g < now; g++) update(w, thread, g, t.gap(g - 1));
            }
        };
    }
}
