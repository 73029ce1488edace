package io.crawlgp.gp;

import io.crawlgp.evolution.InstanceBatches;
import io.crawlgp.expr.Expr;
import java.util.List;

/**
 * The fitness over several datasets at once (issue 71, item 1): the mean of each dataset's own fitness (every dataset
 * weighs the same, whatever its pages or cycles), and as lexicase cases each dataset's cycles in turn (so a case is a
 * dataset x cycle). Each part caches and releases its own crawls.
 */
final class InstancesFitness implements TrainingFitness, InstanceBatches {
    private final List<CrawlFitness> parts;
    private final int[] all; // every dataset: the full fitness is the batch of all of them

    InstancesFitness(List<CrawlFitness> parts) {
        if (parts.isEmpty()) throw new IllegalArgumentException("no dataset to score on");
        this.parts = List.copyOf(parts);
        this.all = InstanceBatches.draw(parts.size(), 0, 0, 0);
    }

    @Override
    public double applyAsDouble(Expr e) {
        return fitness(e, all);
    }

    @Override
    public double[] cases(Expr e) {
        return cases(e, all);
    }

    @Override
    public int instanceCount() {
        return parts.size();
    }

    @Override
    public double fitness(Expr e, int[] batch) {
        double s = 0;
        for (int i : batch) s += parts.get(i).applyAsDouble(e);
        return s / batch.length;
    }

    @Override
    public double[] cases(Expr e, int[] batch) {
        double[][] each = new double[batch.length][];
        int n = 0;
        for (int i = 0; i < batch.length; i++)
            n += (each[i] = parts.get(batch[i]).cases(e)).length;
        double[] out = new double[n];
        int at = 0;
        for (double[] v : each) {
            System.arraycopy(v, 0, out, at, v.length);
            at += v.length;
        }
        return out;
    }

    @Override
    public void release() {
        parts.forEach(CrawlFitness::release);
    }

    @Override
    public long lookups() {
        return parts.stream().mapToLong(CrawlFitness::lookups).sum();
    }

    @Override
    public long simulations() {
        return parts.stream().mapToLong(CrawlFitness::simulations).sum();
    }

    @Override
    public long rankingMemoHits() {
        return parts.stream().mapToLong(CrawlFitness::rankingMemoHits).sum();
    }
}
