package io.crawlgp.evolution;

import io.crawlgp.expr.Expr;
import io.crawlgp.util.Sampling;
import java.util.List;
import java.util.stream.IntStream;

/**
 * A fitness over several datasets that can be scored on a subset of them (mini-batches): each
 * generation of a run with {@code miniBatch = b} scores every individual on the same b datasets, drawn from the run's
 * seed and the generation ({@link #draw}), so the run is the same on any thread count.
 */
public interface InstanceBatches {
    /** How many datasets the fitness is over. */
    int instanceCount();

    /** The mean of the tree's fitness over the listed datasets. */
    double fitness(Expr tree, int[] batch);

    /**
     * The tree's lexicase cases on the listed datasets: each dataset's own cases in turn, never one spanning two
     * ({@link #perDataset}).
     */
    double[] cases(Expr tree, int[] batch, int caseCycles);

    /**
     * Each dataset's scored cycles cut into the same number of cases, so that in selection every
     * dataset weighs alike, as it does in the fitness (the mean over datasets): K = max(1, floor(n_min / caseCycles))
     * cases per dataset, n_min the fewest scored cycles of any listed dataset; a dataset of n cycles has case j the
     * mean of its cycles floor(j·n/K) .. floor((j+1)·n/K) − 1. Datasets of equal length with caseCycles = 1 give each
     * cycle as a case, as before; a dataset of daily cycles beside weekly ones gives cases of about a week.
     */
    static double[] perDataset(List<double[]> each, int caseCycles) {
        int min = Integer.MAX_VALUE;
        for (double[] v : each) min = Math.min(min, v.length);
        int k = Math.max(1, min / Math.max(1, caseCycles));
        double[] out = new double[k * each.size()];
        int at = 0;
        for (double[] v : each) {
            int n = v.length;
            for (int j = 0; j < k; j++) {
                int from = (int) ((long) j * n / k), to = (int) ((long) (j + 1) * n / k);
                double s = 0;
                for (int i = from; i < to; i++) s += v[i];
                out[at++] = to > from ? s / (to - from) : 0;
            }
        }
        return out;
    }

    /** Generation g's batch: b of the datasets (ascending), or all of them when b is 0 or at least their number. */
    static int[] draw(int count, int b, long runSeed, int generation) {
        if (b <= 0 || b >= count) return IntStream.range(0, count).toArray();
        return Sampling.sortedSample(count, b, runSeed * 0x632BE59BD9B4E019L + generation);
    }
}
