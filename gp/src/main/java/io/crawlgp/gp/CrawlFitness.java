package io.crawlgp.gp;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.gp.expr.Expr;
import io.crawlgp.gp.expr.ExprFormat;
import io.crawlgp.gp.expr.Simplifier;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;

/**
 * GP4C's fitness (§4, §5.1): the mean per-cycle metric (ChangeRate by default) of a simulated crawl of a page set,
 * with the expression as the score function. Pure: the same expression always gets the same value, so values are
 * cached by simplified formula (trees that simplify alike compute the same scores) and shared by every run on the
 * same pages. Thread-safe.
 */
public final class CrawlFitness implements ToDoubleFunction<Expr> {
    private final ChangeHistory pages;
    private final SimulationSettings settings;
    private final GpSettings.FitnessMetric metric;
    private final ConcurrentHashMap<String, Double> cache = new ConcurrentHashMap<>();
    private final AtomicLong simulations = new AtomicLong();
    private final AtomicLong lookups = new AtomicLong();

    public CrawlFitness(ChangeHistory pages, SimulationSettings settings, GpSettings.FitnessMetric metric) {
        this.pages = pages;
        this.settings = settings;
        this.metric = metric;
    }

    @Override
    public double applyAsDouble(Expr e) {
        lookups.incrementAndGet();
        String key = ExprFormat.lisp(Simplifier.simplify(e));
        Double v = cache.get(key);
        if (v != null) return v;
        double f = simulate(e);
        cache.putIfAbsent(key, f);
        return f;
    }

    /** The uncached value: one full simulation. */
    public double simulate(Expr e) {
        simulations.incrementAndGet();
        SimulationResult r = CrawlSimulator.run(pages, new ScoreFunctionPolicy("gp", Expr.compile(e)), settings, metric == GpSettings.FitnessMetric.NDCG);
        return value(r, metric);
    }

    public static double value(SimulationResult r, GpSettings.FitnessMetric metric) {
        return switch (metric) {
            case CHANGERATE -> r.meanChangeRate();
            case FRESHNESS -> r.meanFreshness();
            case NDCG -> r.meanNdcg();
        };
    }

    public long simulations() {
        return simulations.get();
    }

    public long lookups() {
        return lookups.get();
    }
}
