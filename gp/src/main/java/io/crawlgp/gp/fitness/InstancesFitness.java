package io.crawlgp.gp.fitness;

import io.crawlgp.evolution.InstanceBatches;
import io.crawlgp.expr.Expr;
import java.util.ArrayList;
import java.util.List;

/**
 * The fitness over several datasets at once: the mean of each dataset's own fitness (every dataset
 * weighs the same, whatever its pages or cycles), and as lexicase cases the same number of cases from each dataset,
 * none spanning two ({@link InstanceBatches#perDataset}). Each part caches and releases its own crawls.
 */
public final class InstancesFitness implements TrainingFitness, InstanceBatches {
    private final List<CrawlFitness> parts;
    private final int[] all; // every dataset: the full fitness is the batch of all of them

    public InstancesFitness(List<CrawlFitness> parts) {
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
        return cases(e, all, 1);
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
    public double[] cases(Expr e, int[] batch, int caseCycles) {
        List<double[]> each = new ArrayList<>();
        for (int i : batch) each.add(parts.get(i).cases(e));
        return InstanceBatches.perDataset(each, caseCycles);
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
