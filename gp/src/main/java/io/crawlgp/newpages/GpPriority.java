package io.crawlgp.newpages;

import io.crawlgp.expr.Expr;
import java.util.ArrayList;
import java.util.List;

/**
 * A GP-evolved priority over the inputs {@code la} = ln(1 + â), {@code lam} = λ̂ (per hour), {@code age} (hours since
 * discovery) and the data's numeric features by name. Not thread-safe (one scratch vector): make one per simulation.
 */
public final class GpPriority implements Priority {
    private final Expr.VectorFunction f;
    private final double[] la, lam, disc;
    private final double[][] extra;
    private final double[] v;

    public GpPriority(Expr formula, NewPageSet pages, PopularityModel.Predictions pred) {
        this.f = Expr.compile(formula);
        int n = pages.size();
        la = new double[n];
        lam = pred.lambda().clone();
        disc = new double[n];
        extra = new double[n][];
        for (int i = 0; i < n; i++) {
            la[i] = Math.log1p(pred.a()[i]);
            disc[i] = pages.get(i).discoverySeconds();
            extra[i] = pages.get(i).extra();
        }
        v = new double[3 + pages.extraNames().size()];
    }

    /** The names of the inputs, in vector order. */
    public static List<String> inputs(List<String> extraNames) {
        List<String> out = new ArrayList<>(List.of("la", "lam", "age"));
        out.addAll(extraNames);
        return out;
    }

    @Override
    public double priority(int page, double nowSeconds) {
        v[0] = la[page];
        v[1] = lam[page];
        v[2] = (nowSeconds - disc[page]) / 3600.0;
        double[] e = extra[page];
        System.arraycopy(e, 0, v, 3, e.length);
        return f.apply(v);
    }
}
