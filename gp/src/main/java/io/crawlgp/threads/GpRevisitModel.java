package io.crawlgp.threads;

import io.crawlgp.expr.Expr;
import java.util.List;

/**
 * A revisit-interval function evolved by GP (our contender, on the GP4C engine): Δ̂ = f(inputs) minutes, over the
 * window statistics {@code mg} (mean of the last w gaps), {@code lg} (last gap), {@code ag} (mean of all seen gaps:
 * BL's estimate), {@code sg} (standard deviation of the last w gaps), {@code np} (posts seen) and {@code hr} (UTC hour
 * of the last post). Non-finite outputs become the {@code ag} estimate; the simulator clamps to at least one minute.
 */
public final class GpRevisitModel implements RevisitModel {
    public static final List<String> INPUTS = List.of("mg", "lg", "ag", "sg", "np", "hr");
    private final ThreadData data;
    private final Expr.VectorFunction f;
    private final int window;
    private final double fallback;

    public GpRevisitModel(ThreadData data, Expr formula, int window, double fallback) {
        this.data = data;
        this.f = Expr.compile(formula);
        this.window = window;
        this.fallback = fallback;
    }

    static double[] inputs(DiscussionThread t, int seen, int window, double fallback) {
        double ag = BaselineModel.meanGap(t, seen, fallback);
        double s = 0, ss = 0;
        int n = 0;
        for (int g = seen - 2; g >= 0 && n < window; g--, n++) {
            s += t.gap(g);
            ss += t.gap(g) * t.gap(g);
        }
        double mg = n > 0 ? s / n : ag;
        double sg = n > 1 ? Math.sqrt(Math.max(0, ss / n - mg * mg)) : 0;
        double lg = seen >= 2 ? t.gap(seen - 2) : ag;
        double hr = ((t.time(seen - 1) / 60) % 24 + 24) % 24;
        return new double[] {mg, lg, ag, sg, seen, Math.floor(hr)};
    }

    @Override
    public String name() {
        return "GP";
    }

    @Override
    public Predictor start(int thread) {
        DiscussionThread t = data.thread(thread);
        return seen -> {
            double[] v = inputs(t, seen, window, fallback);
            double y = f.apply(v);
            return Double.isFinite(y) ? y : v[2];
        };
    }
}
