package io.crawlgp.gp;

import io.crawlgp.dataset.ChangeHistory;
import io.crawlgp.gp.expr.Expr;
import io.crawlgp.gp.expr.ExprFormat;
import io.crawlgp.gp.expr.Simplifier;
import io.crawlgp.policy.ScoreFunctionPolicy;
import io.crawlgp.simulation.CohortSimulator;
import io.crawlgp.simulation.CrawlSimulator;
import io.crawlgp.simulation.ReferenceSimulator;
import io.crawlgp.simulation.SimulationResult;
import io.crawlgp.simulation.SimulationSettings;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;

/**
 * GP4C's fitness (§4, §5.1): the mean per-cycle metric (ChangeRate by default) of a simulated crawl of a page set,
 * with the expression as the score function. Pure: the same expression always gets the same value, so values are
 * cached by simplified formula (trees that simplify alike compute the same scores; all constant trees rank every page
 * equal and share one entry) and shared by every run on the same pages. Thread-safe.
 */
public final class CrawlFitness implements ToDoubleFunction<Expr> {
    private final ChangeHistory pages;
    private final SimulationSettings settings;
    private final GpSettings.FitnessMetric metric;
    private final Engine engine;
    private final int memoCapacity;
    private volatile CohortSimulator.Prepared prepared; // built once, on first use, shared by every evaluation on these pages
    private final ConcurrentHashMap<String, Double> cache = new ConcurrentHashMap<>();
    private final AtomicLong simulations = new AtomicLong();
    private final AtomicLong lookups = new AtomicLong();

    /**
     * How a fitness value is computed; all three give identical values (FastFitnessEquivalenceTest).
     * COHORT: the state-table fast path ({@link CohortSimulator}), with its ranking memo; PER_PAGE: every page scored every cycle with O(N)
     * selection ({@link CrawlSimulator}); REFERENCE: every page scored through the interpreted tree, full sort per
     * cycle ({@link ReferenceSimulator}).
     */
    public enum Engine { COHORT, PER_PAGE, REFERENCE }

    public CrawlFitness(ChangeHistory pages, SimulationSettings settings, GpSettings.FitnessMetric metric) {
        this(pages, settings, metric, Engine.COHORT);
    }

    public CrawlFitness(ChangeHistory pages, SimulationSettings settings, GpSettings.FitnessMetric metric, Engine engine) {
        this(pages, settings, metric, engine, CohortSimulator.DEFAULT_MEMO);
    }

    /** With the cohort engine's ranking memo of the given capacity (0: every cache miss is simulated, as benchmarks want). */
    public CrawlFitness(ChangeHistory pages, SimulationSettings settings, GpSettings.FitnessMetric metric, Engine engine, int memoCapacity) {
        this.pages = pages;
        this.settings = settings;
        this.metric = metric;
        this.memoCapacity = memoCapacity;
        // NDCG needs the order inside the top k, which only the per-page paths keep
        this.engine = metric == GpSettings.FitnessMetric.NDCG && engine == Engine.COHORT ? Engine.PER_PAGE : engine;
    }

    @Override
    public double applyAsDouble(Expr e) {
        lookups.incrementAndGet();
        Expr simplified = Simplifier.simplify(e);
        // every constant ties all pages in every cycle: one simulation serves all constant trees
        String key = simplified instanceof Expr.Const ? "<constant>" : ExprFormat.lisp(simplified);
        Double v = cache.get(key);
        if (v != null) return v;
        double f = simulate(e);
        cache.putIfAbsent(key, f);
        return f;
    }

    /** The uncached value: one full simulation. */
    public double simulate(Expr e) {
        simulations.incrementAndGet();
        boolean ndcg = metric == GpSettings.FitnessMetric.NDCG;
        SimulationResult r = switch (engine) {
            case COHORT -> CohortSimulator.run(prepared(), "gp", Expr.compile(e));
            case PER_PAGE -> CrawlSimulator.run(pages, new ScoreFunctionPolicy("gp", Expr.compile(e)), settings, ndcg);
            case REFERENCE -> ReferenceSimulator.run(pages, new ScoreFunctionPolicy("gp", e::eval), settings, ndcg);
        };
        return value(r, metric);
    }

    private CohortSimulator.Prepared prepared() {
        CohortSimulator.Prepared p = prepared;
        if (p == null) {
            synchronized (this) {
                if (prepared == null) prepared = CohortSimulator.prepare(pages, settings, memoCapacity);
                p = prepared;
            }
        }
        return p;
    }

    public static double value(SimulationResult r, GpSettings.FitnessMetric metric) {
        return switch (metric) {
            case CHANGERATE -> r.meanChangeRate();
            case FRESHNESS -> r.meanFreshness();
            case NDCG -> r.meanNdcg();
        };
    }

    /** Evaluations the formula cache did not answer (each a simulation, or a ranking-memo hit on the cohort engine). */
    public long simulations() {
        return simulations.get();
    }

    /** Evaluations the cohort engine's ranking memo answered without simulating. */
    public long rankingMemoHits() {
        CohortSimulator.Prepared p = prepared;
        return p == null ? 0 : p.memoHits();
    }

    public long lookups() {
        return lookups.get();
    }
}
