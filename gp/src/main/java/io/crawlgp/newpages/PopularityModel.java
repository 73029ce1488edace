package io.crawlgp.newpages;

import io.crawlgp.util.UserError;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import ml.dmlc.xgboost4j.java.Booster;
import ml.dmlc.xgboost4j.java.DMatrix;
import ml.dmlc.xgboost4j.java.XGBoost;
import ml.dmlc.xgboost4j.java.XGBoostError;

/**
 * The two boosted models of Ostroumova et al. §3.4, the only code that touches XGBoost:
 * <ul>
 *   <li>total popularity: regression of log(1 + a_u) (the paper regresses log a; the +1 admits pages with no visits),
 *       squared error; â_u = exp(prediction) − 1, at least 0;</li>
 *   <li>decay: regression of the share of visits in the first t hours, s_u = a_u(t)/a_u (pages with a_u > 0), squared
 *       error; ŝ clipped to [0.001, 0.999]; λ̂_u = −ln(1 − ŝ_u)/t (from a_u(t) = a_u(1 − e^(−λ_u t))).</li>
 * </ul>
 */
public final class PopularityModel {
    static final double SHARE_MIN = 0.001, SHARE_MAX = 0.999;

    /** Per page: predicted a, predicted λ (per hour). */
    public record Predictions(double[] a, double[] lambda) {}

    private final PageFeatures features;
    private final byte[] popularityModel, shareModel;
    private final int shareHours;

    private PopularityModel(PageFeatures features, byte[] popularityModel, byte[] shareModel, int shareHours) {
        this.features = features;
        this.popularityModel = popularityModel;
        this.shareModel = shareModel;
        this.shareHours = shareHours;
    }

    public static PopularityModel train(NewPageSet train, int shareHours, BoostingSettings s) {
        if (shareHours < 1 || shareHours >= train.hours())
            throw new UserError("shareHours must be in [1, " + (train.hours() - 1) + "] (hours observed per page: "
                    + train.hours() + "), got " + shareHours);
        PageFeatures f = PageFeatures.fit(train, shareHours);
        int d = f.names().size();
        float[] x = f.matrix(train, true);
        float[] logA = new float[train.size()];
        int withVisits = 0;
        for (int i = 0; i < train.size(); i++) {
            logA[i] = (float) Math.log1p(train.get(i).total());
            if (train.get(i).total() > 0) withVisits++;
        }
        if (withVisits < 2)
            throw new UserError("the training pages need at least 2 pages with visits, found " + withVisits);
        float[] xs = new float[withVisits * d];
        float[] share = new float[withVisits];
        int r = 0;
        for (int i = 0; i < train.size(); i++) {
            if (train.get(i).total() == 0) continue;
            System.arraycopy(x, i * d, xs, r * d, d);
            share[r++] = (float) PageFeatures.share(train.get(i), shareHours);
        }
        return new PopularityModel(f, fit(x, train.size(), d, logA, s), fit(xs, withVisits, d, share, s), shareHours);
    }

    private static byte[] fit(float[] x, int rows, int d, float[] y, BoostingSettings s) {
        DMatrix m = null;
        Booster b = null;
        try {
            m = new DMatrix(x, rows, d, Float.NaN);
            m.setLabel(y);
            Map<String, Object> p = new HashMap<>();
            p.put("objective", "reg:squarederror");
            p.put("tree_method", "hist");
            p.put("eta", s.eta());
            p.put("max_depth", s.maxDepth());
            p.put("subsample", s.subsample());
            p.put("min_child_weight", s.minChildWeight());
            p.put("nthread", s.threads());
            p.put("seed", (int) (s.seed() ^ (s.seed() >>> 32)));
            p.put("verbosity", 0);
            b = XGBoost.train(m, p, s.rounds(), new HashMap<>(), null, null);
            return b.toByteArray("ubj");
        } catch (XGBoostError e) {
            throw new IllegalStateException("XGBoost failed: " + e.getMessage(), e);
        } finally {
            if (b != null) b.dispose();
            if (m != null) m.dispose();
        }
    }

    public PageFeatures features() {
        return features;
    }

    public int shareHours() {
        return shareHours;
    }

    /**
     * The decay rate λ (per hour) whose exponential visit curve puts share s of all visits in the first h hours:
     * 1 − e^(−λh) = s, so λ = −ln(1 − s) / h, with s clamped to [0.001, 0.999] (a predicted share outside (0, 1) has
     * no finite λ).
     */
    static double lambdaFromShare(double share, int hours) {
        double s = Math.min(SHARE_MAX, Math.max(SHARE_MIN, share));
        return -Math.log1p(-s) / hours;
    }

    /** Predicted a and λ for pages not used in training (features encoded with the training statistics). */
    public Predictions predict(NewPageSet set) {
        int d = features.names().size();
        float[] x = features.matrix(set, false);
        float[] la = run(popularityModel, x, set.size(), d);
        float[] sh = run(shareModel, x, set.size(), d);
        double[] a = new double[set.size()], lambda = new double[set.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = Math.max(0, Math.expm1(la[i]));
            lambda[i] = lambdaFromShare(sh[i], shareHours);
        }
        return new Predictions(a, lambda);
    }

    private static float[] run(byte[] model, float[] x, int rows, int d) {
        Booster b = null;
        DMatrix m = null;
        try {
            b = XGBoost.loadModel(model);
            m = new DMatrix(x, rows, d, Float.NaN);
            float[][] p = b.predict(m);
            float[] out = new float[rows];
            for (int i = 0; i < rows; i++) out[i] = p[i][0];
            return out;
        } catch (XGBoostError | IOException e) {
            throw new IllegalStateException("XGBoost failed: " + e.getMessage(), e);
        } finally {
            if (m != null) m.dispose();
            if (b != null) b.dispose();
        }
    }
}
