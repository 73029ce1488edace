package io.crawlgp.evolution;

import io.crawlgp.expr.Expr;
import io.crawlgp.util.Sampling;
import java.util.stream.IntStream;

/**
 * A fitness over several datasets that can be scored on a subset of them (issue 71, item 1's mini-batches): each
 * generation of a run with {@code miniBatch = b} scores every individual on the same b datasets, drawn from the run's
 * seed and the generation ({@link #draw}), so the run is the same on any thread count.
 */
public interface InstanceBatches {
    /** How many datasets the fitness is over. */
    int instanceCount();

    /** The mean of the tree's fitness over the listed datasets. */
    double fitness(Expr tree, int[] batch);

    /** The tree's cases on the listed datasets, each dataset's cycles in turn. */
    double[] cases(Expr tree, int[] batch);

    /** Generation g's batch: b of the datasets (ascending), or all of them when b is 0 or at least their number. */
    static int[] draw(int count, int b, long runSeed, int generation) {
        if (b <= 0 || b >= count) return IntStream.range(0, count).toArray();
        return Sampling.sortedSample(count, b, runSeed * 0x632BE59BD9B4E019L + generation);
    }
}
