package io.crawlgp.evolution;

import io.crawlgp.expr.Expr;

/**
 * A fitness that also scores a tree case by case: lexicase parent selection reads these values,
 * each higher-is-better. For a crawl a case is one scored cycle; {@link #blocks} groups consecutive cycles into one
 * case. Pure, like the fitness it belongs to: the same tree always gets the same values.
 */
public interface CaseScores {
    /** The tree's value on each case, in case order (the same length for every tree of a run). */
    double[] cases(Expr tree);

    /**
     * Consecutive values averaged in blocks of {@code size} (the last block may be shorter): {@code size} scored cycles
     * make one case. A size of 1 returns the values themselves.
     */
    static double[] blocks(double[] values, int size) {
        if (size <= 1) return values;
        int n = (values.length + size - 1) / size;
        double[] out = new double[n];
        for (int b = 0; b < n; b++) {
            int from = b * size, to = Math.min(values.length, from + size);
            double s = 0;
            for (int i = from; i < to; i++) s += values[i];
            out[b] = s / (to - from);
        }
        return out;
    }
}
