package io.crawlgp.threads;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every method at the same visit cost. A method's predicted gaps are multiplied by one factor per method, found by
 * bisection on its logarithm, so that its mean Visit/Post over the evaluated threads equals a target level (BL's own
 * Visit/Post by default, and multiples of it); T-score, Pr_miss, Pr_FA and Pr_error are then compared at equal cost,
 * which is how Tan's thesis compares methods (at Visit/Post 18-22), instead of Pr_error with α = 0.5, which a method can
 * improve by polling more. Visit/Post falls as the factor grows (longer gaps, fewer visits), in steps, since visits are
 * counted: the bisection stops when it is within {@link #TOLERANCE} of the level or the bracket cannot shrink, and the
 * achieved Visit/Post is reported beside the level.
 */
public final class CostMatching {
    /** Relative distance from the target Visit/Post at which the bisection stops. */
    static final double TOLERANCE = 0.005;

    static final double MIN_FACTOR = 1e-4, MAX_FACTOR = 1e4;
    static final int STEPS = 60;

    private CostMatching() {}

    /**
     * A model whose every effective gap (the prediction raised to the simulator's minimum gap, as the simulator would)
     * is multiplied by {@code factor}: a model that predicts gaps below the minimum is scaled like any other, so no
     * prediction escapes the matching.
     */
    static RevisitModel scaled(RevisitModel m, double factor, double minGap) {
        return new RevisitModel() {
            public String name() {
                return m.name();
            }

            public Predictor start(int thread) {
                Predictor p = m.start(thread);
                return new Predictor() {
                    public double nextGap(int seen) {
                        return factor * Math.max(minGap, p.nextGap(seen));
                    }

                    public void observed(int before, int now) {
                        p.observed(before, now);
                    }
                };
            }
        };
    }

    /** Relative distance from the level beyond which a method is reported as not matched (counts move in steps). */
    static final double MATCHED = 0.05;

    /** One method at one cost level. */
    public record Matched(String method, double level, double factor, ThreadMetrics[] metrics) {
        /** Whether the achieved Visit/Post lies within {@link #MATCHED} of the level. */
        public boolean matched() {
            return Math.abs(visitsPerPost() - level) <= MATCHED * level;
        }

        public double visitsPerPost() {
            return ThreadsExperiment.mean(metrics, ThreadMetrics::visitsPerPost);
        }

        public double prMiss() {
            return ThreadsExperiment.mean(metrics, ThreadMetrics::prMiss);
        }

        public double prFa() {
            return ThreadsExperiment.mean(metrics, ThreadMetrics::prFa);
        }

        public double prError() {
            return ThreadsExperiment.mean(metrics, ThreadMetrics::prError);
        }

        public double tScore() {
            return ThreadsExperiment.mean(metrics, ThreadMetrics::tScore);
        }
    }

    /** How a model is run on a set of threads at a factor (the experiment's evaluation, or the GP's fitness cases). */
    @FunctionalInterface
    interface Runner {
        ThreadMetrics[] run(RevisitModel m);
    }

    /** The factor whose mean Visit/Post is closest to {@code level} (bisection on ln factor), and the metrics there. */
    static Matched match(RevisitModel model, double level, double minGap, Runner runner) {
        double lo = Math.log(MIN_FACTOR), hi = Math.log(MAX_FACTOR);
        Matched best = null;
        for (int i = 0; i < STEPS; i++) {
            double mid = (lo + hi) / 2, f = Math.exp(mid);
            Matched m = new Matched(model.name(), level, f, runner.run(scaled(model, f, minGap)));
            double vp = m.visitsPerPost();
            if (best == null || Math.abs(vp - level) <= Math.abs(best.visitsPerPost() - level))
                best = m; // ties: the later, narrower bracket
            if (Math.abs(vp - level) <= TOLERANCE * level || hi - lo < 1e-9) break;
            if (vp > level) lo = mid; // too many visits: longer gaps
            else hi = mid;
        }
        return best;
    }

    /** Every model at every level: levels are multiples of BL's Visit/Post at factor 1. */
    static Map<Double, List<Matched>> sweep(
            Map<String, RevisitModel> models, List<Double> multiples, double minGap, Runner runner) {
        double bl = ThreadsExperiment.mean(runner.run(models.get("BL")), ThreadMetrics::visitsPerPost);
        Map<Double, List<Matched>> out = new LinkedHashMap<>();
        for (double k : multiples) {
            List<Matched> row = new ArrayList<>();
            for (RevisitModel m : models.values()) row.add(match(m, k * bl, minGap, runner));
            out.put(k, row);
        }
        return out;
    }

    /**
     * Area under a method's trade-off curve, Pr_miss against log2 Visit/Post, by trapezoids over the achieved points,
     * divided by the log2 span: the mean Pr_miss over the cost range (lower is better).
     */
    static double area(List<Matched> points) {
        List<Matched> p = new ArrayList<>(points);
        p.sort(Comparator.comparingDouble(Matched::visitsPerPost));
        double a = 0, span = 0;
        for (int i = 1; i < p.size(); i++) {
            double dx = log2(p.get(i).visitsPerPost()) - log2(p.get(i - 1).visitsPerPost());
            a += dx * (p.get(i).prMiss() + p.get(i - 1).prMiss()) / 2;
            span += dx;
        }
        return span > 0 ? a / span : p.get(0).prMiss();
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }
}
