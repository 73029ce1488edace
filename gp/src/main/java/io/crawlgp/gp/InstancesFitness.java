package io.crawlgp.gp;

import io.crawlgp.expr.Expr;
import java.util.List;

/**
 * The fitness over several datasets at once (issue 71, item 1): the mean of each dataset's own fitness (every dataset
 * weighs the same, whatever its pages or cycles), and as lexicase cases each dataset's cycles in turn (so a case is a
 * dataset x cycle). Each part caches and releases its own crawls.
 */
final class InstancesFitness implements TrainingFitness {
    private final List<CrawlFitness> parts;

    InstancesFitness(List<CrawlFitness> parts) {
        if (parts.isEmpty()) throw new IllegalArgumentException("no dataset to score on");
        this.parts = List.copyOf(parts);
    }

    @Override
    public double applyAsDouble(Expr e) {
        double s = 0;
        for (CrawlFitness p : parts) s += p.applyAsDouble(e);
        return s / parts.size();
    }

    @Override
    public double[] cases(Expr e) {
        double[][] each = new double[parts.size()][];
        int n = 0;
        for (int i = 0; i < each.length; i++) n += (each[i] = parts.get(i).cases(e)).length;
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
